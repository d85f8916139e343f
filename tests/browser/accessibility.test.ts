import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** WCAG 2.2 level AA, as axe-core tags its rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NARROW = 375;
const WIDE = 1280;
/** A phone in the dark theme (`prefers-color-scheme: dark`), the theme's hardest case. */
const DARK = 'dark';

/**
 * Every page type of the fixture site, in every language it exists in (the 404 page is one
 * page holding all three languages; the fixture has no Marathi tag page or Marathi page 2).
 */
const PAGE_TYPES: Record<string, string[]> = {
  home: ['/', '/hi', '/mr'],
  article: ['/post/salt-basics', '/post/salt-basics-hindi', '/post/salt-basics-marathi'],
  category: ['/category/lifestyle', '/category/hindi', '/category/marathi'],
  tag: ['/tag/salt', '/tag/cow-milk'],
  'page 2': ['/category/lifestyle/2', '/tag/salt/2'],
  utilities: ['/utilities', '/hi/utilities', '/mr/utilities'],
  search: ['/search', '/hi/search', '/mr/search'],
  '404': ['/post/no-such-article'],
};

/** Each page of {@link PAGE_TYPES} as `[type, path]`: one test a page, so none grows with the site. */
const PAGES = Object.entries(PAGE_TYPES).flatMap(([type, paths]) => paths.map((path) => [type, path] as const));

/**
 * One page of each type, its language turning with the type and with `offset`: the three checks
 * (a phone, a wide screen with text at 200 percent, the dark theme) take offsets 0, 1 and 2, so
 * that every page type is checked in all three and every page of {@link PAGES} in at least one.
 * The languages share each type's template and the stylesheet; a page per type and check, rather
 * than every page in every check, keeps the suite within CI's time (axe takes about a second a page).
 */
const onePagePerType = (offset: number) =>
  Object.entries(PAGE_TYPES).map(([type, paths], i) => [type, paths[(i + offset) % paths.length]!] as const);

const CHECKED_PAGES = new Map<number | typeof DARK, ReturnType<typeof onePagePerType>>([
  [NARROW, onePagePerType(0)],
  [WIDE, onePagePerType(1)],
  [DARK, onePagePerType(2)],
]);

/**
 * Problems with the heading outline: it must start at h1 and never skip a level going down
 * (h2 → h4). Going back up any number of levels is fine.
 * @example headingProblems([1, 2, 4]) // => ['h4 "…" follows h2: a level is skipped']
 */
function headingProblems(headings: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  if (headings[0]?.level !== 1) problems.push(`the first heading is ${headings[0] ? `h${headings[0].level}` : 'missing'}, not h1`);
  headings.forEach(({ level, text }, i) => {
    const previous = headings[i - 1];
    if (previous && level > previous.level + 1) problems.push(`h${level} "${text}" follows h${previous.level}: a level is skipped`);
  });
  return problems;
}

describe('headingProblems', () => {
  it('accepts an outline that goes down one level at a time and back up freely', () => {
    expect(headingProblems([1, 2, 3, 2, 3, 4, 2].map((level) => ({ level, text: 'x' })))).toEqual([]);
  });
  it('reports a skipped level and a missing h1', () => {
    expect(
      headingProblems([
        { level: 1, text: 'a' },
        { level: 2, text: 'b' },
        { level: 4, text: 'c' },
      ]),
    ).toEqual(['h4 "c" follows h2: a level is skipped']);
    expect(headingProblems([{ level: 2, text: 'a' }])).toEqual(['the first heading is h2, not h1']);
  });
});

describe('the pages the accessibility checks visit', () => {
  it('cover every page type in each check, and every page in some check', () => {
    const checks = [...CHECKED_PAGES.values()];
    for (const pages of checks) expect(pages.map(([type]) => type)).toEqual(Object.keys(PAGE_TYPES));
    expect(new Set(checks.flat().map(([, path]) => path))).toEqual(new Set(PAGES.map(([, path]) => path)));
  });
});

describe.runIf(browserAvailable())('accessibility (WCAG 2.2 AA) of the built site in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;
  /** One context and page per width, reused by every test: starting pages is the slow part. */
  const pages = new Map<number | typeof DARK, Page>();
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST)]);
    for (const width of [NARROW, WIDE]) {
      // No service worker: it would install and precache in the background of every visit.
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
      contexts.push(context);
      pages.set(width, await context.newPage());
    }
    const dark = await browser.newContext({ viewport: { width: NARROW, height: 800 }, colorScheme: 'dark', serviceWorkers: 'block' });
    contexts.push(dark);
    pages.set(DARK, await dark.newPage());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** Opens a path (the menu hydrates only when used: see the menu's tests). */
  async function visit(width: number | typeof DARK, path: string): Promise<Page> {
    const page = pages.get(width)!;
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    return page;
  }

  /** Runs axe with the WCAG 2.2 AA rules; one line per violation, with the elements it found. */
  async function axeViolations(page: Page): Promise<string[]> {
    // Legacy mode runs axe in the page itself rather than in an extra blank page per run:
    // twice as fast, and the site has no iframes that would need the other mode. Only violations
    // are reported in full (passes are listed without their elements): a third less time a page.
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_AA)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true)
      .analyze();
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  }

  /** The headings a reader (or a screen reader) meets, in document order. */
  function headingsOf(page: Page): Promise<{ level: number; text: string }[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
        .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
        .map((el) => ({
          level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
          text: (el.textContent ?? '').trim().slice(0, 40),
        })),
    );
  }

  /**
   * Tabs through the whole page and returns the focus stops without a visible indicator
   * (no outline and no box-shadow), by their text or tag.
   */
  async function invisibleFocusStops(page: Page): Promise<{ stops: number; invisible: string[] }> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const invisible: string[] = [];
    const seen = new Set<string>();
    let stops = 0;
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return undefined;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none';
        // Identifies the element so that the walk stops when focus comes round again.
        const path: string[] = [];
        for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) {
          path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
        }
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30) || el.tagName.toLowerCase();
        return { key: path.join('/'), name, visible: outline || shadow };
      });
      if (!stop) break;
      if (seen.has(stop.key)) break;
      seen.add(stop.key);
      stops++;
      if (!stop.visible) invisible.push(stop.name);
    }
    return { stops, invisible };
  }

  /** Doubles the root font size (text-only zoom) and reports what is lost. */
  async function at200Percent(page: Page): Promise<{ overflow: number; h1Visible: boolean; textScale: number }> {
    return page.evaluate(async () => {
      // Looked up each time: an island hydrating meanwhile may replace the paragraph (the search page's note).
      const text = () => document.querySelector('main p') ?? document.querySelector('main')!;
      const before = parseFloat(getComputedStyle(text()).fontSize);
      document.documentElement.style.fontSize = '200%';
      await new Promise(requestAnimationFrame);
      const after = parseFloat(getComputedStyle(text()).fontSize);
      const h1 = document.querySelector('h1');
      const box = h1?.getBoundingClientRect();
      const h1Visible =
        !!h1 &&
        !!box &&
        h1.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 0 &&
        box.left >= 0 &&
        box.right <= document.documentElement.clientWidth;
      return {
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        h1Visible,
        textScale: after / before,
      };
    });
  }

  for (const width of [NARROW, WIDE]) {
    describe(`at ${width}px`, () => {
      it.each(CHECKED_PAGES.get(width)!)(
        width === WIDE
          ? '%s page %s: no axe violations, headings in order, and text at twice the size (200 percent) loses nothing'
          : '%s page %s: no axe violations, headings in order',
        async (_, path) => {
          const page = await visit(width, path);
          expect([...(await axeViolations(page)), ...headingProblems(await headingsOf(page))]).toEqual([]);
          if (width !== WIDE) return;
          // On the same load (a visit is the slow part): the text zoom comes last, as it changes the page.
          const { overflow, h1Visible, textScale } = await at200Percent(page);
          expect({ overflow, h1Visible }).toEqual({ overflow: 0, h1Visible: true });
          expect(textScale, 'text really grows').toBeGreaterThanOrEqual(1.9);
        },
      );

      it.each(Object.entries(PAGE_TYPES))('%s page: every keyboard focus stop is visible', async (_, paths) => {
        const page = await visit(width, paths[0]!);
        const { stops, invisible } = await invisibleFocusStops(page);
        expect(stops).toBeGreaterThan(3);
        expect(invisible).toEqual([]);
      });

      it('the menu with a submenu open (and on a phone the menu itself) has no violations', async () => {
        for (const path of ['/', '/post/salt-basics-hindi']) {
          const page = await visit(width, path);
          const nav = page.locator('nav.main-menu');
          if (width === NARROW) {
            await nav.locator('details.menu-toggle > summary').click();
            expect(await nav.locator('details[open]').count()).toBe(1);
          }
          // DIET › Sugar (tests/fixtures/site/menu.yaml): two levels open.
          const toggle = (id: string) => nav.locator(`[data-menu-id="${id}"] > details > summary`);
          await toggle('m-2').click();
          await toggle('m-2-0').click();
          await page.locator('nav.main-menu[data-hydrated]').waitFor({ state: 'attached' });
          expect(await nav.locator('details[open]').count()).toBe(width === NARROW ? 3 : 2);
          expect(await nav.locator('#main-menu-m-2-0 > li:first-child > a').isVisible()).toBe(true);
          expect(await axeViolations(page), path).toEqual([]);
        }
      });

      // Marathi (Devanagari digits, longer words) on a phone, where they are tightest, and English
      // on a wide screen; Hindi uses the same island. (Its layout at every width: bmi.test.ts.)
      it.each(width === WIDE ? ['/utilities'] : ['/mr/utilities'])(
        'the BMI calculator on %s, with a result and with errors, has no violations',
        async (path) => {
          const page = await visit(width, path);
          await page.locator('astro-island[component-url*="BmiCalculator"]').scrollIntoViewIfNeeded();
          await page.locator('astro-island[component-url*="BmiCalculator"]:not([ssr])').waitFor({ state: 'attached' });
          const form = page.locator('form').filter({ has: page.locator('input[name="heightCm"]') });
          await form.locator('button[type="submit"]').click();
          // Age, height and weight are missing.
          await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(3);
          expect(await axeViolations(page), `${path} with errors`).toEqual([]);
          await form.locator('input[name="ageYears"]').fill('30');
          await form.locator('input[name="heightCm"]').fill('170');
          await form.locator('input[name="weightKg"]').fill('70');
          await form.locator('button[type="submit"]').click();
          // Marathi pages write the BMI in Devanagari digits (२४.२).
          await expect.poll(() => form.getByRole('status').textContent()).toMatch(/24\.2|२४\.२/);
          expect(await axeViolations(page), `${path} with a result`).toEqual([]);
          // A child: first without the sex (an error on the group), then WHO's BMI-for-age.
          await form.locator('input[name="ageYears"]').fill('12');
          await form.locator('button[type="submit"]').click();
          await expect.poll(() => form.locator('fieldset[aria-describedby*=" "]').count()).toBe(1);
          expect(await axeViolations(page), `${path} without the sex of a child`).toEqual([]);
          await form.locator('input[name="sex"][value="female"]').check();
          await form.locator('button[type="submit"]').click();
          await expect.poll(() => form.locator('[data-standard="whoBmiForAge"]').count()).toBe(1);
          expect(await axeViolations(page), `${path} with a child's result`).toEqual([]);
          expect(headingProblems(await headingsOf(page)), path).toEqual([]);
        },
      );

      // On a phone, the readers' usual screen; on a wide screen the search page is checked above
      // without results, and the dark theme checks results again.
      if (width === NARROW)
        it('search results (one language, all languages, on the 404 page) have no violations', async () => {
          const settled = (page: Page) =>
            page.waitForFunction(() => {
              const text = document.querySelector('.search-status')?.textContent ?? '';
              return text !== '' && !text.endsWith('…');
            });
          for (const path of ['/search?q=zebrafruit', `/hi/search?q=${encodeURIComponent('नमक')}`, '/search/zebrafruit']) {
            const page = await visit(width, path);
            await settled(page);
            expect(await page.locator('.search-results h2 a').count(), path).toBeGreaterThan(0);
            expect(await axeViolations(page), path).toEqual([]);
            expect(headingProblems(await headingsOf(page)), path).toEqual([]);
            if (path !== '/search?q=zebrafruit') continue;
            // All languages, with "Show more results": language names and results marked up by language.
            await page.locator('.search-scope input[value="all"]').check();
            await page.waitForURL(/lang=all/);
            await settled(page);
            const more = page.locator('.search-more');
            while ((await page.locator('.search-results h2[lang="hi"]').count()) === 0 && (await more.count())) {
              const shown = await page.locator('.search-results h2').count();
              await more.click();
              await page.waitForFunction((n) => document.querySelectorAll('.search-results h2').length > n, shown);
            }
            expect(await page.locator('.search-results h2[lang="hi"]').count(), 'a Hindi result among all languages').toBeGreaterThan(0);
            expect(await axeViolations(page), `${path}, all languages`).toEqual([]);
          }
        });
    });
  }

  describe('in the dark theme, on a phone', () => {
    it.each(CHECKED_PAGES.get(DARK)!)('%s page %s: no axe violations (contrast AA in dark)', async (_, path) => {
      const page = await visit(DARK, path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe('rgb(251, 252, 250)');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('the open menu and the search results have no violations', async () => {
      const page = await visit(DARK, '/search?q=zebrafruit');
      await page.locator('nav.main-menu details.menu-toggle > summary').click();
      await page.locator('nav.main-menu [data-menu-id="m-2"] > details > summary').click();
      await page.waitForFunction(() => {
        const text = document.querySelector('.search-status')?.textContent ?? '';
        return text !== '' && !text.endsWith('…');
      });
      expect(await axeViolations(page)).toEqual([]);
    });

    it('a reader who chose the light theme gets it, with no violations', async () => {
      const page = await visit(DARK, '/post/salt-basics');
      await page.locator('[data-theme-toggle]').click();
      await page.reload({ waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => localStorage.clear());
    });
  });

  describe('the checks catch breakage', () => {
    // The site's Content Security Policy blocks injected <style> and inline style attributes,
    // so the breakage is injected through the DOM and CSSOM, which it does not restrict.

    it('axe reports an image without alt text and low-contrast text', async () => {
      const page = await visit(WIDE, '/post/salt-basics');
      await page.evaluate(() => {
        const img = document.createElement('img');
        img.src = '/favicon.svg';
        document.querySelector('main')!.append(img);
        const p = document.querySelector<HTMLElement>('main .prose p')!;
        p.style.color = '#bbb';
      });
      const violations = await axeViolations(page);
      expect(violations.some((v) => v.startsWith('image-alt'))).toBe(true);
      expect(violations.some((v) => v.startsWith('color-contrast'))).toBe(true);
    });

    it('the heading check reports a skipped level', async () => {
      const page = await visit(WIDE, '/post/salt-basics');
      await page.evaluate(() => {
        const h4 = document.createElement('h4');
        h4.textContent = 'Injected';
        document.querySelector('main h1')!.after(h4);
      });
      expect(headingProblems(await headingsOf(page))).toContain('h4 "Injected" follows h1: a level is skipped');
    });

    it('the focus check reports a link whose focus outline was removed', async () => {
      const page = await visit(WIDE, '/post/salt-basics');
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main .tag-list a')!;
        link.style.setProperty('outline', 'none', 'important');
      });
      expect((await invisibleFocusStops(page)).invisible).toEqual(['Salt']);
    });

    it('the 200% check reports horizontal scrolling, a lost heading and text that does not grow', async () => {
      const page = await visit(WIDE, '/post/salt-basics');
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '90rem';
        wide.style.height = '1px';
        document.querySelector('main')!.append(wide);
        document.querySelector<HTMLElement>('main p')!.style.fontSize = '17px';
        document.querySelector<HTMLElement>('h1')!.style.marginLeft = '-200rem';
      });
      const { overflow, h1Visible, textScale } = await at200Percent(page);
      expect(overflow).toBeGreaterThan(0);
      expect(h1Visible).toBe(false);
      expect(textScale).toBe(1);
    });
  });
});
