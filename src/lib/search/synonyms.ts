import { MIN_KEY_LENGTH, phoneticKey } from './phonetic.ts';
import { aksharaCount, devanagariStem, hasDevanagari, normaliseDevanagari, searchWords } from './text.ts';
import { oncePerString } from '../memo.ts';

/**
 * Synonym groups (content/search-terms.yaml): words that mean the same thing to a reader, in
 * any script, and their usual misspellings. The index holds one made-up word per group, its
 * token, beside every article that names a term; a query that names any term or misspelling of
 * the group, alone or among other words, searches that one token.
 */

/** A group of words that mean the same thing to a reader, and their usual misspellings. */
export interface SearchTermGroup {
  /** Stable name of the group: its token is derived from it, so adding a group moves no other. */
  id: string;
  terms: string[];
  /** Hindi and Marathi words as readers type them in Latin letters ("madhumeh"): a query naming one is romanised. */
  romanised?: string[] | undefined;
  misspellings?: string[] | undefined;
  /**
   * An aspect of a topic rather than a topic ("eat", "benefits", "symptoms"): it ranks the
   * articles on the topic that name it higher, never an article above one on the topic.
   */
  aspect?: boolean | undefined;
}

/** Letters of group tokens: consonants only, so that no stemmer takes a suffix off one. */
const TOKEN_LETTERS = 'bcdfghjkmnpqrtvwxz';
const TOKEN_LENGTH = 4;

/** 32-bit FNV-1a of a text's UTF-16 code units: small, stable, and the same in Node and browsers. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The token the index holds for a group: `xsyn` and four consonants derived from the group's
 * `id`, so a token stays the same when other groups are added or moved (a reader's saved
 * offline index keeps working). All tokens have one length, so none is the beginning of another
 * (Pagefind also finds the words that start with what was searched). Validation refuses two ids
 * with one token.
 * @example groupToken('blood-pressure') === groupToken('blood-pressure') // => true
 * @example /^xsyn[bcdfghjkmnpqrtvwxz]{4}$/.test(groupToken('diabetes')) // => true
 */
export function groupToken(id: string): string {
  let hash = fnv1a(id);
  let letters = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    letters += TOKEN_LETTERS[hash % TOKEN_LETTERS.length];
    hash = Math.floor(hash / TOKEN_LETTERS.length);
  }
  return `xsyn${letters}`;
}

/** Any group token, as a regular-expression source. */
export const GROUP_TOKEN_SOURCE = `xsyn[${TOKEN_LETTERS}]{${TOKEN_LENGTH}}`;

const GROUP_TOKEN = new RegExp(`^${GROUP_TOKEN_SOURCE}$`);

/**
 * Whether a search term is a group token. A prefix search for one meets that token only (all have
 * one length), so the index need not check which word it met.
 * @example isGroupToken(groupToken('salt')) // => true
 * @example isGroupToken('xsynonym') // => false
 */
export const isGroupToken = (term: string): boolean => GROUP_TOKEN.test(term);

/** A word of a text: a run of letters, vowel signs and digits (anything else ends it). */
const TEXT_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** What may join the words of a phrase in a text: spaces or hyphens ("blood-pressure"). */
const PHRASE_JOINER = /^[\s-]+$/u;

/** The words of a text in lower case, and for each word whether only spaces or hyphens join it to the next. */
function wordRun(text: string): { words: string[]; joined: boolean[] } {
  const words: string[] = [];
  const joined: boolean[] = [];
  let end = 0;
  for (const match of text.matchAll(TEXT_WORD)) {
    if (words.length) joined.push(PHRASE_JOINER.test(text.slice(end, match.index)));
    words.push(match[0].toLowerCase());
    end = match.index + match[0].length;
  }
  return { words, joined };
}

/** Whether only spaces or hyphens join the `length` words from `start` (see wordRun). */
function joinedRun(joined: readonly boolean[], start: number, length: number): boolean {
  for (let i = start; i < start + length - 1; i++) if (!joined[i]) return false;
  return true;
}

/** Finds the terms of synonym groups in a text: built once per index from search-terms.yaml. */
export interface GroupMatcher {
  /** The tokens of the groups whose terms a text holds, once per occurrence (at most `cap` per group). */
  tokensIn: (text: string, cap?: number) => string[];
}

/** A Devanagari word of one word-term, compared by its stem: "वजनाचा" names वजन, "पावसाळ्यात" पावसाळा. */
const DEVANAGARI_WORD = /[\u0900-\u097f]+/gu;

/**
 * Whether a one-word term is compared by its stem: a Devanagari word of three letters or more.
 * Shorter words are compared whole: their stems are other words ("दही" curd and "दहा" ten share "दह").
 */
export const matchesByStem = (word: string): boolean => hasDevanagari(word) && aksharaCount(word) >= 3;

/**
 * A matcher for the terms of `groups` (misspellings are never in articles): Latin terms and
 * phrases as whole words, any case, with a plural ending ("bones" names bone); a one-word
 * Devanagari term also by its stem, so that its inflected forms name it ("वजनाचा" names वजन).
 * @example groupMatcher([{ id: 'bp', terms: ['blood pressure', 'bp'] }]).tokensIn('High blood pressure (BP), not BPA.').length // => 2
 * @example groupMatcher([{ id: 'weight', terms: ['weight', 'वजन'] }]).tokensIn('वजनाचा काटा').length // => 1
 */
export function groupMatcher(groups: readonly SearchTermGroup[]): GroupMatcher {
  const groupsOf = new Map<string, string[]>();
  const stemsOf = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    if (key && !map.get(key)?.includes(id)) map.set(key, [...(map.get(key) ?? []), id]);
  };
  /** The first words of the phrases of two words or more: no other word starts one. */
  const phraseStarts = new Set<string>();
  let longest = 1;
  for (const group of groups) {
    for (const term of group.terms) {
      const words = searchWords(term);
      if (words.length === 1 && matchesByStem(words[0]!)) add(stemsOf, devanagariStem(words[0]!), group.id);
      else add(groupsOf, words.join(' '), group.id);
      if (words.length > 1) phraseStarts.add(words[0]!);
      longest = Math.max(longest, words.length);
    }
  }
  // A phrase as written, else with an English plural ending off its last (Latin) word.
  const idsOf = (phrase: string) =>
    groupsOf.get(phrase) ??
    (/[a-z]s$/.test(phrase) ? groupsOf.get(phrase.slice(0, -1)) : undefined) ??
    (/[a-z]es$/.test(phrase) ? groupsOf.get(phrase.slice(0, -2)) : undefined);
  // The groups a Devanagari word names by its stem, per word: the index step asks for the same
  // words in article after article.
  const stemGroups = oncePerString((word) => (matchesByStem(word) ? stemsOf.get(devanagariStem(word)) : undefined));
  const tokenOf = oncePerString(groupToken);
  return {
    tokensIn(text, cap = 3) {
      const counts = new Map<string, number>();
      const count = (ids: readonly string[] | undefined) => {
        for (const id of ids ?? []) counts.set(id, Math.min(cap, (counts.get(id) ?? 0) + 1));
      };
      const normal = normaliseDevanagari(text);
      // Word by word, the longest phrase first: one pass over the words, where one regular
      // expression of every term took a third of the index step's time at 1,000 articles.
      if (groupsOf.size) {
        const { words, joined } = wordRun(normal);
        for (let start = 0; start < words.length;) {
          let length = phraseStarts.has(words[start]!) ? Math.min(longest, words.length - start) : 1;
          for (; length >= 1; length--) {
            if (length > 1 && !joinedRun(joined, start, length)) continue;
            const ids = idsOf(length === 1 ? words[start]! : words.slice(start, start + length).join(' '));
            if (ids) {
              count(ids);
              break;
            }
          }
          start += Math.max(1, length);
        }
      }
      if (stemsOf.size) for (const [word] of normal.matchAll(DEVANAGARI_WORD)) count(stemGroups(word));
      return [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => tokenOf(id)));
    },
  };
}

/** A run of a query's words that names a synonym group. */
export interface GroupMention {
  /** Index of the first word and the number of words. */
  start: number;
  length: number;
  groups: SearchTermGroup[];
}

/** Looks up query phrases in the groups: as written, by the stem of a Devanagari word, and by the phonetic key of one-word terms. */
export interface GroupLexicon {
  /** The groups whose term or misspelling is this phrase (words in search's normal form), an English plural or an inflected Devanagari word included. */
  byWords: (words: readonly string[]) => SearchTermGroup[];
  /**
   * The groups one of whose short terms sounds like this word; `loose` when only with an ending
   * added; `devanagari` when the term is a Hindi or Marathi one (a Latin spelling of it is romanised).
   */
  byKey: (word: string) => SoundAlikes;
  longest: number;
}

/**
 * The lookups of {@link groupLexicon}. Working them out takes about 200 ms of a phone's CPU
 * (Lighthouse's 4× slowdown); a search page does it in slices ({@link groupLexiconDataInSlices}).
 */
export interface GroupLexiconData {
  words: Map<string, SearchTermGroup[]>;
  stems: Map<string, SearchTermGroup[]>;
  keys: Map<string, SearchTermGroup[]>;
  /** Keys some Devanagari term has. */
  devanagariKeys: Set<string>;
  /** The longest phrase of any group, in words (phrases are looked for up to this length). */
  longest: number;
}

/** The work of {@link groupLexiconData}, one group a step. */
function* groupLexiconSteps(groups: readonly SearchTermGroup[], stopWords: ReadonlySet<string>): Generator<void, GroupLexiconData> {
  const words = new Map<string, SearchTermGroup[]>();
  const stems = new Map<string, SearchTermGroup[]>();
  const keys = new Map<string, SearchTermGroup[]>();
  const devanagariKeys = new Set<string>();
  const add = (map: Map<string, SearchTermGroup[]>, key: string, group: SearchTermGroup) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    if (!list.includes(group)) list.push(group);
  };
  let longest = 1;
  const addByKey = (termWords: readonly string[], term: string, group: SearchTermGroup) => {
    const key = phoneticKey(termWords.join(''));
    if (key && key.length >= 2) add(keys, key, group);
    if (key && hasDevanagari(term)) devanagariKeys.add(key);
  };
  for (const group of groups) {
    for (const term of [...group.terms, ...(group.romanised ?? []), ...(group.misspellings ?? [])]) {
      const termWords = searchWords(term);
      longest = Math.max(longest, termWords.length);
      add(words, termWords.join(' '), group);
      if (termWords.length === 1 && matchesByStem(termWords[0]!)) add(stems, devanagariStem(termWords[0]!), group);
      // Terms of one or two words, in either script, by sound: "madhumeh", "sakhar", रक्तचाप as
      // readers spell them, and "kamar dard" for कमर दर्द.
      if (termWords.length <= 2) addByKey(termWords, term, group);
      // A phrase also without its stop words, as a query is read ("pani kiti pyave" as "pani
      // pyave" meets पाणी किती प्यावे); never down to one word, which would take that word over.
      const content = termWords.filter((word) => !stopWords.has(word));
      if (content.length >= 2 && content.length < termWords.length) {
        add(words, content.join(' '), group);
        if (content.length === 2) addByKey(content, term, group);
      }
    }
    yield;
  }
  return { words, stems, keys, devanagariKeys, longest };
}

/** Works out the lookups of {@link groupLexicon} for `groups` (see {@link GroupLexiconData}). */
export function groupLexiconData(groups: readonly SearchTermGroup[], stopWords: ReadonlySet<string> = new Set()): GroupLexiconData {
  const steps = groupLexiconSteps(groups, stopWords);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * {@link groupLexiconData} in slices of about `sliceMs`, letting the page answer between them:
 * a search page would otherwise be blocked for one long task before its first query. 10 ms
 * here is 40 ms on a phone four times slower (as Lighthouse counts it), under the 50 ms that
 * makes a task long.
 */
export async function groupLexiconDataInSlices(
  groups: readonly SearchTermGroup[],
  stopWords: ReadonlySet<string> = new Set(),
  sliceMs = 10,
): Promise<GroupLexiconData> {
  const steps = groupLexiconSteps(groups, stopWords);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
}

/**
 * The lookup of query phrases for `groups`: as written (terms and misspellings, any length; a
 * plural "s" or an inflected Devanagari word met as its term), and one word by the phonetic key
 * of the one-word terms, so that a romanised spelling meets the group ("raktchaap" → रक्तचाप →
 * blood pressure). `data`: the lookups already worked out for these groups and stop words.
 */
export function groupLexicon(
  groups: readonly SearchTermGroup[],
  stopWords: ReadonlySet<string> = new Set(),
  data: GroupLexiconData = groupLexiconData(groups, stopWords),
): GroupLexicon {
  const { words, stems, keys, devanagariKeys } = data;
  return {
    byWords: (phrase) => {
      const found = words.get(phrase.join(' '));
      if (found) return found;
      if (phrase.length !== 1) return [];
      const [word] = phrase as [string];
      if (matchesByStem(word)) return stems.get(devanagariStem(word)) ?? [];
      return /[a-z]{3,}e?s$/.test(word) ? (words.get(word.replace(/s$/, '')) ?? words.get(word.replace(/es$/, '')) ?? []) : [];
    },
    byKey: (word) => soundAlikes(word, keys, devanagariKeys),
    longest: data.longest,
  };
}

/**
 * The groups whose term sounds like a word, by phonetic key: the same key, or (for a word of
 * three sounds or more) a term's key and an ending of at most three letters ("madhumehat",
 * "vitaminon", "maide"). A two-letter key counts only for a word typed with four letters or
 * more ("taan" for ताण, never "tan").
 */
/** Groups a word sounds like (see {@link GroupLexicon.byKey}). */
export interface SoundAlikes {
  groups: SearchTermGroup[];
  loose: boolean;
  devanagari: boolean;
}

function soundAlikes(word: string, keys: ReadonlyMap<string, SearchTermGroup[]>, devanagariKeys: ReadonlySet<string>): SoundAlikes {
  const none = { groups: [], loose: false, devanagari: false };
  const key = phoneticKey(word);
  if (!key) return none;
  const found = (termKey: string, loose: boolean): SoundAlikes | null => {
    const groups = keys.get(termKey);
    return groups ? { groups, loose, devanagari: devanagariKeys.has(termKey) } : null;
  };
  if (key.length < MIN_KEY_LENGTH) return (Array.from(word).length >= 4 && found(key, false)) || none;
  const exact = found(key, false);
  if (exact) return exact;
  for (let length = key.length - 1; length >= MIN_KEY_LENGTH && key.length - length <= (length >= 4 ? 3 : 2); length--) {
    const prefix = found(key.slice(0, length), true);
    if (prefix) return prefix;
  }
  return none;
}
