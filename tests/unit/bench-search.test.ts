import { describe, expect, it } from 'vitest';
import {
  fallsShort,
  qualityUrl,
  reciprocalRank,
  recallAt,
  summariseQuality,
  sumTransferred,
  transferredBytes,
  type QualityResult,
} from '../../scripts/lib/bench/search.ts';
import { byKind } from '../../scripts/lib/bench/visit.ts';

describe('transferredBytes', () => {
  it('adds response headers to the compressed body size', () => {
    expect(transferredBytes({ responseBodySize: 1000, responseHeadersSize: 250 }, '999')).toBe(1250);
  });

  it('uses content-length where Chromium reports no body size (a worker’s own script)', () => {
    expect(transferredBytes({ responseBodySize: 0, responseHeadersSize: 268 }, '11186')).toBe(11454);
    expect(transferredBytes({ responseBodySize: 0, responseHeadersSize: -1 }, undefined)).toBe(0);
  });
});

describe('sumTransferred', () => {
  it('sums bytes and counts requests', () => {
    expect(
      sumTransferred([
        { url: 'a', bytes: 10 },
        { url: 'b', bytes: 32 },
      ]),
    ).toEqual({ bytes: 42, requests: 2 });
    expect(sumTransferred([])).toEqual({ bytes: 0, requests: 0 });
  });
});

describe('byKind', () => {
  it('splits transfers into JavaScript (by type) and Pagefind WebAssembly (by name)', () => {
    expect(
      byKind([
        { url: 'http://x/_astro/a.js', type: 'text/javascript; charset=utf-8', bytes: 100 },
        { url: 'http://x/pagefind/wasm.en.pagefind', type: 'application/octet-stream', bytes: 60 },
        { url: 'http://x/post/a', type: 'text/html', bytes: 10 },
      ]),
    ).toEqual({ js: 100, wasm: 60, total: 170 });
  });

  it("splits the server's own record (paths, no type) by name", () => {
    expect(
      byKind([
        { url: '/_astro/a.js', bytes: 100 },
        { url: '/pagefind/wasm.en.pagefind', bytes: 60 },
        { url: '/post/a?x=1', bytes: 10 },
      ]),
    ).toEqual({ js: 100, wasm: 60, total: 170 });
  });
});

describe('search quality measures', () => {
  const result = (kind: string, expected: string[], found: string[]): QualityResult => ({ query: kind, page: 'en', kind, expected, found });

  it('recallAt counts the expected articles among the first k results', () => {
    expect(recallAt(['/post/a', '/post/b'], ['a', 'c'])).toBe(0.5);
    expect(recallAt(['/post/x', '/post/x2', '/post/x3', '/post/x4', '/post/x5', '/post/a'], ['a'])).toBe(0);
    expect(recallAt([], [])).toBe(1);
  });

  it('reciprocalRank is 1 / the rank of the first expected article, 0 when missing', () => {
    expect(reciprocalRank(['/post/x', '/post/a'], ['a'])).toBe(0.5);
    expect(reciprocalRank(['/post/a'], ['a', 'b'])).toBe(1);
    expect(reciprocalRank(['/post/x'], ['a'])).toBe(0);
  });

  it('fallsShort: a query is left to tune while an expected article is missing or not first', () => {
    expect(fallsShort(['/post/a', '/post/x'], ['a', 'b'])).toBe(true); // first is right, b missing
    expect(fallsShort(['/post/x', '/post/a'], ['a'])).toBe(true); // found, not first
    expect(fallsShort(['/post/b', '/post/a'], ['a', 'b'])).toBe(false);
  });

  it('summarises per class in the order given, then over all, naming the misses', () => {
    const summary = summariseQuality(
      [result('typo', ['a'], ['/post/a']), result('typo', ['b'], ['/post/x', '/post/b']), result('english', ['c'], [])],
      ['english', 'typo'],
    );
    expect(summary.map((s) => [s.kind, s.queries, s.recall, s.mrr])).toEqual([
      ['english', 1, 0, 0],
      ['typo', 2, 1, 0.75],
      ['all', 3, 2 / 3, 0.5],
    ]);
    expect(summary[0]?.misses).toEqual(['english (en)']);
  });

  it('searches on the page of the query’s language, or at the legacy URL', () => {
    expect(qualityUrl({ query: 'bp', page: 'hi', kind: 'abbreviation', expected: [] })).toBe('/hi/search?q=bp');
    expect(qualityUrl({ query: 'vitamin d', page: 'en', kind: 'english', expected: [] })).toBe('/search?q=vitamin%20d');
    expect(qualityUrl({ query: 'मधुमेह', page: 'en', kind: 'variant', expected: [], legacy: true })).toBe(
      '/search/%E0%A4%AE%E0%A4%A7%E0%A5%81%E0%A4%AE%E0%A5%87%E0%A4%B9',
    );
  });
});
