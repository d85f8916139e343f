import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

describe.runIf(browserAvailable())('the built site in Chromium', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  /** Opens a path and collects console errors and failed requests while it loads. */
  async function open(path: string): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
    const page = await chromium.sharedPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`));
    const response = await page.goto(`${chromium.site.url}${path}`, { waitUntil: 'load' });
    return { page, status: response?.status(), errors };
  }

  it('serves an article at its legacy URL, without a trailing slash, with no errors', async () => {
    const { page, status, errors } = await open('/post/salt-basics');
    expect(status).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('salt-basics title');
    expect(await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('serves Hindi and Marathi pages in their language', async () => {
    for (const [path, lang, title] of [
      ['/post/salt-basics-hindi', 'hi', 'नमक की बुनियादी बातें'],
      ['/post/salt-basics-marathi', 'mr', 'मिठाबद्दल मूलभूत माहिती'],
    ] as const) {
      const { page, status, errors } = await open(path);
      expect(status).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(errors).toEqual([]);
    }
  });

  it('follows pagination and category links like a reader', async () => {
    const { page } = await open('/category/lifestyle');
    await page.getByRole('link', { name: /Older articles/ }).click();
    await page.waitForURL(/\/category\/lifestyle\/2$/);
    await page.getByRole('link', { name: 'lifestyle-three title' }).click();
    await page.waitForURL(/\/post\/lifestyle-three$/);
    expect(await page.locator('h1').textContent()).toBe('lifestyle-three title');
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page, status } = await open('/post/no-such-article');
    expect(status).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });
});
