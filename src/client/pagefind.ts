import type { Locale } from '../i18n/locales.ts';
import {
  mergeTiered,
  toSearchHit,
  type PagefindResultData,
  type RankedMatch,
  type SearchHit,
  type TieredMatch,
} from '../lib/search-results.ts';
import { searchWordsUrl } from '../lib/offline.ts';
import { variantsFor, type SearchVariant } from '../lib/search-text.ts';

/**
 * The Pagefind client of the search island: loads Pagefind's own bundle in the browser (only
 * once there is something to search), keeps one instance per language index, and turns
 * matches into hits. Browser-only; the island (SearchResults.tsx) holds just the UI.
 */

/** The parts of Pagefind's JS API used here (pagefind.js, v1.6). */
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}
interface PagefindInstance {
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule {
  createInstance: (options?: Record<string, unknown>) => PagefindInstance;
}

/** Written by `pagefind --site dist` after `astro build`; not part of the Vite bundle. */
const PAGEFIND_BUNDLE = '/pagefind/pagefind.js';

let pagefindModule: Promise<PagefindModule> | null = null;
const instances = new Map<Locale, PagefindInstance>();

function loadPagefind(): Promise<PagefindModule> {
  pagefindModule ??= (import(/* @vite-ignore */ PAGEFIND_BUNDLE) as Promise<PagefindModule>).catch((error: unknown) => {
    pagefindModule = null; // let a later search try again (e.g. after a network blip)
    throw error;
  });
  return pagefindModule;
}

/**
 * One Pagefind instance per language, each with its own index and its own stemmer.
 * Pagefind picks the index of `<html lang>` when an instance is created, and
 * `createInstance` takes no language option (`mergeIndex` does, but then searches that index
 * with the page language's stemmer, and refuses the site's own bundle path). So for another
 * language the attribute is switched for the duration of the synchronous call only: no
 * rendering, event or screen reader can see it.
 */
function instanceFor(pagefind: PagefindModule, lang: Locale): PagefindInstance {
  let instance = instances.get(lang);
  if (!instance) {
    const html = document.documentElement;
    const pageLang = html.getAttribute('lang');
    if (pageLang === lang) instance = pagefind.createInstance();
    else {
      html.setAttribute('lang', lang);
      try {
        instance = pagefind.createInstance();
      } finally {
        if (pageLang === null) html.removeAttribute('lang');
        else html.setAttribute('lang', pageLang);
      }
    }
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Searches each language's index for every variant of a query (synonyms, normal form,
 * romanised form: src/lib/search-text.ts#searchVariants) and merges the matches: each page
 * once, what the reader meant before what was typed, then by score. One search at a time:
 * the instances share Pagefind's worker, and starting them all at once on a fresh page load
 * intermittently failed ("memory access out of bounds") or lost results.
 */
export async function findMatches(variants: readonly SearchVariant[], langs: Locale[]): Promise<RankedMatch<PagefindResult>[]> {
  const pagefind = await loadPagefind();
  const found: TieredMatch<PagefindResult>[] = [];
  for (const lang of langs) {
    for (const variant of variantsFor(lang, variants)) {
      const response = await instanceFor(pagefind, lang).search(variant.text);
      for (const result of response?.results ?? []) found.push({ lang, id: result.id, tier: variant.tier, score: result.score, result });
    }
  }
  return mergeTiered(found);
}

export async function loadHits(matches: RankedMatch<PagefindResult>[], highlight: readonly string[] = []): Promise<SearchHit[]> {
  const hits = await Promise.all(matches.map(async ({ lang, result }) => toSearchHit(await result.data(), lang, highlight)));
  return hits.filter((hit): hit is SearchHit => hit !== null);
}

const wordLists = new Map<Locale, Promise<string[]>>();

/**
 * The index's own words in a language, for "Did you mean" (written by the build's search step;
 * fetched only after a query finds nothing, once per language). None if it cannot be had.
 */
export function loadIndexWords(lang: Locale): Promise<string[]> {
  let words = wordLists.get(lang);
  if (!words) {
    words = fetch(searchWordsUrl(lang))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
      .then((list) => (Array.isArray(list) ? list.filter((word): word is string => typeof word === 'string') : []))
      .catch(() => {
        wordLists.delete(lang); // offline now, perhaps online later
        return [];
      });
    wordLists.set(lang, words);
  }
  return words;
}
