import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** A common phone, and the narrowest screen WCAG 1.4.10 (reflow) asks for. */
const PHONE = { width: 375, height: 812 };
const NARROWEST = { width: 320, height: 640 };
const PAGES = [
  '/',
  '/hi',
  '/mr',
  '/post/salt-basics',
  '/post/salt-basics-marathi',
  '/category/lifestyle',
  '/tag/salt',
  '/utilities',
  '/mr/utilities',
  '/search',
  '/post/no-such-article',
];

/** Opens a page (the menu's "Menu" toggle is server markup: it works before the island hydrates). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
}

describe.runIf(browserAvailable())('the phone layout', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  it.each(PAGES)('%s at 375px: the header is at most 120px tall, with search and the menu in it', async (path) => {
    const page = await chromium.sharedPage({ viewport: PHONE });
    await open(page, `${chromium.site.url}${path}`);
    const header = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect | undefined;
      return {
        header: box('header.site-header')!,
        search: box('header input[type="search"]')!,
        menu: box('header .menu-button')!,
        h1: box('main h1, main h2'),
      };
    });
    expect(header.header.height).toBeLessThanOrEqual(120);
    for (const control of [header.search, header.menu]) {
      expect(control.bottom).toBeLessThanOrEqual(header.header.bottom);
      expect(control.right).toBeLessThanOrEqual(PHONE.width);
      expect(control.width).toBeGreaterThanOrEqual(44);
    }
    // The menu opens in one tap, below the search field, within the screen's width.
    await page.locator('header .menu-button').click();
    const list = await page.locator('nav.main-menu .menu-list').boundingBox();
    expect(list!.width).toBeLessThanOrEqual(PHONE.width);
    expect(list!.y).toBeGreaterThanOrEqual(header.search.bottom);
  });

  it.each(PAGES)('%s at 320px with text at 200%%: nothing scrolls sideways (WCAG 1.4.10, 1.4.4)', async (path) => {
    const page = await chromium.sharedPage({ viewport: NARROWEST });
    await open(page, `${chromium.site.url}${path}`);
    const result = await page.evaluate(async () => {
      document.documentElement.style.fontSize = '200%';
      await new Promise(requestAnimationFrame);
      const width = document.documentElement.clientWidth;
      // What sticks out, named, so that a failure says where to look.
      const outside = [...document.querySelectorAll<HTMLElement>('header *, main *, footer *')]
        .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > width + 1 && !el.closest('.prose table, [hidden]'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        .slice(0, 5);
      return { overflow: document.documentElement.scrollWidth - width, outside };
    });
    expect(result).toEqual({ overflow: 0, outside: [] });
  });

  it('an article\'s "Next in …" link with long titles wraps at 320px with text at 200%, never widening the page', async () => {
    const page = await chromium.sharedPage({ viewport: NARROWEST });
    await open(page, `${chromium.site.url}/post/salt-basics`);
    const result = await page.evaluate(async () => {
      document.documentElement.style.fontSize = '200%';
      // Real titles are longer than the fixture's: the links of /post/diabetes, in words as long.
      const links = [...document.querySelectorAll<HTMLAnchorElement>('nav.pagination a')];
      for (const link of links) {
        link.textContent =
          link.rel === 'prev' ? '← Previous in My Health: Understanding cholesterol' : 'Next in My Health: Understanding diabetes →';
      }
      await new Promise(requestAnimationFrame);
      return { links: links.length, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(result).toEqual({ links: expect.any(Number) as number, overflow: 0 });
    expect(result.links).toBeGreaterThan(0);
  });

  it.each(['/post/salt-basics-hindi', '/post/salt-basics-marathi', '/post/salt-basics'])(
    '%s: a breadcrumb trail that wraps starts no line with a "›"',
    async (path) => {
      const page = await chromium.sharedPage({ viewport: NARROWEST });
      await open(page, `${chromium.site.url}${path}`);
      const lines = await page.evaluate(async () => {
        document.documentElement.style.fontSize = '200%';
        await new Promise(requestAnimationFrame);
        const crumbs = [...document.querySelectorAll('nav.crumbs li')];
        const left = document.querySelector('nav.crumbs ol')!.getBoundingClientRect().left;
        const separator = (li: Element, pseudo: '::before' | '::after') =>
          getComputedStyle(li, pseudo).content.replace(/^none$|^normal$/, '');
        return {
          // Each crumb that starts a line (at the trail's left edge) starts with its own text...
          lineStarts: crumbs
            .filter((li) => Math.abs(li.getBoundingClientRect().left - left) < 1)
            .map((li) => `${separator(li, '::before')}${li.textContent}`),
          // ...and every crumb but the last ends with the separator, on the line it is on.
          ends: crumbs.map((li) => separator(li, '::after')),
          count: crumbs.length,
        };
      });
      expect(lines.lineStarts.length, 'the trail wraps at 320px with text at 200%').toBeGreaterThan(1);
      for (const start of lines.lineStarts) expect(start).not.toMatch(/^\s*"?›/);
      expect(lines.ends).toEqual([...Array.from({ length: lines.count - 1 }, () => '"›"'), '']);
    },
  );

  it('list items keep a small thumbnail beside the title on a phone', async () => {
    const page = await chromium.sharedPage({ viewport: PHONE });
    await open(page, `${chromium.site.url}/category/lifestyle`);
    const { image, text } = await page.evaluate(() => {
      const card = document.querySelector('.post-card')!;
      return {
        image: card.querySelector('img')!.getBoundingClientRect().width,
        text: card.querySelector('h2')!.getBoundingClientRect().width,
      };
    });
    expect(image).toBeLessThanOrEqual(PHONE.width * 0.3);
    expect(text).toBeGreaterThanOrEqual(200);
  });

  it('the home shows three cards per list with a "more" link on a phone, every card on a wide screen', async () => {
    // The fixture's lists are short: give the sugar list six cards, then count those shown.
    const shown = async (width: number) => {
      const context = await chromium.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await open(page, `${chromium.site.url}/`);
      const counts = await page.evaluate(() => {
        const list = document.querySelector('[data-section="sugar"] .post-list')!;
        const first = list.querySelector('li')!;
        for (let i = 0; i < 5; i++) list.append(first.cloneNode(true));
        const visible = (root: Element) =>
          [...root.querySelectorAll(':scope > li')].filter((li) => (li as HTMLElement).checkVisibility()).length;
        return { sugar: visible(list), more: (document.querySelector('[data-section="sugar"] .more a') as HTMLElement).checkVisibility() };
      });
      await context.close();
      return counts;
    };
    expect(await shown(PHONE.width)).toEqual({ sugar: 3, more: true });
    expect(await shown(1280)).toEqual({ sugar: 6, more: true });
  });

  it('the last thing on a page keeps its distance from the footer', async () => {
    const page = await chromium.sharedPage({ viewport: PHONE });
    await open(page, `${chromium.site.url}/utilities`);
    const gap = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const last = [...main.querySelectorAll('*')].filter((el) => (el as HTMLElement).checkVisibility()).at(-1)!;
      return document.querySelector('footer')!.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(24);
  });

  it('a category of one article says "1 article", and Marathi pages write numbers in Devanagari digits', async () => {
    const page = await chromium.sharedPage({ viewport: PHONE });
    await open(page, `${chromium.site.url}/category/Maida`);
    expect(await page.locator('main .meta').first().textContent()).toBe('1 article');
    await open(page, `${chromium.site.url}/post/salt-basics-marathi`);
    const meta = (await page.locator('main ul.meta').first().textContent()) ?? '';
    expect(meta).toMatch(/[०-९]/);
    expect(meta).not.toMatch(/[0-9]/);
  });
});

describe.runIf(browserAvailable())('the dark theme', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  it('follows the system, and the toggle is remembered across pages with no flash of the other theme', async () => {
    const context = await chromium.newContext({ viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, `${chromium.site.url}/post/salt-basics`);
    const dark = await background(page);
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-theme-toggle]').click();
    const light = await background(page);
    expect(light).not.toBe(dark);
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('false');

    // On the next page the theme is set before the body is painted: record the background
    // the first time anything in the body exists.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __firstBackground: string[] }).__firstBackground = seen;
      new MutationObserver((_, observer) => {
        if (!document.body?.firstElementChild?.nextElementSibling) return;
        seen.push(getComputedStyle(document.documentElement).backgroundColor);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, `${chromium.site.url}/category/lifestyle`);
    expect(await page.evaluate(() => (window as unknown as { __firstBackground: string[] }).__firstBackground)).toEqual([light]);
    expect(await background(page)).toBe(light);
  });

  it('runs its first-paint script under the Content Security Policy, without violations', async () => {
    const context = await chromium.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
      localStorage.setItem('arogya-theme', 'dark');
    });
    const page = await context.newPage();
    await open(page, `${chromium.site.url}/mr`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });
});

describe.runIf(browserAvailable())('printing an article', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  it("prints the article alone, in dark ink on white whatever the theme, with the references' addresses", async () => {
    const context = await chromium.newContext({ viewport: { width: 800, height: 1100 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, `${chromium.site.url}/post/salt-basics`);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].some((el) => el.checkVisibility());
      const link = document.querySelector('.references a[href^="http"]');
      return {
        chrome: ['header.site-header', 'footer.site-footer', '.share', 'nav.main-menu', '[data-theme-toggle]', '.crumbs'].filter(shown),
        ink: getComputedStyle(document.documentElement).color,
        paper: getComputedStyle(document.documentElement).backgroundColor,
        title: shown('main h1'),
        address: link ? getComputedStyle(link, '::after').content : 'no reference link',
        href: link?.getAttribute('href'),
      };
    });
    expect(printed.chrome).toEqual([]);
    expect(printed.title).toBe(true);
    expect([printed.ink, printed.paper]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    expect(printed.address).toBe(`" (${printed.href})"`);
  });
});
