import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST } from '../helpers/site-build.ts';
import { PAGE_SEARCH_FROM } from '../../src/lib/search/engine.ts';
import { PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL, SEARCH_LEXICON_URL } from '../../src/lib/offline.ts';

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

// Tests open several pages each; on a busy two-core machine a page can take seconds to answer.
describe.runIf(browserAvailable())('search in Chromium', { timeout: 180_000 }, () => {
  let browser: Browser;
  /** Like Netlify or Cloudflare Pages: `_redirects` rewrites `/search/{text}` to the search page. */
  let cdn: StaticServer;
  /** A plain static host: `/search/{text}` gets the 404 page. */
  let plain: StaticServer;
  const zebrafruit = articlesWith('zebrafruit');

  /**
   * The context most visits share: its HTTP cache spares each a download of Pagefind and the
   * page's scripts. Without service workers, so that no visit is answered from another's caches.
   */
  let shared: BrowserContext;
  /**
   * The page most visits load their URL in, one after another: a new page costs a renderer
   * process, about a second on a two-core machine, and each visit is a new document anyway.
   */
  let visitor: Page | undefined;

  beforeAll(async () => {
    [browser, cdn, plain] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST, { hostFiles: true }), serveDist(FIXTURE_DIST)]);
    shared = await browser.newContext({ serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), cdn?.close(), plain?.close()]);
  });
  // A page left open keeps its renderer and timers running through the later tests.
  afterEach(async () => {
    await Promise.all(
      shared
        .pages()
        .filter((page) => page !== visitor)
        .map((page) => page.close()),
    );
  });

  interface Opened {
    page: Page;
    status: number | undefined;
    errors: string[];
    dialogs: string[];
    pagefindRequests: string[];
    /** Every request of the page, in order. */
    requests: string[];
    /** Web Workers the page started (Pagefind's would be one). */
    workers: string[];
  }

  /**
   * Opens a URL, recording errors, dialogs (an injected alert) and Pagefind downloads: in
   * {@link visitor}, which stops recording for the previous visit. `fresh`: in a new page of a
   * context of its own, with an empty cache (a first visit, whose downloads a test counts).
   */
  async function open(url: string, { javaScriptEnabled = true, fresh = false } = {}): Promise<Opened> {
    let page: Page;
    if (fresh || !javaScriptEnabled) page = await (await browser.newContext({ javaScriptEnabled })).newPage();
    else {
      if (!visitor || visitor.isClosed()) visitor = await shared.newPage();
      page = visitor;
      page.removeAllListeners();
    }
    const opened: Opened = { page, status: undefined, errors: [], dialogs: [], pagefindRequests: [], requests: [], workers: [] };
    page.on('console', (msg) => msg.type() === 'error' && !/status of 404/.test(msg.text()) && opened.errors.push(msg.text()));
    page.on('pageerror', (error) => opened.errors.push(error.message));
    page.on('dialog', (dialog) => {
      opened.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      opened.requests.push(request.url());
      if (request.url().includes('/pagefind/')) opened.pagefindRequests.push(request.url());
    });
    page.on('worker', (worker) => opened.workers.push(worker.url()));
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

  /**
   * Searches for `query` through an open search page's form, as a reader searches again, and
   * returns the new status line. Pagefind and its indexes are already loaded: a new page per
   * query would load them again. Waits for the island to show "searching…" and then an answer,
   * so a status from the previous query (the same count, say) is never taken for this one.
   */
  async function searchAgain(page: Page, query: string): Promise<string> {
    await page.evaluate(() => {
      const line = document.querySelector('.search-status')!;
      line.removeAttribute('data-test-searched');
      new MutationObserver((_, observer) => {
        if (!line.textContent?.endsWith('…')) return;
        line.setAttribute('data-test-searched', '');
        observer.disconnect();
      }).observe(line, { childList: true, characterData: true, subtree: true });
    });
    await page.locator('main input[type="search"]').fill(query);
    await page.locator('main button[type="submit"]').click();
    await page.locator('.search-status[data-test-searched]').waitFor({ state: 'attached' });
    return settled(page);
  }

  /**
   * For a test that runs several queries: each query loads its URL, except one for the search page
   * the previous query of this test left open (same path, same options but the query), which is
   * typed into that page's form ({@link searchAgain}). All share {@link visitor}, so a page is
   * "left open" only until another URL is loaded.
   */
  function searchPages(): (url: string) => Promise<Page> {
    let shown: string | undefined;
    return async (url) => {
      const { pathname, searchParams } = new URL(url, cdn.url);
      searchParams.delete('q');
      const page = `${pathname}?${searchParams}`;
      if (shown === page && visitor && !visitor.isClosed() && new URL(visitor.url()).pathname === pathname) {
        await searchAgain(visitor, new URL(url, cdn.url).searchParams.get('q') ?? '');
        return visitor;
      }
      const opened = (await open(`${cdn.url}${url}`)).page;
      await settled(opened);
      shown = page;
      return opened;
    };
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
    // Hindi first; English articles on the same topic follow, each labelled with its language.
    const languages = await page.locator('.search-results h2').evaluateAll((titles) => titles.map((h2) => h2.getAttribute('lang')));
    expect(languages[0]).toBe('hi');
    expect(languages.slice(languages.lastIndexOf('hi') + 1).every((lang) => lang === 'en')).toBe(true);
    for (const english of await page.locator('.search-results li', { has: page.locator('h2[lang="en"]') }).all()) {
      expect(await english.locator('.meta').textContent()).toContain('English');
    }
    // The index matched the salt group's token; the excerpt highlights the group's words instead.
    expect(await page.locator('.search-results mark').allTextContents()).toContain('नमक');
    expect((await page.locator('.search-results').textContent()) ?? '').not.toMatch(/xsyn/);
    expect(errors).toEqual([]);
  });

  it('finds the Marathi article on the Marathi search page', async () => {
    const { page } = await open(`${cdn.url}/mr/search?q=${encodeURIComponent('मिठाबद्दल')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    // The count in Devanagari digits, as every number on a Marathi page.
    expect(await settled(page)).toMatch(/^“मिठाबद्दल” साठी [०-९]+ लेख सापड/);
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
    await page.waitForFunction(
      (text) => document.querySelector('.search-status')?.textContent === text,
      `${all.length} articles found for “zebrafruit”`,
    );
    expect(new URL(page.url()).search).toBe('?q=zebrafruit&lang=all');
    // Five at a time; "Show more" moves keyboard focus to the first new result.
    expect(all.length).toBeGreaterThan(5); // the fixture has enough for a second page
    expect(await resultLinks(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-results h2 a').length > 5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      await resultLinks(page).nth(5).getAttribute('href'),
    );
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
    await page.waitForFunction(
      (text) => document.querySelector('.search-status')?.textContent === text,
      `${all.length} articles found for “zebrafruit”`,
    );
    expect(await page.locator('main').getByLabel('Search articles').inputValue()).toBe('zebrafruit');
    expect(errors).toEqual([]);
  });

  it('searches all languages on a fresh page load of ?lang=all (each index in turn)', async () => {
    const all = [...zebrafruit.en!, ...zebrafruit.hi!, ...zebrafruit.mr!];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { page, errors, workers } = await open(`${cdn.url}/search?q=zebrafruit&lang=all`, { fresh: true });
      expect(await settled(page)).toBe(`${all.length} articles found for “zebrafruit”`);
      expect(errors).toEqual([]);
      // A small index is searched in Pagefind's Web Worker (src/lib/search/engine.ts).
      expect(workers.map((url) => new URL(url).pathname)).toEqual(['/pagefind/pagefind-worker.js']);
      await page.close();
    }
  });

  it("searches a large index on the page, not in Pagefind's worker, with the same results", async () => {
    const all = [...zebrafruit.en!, ...zebrafruit.hi!, ...zebrafruit.mr!];
    const context = await browser.newContext();
    // The sizes the client reads (its own request, without Pagefind's ?ts=), as a large site's.
    await context.route(
      (url) => url.pathname === '/pagefind/pagefind-entry.json' && !url.search,
      async (route) => {
        const entry = (await (await route.fetch()).json()) as { languages: Record<string, { page_count: number }> };
        for (const language of Object.values(entry.languages)) language.page_count = PAGE_SEARCH_FROM;
        await route.fulfill({ json: entry });
      },
    );
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${cdn.url}/search?q=zebrafruit&lang=all`);
    expect(await settled(page)).toBe(`${all.length} articles found for “zebrafruit”`);
    await showAll(page);
    expect((await hrefs(page)).sort()).toEqual([...all].sort());
    expect(workers).toEqual([]);
    await context.close();
  });

  it('ranks a page that gives no health advice below the article that shares its words, by the filter the build sets', async () => {
    // The about page says "quincebloom" four times in a short text, the article once in a longer one.
    const { page } = await open(`${cdn.url}/search?q=quincebloom`);
    expect(await settled(page)).toBe('2 articles found for “quincebloom”');
    expect(await hrefs(page)).toEqual(['/post/lifestyle-three', '/post/about-dr-anjali-deshmukh']);
    // Without the filter file (offline before it was kept), the pages rank by their words alone:
    // the about page first. So the order above is the filter's doing.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.route('**/pagefind/filter/**', (route) => route.abort());
    const unfiltered = await context.newPage();
    await unfiltered.goto(`${cdn.url}/search?q=quincebloom`);
    expect(await settled(unfiltered)).toBe('2 articles found for “quincebloom”');
    expect(await hrefs(unfiltered)).toEqual(['/post/about-dr-anjali-deshmukh', '/post/lifestyle-three']);
    await context.close();
  });

  it('asks for what a first search needs as the page loads, and downloads each file once', async () => {
    const { page, errors, requests } = await open(`${cdn.url}/search?q=zebrafruit`, { fresh: true });
    expect(await settled(page)).toMatch(/articles? found for “zebrafruit”/);
    // Named up front (src/lib/search/page-preload.ts, src/lib/island-preload.ts), not found one after another…
    const hints = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(hints).toEqual(expect.arrayContaining([SEARCH_LEXICON_URL, PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL]));
    const island = page.locator('astro-island[client="load"]');
    const modules = [(await island.getAttribute('component-url'))!, (await island.getAttribute('renderer-url'))!];
    expect(hints).toEqual(expect.arrayContaining(modules));
    // …and the island's own fetch() and import() take those answers: nothing is downloaded twice.
    const paths = requests.map((url) => new URL(url).pathname + new URL(url).search);
    for (const url of [SEARCH_LEXICON_URL, PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL, ...modules]) {
      expect(
        paths.filter((requested) => requested === url),
        url,
      ).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });

  it('shows a friendly message for an empty query, without loading the index', async () => {
    const { page, pagefindRequests } = await open(`${cdn.url}/search?q=`, { fresh: true });
    expect(await settled(page)).toBe('Type a word to search the articles, for example “sugar” or “vitamin D”.');
    expect(await resultLinks(page).count()).toBe(0);
    // No index file: only the few bytes that size the "Save search for offline use" download,
    // and the synonyms the query will be read with (cached for every later search page).
    expect(pagefindRequests.map((url) => new URL(url).pathname).sort()).toEqual([SEARCH_LEXICON_URL, '/pagefind/arogya-offline.json']);
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
        expect(await settled(page), url).toBe(
          `No articles found for “${query}”. Check the spelling, try a shorter word, or search all languages.`,
        );
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

  it('finds synonyms and Hindi and Marathi articles from the 404 page too', async () => {
    const { page } = await open(`${plain.url}/search/slat`);
    await settled(page);
    expect((await hrefs(page))[0]).toBe('/post/salt-basics');
    const { page: devanagari } = await open(`${plain.url}/search/${encodeURIComponent('मधुमेह')}`);
    await settled(devanagari);
    expect((await hrefs(devanagari)).sort()).toEqual(['/post/salt-basics-hindi', '/post/salt-basics-marathi']);
  });

  it('keeps a plain 404 a 404, with no search and no index download', async () => {
    const { page, status: code, pagefindRequests } = await open(`${plain.url}/post/no-such-article`, { fresh: true });
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

  it('sends the header box of a Hindi page to the Hindi search page, which is all in Hindi', async () => {
    const { page } = await open(`${cdn.url}/post/salt-basics-hindi`);
    const header = page.locator('header form[role="search"]');
    await header.getByLabel('लेख खोजें').fill('नमक');
    await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: 'खोजें' }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/hi/search');
    expect(url.search).toBe(`?q=${encodeURIComponent('नमक')}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await settled(page)).toMatch(/^“नमक” के लिए \d+ लेख मिल/);
    expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
  });

  it('answers every search URL with status 200 where _redirects is read', async () => {
    for (const url of [
      '/search',
      '/search?q=salt',
      '/search/salt',
      `/search/${encodeURIComponent('मधुमेह')}`,
      '/hi/search?q=salt',
      '/mr/search',
    ]) {
      // The status is the host's answer: asked for without rendering the page.
      expect((await shared.request.get(`${cdn.url}${url}`, { maxRedirects: 0 })).status(), url).toBe(200);
    }
  });

  it('finds Hindi and Marathi articles for a legacy Devanagari /search/{text} without ?lang=', async () => {
    const { page, status: code, errors } = await open(`${cdn.url}/search/${encodeURIComponent('मधुमेह')}`);
    expect(code).toBe(200);
    expect(await settled(page)).toMatch(/^2 articles found for “मधुमेह”$/);
    expect((await hrefs(page)).sort()).toEqual(['/post/salt-basics-hindi', '/post/salt-basics-marathi']);
    expect(errors).toEqual([]);
  });

  it('meets the author’s spelling whichever way ॲ, nukta and chandrabindu were typed', async () => {
    const search = searchPages();
    // The Marathi article writes ॲसिडिटी (U+0972); keyboards type अ‍ॅ (with ZWJ) or ऍ.
    for (const typed of ['अ\u200dॅसिडिटी', 'ऍसिडिटी', 'अॅसिडिटी', 'ॲसिडिटी']) {
      const page = await search(`/mr/search?q=${encodeURIComponent(typed)}`);
      expect(await hrefs(page), JSON.stringify(typed)).toContain('/post/salt-basics-marathi');
    }
    // The Hindi article writes ज़्यादा (nukta); readers often type ज्यादा.
    for (const typed of ['ज्यादा', 'ज़्यादा', 'ज\u093c्यादा']) {
      const page = await search(`/hi/search?q=${encodeURIComponent(typed)}`);
      expect(await hrefs(page), JSON.stringify(typed)).toContain('/post/salt-basics-hindi');
    }
  });

  it('finds Hindi and Marathi articles from romanised words, loosely spelt', async () => {
    const search = searchPages();
    for (const [url, expected] of [
      ['/hi/search?q=namak', '/post/salt-basics-hindi'],
      ['/hi/search?q=buniyaadi', '/post/salt-basics-hindi'],
      // Nothing in English: the Hindi and Marathi indexes are searched next.
      ['/search?q=buniyadi', '/post/salt-basics-hindi'],
      ['/search?q=moolbhoot', '/post/salt-basics-marathi'],
    ] as const) {
      expect(await hrefs(await search(url)), url).toContain(expected);
    }
  });

  it('searches the synonyms of a misspelling from search-terms.yaml, and offers "Did you mean"', async () => {
    const { page } = await open(`${cdn.url}/search/slat`);
    expect(await settled(page)).toMatch(/articles? found for “slat”$/);
    expect((await hrefs(page))[0]).toBe('/post/salt-basics');
    // An unknown word one slip from a known one is searched as that word, and "Did you mean" says so.
    const { page: none } = await open(`${cdn.url}/search/sqlt`);
    expect(await settled(none)).toMatch(/articles? found for “sqlt”$/);
    expect((await hrefs(none))[0]).toBe('/post/salt-basics');
    const suggestion = none.locator('.search-suggestion a');
    expect(await suggestion.textContent()).toBe('salt');
    await suggestion.click();
    await none.waitForFunction(() => /found for “salt”$/.test(document.querySelector('.search-status')?.textContent ?? ''));
    expect(await hrefs(none)).toContain('/post/salt-basics');
  });

  it('offers "Did you mean" from the index\'s own words when the synonym registry has none', async () => {
    // "zebrafruit" is in several fixture articles and in no synonym group.
    const { page } = await open(`${cdn.url}/search/zebrafriut`);
    expect(await settled(page)).toMatch(/articles? found for “zebrafriut”$/);
    expect(await hrefs(page)).toContain('/post/salt-basics');
    const suggestion = page.locator('.search-suggestion a');
    expect(await suggestion.textContent()).toBe('zebrafruit');
    await suggestion.click();
    await page.waitForFunction(() => /found for “zebrafruit”$/.test(document.querySelector('.search-status')?.textContent ?? ''));
    expect((await hrefs(page)).length).toBeGreaterThan(0);
  });

  it('drops function and question words in every language and script, and never answers them alone', async () => {
    const search = searchPages();
    for (const [url, expected] of [
      ['/search?q=how much salt is in zebrafruit', '/post/salt-basics'],
      ['/hi/search?q=नमक में क्या', '/post/salt-basics-hindi'],
      ['/hi/search?q=kya namak', '/post/salt-basics-hindi'],
      ['/mr/search?q=मिठाबद्दल काय', '/post/salt-basics-marathi'],
    ] as const) {
      expect((await hrefs(await search(encodeURI(url))))[0], url).toBe(expected);
    }
    // Only stop words, or only a one- or two-letter fragment: nothing, rather than every article.
    for (const url of ['/search?q=how is the', '/hi/search?q=का क्या', '/search?q=in']) {
      expect(await resultLinks(await search(encodeURI(url))).count(), url).toBe(0);
    }
  });

  it('takes an index word the query only begins with for a match only when it is the query without an ending', async () => {
    // Every fixture article says "More text". No word begins with "texture", so Pagefind answers
    // with the word it begins with ("text"): not what the reader asked for. "texts" is "text".
    const search = searchPages();
    expect(await resultLinks(await search('/search?q=texture')).count()).toBe(0);
    expect(await resultLinks(await search('/search?q=texts')).count()).toBeGreaterThan(0);
    // "zebrafr" is no word of the index, but words begin with it: counted first, then found.
    expect(await resultLinks(await search('/search?q=zebrafr')).count()).toBeGreaterThan(0);
  });

  it('applies a synonym to one word of a longer query, whatever script it is typed in', async () => {
    // "namak" and "मीठ" are in the salt group: each finds the articles of every language that speak of salt.
    for (const [url, expected] of [
      ['/search?q=namak zebrafruit', '/post/salt-basics'],
      ['/mr/search?q=मीठ zebrafruit', '/post/salt-basics-marathi'],
      ['/hi/search?q=salt zebrafruit', '/post/salt-basics-hindi'],
    ] as const) {
      const { page } = await open(`${cdn.url}${encodeURI(url)}`);
      await settled(page);
      expect((await hrefs(page))[0], url).toBe(expected);
    }
  });

  it('reads a phrase over the stop words inside it, in the query and in the synonym registry', async () => {
    // "पानी की बोतल" is a term of the water-bottle group (with "bottle of water" and "पाण्याची
    // बाटली"): typed romanised, with its stop word or without it, it is still that phrase, and
    // so finds the articles in the other languages too, which share no word with the query.
    for (const [url, expected] of [
      ['/search?q=paani ki botal', ['/post/water-and-heat', '/post/water-and-heat-hindi']],
      ['/hi/search?q=paani botal kaise', ['/post/water-and-heat-hindi', '/post/water-and-heat']],
      ['/mr/search?q=पानी बोतल', ['/post/water-and-heat-marathi', '/post/water-and-heat']],
    ] as const) {
      const { page } = await open(`${cdn.url}${encodeURI(url)}`);
      await settled(page);
      expect(await hrefs(page), url).toEqual(expect.arrayContaining([...expected]));
    }
  });

  it('fetches the synonyms once a query is typed; without them it searches the words as typed, and tries again next time', async () => {
    // No service worker: it would fetch the file on the page's behalf, out of the route's sight.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const missing = (route: Route) => route.fulfill({ status: 404, body: '' });
      await page.route('**/pagefind/arogya-lexicon.json', missing);
      await page.goto(`${cdn.url}/hi/search?q=zebrafruit`);
      // Every word still searches the index.
      expect(await settled(page)).toMatch(/\d+ लेख मिल/);
      // मीठ (Marathi for salt) is नमक only through the synonyms: the Hindi article does not say it.
      await searchAgain(page, 'मीठ');
      expect(await hrefs(page)).not.toContain('/post/salt-basics-hindi');
      // Once the file can be had, the next search reads the query with it.
      await page.unroute('**/pagefind/arogya-lexicon.json', missing);
      await searchAgain(page, 'मीठ ');
      expect(await hrefs(page)).toContain('/post/salt-basics-hindi');
    } finally {
      await context.close();
    }
  });

  it('shows English articles, labelled, on a Hindi or Marathi page when only English covers the topic', async () => {
    const { page, errors } = await open(`${cdn.url}/mr/search?q=maida`);
    expect(await settled(page)).toMatch(/सापड/);
    expect(await hrefs(page)).toContain('/post/maida-facts');
    const result = page.locator('.search-results li', { has: page.locator('a[href="/post/maida-facts"]') });
    expect(await result.locator('h2').getAttribute('lang')).toBe('en');
    expect(await result.locator('.meta [lang="en"]').last().textContent()).toBe('English');
    expect(errors).toEqual([]);
  });

  it('shows only the article’s own words in a snippet, the reader’s words marked', async () => {
    for (const url of ['/hi/search?q=namak', '/mr/search?q=mithabaddal', '/search?q=zebrafruit']) {
      const { page } = await open(`${cdn.url}${url}`);
      await settled(page);
      const excerpts = await page.locator('.search-excerpt').allTextContents();
      expect(excerpts.length, url).toBeGreaterThan(0);
      for (const excerpt of excerpts) {
        // No index-only text: the mark, synonym tokens, phonetic keys, or the title pasted in again.
        expect(excerpt, url).not.toMatch(/arogyaindexonly|xsyn[a-z]{4}|\bqz[a-z]+|\.\./);
      }
      expect(await page.locator('.search-excerpt mark').count(), url).toBeGreaterThan(0);
    }
  });

  it('says plainly, in the page language, that search needs its index when offline and none is saved', async () => {
    for (const [path, expected] of [
      ['/search', /^Search needs its index, which is not saved on this device yet\./],
      ['/mr/search', /^इंटरनेटशिवाय शोधण्यासाठी शोधाच्या फाइली/],
    ] as const) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${cdn.url}${path}`);
      await page.waitForFunction(() => (document.querySelector('.search-status')?.textContent ?? '') !== '');
      await context.setOffline(true);
      await page.locator('main input[type="search"]').fill('salt');
      await page.locator('main button[type="submit"]').click();
      expect(await settled(page), path).toMatch(expected);
      await context.close();
    }
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
