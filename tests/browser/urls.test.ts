import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/**
 * Addresses readers type or old links carry, on the server of `npm start` (scripts/start.ts:
 * serveDist with the host files, as the CDN configuration answers).
 */
describe.runIf(browserAvailable())('robust URLs under the npm start server, in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;
  /** The page every test loads its address in (a new page costs a renderer process, about a second). */
  let page: Page;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST, { hostFiles: true, compress: true })]);
    page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  it.each([
    ['/post/salt-basics/', '/post/salt-basics'],
    ['/post/salt-basics.html', '/post/salt-basics'],
    ['/hi/', '/hi'],
    ['/category/lifestyle/', '/category/lifestyle'],
    ['/post/salt-basics/?utm_source=whatsapp', '/post/salt-basics?utm_source=whatsapp'],
  ])('%s reaches the page through a permanent redirect to %s', async (from, to) => {
    const redirect = await fetch(`${site.url}${from}`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(to);

    const response = await page.goto(`${site.url}${from}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}${to}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${to.split('?')[0]!.replace(/\//g, '\\/')}$`),
    );
  });

  it('answers the legacy /search/{text} with the search page and status 200, at the same address', async () => {
    const response = await page.goto(`${site.url}/search/salt`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}/search/salt`);
    expect(await page.locator('main').getByLabel('Search articles').isVisible()).toBe(true);
  });

  it('keeps a missing page a 404, with or without the slash', async () => {
    for (const pathname of ['/post/no-such-article/', '/post/no-such-article.html']) {
      expect((await fetch(`${site.url}${pathname}`, { redirect: 'manual' })).status, pathname).toBe(404);
    }
  });
});
