import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** Lighthouse's mobile viewport. */
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
const PAGES = ['/', '/post/salt-basics', '/hi/utilities'];

/** Sum of the layout shifts the page reported so far (the CLS of a short visit). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500); // no entry at all: nothing shifted
      }),
  );
}

const mainTop = (page: Page) => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top);

describe.runIf(browserAvailable())('layout stability (Lighthouse CLS), on a phone unless said', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  for (const path of PAGES) {
    it(`${path}: the menu takes the same room before and after it hydrates`, async () => {
      const context = await chromium.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${chromium.site.url}${path}`, { waitUntil: 'networkidle' });
      // Nothing hydrates the menu at load: this is the page as most readers see it.
      expect(await page.locator('nav.main-menu[data-hydrated]').count()).toBe(0);
      const topBefore = await mainTop(page);
      // Focus reaching the menu hydrates it (client:interaction).
      await page.locator('nav.main-menu summary.menu-button').focus();
      await page.locator('nav.main-menu[data-hydrated]').waitFor({ state: 'attached' });
      expect(await mainTop(page)).toBe(topBefore);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await context.close();
    });
  }

  it('on a wide screen, the menu bar keeps its layout when the island hydrates', async () => {
    const menuBox = (page: Page) =>
      page.evaluate(() => {
        const box = document.querySelector('nav.main-menu')!.getBoundingClientRect();
        const items = [...document.querySelectorAll('nav.main-menu .menu-list > .menu-item')];
        return { height: box.height, items: items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect) };
      });
    const context = await chromium.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${chromium.site.url}/`, { waitUntil: 'networkidle' });
    const boxBefore = await menuBox(page);
    const topBefore = await mainTop(page);
    await page.locator('nav.main-menu a').first().focus();
    await page.locator('nav.main-menu[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('nav.main-menu summary:visible').count()).toBeGreaterThan(0);
    expect(await menuBox(page)).toEqual(boxBefore);
    expect(await mainTop(page)).toBe(topBefore);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });

  it('search results appear without moving what is in view', async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${chromium.site.url}/search?q=zebrafruit`);
    await page.locator('.search-results li').first().waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });

  it('shows the whole menu without JavaScript, one tap on "Menu" away', async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${chromium.site.url}/`);
    const topBefore = await mainTop(page);
    await page.locator('nav.main-menu summary.menu-button').click();
    await expect.poll(() => page.locator('nav.main-menu a:visible').count()).toBeGreaterThan(3);
    expect(await mainTop(page)).toBeGreaterThan(topBefore);
    await context.close();
  });
});
