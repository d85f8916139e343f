import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST } from '../helpers/site-build.ts';

/** Published fixture articles whose text contains a word, as `/post/{slug}` by language. */
function articlesWith(word: string): Record<string, string[]> {
  const found: Record<string, string[]> = { en: [], hi: [], mr: [] };
  for (const lang of Object.keys(found)) {
    const dir = path.join(FIXTURE_CONTENT, 'posts', lang);
    for (const file of fs.readdirSync(dir)) {
      const { data, body: content } = parseArticleSource(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (data.status === 'publish' && `${data.title} ${content}`.includes(word)) found[lang]!.push(`/post/${data.slug}`);
    }
  }
  return found;
}

const HOSTILE = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>'];

describe.runIf(browserAvailable())('search in Chromium', () => {
  let browser: Browser;
  /** Like Netlify or Cloudflare Pages: `_redirects` rewrites `/search/{text}` to the search page. */
  let cdn: StaticServer;
  /** A plain static host: `/search/{text}` gets the 404 page. */
  let plain: StaticServer;
  const zebrafruit = articlesWith('zebrafruit');

  beforeAll(async () => {
    [browser, cdn, plain] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST, { hostFiles: true }), serveDist(FIXTURE_DIST)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), cdn?.close(), plain?.close()]);
  });

  interface Opened {
    page: Page;
    status: number | undefined;
    errors: string[];
    dialogs: string[];
    pagefindRequests: string[];
  }

  /** Opens a URL, recording errors, dialogs (an injected alert) and Pagefind downloads. */
  async function open(url: string, { javaScriptEnabled = true } = {}): Promise<Opened> {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const opened: Opened = { page, status: undefined, errors: [], dialogs: [], pagefindRequests: [] };
    page.on('console', (msg) => msg.type() === 'error' && !/status of 404/.test(msg.text()) && opened.errors.push(msg.text()));
    page.on('pageerror', (error) => opened.errors.push(error.message));
    page.on('dialog', (dialog) => {
      opened.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => request.url().includes('/pagefind/') && opened.pagefindRequests.push(request.url()));
    const response = await page.goto(url, { waitUntil: 'load' });
    opened.status = response?.status();
    return opened;
  }

  const status = (page: Page) => page.locator('.search-status');
  const resultLinks = (page: Page) => page.locator('.search-results h2 a');
  const hrefs = (page: Page) => resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

  /** Waits for a finished search and returns its status line. */
  async function settled(page: Page): Promise<string> {
    await page.waitForFunction(() => {
      const text = document.querySelector('.search-status')?.textContent ?? '';
      return text !== '' && !text.endsWith('…');
    });
    return (await status(page).textContent()) ?? '';
  }

  /** Clicks "Show more results" until every result is listed. */
  async function showAll(page: Page): Promise<void> {
    const more = page.getByRole('button', { name: 'Show more results' });
    while (await more.isVisible()) {
      const before = await resultLinks(page).count();
      await more.click();
      await page.waitForFunction((n) => document.querySelectorAll('.search-results h2 a').length > n, before);
    }
  }

  it('answers the legacy /search/{text} with English results, their count and links without .html', async () => {
    const { page, status: code, errors } = await open(`${cdn.url}/search/zebrafruit`);
    expect(code).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await settled(page)).toBe(`${zebrafruit.en!.length} articles found for “zebrafruit”`);
    expect(await page.locator('main').getByLabel('Search articles').inputValue()).toBe('zebrafruit');
    await showAll(page);
    expect((await hrefs(page)).sort()).toEqual([...zebrafruit.en!].sort());
    expect(await page.locator('.search-results h2[lang="en"]').count()).toBe(zebrafruit.en!.length);
    // Highlighted term, category and date from the index.
    const first = page.locator('.search-results li').first();
    expect(await first.locator('mark').first().textContent()).toMatch(/zebrafruit/i);
    expect(await first.locator('.meta').textContent()).toMatch(/Category: \w+/);
    expect(await first.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(errors).toEqual([]);
  });

  it('opens a result like a reader, at its legacy URL', async () => {
    const { page } = await open(`${cdn.url}/search/zebrafruit`);
    await settled(page);
    const href = await resultLinks(page).first().getAttribute('href');
    expect(href).toMatch(/^\/post\/[\w-]+$/);
    await resultLinks(page).first().click();
    await page.waitForURL(`${cdn.url}${href}`);
    expect(await page.locator('article h1').count()).toBe(1);
  });

  it('finds the Hindi article on the Hindi search page, in Hindi', async () => {
    const { page, errors } = await open(`${cdn.url}/hi/search?q=${encodeURIComponent('नमक')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await settled(page)).toMatch(/^“नमक” के लिए \d+ लेख मिल/);
    expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
    expect(await page.locator('.search-results h2:not([lang="hi"])').count()).toBe(0);
    expect(await page.locator('.search-results mark').first().textContent()).toBe('नमक');
    expect(errors).toEqual([]);
  });

  it('finds the Marathi article on the Marathi search page', async () => {
    const { page } = await open(`${cdn.url}/mr/search?q=${encodeURIComponent('मिठाबद्दल')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    expect(await settled(page)).toMatch(/^“मिठाबद्दल” साठी \d+ लेख सापड/);
    expect(await hrefs(page)).toContain('/post/salt-basics-marathi');
  });

  it('searches the language asked for with ?lang= on the legacy route', async () => {
    const { page } = await open(`${cdn.url}/search/${encodeURIComponent('नमक')}?lang=hi`);
    expect(await settled(page)).toMatch(/^\d+ articles? found for “नमक”$/);
    expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
    expect(await page.getByRole('radio', { name: 'हिंदी' }).isChecked()).toBe(true);
  });

  it('merges the results of all three languages when asked', async () => {
    const { page, errors } = await open(`${cdn.url}/search/zebrafruit`);
    await settled(page);
    await page.getByRole('radio', { name: 'All languages' }).check();
    const all = [...zebrafruit.en!, ...zebrafruit.hi!, ...zebrafruit.mr!];
    await page.waitForFunction((text) => document.querySelector('.search-status')?.textContent === text, `${all.length} articles found for “zebrafruit”`);
    expect(new URL(page.url()).search).toBe('?q=zebrafruit&lang=all');
    // Five at a time; "Show more" moves keyboard focus to the first new result.
    expect(all.length).toBeGreaterThan(5); // the fixture has enough for a second page
    expect(await resultLinks(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-results h2 a').length > 5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(await resultLinks(page).nth(5).getAttribute('href'));
    await showAll(page);
    expect((await hrefs(page)).sort()).toEqual(all.sort());
    // Each result says which language it is in.
    const hindi = page.locator('.search-results li', { has: page.locator('a[href="/post/salt-basics-hindi"]') });
    expect(await hindi.locator('.meta [lang="hi"]').last().textContent()).toBe('हिंदी');
    // A Hindi word typed on the English page finds the Hindi article (searched with Hindi rules).
    await page.locator('main').getByLabel('Search articles').fill('नमक');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=%E0%A4%A8%E0%A4%AE%E0%A4%95&lang=all$/);
    await settled(page);
    expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
    // Back returns to the previous search.
    await page.goBack();
    await page.waitForFunction((text) => document.querySelector('.search-status')?.textContent === text, `${all.length} articles found for “zebrafruit”`);
    expect(await page.locator('main').getByLabel('Search articles').inputValue()).toBe('zebrafruit');
    expect(errors).toEqual([]);
  });

  it('searches all languages on a fresh page load of ?lang=all (each index in turn)', async () => {
    const all = [...zebrafruit.en!, ...zebrafruit.hi!, ...zebrafruit.mr!];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { page, errors } = await open(`${cdn.url}/search?q=zebrafruit&lang=all`);
      expect(await settled(page)).toBe(`${all.length} articles found for “zebrafruit”`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows a friendly message for an empty query, without loading the index', async () => {
    const { page, pagefindRequests } = await open(`${cdn.url}/search?q=`);
    expect(await settled(page)).toBe('Type a word to search the articles, for example “sugar” or “vitamin D”.');
    expect(await resultLinks(page).count()).toBe(0);
    expect(pagefindRequests).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    const { page } = await open(`${cdn.url}/search/qwxzqwxz`);
    expect(await settled(page)).toMatch(/^No articles found for “qwxzqwxz”\./);
    expect(await resultLinks(page).count()).toBe(0);
  });

  it('shows hostile queries as text and runs nothing', async () => {
    for (const query of HOSTILE) {
      for (const url of [`${cdn.url}/search/${encodeURIComponent(query)}`, `${cdn.url}/search?q=${encodeURIComponent(query)}`]) {
        const { page, dialogs } = await open(url);
        expect(await settled(page), url).toBe(`No articles found for “${query}”. Check the spelling, try a shorter word, or search all languages.`);
        expect(await page.locator('main').getByLabel('Search articles').inputValue()).toBe(query);
        expect(await page.locator('main img').count(), url).toBe(0);
        expect(await page.locator('script').evaluateAll((scripts) => scripts.some((s) => s.textContent?.includes('alert(1)')))).toBe(false);
        await page.waitForTimeout(200);
        expect(dialogs, url).toEqual([]);
      }
    }
  });

  it('shows the results in place of the 404 page on a host without rewrites', async () => {
    const { page, status: code, errors } = await open(`${plain.url}/search/zebrafruit`);
    expect(code).toBe(404);
    expect(await settled(page)).toBe(`${zebrafruit.en!.length} articles found for “zebrafruit”`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
    expect(await page.getByText('Page not found').first().isVisible()).toBe(false);
    expect(await page.title()).toBe('Search | Arogya');
    expect(await hrefs(page)).toContain('/post/salt-basics');
    expect(errors).toEqual([]);
  });

  it('keeps a plain 404 a 404, with no search and no index download', async () => {
    const { page, status: code, pagefindRequests } = await open(`${plain.url}/post/no-such-article`);
    expect(code).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('[data-search-fallback]').isVisible()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(pagefindRequests).toEqual([]);
  });

  it('sends the header search box to /search/{text} with a full page load', async () => {
    const { page } = await open(`${cdn.url}/post/salt-basics`);
    const header = page.locator('header form[role="search"]');
    await header.getByLabel('Search articles').fill('zebrafruit');
    await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: 'Search' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/search/zebrafruit');
    expect(await settled(page)).toBe(`${zebrafruit.en!.length} articles found for “zebrafruit”`);
  });

  it('sends the header box of a Hindi page to /search/{text}?lang=hi', async () => {
    const { page } = await open(`${cdn.url}/post/salt-basics-hindi`);
    const header = page.locator('header form[role="search"]');
    await header.getByLabel('लेख खोजें').fill('नमक');
    await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: 'खोजें' }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/search/${encodeURIComponent('नमक')}`);
    expect(url.search).toBe('?lang=hi');
    await settled(page);
    expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
  });

  it('works without JavaScript: the header box submits /search?q= and the page explains', async () => {
    const { page, pagefindRequests } = await open(`${plain.url}/post/salt-basics`, { javaScriptEnabled: false });
    const header = page.locator('header form[role="search"]');
    await header.getByLabel('Search articles').fill('zebrafruit');
    await Promise.all([page.waitForURL(/\/search\?q=zebrafruit$/), header.getByRole('button', { name: 'Search' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
    expect(await page.locator('main form input[name="q"]').isVisible()).toBe(true);
    expect(await page.getByText('Search runs in your browser and needs JavaScript.').isVisible()).toBe(true);
    expect(pagefindRequests).toEqual([]);
  });
});
