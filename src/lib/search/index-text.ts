import { indexedKeyWord, isIndexedKey } from './phonetic.ts';
import { isGroupToken, type GroupMatcher } from './synonyms.ts';
import { hasDevanagari, normaliseDevanagari, withoutAccents } from './text.ts';
import { oncePerObject, oncePerString } from '../memo.ts';

/**
 * What the search index holds for an article besides its own text: words readers may type that
 * the text does not spell (synonym tokens, phonetic keys, normal forms), weighted by where the
 * article says them. They follow the article's text after {@link INDEX_ONLY_MARK}, which the
 * results cut off: readers see only the article's own words (src/lib/search/snippet.ts).
 */

/**
 * The word that starts the index-only text of every article (never shown, never a reader's word,
 * nor the beginning of one: "arogyaindexonlyxq" was, and "arogya" met every article).
 */
export const INDEX_ONLY_MARK = 'xqindexonly';

/**
 * Whether an index-only word is a group token or a phonetic key: they come last, after the other
 * index-only words, and the results' fragments leave them out (no result shows them, and search
 * never reads them back: see `slimFragment` in scripts/lib/search-index.ts).
 * @example isCodedWord('qzpnix') // => true
 * @example isCodedWord('qzpni') // => false
 */
export const isCodedWord = (word: string): boolean => isGroupToken(word) || isIndexedKey(word);

/**
 * The Pagefind filter of the pages that give no health advice (about pages, the editorial
 * policy: `healthAdvice: false`). Search asks for them by it and ranks them below the articles
 * (src/lib/search/rank.ts); the filter is never offered to readers.
 */
export const NON_ADVICE_FILTER = { name: 'advice', value: 'no' } as const;

/** How much a word of the title counts (Pagefind's scale: body 1, h1 7, at most 10). */
export const TITLE_WEIGHT = 10;
/**
 * How much a word of the article's main search phrase counts (front-matter `focusKeyWord`, which
 * the editor calls "Main search phrase"): the author's word for what the article is about, as
 * strong as the title. A title naming several topics ("…: belly fat, BP and sugar together")
 * then does not outrank the article whose phrase is the one the reader typed.
 */
export const FOCUS_WEIGHT = TITLE_WEIGHT;
/** How much a tag counts. */
export const TAG_WEIGHT = 5;
/** How often one token or key counts in the body at most: a long article saying "sugar" 40 times is not 40 times as relevant. */
export const BODY_CAP = 3;

/** An article as the index step reads it from its built page. */
export interface IndexedArticle {
  title: string;
  /** The article's main search phrase ('' when it has none). */
  focus?: string;
  tags: string[];
  /** The indexed text of the article (title and body). */
  text: string;
}

/** The index-only words of an article, by the weight they are indexed with. */
export interface IndexExtras {
  /** Tokens of the groups the title names, and the phonetic keys of its Devanagari words. */
  title: string[];
  /** The main search phrase's words in search's normal form, its groups' tokens and phonetic keys. */
  focus: string[];
  /** The tags, their groups' tokens and phonetic keys. */
  tags: string[];
  /** Group tokens and phonetic keys of the text (each at most {@link BODY_CAP} times), and the normal form of words written another way (Devanagari variants, Latin accents). */
  body: string[];
}

/** A number written with separators, in the Indian or the international way: "60,000", "1,00,000". */
const GROUPED_NUMBER = /\d{1,3}(?:,\d{2,3})+(?!\d)/g;

/** Words of a text as written (Devanagari with its vowel signs), split at anything else. */
const WORDS = /[\p{L}\p{M}\p{Nd}]+/gu;

/**
 * What the index step works out per word, kept for as long as the synonym matcher it uses (one
 * per build): the same words recur in article after article, and at 1,000 articles working them
 * out again for each took about 1.5 s of the step's CPU.
 */
const wordMemo = oncePerObject((_groups: GroupMatcher) => ({
  /** A Devanagari word's phonetic key ('' when it has none). */
  key: oncePerString((word) => indexedKeyWord(word) ?? ''),
  /** A word in search's normal form, without accents. */
  normal: oncePerString((word) => withoutAccents(normaliseDevanagari(word))),
}));
type WordMemo = ReturnType<typeof wordMemo>;

/** The phonetic keys of a text's Devanagari words, each at most `cap` times, in order of first use. */
function keysOf(text: string, cap: number, memo: WordMemo): string[] {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(WORDS)) {
    if (!hasDevanagari(word)) continue;
    const key = memo.key(word);
    if (key) counts.set(key, Math.min(cap, (counts.get(key) ?? 0) + 1));
  }
  return [...counts].flatMap(([key, count]) => Array.from({ length: count }, () => key));
}

/**
 * The index-only words of an article: what readers may type that its text does not spell.
 * @example indexExtras({ title: 'रक्तचाप', tags: [], text: 'रक्तचाप आणि मीठ' }, { tokensIn: () => [] }).body // => ['qzrktcpx', 'qzanix', 'qzmitx']
 */
export function indexExtras({ title, focus = '', tags, text }: IndexedArticle, groups: GroupMatcher): IndexExtras {
  const memo = wordMemo(groups);
  const tagText = tags.join(' ');
  // Words written otherwise than readers type them: in search's normal form (ऍ as ॲ, "Barré" as
  // "barre", १२ as 12), and numbers without their separators ("60,000" and "1,00,000" as typed).
  const variants = new Set<string>();
  const all = `${title} ${tagText} ${text}`;
  for (const [word] of all.matchAll(WORDS)) {
    const normal = memo.normal(word);
    if (normal !== word) variants.add(normal);
  }
  for (const [number] of normaliseDevanagari(all).matchAll(GROUPED_NUMBER)) variants.add(number.replace(/,/g, ''));
  return {
    title: [...groups.tokensIn(title, 1), ...keysOf(title, 1, memo)],
    focus: [...[...focus.matchAll(WORDS)].map(([word]) => memo.normal(word)), ...groups.tokensIn(focus, 1), ...keysOf(focus, 1, memo)],
    tags: [...tags.map(normaliseDevanagari), ...groups.tokensIn(tagText, 1), ...keysOf(tagText, 1, memo)],
    body: [...groups.tokensIn(text, BODY_CAP), ...keysOf(text, BODY_CAP, memo), ...variants],
  };
}
