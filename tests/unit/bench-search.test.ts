import { describe, expect, it } from 'vitest';
import { sumTransferred, transferredBytes } from '../../scripts/lib/bench/search.ts';
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
    expect(sumTransferred([{ url: 'a', bytes: 10 }, { url: 'b', bytes: 32 }])).toEqual({ bytes: 42, requests: 2 });
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
});
