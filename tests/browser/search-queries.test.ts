import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuerySet, summariseQuality, type QualityResult } from '../../scripts/lib/bench/search.ts';
import { buildSearchIndex } from '../../scripts/lib/search-index.ts';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { sampleDist, scratchDir } from '../helpers/site-build.ts';
import { QUERY_CLASSES, QUERY_SET } from '../search/queries.ts';

/**
 * The query set of tests/search/queries.ts against the real articles (content/) and their real
 * search index, in Chromium: each query finds the articles a reader expects in the top 5.
 */
describe.runIf(browserAvailable())('the search query set on the real articles', () => {
  let browser: Browser;
  let site: StaticServer;
  let results: QualityResult[] = [];

  beforeAll(async () => {
    // The shared sample build has no index: index a copy of it, as `npm run build` does.
    const dist = scratchDir('search-queries-dist');
    fs.cpSync(sampleDist(), dist, { recursive: true });
    fs.rmSync(path.join(dist, 'pagefind'), { recursive: true, force: true });
    await buildSearchIndex(dist);
    [browser, site] = await Promise.all([launchBrowser(), serveDist(dist, { hostFiles: true })]);
    results = await runQuerySet(browser, site.url, QUERY_SET);
  }, 600_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  it('has at least 60 queries, in every class', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(60);
    for (const kind of QUERY_CLASSES) expect(QUERY_SET.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
  });

  it('finds every expected article in the top 5', () => {
    const misses = results
      .filter((result) => result.expected.some((slug) => !result.found.includes(`/post/${slug}`)))
      .map((result) => `${result.kind}: “${result.query}” on ${result.page} → ${result.found.join(', ') || 'nothing'}`);
    expect(misses).toEqual([]);
  });

  it('reaches recall at 5 of at least 0.9 in every class', () => {
    for (const summary of summariseQuality(results, QUERY_CLASSES)) expect(summary.recall, summary.kind).toBeGreaterThanOrEqual(0.9);
  });
});
