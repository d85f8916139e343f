import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';
import { t } from '../../src/i18n/index.ts';

const PAGES = [
  ['/', 'en'],
  ['/post/salt-basics', 'en'],
  ['/category/lifestyle', 'en'],
  ['/hi', 'hi'],
  ['/post/salt-basics-hindi', 'hi'],
  ['/category/hindi', 'hi'],
  ['/mr', 'mr'],
  ['/post/salt-basics-marathi', 'mr'],
  ['/category/marathi', 'mr'],
] as const;

describe.runIf(browserAvailable())('pages in each language, in Chromium', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  it.each(PAGES)('renders %s (%s) without console errors or failed requests', async (path, lang) => {
    const page = await chromium.sharedPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`));
    const response = await page.goto(`${chromium.site.url}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(errors).toEqual([]);
  });

  it('draws Devanagari with real glyphs, not tofu boxes (screenshot comparison)', async () => {
    for (const path of ['/post/salt-basics-hindi', '/post/salt-basics-marathi']) {
      const page = await chromium.sharedPage();
      await page.goto(`${chromium.site.url}${path}`);
      const heading = page.locator('h1');
      const text = (await heading.textContent()) ?? '';
      expect(text).toMatch(/[\u0900-\u097F]/);
      const rendered = await heading.screenshot();
      // The same heading with each letter replaced by a code point no font has: tofu.
      await heading.evaluate((el) => {
        el.textContent = (el.textContent ?? '').replace(/[\u0900-\u097F]/g, '\u0378');
      });
      const tofu = await heading.screenshot();
      expect(rendered.equals(tofu), path).toBe(false);
    }
  });

  it("at 1280×900 an article's title and first line show without scrolling, even under a tall lead image", async () => {
    const page = await chromium.sharedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${chromium.site.url}/post/salt-basics`);
    /** Where the title ends and the article's first line of text ends, in px from the top. */
    const firstScreen = () =>
      page.evaluate(() => {
        const paragraph = document.querySelector('.prose p')!;
        return {
          title: document.querySelector('main h1')!.getBoundingClientRect().bottom,
          firstLine: paragraph.getBoundingClientRect().top + parseFloat(getComputedStyle(paragraph).lineHeight),
        };
      });
    const shown = await firstScreen();
    expect(shown.title).toBeLessThanOrEqual(900);
    expect(shown.firstLine).toBeLessThanOrEqual(900);
    // The fixture's image is wide; an author's may be square or tall: as if this one were 1200 px tall.
    await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => {
      img.style.height = '1200px';
    });
    const tall = await firstScreen();
    expect(tall.title).toBeLessThanOrEqual(900);
    expect(tall.firstLine).toBeLessThanOrEqual(900);
  });

  it.each(['en', 'hi', 'mr'] as const)(
    '%s: the header labels the BMI icon where there is room, in one row, and names every icon everywhere',
    async (lang) => {
      const say = t(lang);
      const page = await chromium.sharedPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${chromium.site.url}${lang === 'en' ? '/' : `/${lang}`}`);
      const tools = page.locator('header .icon-links:not(.social)');
      const bmi = tools.getByRole('link', { name: say('header.bmi'), exact: true });
      const rss = tools.getByRole('link', { name: say('header.rss'), exact: true });
      const theme = tools.getByRole('button', { name: say('header.darkTheme'), exact: true });
      /** The width the label inside a control takes on screen (1 px or less: for screen readers only). */
      const labelWidth = (control: typeof bmi) =>
        control.locator('.icon-label, .visually-hidden').evaluate((el) => (el.checkVisibility() ? el.getBoundingClientRect().width : 0));
      expect(await labelWidth(bmi)).toBeGreaterThan(20);
      for (const control of [rss, theme]) expect(await control.count()).toBe(1);
      // The label fits: the header's first row is still one row (each part starts beside the logo).
      const rows = await page.evaluate(() => {
        const brand = document.querySelector('header .brand')!.getBoundingClientRect();
        return [...document.querySelector('header .bar')!.children].filter((el) => el.getBoundingClientRect().top >= brand.bottom).length;
      });
      expect(rows, 'parts of the header pushed to a second row').toBe(0);
      // On a phone the icon stays alone, with the same accessible name.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await bmi.count()).toBe(1);
      expect(await labelWidth(bmi)).toBeLessThanOrEqual(1);
    },
  );

  it('keeps the recent list readable on a phone: nothing wider than the screen', async () => {
    const page = await chromium.sharedPage({ viewport: { width: 375, height: 800 } });
    for (const path of ['/', '/post/salt-basics', '/category/lifestyle']) {
      await page.goto(`${chromium.site.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
