/** A benchmark run that meets every target, and builders for its parts (for the bench-* tests). */
import type { BuildMeasure } from '../../scripts/lib/bench/build.ts';
import type { ReferenceMeasure } from '../../scripts/lib/bench/reference.ts';
import type { LighthouseSummary } from '../../scripts/lib/bench/lighthouse.ts';
import type { BenchResults, PageTypeSummary } from '../../scripts/lib/bench/results.ts';
import type { SearchMeasure } from '../../scripts/lib/bench/search.ts';

export const KB = 1024;
const sizes = (brotli: number) => ({ raw: brotli * 4, gzip: brotli * 1.2, brotli });

/** An article page type: `jsAtLoad` before any interaction, `js` with every island used (the menu opened). */
export function articleType(firstRender: number, jsAtLoad: number, js = jsAtLoad + 60 * KB): PageTypeSummary {
  return {
    type: 'article',
    pages: 3,
    heaviest: {
      file: 'post/heavy.html',
      html: sizes(firstRender - 2 * KB),
      css: sizes(2 * KB),
      js: sizes(js),
      firstRender: sizes(firstRender),
    },
    mostJs: { file: 'post/js.html', js: sizes(js), files: ['/_astro/a.js', '/_astro/menu.js'] },
    mostJsAtLoad: { file: 'post/js.html', js: sizes(jsAtLoad), files: ['/_astro/a.js'] },
  };
}

export function lighthouseRun(path: string, performance = 100, accessibility = 100): LighthouseSummary {
  return {
    path,
    scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
    lcpMs: 1200,
    cls: 0,
    tbtMs: 30,
    fcpMs: 900,
    failing: [],
    warnings: [],
    benchmarkIndex: 1500,
  };
}

export const search = (articles: number, bytes: number): SearchMeasure => ({
  label: 'synthetic',
  articles,
  query: 'sugar',
  bytes,
  requests: 8,
  timeMs: 300,
  results: 5,
  pageBytes: 80 * KB,
});

/** A build; its CPU time is 1.2 × its wall time, a tenth of it the search step's, a twentieth the service worker's. */
export const build = (articles: number, wallMs: number, peakRssBytes: number, kind: BuildMeasure['kind'] = 'clean'): BuildMeasure => ({
  label: `${articles} articles${kind === 'rebuild' ? ', one edited' : ''}`,
  kind,
  articles,
  pages: articles + 100,
  wallMs,
  cpuMs: wallMs * 1.2,
  astroMs: wallMs - 5000,
  steps: {
    'search-index': { wallMs: wallMs / 10, cpuMs: (wallMs * 1.2) / 10 },
    'service-worker': { wallMs: wallMs / 20, cpuMs: (wallMs * 1.2) / 20 },
  },
  peakRssBytes,
});

/** Hugo + PaperMod + Pagefind on `articles` articles, with `cpuMs` of CPU time. */
export const reference = (articles: number, cpuMs: number): ReferenceMeasure => ({
  label: 'Hugo 0.111.3 + PaperMod + Pagefind 1.6.0',
  articles,
  pages: 2 * articles,
  wallMs: cpuMs / 1.2,
  cpuMs,
  peakRssBytes: 400 * KB ** 2,
});

/** A run where every target is met. */
export function passingRun(): BenchResults {
  return {
    startedAt: '2026-11-22T00:00:00.000Z',
    machine: { cpus: 2, memoryBytes: 8 * KB ** 3, node: 'v22.23.3' },
    skipped: [],
    sample: { contentDir: 'content', articles: 112 },
    pageTypes: [articleType(13 * KB, 5 * KB)],
    pageChecks: {
      blockingScripts: [],
      unsizedImages: [],
      unresponsiveImages: [],
      largestLeadImage: { file: 'post/salt.html', url: '/_astro/salt.svg', bytes: 3 * KB },
      fontFaces: 0,
      fontFiles: [],
    },
    socialCards: { count: 2, largest: { file: 'social/salt.jpg', bytes: 90 * KB }, notJpeg: [] },
    visits: [{ path: '/post/heavy', loadBytes: 17 * KB, totalBytes: 55 * KB, requests: 27, jsBytes: 20 * KB, wasmBytes: 0 }],
    menuTaps: [{ path: '/post/heavy', runs: 3, hydratedMs: 60, worstMs: 80, opened: true, islandScriptsBeforeTap: [], tapBytes: 62 * KB }],
    lighthouse: [lighthouseRun('/'), lighthouseRun('/hi')],
    search: [search(112, 80 * KB), search(10_000, 140 * KB)],
    builds: [build(1000, 20_000, KB ** 3), build(10_000, 200_000, 2 * KB ** 3), build(10_000, 150_000, 2 * KB ** 3, 'rebuild')],
  };
}
