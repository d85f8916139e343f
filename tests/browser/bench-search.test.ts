import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlaywright } from '../../scripts/lib/bench/chromium.ts';
import { measureFirstSearch } from '../../scripts/lib/bench/search.ts';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** Bytes of the Pagefind files a first search must at least download (compressed or not). */
function pagefindFloor(): number {
  const wasm = fs.readdirSync(path.join(FIXTURE_DIST, 'pagefind')).find((name) => name.startsWith('wasm.en'))!;
  return fs.statSync(path.join(FIXTURE_DIST, 'pagefind', wasm)).size;
}

describe.runIf(browserAvailable())('the first-search benchmark in Chromium', () => {
  let browser: Browser;
  let server: StaticServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchPlaywright(), serveDist(FIXTURE_DIST, { compress: true })]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('counts what the first query downloads, including the Pagefind worker, and times it', async () => {
    const result = await measureFirstSearch(browser, {
      baseUrl: server.url,
      searchPath: '/search',
      query: 'zebrafruit',
      label: 'fixture',
      articles: 12,
    });
    expect(result.results).toBeGreaterThan(0);
    // The WebAssembly is fetched by Pagefind's worker: missing worker requests would undercount.
    expect(result.bytes).toBeGreaterThan(pagefindFloor());
    expect(result.requests).toBeGreaterThanOrEqual(5);
    expect(result.timeMs).toBeGreaterThan(0);
    expect(result.pageBytes).toBeGreaterThan(0);
  });

  it('fails with the search status when a query finds nothing', async () => {
    await expect(
      measureFirstSearch(browser, {
        baseUrl: server.url,
        searchPath: '/search',
        query: 'qqqxxzzy',
        label: 'fixture',
        articles: 12,
        // The query never finds anything: how long the bench waits decides nothing but the test's time.
        timeoutMs: 2000,
      }),
    ).rejects.toThrow(/No results/);
  });
});
