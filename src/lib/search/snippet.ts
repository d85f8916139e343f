import { INDEX_ONLY_MARK } from './index-text.ts';
import { phoneticKey } from './phonetic.ts';
import { devanagariStem, hasDevanagari, searchWords } from './text.ts';
import { oncePerObject, oncePerString } from '../memo.ts';

/**
 * The excerpt under a search result: the article's own words only (never the index-only words
 * after {@link INDEX_ONLY_MARK}, never its tags or title again), starting at the beginning of the
 * sentence that best matches the query, with what matched highlighted, including Devanagari
 * words that sound like a romanised query ("pani" marks पानी).
 */

/** A piece of an excerpt: plain text, or a highlighted match. */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

/** About how many words an excerpt shows. */
export const EXCERPT_WORDS = 30;

/** What the query asks to highlight. */
export interface ExcerptQuery {
  /** Words and phrases as typed, and the terms of the synonym groups named. */
  highlight: readonly string[];
  /** Phonetic keys of the typed words. */
  keys: readonly string[];
}

/**
 * The article's own text from what the index holds: everything before the index-only words,
 * without the title Pagefind puts first, and without the doubled stops Pagefind adds after
 * blocks that already end in one ("by mouth.." → "by mouth.").
 * @example articleText('Salt. Eat less salt.. Really. xqindexonly. xsynbbbb qzslt', 'Salt') // => 'Eat less salt. Really.'
 */
export function articleText(content: string, title = ''): string {
  const end = content.indexOf(INDEX_ONLY_MARK);
  let text = (end === -1 ? content : content.slice(0, end))
    .replace(/\s+([.,;:!?।])/g, '$1')
    .replace(/([.!?।])(?:\s*[.!?।])+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const heading = title.trim();
  if (heading && text.startsWith(heading)) text = text.slice(heading.length).replace(/^[.!?।]?\s*/, '');
  return text;
}

/** Sentences of a text: each ends with its stop (., !, ?, ।). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?।])\s+/).filter(Boolean);
}

/** A word of the text and where it is. */
const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;

/** Whether two words are one word but for an ending ("meal"/"meals", "burn"/"burning"). */
function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && short.length >= Math.max(3, long.length - 3);
}

/**
 * A matcher of the text's words against the query, made once per query (the results of one
 * search share it) and remembering each word's answer: an article repeats its words, and a query
 * that names synonym groups has many terms to compare each with (at 10,000 articles this was a
 * quarter of a long query's time).
 */
export const wordMatcher = oncePerObject((query: ExcerptQuery): ((word: string) => boolean) => {
  const single = new Set<string>();
  for (const phrase of query.highlight) for (const word of searchWords(phrase)) single.add(word);
  // Words of three letters or more also meet their forms with an ending; shorter ones only themselves.
  // Filed by their first three characters, which a word must share with one to be its form (see sameWord).
  const endings = new Map<string, string[]>();
  for (const typed of single) {
    if (Array.from(typed).length < 3) continue;
    const start = typed.slice(0, 3);
    endings.set(start, [...(endings.get(start) ?? []), typed]);
  }
  const stems = [...single]
    .filter(hasDevanagari)
    .map(devanagariStem)
    .filter((stem) => Array.from(stem).length >= 2);
  const keys = query.keys.filter((key) => key.length >= 3);
  const matches = (raw: string): boolean => {
    const [word] = searchWords(raw);
    if (!word) return false;
    if (single.has(word) || endings.get(word.slice(0, 3))?.some((typed) => sameWord(typed, word))) return true;
    if (hasDevanagari(word)) {
      if (stems.some((stem) => word.startsWith(stem))) return true;
      // No sound to compare with (a group's term is matched as written): no key to work out.
      if (!keys.length) return false;
      const key = phoneticKey(word);
      if (key && keys.some((typed) => key === typed || (typed.length >= 4 && key.startsWith(typed)))) return true;
      // An inflected form whose stem sounds like the typed word: मिठाबद्दल (about salt) for मीठ,
      // where the vowel's length changes as the ending is added.
      const stemKey = phoneticKey(devanagariStem(word));
      if (stemKey && stemKey !== key && keys.includes(stemKey)) return true;
    }
    return false;
  };
  return oncePerString(matches);
});

/** The text cut to about `limit` words, at a word's end, with "…" when cut. */
function cut(text: string, limit: number): string {
  const parts = text.split(' ');
  return parts.length <= limit
    ? text
    : `${parts
        .slice(0, limit)
        .join(' ')
        .replace(/[,;:]$/, '')} …`;
}

/**
 * The excerpt of an article for a query: from the start of its best-matching sentence (the
 * one that matches the most different query words; the first such), about
 * {@link EXCERPT_WORDS} words, matches marked. Without any match, the article's beginning.
 * @example excerpt('Intro here. Too much salt raises blood pressure. More.', { highlight: ['salt'], keys: [] }).map((s) => s.text).join('') // => 'Too much salt raises blood pressure. More.'
 */
export function excerpt(text: string, query: ExcerptQuery): ExcerptSegment[] {
  const matches = wordMatcher(query);
  const all = sentences(text);
  let best = -1;
  let bestScore = 0;
  all.forEach((sentence, index) => {
    const found = new Set<string>();
    for (const [word] of sentence.matchAll(WORD)) if (matches(word)) found.add(searchWords(word)[0] ?? word);
    // A heading ("Key points.", "Warning signs") is a poor excerpt: a sentence of three words or fewer counts less.
    const score = found.size + (sentence.split(' ').length >= 4 ? 0.5 : 0);
    if (found.size && score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const start = best === -1 ? 0 : best;
  const shown = cut(all.slice(start).join(' '), EXCERPT_WORDS);
  return markWords(shown, matches);
}

/** Splits a text into plain and marked segments, marking each word the matcher accepts. */
function markWords(text: string, matches: (word: string) => boolean): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0])) continue;
    const gap = text.slice(last, found.index);
    const previous = segments.at(-1);
    // Two marked words with only a space between read as one highlight ("blood pressure").
    if (previous?.mark && /^\s*$/.test(gap)) previous.text += gap + found[0];
    else {
      if (gap) segments.push({ text: gap, mark: false });
      segments.push({ text: found[0], mark: true });
    }
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}
