/**
 * The cost of a reader's first search: open the search page, let it hydrate, type a query,
 * submit, and wait for the first results. Bytes are what the network delivered after the
 * submit — Pagefind's script, its worker (small indexes) and WebAssembly, index chunks and
 * result fragments — counted from Playwright's browser-context network events (which, unlike a
 * page's DevTools session, include the requests of Pagefind's Web Worker). The time is measured
 * inside the page, from the submit to the first result on screen, on 127.0.0.1 without throttling.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** One finished response. */
export interface TransferRecord {
  url: string;
  /** Bytes on the wire: response headers + (compressed) body. */
  bytes: number;
}

export interface SearchMeasure {
  /** Which site: `sample` or `synthetic`. */
  label: string;
  articles: number;
  query: string;
  /** Bytes transferred for the first query (everything loaded after the submit). */
  bytes: number;
  requests: number;
  /** Milliseconds from the submit to the first result shown. */
  timeMs: number;
  /** Results shown for the query. */
  results: number;
  /** Bytes of the search page itself before the query (HTML, CSS, JS). */
  pageBytes: number;
}

/** Sums what a list of responses transferred. */
export function sumTransferred(records: TransferRecord[]): { bytes: number; requests: number } {
  return { bytes: records.reduce((sum, r) => sum + r.bytes, 0), requests: records.length };
}

/**
 * Bytes one response put on the wire, from Playwright's sizes; where Chromium reports no
 * body size (a worker's own script), the `content-length` header stands in.
 */
export function transferredBytes(
  sizes: { responseBodySize: number; responseHeadersSize: number },
  contentLength: string | undefined,
): number {
  const body = sizes.responseBodySize > 0 ? sizes.responseBodySize : Number(contentLength ?? 0) || 0;
  return Math.max(0, sizes.responseHeadersSize) + body;
}

/** Records what a browser context transfers; `quiet()` waits for the network to go idle. */
export function trackNetwork(context: BrowserContext): {
  records: () => Promise<(TransferRecord & { type: string })[]>;
  quiet: (idleMs?: number) => Promise<void>;
} {
  const inFlight = new Set<Request>();
  const pending: Promise<TransferRecord & { type: string }>[] = [];
  context.on('request', (request) => inFlight.add(request));
  context.on('requestfailed', (request) => inFlight.delete(request));
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        try {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = response?.headers() ?? {};
          return { url: request.url(), type: headers['content-type'] ?? '', bytes: transferredBytes(sizes, headers['content-length']) };
        } catch {
          return { url: request.url(), type: '', bytes: 0 }; // finished as the context closed: after the measurement
        } finally {
          inFlight.delete(request);
        }
      })(),
    );
  });
  return {
    records: () => Promise.all(pending),
    /** Network idle: nothing in flight for `idleMs` (at most 60 s). */
    quiet: async (idleMs = 500) => {
      for (let calm = 0, waited = 0; calm < idleMs && waited < 60_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        calm = inFlight.size ? 0 : calm + 100;
      }
    },
  };
}

/** Measures one first search of `query` on `baseUrl + searchPath` in a fresh browser context (empty cache). */
export async function measureFirstSearch(
  browser: Browser,
  options: { baseUrl: string; searchPath: string; query: string; label: string; articles: number; timeoutMs?: number },
): Promise<SearchMeasure> {
  // No service worker: its background precache (Pagefind's files among them) would blur what
  // the query itself costs. A first visitor's first search does not wait for it either.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const network = trackNetwork(context);
    const { quiet } = network;
    const page = await context.newPage();
    await page.goto(`${options.baseUrl}${options.searchPath}`, { waitUntil: 'load' });
    // Hydrated: the island drops its "needs JavaScript" note.
    await page.locator('.search .search-note').waitFor({ state: 'detached', timeout: 60_000 });
    await quiet();
    const loaded = await network.records();
    const pageBytes = sumTransferred(loaded).bytes;

    await page.locator('.search input[type="search"]').fill(options.query);
    const timeMs = await page.evaluate(
      (timeoutMs) =>
        new Promise<number>((resolve, reject) => {
          const form = document.querySelector<HTMLFormElement>('.search form');
          if (!form) return reject(new Error('No search form on the page.'));
          const start = performance.now();
          const timer = setTimeout(() => {
            observer.disconnect();
            const status = document.querySelector('.search-status')?.textContent ?? '';
            reject(new Error(`No results after ${timeoutMs} ms (status: "${status}").`));
          }, timeoutMs);
          const observer = new MutationObserver(() => {
            if (!document.querySelector('.search-results li')) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - start);
          });
          observer.observe(document.body, { subtree: true, childList: true });
          form.requestSubmit();
        }),
      options.timeoutMs ?? 60_000,
    );
    await quiet();
    const results = await page.locator('.search-results > li').count();
    const query = sumTransferred((await network.records()).slice(loaded.length));
    return {
      label: options.label,
      articles: options.articles,
      query: options.query,
      bytes: query.bytes,
      requests: query.requests,
      timeMs,
      results,
      pageBytes,
    };
  } finally {
    await context.close();
  }
}

// ---- Search quality: the query set of tests/search/queries.ts against a built index ----

/** One query of a query set, as the quality measures need it. */
export interface QualityQuery {
  query: string;
  page: string;
  kind: string;
  expected: string[];
  legacy?: boolean;
}

/** What one query found: the public paths of its first results, best first. */
export interface QualityResult extends QualityQuery {
  found: string[];
}

/** Recall and mean reciprocal rank of one class of queries. */
export interface QualitySummary {
  kind: string;
  queries: number;
  /** Share of the expected articles found in the first `k` results, averaged over the queries. */
  recall: number;
  /** Mean of 1 / rank of the first expected article (0 when none is found). */
  mrr: number;
  /** The queries that missed an expected article in the first `k`. */
  misses: string[];
}

/** The number of results a reader looks at: the first page of results. */
export const QUALITY_K = 5;

/** How deep the mean reciprocal rank looks: the first two pages of results. */
export const MRR_DEPTH = 10;

/**
 * Share of the expected articles among the first `k` found.
 * @example recallAt(['/post/a', '/post/b'], ['a', 'c'], 5) // => 0.5
 */
export function recallAt(found: readonly string[], expected: readonly string[], k = QUALITY_K): number {
  if (expected.length === 0) return 1;
  const top = new Set(found.slice(0, k));
  return expected.filter((slug) => top.has(`/post/${slug}`)).length / expected.length;
}

/**
 * 1 / the rank of the first expected article among the first `depth` found, 0 when none is.
 * @example reciprocalRank(['/post/x', '/post/a'], ['a']) // => 0.5
 */
export function reciprocalRank(found: readonly string[], expected: readonly string[], depth = MRR_DEPTH): number {
  const rank = found.slice(0, depth).findIndex((path) => expected.some((slug) => path === `/post/${slug}`));
  return rank === -1 ? 0 : 1 / (rank + 1);
}

/**
 * Whether a query has something left to tune: an expected article missing from the first `k`, or
 * not first. A query whose first result is right can still miss its second expected article.
 * @example fallsShort(['/post/a', '/post/x'], ['a', 'b']) // => true
 */
export const fallsShort = (found: readonly string[], expected: readonly string[]): boolean =>
  recallAt(found, expected) < 1 || reciprocalRank(found, expected) < 1;

/** Recall at `k` and MRR per class, then over all queries (`kind: 'all'`), in the order of `kinds`. */
export function summariseQuality(results: readonly QualityResult[], kinds: readonly string[], k = QUALITY_K): QualitySummary[] {
  const summarise = (kind: string, group: readonly QualityResult[]): QualitySummary => ({
    kind,
    queries: group.length,
    recall: group.length ? group.reduce((sum, r) => sum + recallAt(r.found, r.expected, k), 0) / group.length : 0,
    mrr: group.length ? group.reduce((sum, r) => sum + reciprocalRank(r.found, r.expected), 0) / group.length : 0,
    misses: group.filter((r) => recallAt(r.found, r.expected, k) < 1).map((r) => `${r.query} (${r.page})`),
  });
  return [...kinds.map((kind) => summarise(kind, results.filter((r) => r.kind === kind))), summarise('all', results)];
}

/**
 * Recall and MRR per class and search page ("romanised-hindi on hi"), for the classes typed on
 * more than one page: the issue's targets hold on every page a class is typed on.
 * @example summariseByPage([{ query: 'a', page: 'en', kind: 'x', expected: ['a'], found: ['/post/a'] }], ['x']).map((s) => s.kind) // => ['x on en']
 */
export function summariseByPage(results: readonly QualityResult[], kinds: readonly string[], k = QUALITY_K): QualitySummary[] {
  const rows: QualitySummary[] = [];
  for (const kind of kinds) {
    const pages = [...new Set(results.filter((r) => r.kind === kind).map((r) => r.page))];
    for (const page of pages) {
      const [summary] = summariseQuality(
        results.filter((r) => r.kind === kind && r.page === page),
        [kind],
        k,
      );
      if (summary) rows.push({ ...summary, kind: `${kind} on ${page}` });
    }
  }
  return rows;
}

/**
 * The URL a query is searched at: the page's `?q=`, or the legacy `/search/{text}`.
 * @example qualityUrl({ query: 'bp', page: 'hi', kind: 'abbreviation', expected: [] }) // => '/hi/search?q=bp'
 */
export function qualityUrl(query: QualityQuery): string {
  if (query.legacy) return `/search/${encodeURIComponent(query.query)}`;
  return `${query.page === 'en' ? '' : `/${query.page}`}/search?q=${encodeURIComponent(query.query)}`;
}

/** Waits until the search page has answered (its status neither empty nor "Searching…", and not `before`). */
async function answered(page: Page, before: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('.search-status')?.textContent ?? '';
      return text !== '' && text !== previous && !text.endsWith('…');
    },
    before,
    { timeout: 60_000 },
  );
}

/** The links of the results shown, after "Show more" until `depth` are shown (or no more exist). */
async function resultLinks(page: Page, depth: number): Promise<string[]> {
  const links = () => page.locator('.search-results h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  let found = await links();
  while (found.length < depth && (await page.locator('.search-more').count())) {
    const shown = found.length;
    await page.locator('.search-more').click();
    await page.waitForFunction((n) => document.querySelectorAll('.search-results h2 a').length > n || !document.querySelector('.search-more'), shown, {
      timeout: 60_000,
    });
    found = await links();
    if (found.length === shown) break;
  }
  return found.slice(0, depth);
}

/**
 * Runs each query on the search page of a served build, as a reader would (the island's own
 * search, typed into the page's box), and reads the first {@link MRR_DEPTH} result links. One
 * page per search page for all its queries: the index chunks loaded by one query stay cached
 * for the next, as for a reader. Legacy `/search/{text}` queries load their own address.
 */
export async function runQuerySet(browser: Browser, baseUrl: string, queries: readonly QualityQuery[]): Promise<QualityResult[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const results: QualityResult[] = [];
    let opened = '';
    for (const query of queries) {
      if (query.legacy) {
        opened = '';
        await page.goto(`${baseUrl}${qualityUrl(query)}`, { waitUntil: 'load' });
        await answered(page, '');
      } else {
        const searchPage = `${query.page === 'en' ? '' : `/${query.page}`}/search`;
        if (opened !== searchPage) {
          await page.goto(`${baseUrl}${searchPage}`, { waitUntil: 'load' });
          await page.locator('.search .search-note').waitFor({ state: 'detached', timeout: 60_000 });
          opened = searchPage;
        }
        const before = (await page.locator('.search-status').textContent()) ?? '';
        await page.locator('.search input[type="search"]').fill(query.query);
        await page.locator('.search form').evaluate((form: HTMLFormElement) => form.requestSubmit());
        await answered(page, before);
      }
      results.push({ ...query, found: await resultLinks(page, MRR_DEPTH) });
    }
    return results;
  } finally {
    await context.close();
  }
}

// ---- Time per query once the index is loaded ----

/** How long queries take on a page whose search has loaded (Pagefind, its WebAssembly, the first chunks). */
export interface QueryTimeMeasure {
  label: string;
  articles: number;
  queries: number;
  /** Each query runs this many times; its time is the median of its runs. */
  runs: number;
  /** The median over the queries. */
  medianMs: number;
  /** The slowest query's time. */
  maxMs: number;
  /** The slowest query. */
  slowest: string;
  /** The longest single run of any query (a pause of the machine shows here, not in maxMs). */
  worstRunMs: number;
  /** How many queries took longer than the target (median of their runs); 0 without a target. */
  overTarget: number;
}

/**
 * Each query's time is the median of its runs (the lower middle of an even count); then the
 * median over the queries, the slowest, the longest single run, and how many took longer than
 * `targetMs`.
 * @example summariseQueryTimes(new Map([['salt', [90, 80, 400]], ['bp', [310, 320, 305]], ['sugar', [60, 70, 65]]]), 300) // => { queries: 3, medianMs: 90, maxMs: 310, slowest: 'bp', worstRunMs: 400, overTarget: 1 }
 * @example summariseQueryTimes(new Map([['salt', [400, 500]]])).overTarget // => 0
 */
export function summariseQueryTimes(
  runTimes: ReadonlyMap<string, readonly number[]>,
  targetMs?: number,
): Omit<QueryTimeMeasure, 'label' | 'articles' | 'runs'> {
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const times = [...runTimes].map(([query, values]) => ({ query, ms: median(values) })).sort((a, b) => a.ms - b.ms);
  const slowest = times[times.length - 1];
  return {
    queries: times.length,
    medianMs: median(times.map((t) => t.ms)),
    maxMs: slowest?.ms ?? 0,
    slowest: slowest?.query ?? '',
    worstRunMs: Math.max(0, ...[...runTimes.values()].flat()),
    overTarget: targetMs === undefined ? 0 : times.filter((t) => t.ms > targetMs).length,
  };
}

/**
 * Runs `queries` (distinct) one after another in one search page (no reload: the loaded index
 * stays, as for a reader searching again), timing each from the submit until the status gives
 * its answer. Index chunks a query needs for the first time are fetched
 * from 127.0.0.1 within that time. The first query only warms the page and is not counted.
 */
export async function measureQueryTimes(
  browser: Browser,
  options: { baseUrl: string; label: string; articles: number; queries: readonly string[]; warmUp: string; runs?: number; targetMs?: number },
): Promise<QueryTimeMeasure> {
  const runs = Math.max(1, options.runs ?? 3);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${options.baseUrl}/search?q=${encodeURIComponent(options.warmUp)}&lang=all`, { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const text = document.querySelector('.search-status')?.textContent ?? '';
      return text !== '' && !text.endsWith('…');
    }, undefined, { timeout: 60_000 });
    const runTimes = new Map<string, number[]>();
    for (let run = 0; run < runs; run++) for (const query of options.queries) {
      await page.locator('.search input[type="search"]').fill(query);
      const ms = await page.evaluate(
        (q) =>
          new Promise<number>((resolve, reject) => {
            const form = document.querySelector<HTMLFormElement>('.search form');
            const status = document.querySelector('.search-status');
            if (!form || !status) return reject(new Error('No search form on the page.'));
            const before = status.textContent ?? '';
            const start = performance.now();
            // A new answer (queries are distinct, and each answer names its query), not "Searching…".
            const done = () => {
              const text = status.textContent ?? '';
              return text !== '' && text !== before && !text.endsWith('…');
            };
            const timer = setTimeout(() => {
              observer.disconnect();
              reject(new Error(`"${q}": no answer after 30 s (status: "${status.textContent}").`));
            }, 30_000);
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              clearTimeout(timer);
              resolve(performance.now() - start);
            });
            observer.observe(status, { subtree: true, childList: true, characterData: true });
            form.requestSubmit();
          }),
        query,
      );
      runTimes.set(query, [...(runTimes.get(query) ?? []), ms]);
    }
    return { label: options.label, articles: options.articles, runs, ...summariseQueryTimes(runTimes, options.targetMs) };
  } finally {
    await context.close();
  }
}
