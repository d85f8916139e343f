import { SEARCH_LEXICON_URL } from '../lib/offline.ts';
import { prepareLexicon, prepareLexiconInSlices, type PreparedLexicon, type SearchLexiconData } from '../lib/search/query.ts';

/**
 * The lexicon a query is read with (synonym groups and stop words), fetched from the file the
 * build writes beside the index (src/lib/offline.ts) as a search page loads, and prepared once,
 * at its first search. Browser-only.
 */

/** No synonyms, no stop words: what a search uses when the file cannot be had. */
const NO_LEXICON: SearchLexiconData = { groups: [], stopWords: [], romanisedStopWords: [], hindiStopWords: [], marathiStopWords: [] };

/** Whether a parsed file has the lexicon's shape (it is the build's own output: a shape check suffices). */
function isLexiconData(value: unknown): value is SearchLexiconData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    Array.isArray(data.groups) &&
    data.groups.every(
      (group: unknown) =>
        typeof group === 'object' &&
        group !== null &&
        typeof (group as { id?: unknown }).id === 'string' &&
        strings((group as { terms?: unknown }).terms),
    ) &&
    strings(data.stopWords) &&
    strings(data.romanisedStopWords) &&
    strings(data.hindiStopWords) &&
    strings(data.marathiStopWords) &&
    (data.letters === undefined ||
      (typeof data.letters === 'object' &&
        data.letters !== null &&
        Object.values(data.letters).every((chars) => typeof chars === 'string')))
  );
}

let fetched: Promise<SearchLexiconData> | null = null;
let lexicon: Promise<PreparedLexicon> | null = null;

/**
 * Fetches the lexicon's file, once: a search page asks for it as it loads, so that the first
 * query does not wait for the network. Preparing it waits for that query (see below).
 */
export function fetchSearchLexicon(): Promise<SearchLexiconData> {
  fetched ??= fetch(SEARCH_LEXICON_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_LEXICON_URL}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => {
      if (!isLexiconData(data)) throw new Error(`${SEARCH_LEXICON_URL}: not a search lexicon`);
      return data;
    })
    .catch((error: unknown) => {
      fetched = null; // the next search tries again
      throw error;
    });
  return fetched;
}

/**
 * The prepared lexicon, made at the first search: preparing its lookups holds the page for tens
 * of milliseconds on a phone, which a reader who has not searched yet should not wait through.
 * If the file cannot be fetched or read, the search goes on without synonyms (every word still
 * searches the index) and the next search tries again: offline without a saved index,
 * Pagefind's own files fail next and the reader is told so.
 */
export async function loadSearchLexicon(): Promise<PreparedLexicon> {
  lexicon ??= fetchSearchLexicon().then(prepareLexiconInSlices);
  try {
    return await lexicon;
  } catch (error) {
    lexicon = null;
    console.warn('Search synonyms unavailable, searching the words as typed:', error);
    return prepareLexicon(NO_LEXICON);
  }
}
