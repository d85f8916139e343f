/**
 * The shape of one benchmark run (`bench/results.json`) and the reduction of per-page
 * weights to one line per page type.
 */
import type { BuildMeasure } from './build.ts';
import type { ReferenceMeasure } from './reference.ts';
import type { Sizes } from './format.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import type { PageType, PageWeight } from './page-weight.ts';
import type { QualityRow } from './search-quality.ts';
import type { QualitySummary, QueryTimeMeasure, SearchMeasure } from './search.ts';
import type { MenuTapMeasure, VisitMeasure } from './visit.ts';

/** One page type of the sample site: how many pages, and the heaviest of them. */
export interface PageTypeSummary {
  type: PageType;
  pages: number;
  /** The page with the most first-render bytes (Brotli HTML + CSS). */
  heaviest: { file: string; html: Sizes; css: Sizes; js: Sizes; firstRender: Sizes };
  /** The page that may load the most JavaScript (Brotli), islands used included. */
  mostJs: { file: string; js: Sizes; files: string[] };
  /** The page that loads the most JavaScript before any interaction (Brotli). */
  mostJsAtLoad: { file: string; js: Sizes; files: string[] };
}

/** What every page of the sample site shows, beyond sizes. */
export interface PageChecks {
  /** `page: script` for each classic `<script src>` without async/defer. */
  blockingScripts: string[];
  /** `page: img src` for each image without width and height. */
  unsizedImages: string[];
  /** `page: img src` for each raster image without a srcset. */
  unresponsiveImages: string[];
  /** The largest lead image at 400 px among the articles (undefined: no local lead image). */
  largestLeadImage: { file: string; url: string; bytes: number } | undefined;
  /** `@font-face` rules on any page, and font files in dist/. */
  fontFaces: number;
  fontFiles: string[];
}

export interface SocialCardSummary {
  count: number;
  largest: { file: string; bytes: number } | undefined;
  /** Files in dist/social/ that are not JPEG. */
  notJpeg: string[];
}

export interface BenchResults {
  startedAt: string;
  machine: { cpus: number; memoryBytes: number; node: string };
  /** Parts left out by flags (e.g. `--quick`), named for the reader. */
  skipped: string[];
  /** The content folder of the sample site. */
  sample: { contentDir: string; articles: number };
  pageTypes: PageTypeSummary[];
  pageChecks: PageChecks;
  socialCards: SocialCardSummary;
  /** First visits in Chromium, service worker included. */
  visits: VisitMeasure[];
  /** The first tap on the menu of an article, on a phone (optional: older results lack it). */
  menuTaps?: MenuTapMeasure[];
  lighthouse: LighthouseSummary[];
  search: SearchMeasure[];
  /** Time per query once the search page has loaded, per site. */
  searchTimes?: QueryTimeMeasure[];
  /** What "Save search for offline use" downloads, per site (the build's summary file). */
  searchOffline?: { label: string; articles: number; bytes: number; files: number }[];
  /** Recall at 5 and MRR of the query set (tests/search/queries.ts) per class, on the sample site. */
  searchQuality?: QualitySummary[];
  /** The readers' query set (tests/search/reader-queries.ts) per class and page: development and test parts. */
  readerSearchQuality?: QualityRow[];
  builds: BuildMeasure[];
  /** Hugo + PaperMod + Pagefind on the 1,000-article corpus, measured beside its build (when it could be). */
  reference?: ReferenceMeasure;
}

/** Order of page types in the table. */
export const PAGE_TYPE_ORDER: PageType[] = ['article', 'home', 'category', 'tag', 'search', 'utilities', '404', 'other'];

/** One line per page type, heaviest page first-render-wise and JS-wise. */
export function summarisePages(weights: PageWeight[]): PageTypeSummary[] {
  const byType = new Map<PageType, PageWeight[]>();
  for (const weight of weights) byType.set(weight.type, [...(byType.get(weight.type) ?? []), weight]);
  return PAGE_TYPE_ORDER.filter((type) => byType.has(type)).map((type) => {
    const pages = byType.get(type)!;
    const heaviest = pages.reduce((a, b) => (b.firstRender.brotli > a.firstRender.brotli ? b : a));
    const mostJs = pages.reduce((a, b) => (b.js.brotli > a.js.brotli ? b : a));
    const mostJsAtLoad = pages.reduce((a, b) => (b.jsAtLoad.brotli > a.jsAtLoad.brotli ? b : a));
    return {
      type,
      pages: pages.length,
      heaviest: { file: heaviest.file, html: heaviest.html, css: heaviest.css, js: heaviest.js, firstRender: heaviest.firstRender },
      mostJs: { file: mostJs.file, js: mostJs.js, files: mostJs.jsFiles },
      mostJsAtLoad: { file: mostJsAtLoad.file, js: mostJsAtLoad.jsAtLoad, files: mostJsAtLoad.jsAtLoadFiles },
    };
  });
}

/** Collects the per-page findings of every page into one list each. */
export function collectPageChecks(weights: PageWeight[], fontFiles: string[]): PageChecks {
  const each = (pick: (w: PageWeight) => string[]) => weights.flatMap((w) => pick(w).map((item) => `${w.file}: ${item}`));
  const leads = weights
    .filter((w) => w.type === 'article' && w.leadImage)
    .map((w) => ({ file: w.file, url: w.leadImage!.url, bytes: w.leadImage!.bytes }));
  return {
    blockingScripts: each((w) => w.blockingScripts),
    unsizedImages: each((w) => w.unsizedImages),
    unresponsiveImages: each((w) => w.unresponsiveImages),
    largestLeadImage: leads.length ? leads.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : undefined,
    fontFaces: weights.reduce((sum, w) => sum + w.fontFaces, 0),
    fontFiles,
  };
}

/** Summary of the social cards found in dist/social/. */
export function summariseSocialCards(cards: { file: string; bytes: number; jpeg: boolean }[]): SocialCardSummary {
  return {
    count: cards.length,
    largest: cards.length ? cards.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : undefined,
    notJpeg: cards.filter((c) => !c.jpeg).map((c) => c.file),
  };
}
