import Sanscript from '@indic-transliteration/sanscript';
import { editDistance } from './edit-distance.ts';

export { editDistance };

/**
 * The text side of search: one normal form for Devanagari (applied to the indexed text and to
 * queries, so that the spellings readers type meet the spelling the author used), and a loose
 * Latin form of Hindi and Marathi words, so that "madhumeh", "madhumeha" and "maDhumeh" meet
 * मधुमेह. Pure: no DOM, no Node.
 */

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_LETTER = /[a-z]/i;

/** Whether a text has any Devanagari letter (then it is searched in Hindi and Marathi). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** Whether a text is written in Latin letters only (digits and punctuation aside). */
export function isLatinText(text: string): boolean {
  return LATIN_LETTER.test(text) && !hasDevanagari(text) && !/[^\u0000-\u024f\u1e00-\u1eff\s]/.test(text);
}

/** Letters with a nukta written as one code point, and their base letter. */
const NUKTA_LETTERS: Record<string, string> = {
  '\u0929': '\u0928', // ऩ → न
  '\u0931': '\u0930', // ऱ → र
  '\u0934': '\u0933', // ऴ → ळ
  '\u0958': '\u0915', // क़ → क
  '\u0959': '\u0916', // ख़ → ख
  '\u095a': '\u0917', // ग़ → ग
  '\u095b': '\u091c', // ज़ → ज
  '\u095c': '\u0921', // ड़ → ड
  '\u095d': '\u0922', // ढ़ → ढ
  '\u095e': '\u092b', // फ़ → फ
  '\u095f': '\u092f', // य़ → य
};

/**
 * The one normal form of Devanagari text for search:
 * - Unicode NFC, then nukta letters written as their base letter (ज़ → ज, ड़ → ड): readers
 *   rarely type the nukta, authors often do;
 * - the vowel "ॲ" however it was typed: अ + ZWJ + ॅ, अ + ॅ, and ऍ all become ॲ (U+0972);
 *   likewise ऑ typed as अ + ॉ becomes ऑ;
 * - chandrabindu (ँ) becomes anusvara (ं), as most keyboards and many authors write it;
 * - zero-width joiners and non-joiners are dropped (they change the shape, not the word).
 * Latin text is left as it is (only NFC).
 * @example normaliseDevanagari('अ\u200dॅसिडिटी') // => 'ॲसिडिटी'
 * @example normaliseDevanagari('ऍसिडिटी') // => 'ॲसिडिटी'
 * @example normaliseDevanagari('डायबिटीज़') // => 'डायबिटीज'
 * @example normaliseDevanagari('माँ') // => 'मां'
 */
export function normaliseDevanagari(text: string): string {
  if (!hasDevanagari(text)) return text.normalize('NFC');
  return text
    .normalize('NFC')
    .replace(/[\u0929\u0931\u0934\u0958-\u095f]/g, (letter) => NUKTA_LETTERS[letter] ?? letter)
    .replace(/\u093c/g, '')
    .replace(/\u0905[\u200c\u200d]?\u0945/g, '\u0972')
    .replace(/\u090d/g, '\u0972')
    .replace(/\u0905[\u200c\u200d]?\u0949/g, '\u0911')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u200c\u200d]/g, '');
}

/**
 * The loose Latin form of a romanised word, the same however it was romanised: lower case,
 * no accents, long vowels as short ones (aa, ee, oo), sh/ṣ/ś as s, ch/c as c, w as v, z as j,
 * ph as f, doubled letters once, and no final "a" (madhumeha → madhumeh).
 * @example looseRoman('Madhumeha') // => 'madhumeh'
 * @example looseRoman('saakhar') // => 'sakhar'
 * @example looseRoman('raktadaab') // => 'raktadab'
 */
export function looseRoman(word: string): string {
  let text = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  text = text
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/chh|ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/([a-z])\1+/g, '$1');
  if (text.length > 3) text = text.replace(/a$/, '');
  return text;
}

/**
 * The romanised, loose forms of Devanagari words (through ITRANS, then {@link looseRoman}):
 * each word as written and as said ({@link withoutMedialSchwa}), each form once; Latin words
 * are left out.
 * @example romaniseDevanagari('मधुमेह आणि साखर') // => ['madhumeh', 'ani', 'sakhar']
 * @example romaniseDevanagari('उच्च रक्तदाब') // => ['uca', 'raktadab']
 */
export function romaniseDevanagari(text: string): string[] {
  const words = normaliseDevanagari(text)
    .split(/[^\u0900-\u097f]+/)
    .filter((word) => hasDevanagari(word));
  const forms = words.flatMap((word) => {
    const itrans = Sanscript.t(word.replace(/\u0972/g, 'अ').replace(/\u0945/g, '\u0947'), 'devanagari', 'itrans')
      .replace(/\^/g, '')
      .replace(/\.N|\.n|M/g, 'n');
    return [looseRoman(itrans), looseRoman(withoutMedialSchwa(itrans))];
  });
  return [...new Set(forms)].filter((word) => word.length > 1);
}

const ITRANS_TOKEN = /chh|Ch|kh|gh|ch|jh|Th|Dh|th|dh|ph|bh|sh|Sh|aa|ai|au|ii|uu|ee|oo|./g;
const ITRANS_VOWELS = new Set(['a', 'A', 'aa', 'i', 'I', 'ii', 'u', 'U', 'uu', 'e', 'ai', 'o', 'au', 'ee', 'oo']);

/**
 * An ITRANS word as it is said and usually typed: Hindi and Marathi drop the inherent "a"
 * between two consonants when a vowel follows (मूलभूत "mUlabhUta" is said "mUlbhUt"); the
 * first syllable keeps it, and long vowels (A) are never dropped.
 * @example withoutMedialSchwa('mUlabhUta') // => 'mUlbhUta'
 * @example withoutMedialSchwa('madhumeha') // => 'madhumeha'
 */
export function withoutMedialSchwa(word: string): string {
  const tokens = word.match(ITRANS_TOKEN) ?? [];
  const isVowel = (token: string | undefined) => token !== undefined && ITRANS_VOWELS.has(token);
  const isConsonant = (token: string | undefined) => token !== undefined && /^[a-z]/i.test(token) && !isVowel(token);
  const kept: string[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    const afterNext = tokens[i + 2];
    // V C a C V, left to right on what is kept; a word-final "a" is silent, so it does not count.
    const silent =
      token === 'a' &&
      isVowel(kept[kept.length - 2]) &&
      isConsonant(kept[kept.length - 1]) &&
      isConsonant(next) &&
      isVowel(afterNext) &&
      !(afterNext === 'a' && i + 2 === tokens.length - 1);
    if (!silent) kept.push(token);
  });
  return kept.join('');
}

/** A group of words that mean the same thing to a reader, and their usual misspellings. */
export interface SearchTermGroup {
  terms: string[];
  misspellings?: string[];
}

/** One search to run for a query: a text, and its tier (0 = what the reader meant, 1 = as typed). */
export interface SearchVariant {
  text: string;
  tier: 0 | 1;
  /** The loose romanised form: it can only meet the romanised words of Hindi and Marathi articles. */
  loose?: true;
  /** A group's token for a Devanagari query: searched in Hindi and Marathi, not in English. */
  notInEnglish?: true;
  /** The Devanagari query as typed, for English articles only (which may quote the word). */
  onlyInEnglish?: true;
}

/** How a term is compared with a query: normal form, lower case, single spaces. */
export function termKey(text: string): string {
  return normaliseDevanagari(text)
    .toLowerCase()
    .replace(/[\s\-.]+/g, ' ')
    .trim();
}

/**
 * The groups a query belongs to: it is one of their terms or misspellings.
 * @example matchingGroups('BP', [{ terms: ['blood pressure', 'bp'] }]).length // => 1
 */
export function matchingGroups(query: string, groups: readonly SearchTermGroup[]): SearchTermGroup[] {
  const key = termKey(query);
  return groups.filter((group) => [...group.terms, ...(group.misspellings ?? [])].some((term) => termKey(term) === key));
}

/** Letters of group tokens: consonants only, so that no stemmer takes a suffix off one. */
const TOKEN_LETTERS = 'bcdfghjkmnpqrtvwxz';

/**
 * The token the index holds beside every term of the `index`-th synonym group (order of
 * search-terms.yaml): one made-up word per group, all of one length, so that none is the
 * beginning of another (Pagefind also finds words that start with what was typed).
 * @example groupToken(0) // => 'xsynbbb'
 * @example groupToken(19) // => 'xsynbcc'
 */
export function groupToken(index: number): string {
  const n = TOKEN_LETTERS.length;
  if (!Number.isInteger(index) || index < 0 || index >= n ** 3) throw new RangeError(`No token for synonym group ${index}.`);
  return `xsyn${TOKEN_LETTERS[Math.floor(index / n / n)]}${TOKEN_LETTERS[Math.floor(index / n) % n]}${TOKEN_LETTERS[index % n]}`;
}

/** Any group token, as a regular-expression source. */
const TOKEN_SOURCE = `xsyn[${TOKEN_LETTERS}]{3}`;

/** Any group token, to take out of what a reader sees (a result's excerpt). */
export const GROUP_TOKEN = new RegExp(`\\s*\\b${TOKEN_SOURCE}\\b`, 'gi');

/** A token Pagefind highlighted, with the punctuation it may highlight after it (captured). */
export const MARKED_GROUP_TOKEN = new RegExp(`\\s*<mark>\\s*${TOKEN_SOURCE}([^<\\p{L}\\p{N}]*)</mark>`, 'giu');

/** Escapes a text for use inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds any of `phrases` as whole words in any script (no letter, vowel sign or digit just
 * before or after), any case, a space in a phrase matching spaces or a hyphen; the longest
 * first. `null` for no phrases.
 * @example wholeWordsPattern(['bp', 'blood pressure'])?.test('High blood-pressure') // => true
 */
export function wholeWordsPattern(phrases: readonly string[]): RegExp | null {
  const words = phrases.map((phrase) => phrase.trim()).filter(Boolean);
  if (!words.length) return null;
  const alternatives = [...words].sort((a, b) => b.length - a.length).map((word) => escapeRegExp(word).replace(/\s+/g, '[\\s\\-]+'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');
}

/** Finds the terms of synonym groups in a text: built once per index from search-terms.yaml. */
export interface GroupMatcher {
  /** The tokens of the groups whose terms a text holds, once per occurrence (at most `cap` per group). */
  tokensIn: (text: string, cap?: number) => string[];
}

/**
 * A matcher for the terms of `groups` (misspellings are never in articles): whole words or
 * phrases, any case, compared in the Devanagari normal form.
 * @example groupMatcher([{ terms: ['blood pressure', 'bp'] }]).tokensIn('High blood pressure (BP), not BPA.') // => ['xsynbbb', 'xsynbbb']
 */
export function groupMatcher(groups: readonly SearchTermGroup[]): GroupMatcher {
  const groupsOf = new Map<string, number[]>();
  groups.forEach((group, index) => {
    for (const term of group.terms) {
      const key = termKey(term);
      if (key && !groupsOf.get(key)?.includes(index)) groupsOf.set(key, [...(groupsOf.get(key) ?? []), index]);
    }
  });
  const pattern = wholeWordsPattern([...groupsOf.keys()]);
  return {
    tokensIn(text, cap = 3) {
      if (!pattern) return [];
      const counts = new Map<number, number>();
      for (const [match] of normaliseDevanagari(text).matchAll(pattern)) {
        for (const index of groupsOf.get(termKey(match)) ?? []) counts.set(index, Math.min(cap, (counts.get(index) ?? 0) + 1));
      }
      return [...counts].flatMap(([index, count]) => Array.from({ length: count }, () => groupToken(index)));
    },
  };
}

/**
 * The searches to run for what a reader typed:
 * - a term or misspelling of synonym groups: each group's token, which the index holds beside
 *   every term of the group (so "bp" finds the blood-pressure articles, not the "BPA" ones, and
 *   "diabetis" finds diabetes), at the cost of one index chunk however many terms the group has;
 * - otherwise the query in its normal form, and, for a Latin query, its loose romanised form
 *   (which meets the romanised words indexed with each Hindi and Marathi article).
 * No text appears twice.
 * @example searchVariants('bp', [{ terms: ['sugar', 'chini'] }, { terms: ['blood pressure', 'bp'] }]) // => [{ text: 'xsynbbc', tier: 0 }]
 */
export function searchVariants(query: string, groups: readonly SearchTermGroup[]): SearchVariant[] {
  const normal = normaliseDevanagari(query).replace(/\s+/g, ' ').trim();
  if (normal === '') return [];
  const variants: SearchVariant[] = [];
  const seen = new Set<string>();
  const add = (text: string, tier: 0 | 1, loose = false) => {
    const clean = normaliseDevanagari(text).trim();
    const key = clean.toLowerCase();
    if (clean === '' || seen.has(key)) return;
    seen.add(key);
    variants.push(loose ? { text: clean, tier, loose: true } : { text: clean, tier });
  };
  // A query of a synonym group is searched as the group's one token (indexed beside every term
  // of the group, scripts/lib/search-index.ts): one index chunk, not one per term, and every
  // article with any of its terms, whichever was typed (a misspelling included).
  const found = groups.flatMap((group, index) => (matchingGroups(normal, [group]).length ? [index] : []));
  if (found.length) {
    // A word typed in Devanagari is a Hindi or Marathi reader's: their articles first, never
    // pushed down by every English article of the group.
    const devanagari = hasDevanagari(normal);
    for (const index of found)
      variants.push(devanagari ? { text: groupToken(index), tier: 0, notInEnglish: true } : { text: groupToken(index), tier: 0 });
    if (devanagari) variants.push({ text: normal, tier: 0, onlyInEnglish: true });
    return variants;
  }
  add(normal, 0);
  if (isLatinText(normal)) {
    const loose = normal.split(/\s+/).map(looseRoman).filter(Boolean).join(' ');
    add(loose, 0, true);
  }
  return variants;
}

/**
 * The variants worth searching in one language's index: English articles hold neither
 * romanised Hindi nor (as a rule) Devanagari words, so for a Latin query those variants are
 * not searched there (each search may download index chunks, which a reader on a slow
 * connection pays for); a Devanagari query is searched as it is.
 * @example variantsFor('en', [{ text: 'bp', tier: 0 }, { text: 'रक्तदाब', tier: 0 }]) // => [{ text: 'bp', tier: 0 }]
 */
export function variantsFor(lang: string, variants: readonly SearchVariant[]): SearchVariant[] {
  if (lang !== 'en') return variants.filter((variant) => !variant.onlyInEnglish);
  const english = variants.filter((variant) => !variant.loose && !variant.notInEnglish);
  const latin = english.filter((variant) => !hasDevanagari(variant.text));
  // A Devanagari query is still searched as typed (an English article may quote the word).
  return latin.length ? latin : english;
}

/**
 * The closest known word to a query that found nothing, or `null` when none is close
 * (at most a third of the query's letters changed).
 * @example suggestTerm('sugr', ['sugar', 'salt']) // => 'sugar'
 * @example suggestTerm('qwxzqwxz', ['sugar']) // => null
 */
export function suggestTerm(query: string, vocabulary: readonly string[]): string | null {
  const key = termKey(query);
  if (key.length < 3) return null;
  const limit = Math.max(1, Math.floor(Array.from(key).length / 3));
  let best: { word: string; distance: number } | null = null;
  for (const word of vocabulary) {
    const wordKey = termKey(word);
    if (wordKey === key) continue;
    const distance = editDistance(key, wordKey);
    if (distance <= limit && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word ?? null;
}

/**
 * The words of a synonym registry that "Did you mean" may offer (terms, never misspellings).
 */
export function suggestionVocabulary(groups: readonly SearchTermGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => group.terms))];
}

/**
 * "Did you mean" for a query that found nothing: the closest word of the first vocabulary
 * that has one (the synonym registry first, then the index's own words); for a query of
 * several words, each unknown word replaced by its closest known word.
 * @example suggestQuery('diabetis', [['diabetes'], ['diet']]) // => 'diabetes'
 * @example suggestQuery('vitamn d', [[], ['vitamin', 'sugar']]) // => 'vitamin d'
 * @example suggestQuery('zzzz', [['sugar']]) // => null
 */
export function suggestQuery(query: string, vocabularies: readonly (readonly string[])[]): string | null {
  for (const vocabulary of vocabularies) {
    const whole = suggestTerm(query, vocabulary);
    if (whole) return whole;
  }
  const words = query.trim().split(/\s+/);
  if (words.length < 2) return null;
  const all = vocabularies.flat();
  const known = new Set(all.map(termKey));
  let changed = false;
  const suggested = words.map((word) => {
    if (known.has(termKey(word))) return word;
    const closest = suggestTerm(word, all);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? suggested.join(' ') : null;
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

/** What an article gives the search index besides its text (read from its built page). */
export interface IndexedArticle {
  title: string;
  tags: string[];
  /** The indexed text of the article (title and body). */
  text: string;
}

/**
 * Extra words indexed with an article, so that queries meet it whatever the spelling:
 * - `weighted`: its title and tags (ranked above words that only occur in the body), with
 *   the loose romanised form of their Devanagari words ("madhumeh", "raktadab");
 * - `variants`: the normal form of every word of its text written differently
 *   ({@link normaliseDevanagari}), since queries are searched in the normal form.
 * @example indexExtras({ title: 'मधुमेह', tags: ['साखर'], text: 'ऍसिडिटी' }) // => { weighted: 'मधुमेह साखर madhumeh sakhar', variants: 'ॲसिडिटी' }
 */
export function indexExtras({ title, tags, text }: IndexedArticle): { weighted: string; variants: string } {
  const heading = [title, ...tags].join(' ');
  const weighted = [...new Set([normaliseDevanagari(heading), ...romaniseDevanagari(heading)])].join(' ').replace(/\s+/g, ' ').trim();
  const variants = new Set<string>();
  for (const word of `${heading} ${text}`.split(/[\s.,;:!?()[\]{}"'“”‘’।॥|/\\–—-]+/)) {
    if (!hasDevanagari(word)) continue;
    const normal = normaliseDevanagari(word);
    if (normal !== word) variants.add(normal);
  }
  return { weighted, variants: [...variants].join(' ') };
}
