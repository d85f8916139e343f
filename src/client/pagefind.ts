import type { Locale } from '../i18n/locales.ts';
import { PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL, searchWordsUrl } from '../lib/offline.ts';
import { toSearchHit, type PagefindResultData, type SearchHit } from '../lib/search/results.ts';
import { searchesOnPage } from '../lib/search/engine.ts';
import { NON_ADVICE_FILTER } from '../lib/search/index-text.ts';
import { meetsOnlyShortWord, type IndexMatch, type SearchIndex } from '../lib/search/run.ts';
import type { ExcerptQuery } from '../lib/search/snippet.ts';
import { isIndexedKey, KEY_FALLBACK_WORDS, KEY_PREFIX } from '../lib/search/phonetic.ts';
import { isGroupToken } from '../lib/search/synonyms.ts';
import { searchWords } from '../lib/search/text.ts';

/**
 * The Pagefind client of the search island: loads Pagefind's own bundle in the browser (only
 * once there is something to search) and answers src/lib/search/run.ts's questions from each
 * language's index. Browser-only; the island (SearchResults.tsx) holds just the UI.
 */

/** The parts of Pagefind's JS API used here (pagefind.js, v1.6). */
export interface PagefindResult {
  id: string;
  score: number;
  /** Where in the article's indexed words the term matched. */
  words: number[];
  data: () => Promise<PagefindResultData>;
}
export interface PagefindInstance {
  /** `null` with filters: every page that has them. */
  search: (
    term: string | null,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[]; unfilteredResultCount: number } | null>;
  options: (options: { ranking?: Record<string, number> }) => Promise<void>;
}
interface PagefindModule {
  createInstance: (options?: { noWorker?: boolean }) => PagefindInstance;
}

/**
 * Pagefind's ranking, tuned on the development half of the readers' query set: page length
 * counts less than Pagefind's default (0.75), since an article's index-only words make long
 * Hindi and Marathi articles look longer still, and a word in a title should win.
 */
const RANKING = { pageLength: 0.3 };

let pagefindModule: Promise<PagefindModule> | null = null;
const instances = new Map<Locale, Promise<PagefindInstance>>();

function loadPagefind(): Promise<PagefindModule> {
  // Written by the build's search step, not part of the bundle: the bundler leaves it alone.
  pagefindModule ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT_URL) as Promise<PagefindModule>).catch((error: unknown) => {
    pagefindModule = null; // let a later search try again (e.g. after a network blip)
    throw error;
  });
  return pagefindModule;
}

/**
 * One Pagefind instance per language, each with its own index and stemmer, made once (a second
 * caller waits for the first one's). Pagefind picks the index of `<html lang>` when an instance
 * is created, and `createInstance` takes no language option (`mergeIndex` does, but then
 * searches that index with the page language's stemmer, and refuses the site's own bundle
 * path). So for another language the attribute is switched for the duration of the synchronous
 * call only: no rendering, event or screen reader can see it.
 */
function instanceFor(lang: Locale): Promise<PagefindInstance> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance(lang).catch((error: unknown) => {
      instances.delete(lang); // let a later search try again
      throw error;
    });
    instances.set(lang, instance);
  }
  return instance;
}

async function createInstance(lang: Locale): Promise<PagefindInstance> {
  const [pagefind] = await Promise.all([loadPagefind(), loadIndexSizes()]);
  const html = document.documentElement;
  const pageLang = html.getAttribute('lang');
  html.setAttribute('lang', lang);
  let instance: PagefindInstance;
  try {
    // A large index is searched on the page, a small one in Pagefind's worker (see engine.ts).
    instance = pagefind.createInstance(searchesOnPage(knownSizes[lang] ?? 0) ? { noWorker: true } : {});
  } finally {
    if (pageLang === null) html.removeAttribute('lang');
    else html.setAttribute('lang', pageLang);
  }
  await instance.options({ ranking: RANKING });
  return instance;
}

/**
 * Starts loading Pagefind and a language's index while other work goes on (the first search
 * waits for it anyway). Resolves when ready; never rejects: the search itself reports a failure.
 */
export async function preloadPagefind(lang: Locale): Promise<void> {
  // Making the instance reads the index sizes too (they say whether it searches on the page).
  await instanceFor(lang).catch(() => undefined);
}

/**
 * The words a result matched: its first match in its article's indexed text. Pagefind counts
 * positions by the text's spaces, and indexes a word with inner punctuation both whole and in
 * parts at that position ("Guillain-Barré": guillainbarre, guillain and barre). A position past
 * the fragment's text is a group token or phonetic key (left out of fragments: see slimFragment
 * in scripts/lib/search-index.ts), which begins with the term: no key or token is the beginning
 * of another word a search asks for (see KEY_END in src/lib/search/phonetic.ts).
 */
async function matchedWords(result: PagefindResult, term: string): Promise<string[]> {
  const position = result.words[0];
  if (position === undefined) return [];
  const content = (await result.data()).content ?? '';
  const word = content.split(/\s+/)[position];
  if (word === undefined) return [term];
  const parts = searchWords(word);
  // Pagefind also indexes the whole, its inner punctuation dropped ("60,000" as 60000).
  return [parts.join(''), ...parts];
}

/** A term met as a whole word in at most this many articles is checked (see `search`). */
const RARE = 3;

/** A fragment of a word held whole by at most this many articles is scored by its prefix search (see `search`). */
const FRAGMENT_SCORED = 100;

/** The ids of the articles that hold `term` as a whole word (Pagefind's quoted search, stems alike). */
async function wholeWordIds(index: PagefindInstance, term: string): Promise<Set<string>> {
  return new Set(((await index.search(`"${term}"`))?.results ?? []).map((result) => result.id));
}

/**
 * A filter no page has (the build's search step gives pages only NON_ADVICE_FILTER's value): a
 * search with it returns no articles, only how many the term meets, and so scores none.
 */
const NO_PAGE = { filters: { [NON_ADVICE_FILTER.name]: `not-${NON_ADVICE_FILTER.value}-nor-any` } };

/** How many articles a search meets (a quoted term: hold it whole), without scoring them. */
async function articlesMeeting(index: PagefindInstance, term: string): Promise<number> {
  return (await index.search(term, NO_PAGE))?.unfilteredResultCount ?? 0;
}

/**
 * How many articles a term's search meets at least (see SearchIndex.meets), without scoring
 * them: those holding it whole; all a group token's prefix search meets (it meets only itself).
 * A word's prefix search is not counted: it may be Pagefind's fallback to a shorter word.
 */
export function articlesMeetingAtLeast(index: PagefindInstance, term: string): Promise<number> {
  return articlesMeeting(index, isGroupToken(term) ? term : `"${term}"`);
}

const keyFallbacks = new Map<Locale, Promise<boolean>>();

/**
 * Whether a language's index holds a word an indexed key's search could fall back to
 * (KEY_FALLBACK_WORDS in src/lib/search/phonetic.ts): asked once a language; if it cannot be
 * told, taken as held (keys are then checked whole, as other short words are).
 */
function holdsKeyFallback(index: PagefindInstance, lang: Locale): Promise<boolean> {
  let held = keyFallbacks.get(lang);
  if (!held) {
    held = (async () => {
      for (const word of KEY_FALLBACK_WORDS) if ((await wholeWordIds(index, word)).size) return true;
      return false;
    })().catch(() => true);
    keyFallbacks.set(lang, held);
  }
  return held;
}

/** Articles in each language's index (from Pagefind's entry file), for the rarity of a word. */
let entrySizes: Promise<void> | null = null;
let knownSizes: Partial<Record<string, number>> = {};
function loadIndexSizes(): Promise<void> {
  entrySizes ??= fetch(SEARCH_ENTRY_URL)
    .then((response) => response.json() as Promise<{ languages?: Record<string, { page_count?: number }> }>)
    .then(({ languages = {} }) => {
      knownSizes = Object.fromEntries(Object.entries(languages).map(([lang, entry]) => [lang, entry.page_count ?? 0]));
    })
    .catch(() => {
      entrySizes = null; // sizes only sharpen the ranking: try again next time
    });
  return entrySizes;
}

/** Pagefind's results as search's matches, each having met `words`. */
const asMatches = (results: readonly PagefindResult[], words: string[]): IndexMatch<PagefindResult>[] =>
  results.map((result) => ({ id: result.id, score: result.score, words, result }));

/**
 * One term's search in one language's Pagefind instance (see SearchIndex.search). Exported for
 * its unit test, which gives it a fake instance.
 */
export async function searchTerm(
  index: PagefindInstance,
  term: string,
  { exact, lang }: { exact: boolean; lang: Locale },
): Promise<IndexMatch<PagefindResult>[]> {
  // Pagefind scores only its prefix search (a quoted search scores every article 1).
  if (exact) {
    // A fragment of a word ("पी", "k": see isShortWord in query.ts) is met whole. Where few
    // articles hold it, its prefix search scores them (a title naming it counts: "वीटामिन डी");
    // where many do, that search meets thousands of longer words (पी: 145 ms at 10,000
    // articles) for a word that counts for little in the ranking: every article alike.
    if (!isIndexedKey(term)) {
      const whole = (await index.search(`"${term}"`))?.results ?? [];
      if (whole.length > FRAGMENT_SCORED || !whole.length) return asMatches(whole, [term]);
      const ids = new Set(whole.map((result) => result.id));
      return asMatches(
        ((await index.search(term))?.results ?? []).filter((result) => ids.has(result.id)),
        [term],
      );
    }
    // A key as the index holds it meets only itself (see KEY_FALLBACK_WORDS): its prefix search
    // scores it. Else the prefix search's articles are kept where its quoted search finds them.
    const results = (await index.search(term))?.results ?? [];
    if (!results.length || !(await holdsKeyFallback(index, lang))) return asMatches(results, [term]);
    const whole = await wholeWordIds(index, term);
    return asMatches(
      results.filter((result) => whole.has(result.id)),
      [term],
    );
  }
  // A group token meets only itself (see isGroupToken), and a key only the keys that begin with
  // it where the index holds no word its search could fall back to (see KEY_FALLBACK_WORDS): no
  // second search, and no fragment read to learn which word it met. At 10,000 articles a common
  // token's search costs tens of milliseconds, and a query asks for several.
  if (isGroupToken(term) || (term.startsWith(KEY_PREFIX) && !(await holdsKeyFallback(index, lang))))
    return asMatches((await index.search(term))?.results ?? [], [term]);
  // Counted, not listed: a quoted search scores each article it meets, and a common word
  // ("बात", "करूं") is held by thousands (10–20 ms each at 10,000 articles).
  const whole = await articlesMeeting(index, `"${term}"`);
  if (!whole) {
    // Not a word of the index: counted first, so that nothing, or only a shorter word the term
    // begins with (see meetsOnlyShortWord), is not scored article by article. Only a count over
    // FRAGMENT_SCORED is checked: fewer articles cost little to score, and the check's counts
    // may fetch another part of the index.
    const met = await articlesMeeting(index, term);
    if (!met) return [];
    if (met > FRAGMENT_SCORED && (await meetsOnlyShortWord(term, met, (word) => articlesMeeting(index, `"${word}"`)))) return [];
  }
  const results = (await index.search(term))?.results ?? [];
  if (!results.length) return [];
  // When no word of the index begins with the term, Pagefind answers with the longest word the
  // term begins with ("kitna" → "k", from "vitamin K"), the same for every result; and its
  // stemmer may take a slip for a rare word ("accidity" and "accidentally" share "accid").
  // So unless the term is a common enough word of the index, the first result's text says
  // which word it met (one fragment, only for such terms).
  return asMatches(results, whole > RARE ? [term] : await matchedWords(results[0]!, term));
}

/**
 * The index as src/lib/search/run.ts asks it. One search at a time (run.ts awaits each):
 * starting them all at once on a fresh page load intermittently failed ("memory access out of
 * bounds") or lost results.
 */
export const pagefindIndex: SearchIndex<PagefindResult> = {
  async search(term, options) {
    const [index] = await Promise.all([instanceFor(options.lang), loadIndexSizes()]);
    return searchTerm(index, term, options);
  },
  size: (lang) => knownSizes[lang] ?? 0,
  words: loadIndexWords,
  nonAdvice: nonAdviceIds,
  // Pagefind keeps each result's data once loaded: showing the result later costs nothing more.
  title: async (_lang, result) => (await result.data()).meta?.title?.trim() ?? '',
  meets: async (term, { lang }) => {
    const [index] = await Promise.all([instanceFor(lang), loadIndexSizes()]);
    return articlesMeetingAtLeast(index, term);
  },
};

const nonAdviceLists = new Map<Locale, Promise<ReadonlySet<string>>>();

/**
 * The ids of a language's pages that give no health advice, by their Pagefind filter (the build's
 * search step sets it): one small filter file per language, asked once. None if it cannot be had
 * (those pages then rank by their words alone, their weight in the index already lowered). When
 * the filter file cannot be fetched, Pagefind answers no pages and that answer is kept for the
 * page's life; only a failure to load the index itself is asked again.
 */
function nonAdviceIds(lang: Locale): Promise<ReadonlySet<string>> {
  let ids = nonAdviceLists.get(lang);
  if (!ids) {
    ids = instanceFor(lang)
      .then((index) => index.search(null, { filters: { [NON_ADVICE_FILTER.name]: NON_ADVICE_FILTER.value } }))
      .then((found): ReadonlySet<string> => new Set((found?.results ?? []).map((result) => result.id)))
      .catch(() => {
        nonAdviceLists.delete(lang); // no index yet: the next search tries again
        return new Set<string>();
      });
    nonAdviceLists.set(lang, ids);
  }
  return ids;
}

/** Loads what the results list shows for some results (their fragments), dropping any without a usable link. */
export async function loadHits(results: readonly { lang: Locale; result: PagefindResult }[], query: ExcerptQuery): Promise<SearchHit[]> {
  const hits = await Promise.all(results.map(async ({ lang, result }) => toSearchHit(await result.data(), lang, query)));
  return hits.filter((hit): hit is SearchHit => hit !== null);
}

const wordLists = new Map<Locale, Promise<string[]>>();

/**
 * The index's own words in a language, for mending misspelt words and "Did you mean" (written
 * by the build's search step; fetched only when a word found nothing, once per language). None
 * if it cannot be had.
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
