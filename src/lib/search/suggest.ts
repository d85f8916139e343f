import { editDistance } from '../edit-distance.ts';
import type { SearchTermGroup } from './synonyms.ts';
import { termKey } from './text.ts';
import { oncePerObject } from '../memo.ts';

/**
 * "Did you mean": the closest known word to what a reader typed, from the synonym registry and
 * from the words the articles use (written per language by the build's search step).
 */

/**
 * The normal form of each word of a vocabulary, worked out once per list: an index's word list
 * (tens of thousands of words at 10,000 articles) is the same array for the page's life, and
 * normalising it again for every word a query mends cost tens of milliseconds.
 */
const vocabularyKeys = oncePerObject((vocabulary: readonly string[]): readonly string[] => vocabulary.map(termKey));

/**
 * The closest known word to a word or phrase, or `null` when none is close (at most a third of
 * its letters changed, and never for fewer than three letters).
 * @example suggestTerm('sugr', ['sugar', 'salt']) // => 'sugar'
 * @example suggestTerm('qwxzqwxz', ['sugar']) // => null
 */
export function suggestTerm(query: string, vocabulary: readonly string[]): string | null {
  const key = termKey(query);
  if (Array.from(key).length < 3) return null;
  const limit = Math.max(1, Math.floor(Array.from(key).length / 3));
  const keys = vocabularyKeys(vocabulary);
  let best: { word: string; distance: number } | null = null;
  for (const [i, word] of vocabulary.entries()) {
    const wordKey = keys[i]!;
    if (wordKey === key) continue;
    // A length difference beyond the limit can never be within it: skip the work.
    if (Math.abs(wordKey.length - key.length) > limit) continue;
    const distance = editDistance(key, wordKey);
    if (distance <= limit && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word ?? null;
}

/** The words of a synonym registry that "Did you mean" may offer (terms and romanised words, never misspellings). */
export function suggestionVocabulary(groups: readonly SearchTermGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => [...group.terms, ...(group.romanised ?? [])]))];
}

/** Letters (with their vowel signs) of any script: a word of an article's text. */
const WORD = /[\p{L}\p{M}]+/gu;

/**
 * The distinct words of an indexed text that "Did you mean" could offer: at least three
 * letters, lower-cased, in Unicode NFC (as written, so a suggestion is spelled as the articles spell it).
 * @example [...indexWords('Salt, SALT and blood-pressure: BP.')] // => ['salt', 'and', 'blood', 'pressure']
 */
export function indexWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of text.normalize('NFC').matchAll(WORD)) {
    if (Array.from(word).length >= 3) words.add(word.toLowerCase());
  }
  return words;
}

/**
 * The index's own vocabulary for "Did you mean": words in at least `minArticles` articles
 * (a word of one article is as likely a name or a slip as a word readers look for), the
 * `limit` most widespread first, alphabetical among equals (a stable file).
 * @example commonWords(new Map([['salt', 3], ['sugar', 5], ['xyz', 1]]), { limit: 10, minArticles: 2 }) // => ['sugar', 'salt']
 */
export function commonWords(
  articleCounts: ReadonlyMap<string, number>,
  { limit, minArticles }: { limit: number; minArticles: number },
): string[] {
  return [...articleCounts]
    .filter(([, count]) => count >= minArticles)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([word]) => word);
}
