import { hasDevanagari, normaliseDevanagari } from './text.ts';

/**
 * A loose phonetic key for Hindi and Marathi words, the same whether the word was written in
 * Devanagari or typed in Latin letters however the reader spells it: "rakt chaap",
 * "raktachaap" and रक्तचाप; "paani", "pani" and पानी; "vyayam", "vyaayaam" and व्यायाम; and
 * Devanagari spellings readers treat as one word (प्रोबायोटिक/प्रोबाइओटिक, टेन्शन/टेंशन,
 * मेटाबोलिक/मेटाबॉलिक, व्हिटॅमिन/विटामिन). The index holds the key of every Devanagari word
 * (scripts/lib/search-index.ts); a query's words are searched by their key too.
 *
 * What the key forgets, on both sides alike: the inherent and long "a" (kept only at the start
 * of a word), vowel length (ee/i, oo/u), aspiration (kh/k, bh/b), retroflex and dental letters
 * (ट/त), ch/chh/c, sh/s, v/w, z/j, f/ph/p, y as a vowel (i), ai/e and au/o, a nasal before a
 * consonant (ं/न्/m) and doubled letters. Loose on purpose: a key match ranks below a word
 * typed as the article writes it (src/lib/search/rank.ts).
 */

/** Every key is written with this prefix in the index, so a key never meets a word typed as such. */
export const KEY_PREFIX = 'qz';

/** Consonants and their key letter (aspirates as their plain letter, nasals as n). */
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'p',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'i',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
};

/** Vowel signs and independent vowels; `a` (the long or inherent a) is dropped later. */
const VOWELS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'े': 'e',
  'ै': 'e',
  'ो': 'o',
  'ौ': 'o',
  'ॉ': 'o',
  'ॅ': 'a',
  'ॆ': 'e',
  'ॊ': 'o',
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'e',
  ओ: 'o',
  औ: 'o',
  ऑ: 'o',
  ॲ: 'a',
  ऎ: 'e',
  ऒ: 'o',
  'ं': 'n',
  'ः': 'h',
};

/** A Devanagari word written letter by letter as the key's Latin letters (before folding). */
function devanagariLetters(word: string): string {
  let out = '';
  // ज्ञ is said "gy" (ज्ञान: gyan, dnyan in Marathi typing).
  for (const char of normaliseDevanagari(word).replace(/ज्ञ/g, 'ग्य')) out += CONSONANTS[char] ?? VOWELS[char] ?? '';
  return out;
}

/** A Latin word as the key's letters (before folding): spellings of one sound made one. */
function latinLetters(word: string): string {
  return (
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .replace(/dny/g, 'gy')
      // च is typed ch or chh; a c of its own is English ("acidity", "calcium").
      .replace(/c+h+/g, 'C')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c/g, 'k')
      .replace(/C/g, 'c')
      .replace(/q/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/z/g, 'j')
      .replace(/w/g, 'v')
      .replace(/f/g, 'p')
      .replace(/ee|ii/g, 'i')
      .replace(/oo|uu/g, 'u')
      .replace(/ai|ay(?![aeiou])/g, 'e')
      .replace(/au|ou/g, 'o')
      .replace(/y/g, 'i')
  );
}

/**
 * Folds the letters of either script into the key: aspiration dropped (a consonant's h), m
 * before b/p as n, doubled letters once, "a" dropped but at the start, a short "e" before an h
 * and a consonant dropped (see below), a y-glide before e, and a final nasal after a vowel in a
 * longer word.
 */
function fold(letters: string): string {
  // An h after a short "e" before a consonant: "rehne", "pehle" are रहने, पहले, typed with the
  // e readers hear before the h (बेहतर and "behtar" alike lose it). Not where it would leave a
  // key of two letters: सेहत would be "st", as सात (seven) is, so it and "sehat" keep theirs.
  const key = foldLetters(letters, true);
  return key.length >= 3 ? key : foldLetters(letters, false);
}

/** The steps of {@link fold}, with or without dropping the short e before an h. */
function foldLetters(letters: string, shortE: boolean): string {
  let key = letters
    .replace(/m(?=[bp])/g, 'n')
    // Doubled letters once, before the "a"s go: "papad" keeps both p's ("ppd"), as पापड.
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=.)a/g, '');
  if (shortE) key = key.replace(/eh(?=[^aeiou]|$)/g, 'h');
  key = key
    // Aspiration after the "a"s go: Devanagari writes no inherent "a", so महीने is "mhine" as
    // "mahine" then is, and both lose the h alike (कहानी and "kahani", दही and "dahi").
    .replace(/([bcdgjklmnprstv])h/g, '$1')
    // A y-glide before e is written or not (खाये/खाए, "khaye"/"khae").
    .replace(/ie/g, 'e');
  // A word's final nasal is often not typed ("kare" for करें).
  return key.length >= 4 ? key.replace(/(?<=[eiou])n$/, '') : key;
}

/**
 * The phonetic key of one word (Devanagari or Latin), or `null` when too little is left to
 * compare (fewer than two letters).
 * @example phoneticKey('रक्तचाप') // => 'rktcp'
 * @example phoneticKey('raktachaap') // => 'rktcp'
 * @example phoneticKey('paani') === phoneticKey('पानी') // => true
 * @example phoneticKey('vyaayaam') === phoneticKey('व्यायाम') // => true
 * @example phoneticKey('rehne') === phoneticKey('रहने') // => true
 * @example phoneticKey('sehat') === phoneticKey('सेहत') // => true
 * @example phoneticKey('प्रोबाइओटिक') === phoneticKey('प्रोबायोटिक') // => true
 * @example phoneticKey('टेन्शन') === phoneticKey('टेंशन') // => true
 * @example phoneticKey('व्हिटॅमिन') === phoneticKey('vitamin') // => true
 * @example phoneticKey('ज्ञान') === phoneticKey('dnyan') // => true
 * @example phoneticKey('a') // => null
 */
export function phoneticKey(word: string): string | null {
  const letters = hasDevanagari(word) ? devanagariLetters(word) : latinLetters(word);
  const key = fold(letters);
  return key.length >= 2 ? key : null;
}

/** Keys shorter than this say too little (है "he", में "men"… are mostly function words). */
export const MIN_KEY_LENGTH = 3;

/**
 * A word's key as a query searches it: {@link KEY_PREFIX} and the key (the index holds it
 * followed by {@link KEY_END}); `null` for a key shorter than {@link MIN_KEY_LENGTH}.
 * @example keyWord('paani') // => 'qzpni'
 * @example keyWord('है') // => null
 */
export function keyWord(word: string): string | null {
  const key = phoneticKey(word);
  return key && key.length >= MIN_KEY_LENGTH ? `${KEY_PREFIX}${key}` : null;
}

/**
 * The letter after every key the index holds (no key has it: an x is typed as "ks"). No key is
 * then the beginning of a longer key a query searches, so when no key begins with it, Pagefind's
 * fallback to the longest word the term begins with never meets a key: any key a search meets
 * begins with the term, and search need not read which one it was (results' fragments leave the
 * keys out: see `slimFragment` in scripts/lib/search-index.ts).
 */
export const KEY_END = 'x';

/**
 * A word's key as the index holds it ({@link keyWord} and {@link KEY_END}); `null` as keyWord.
 * @example indexedKeyWord('paani') // => 'qzpnix'
 */
export function indexedKeyWord(word: string): string | null {
  const key = keyWord(word);
  return key && `${key}${KEY_END}`;
}

/**
 * How many sounds a searched key has (its letters after {@link KEY_PREFIX}, before {@link KEY_END}).
 * @example keySounds('qzpni') // => 3
 * @example keySounds('qzpnix') // => 3
 */
export const keySounds = (term: string): number => term.length - KEY_PREFIX.length - (term.endsWith(KEY_END) ? KEY_END.length : 0);

/**
 * Whether a term is a key as the index holds it ({@link indexedKeyWord}): a short key is searched
 * so, to be met only whole (src/lib/search/query.ts).
 * @example isIndexedKey('qzpnix') // => true
 * @example isIndexedKey('qzpni') // => false
 * @example isIndexedKey('qzpx') // => false
 */
export const isIndexedKey = (term: string): boolean => INDEXED_KEY.test(term);

/** {@link isIndexedKey}'s form: the prefix, at least {@link MIN_KEY_LENGTH} key letters, the end letter. */
const INDEXED_KEY = new RegExp(`^${KEY_PREFIX}[a-z]{${MIN_KEY_LENGTH},}${KEY_END}$`);

/**
 * The words an indexed key's prefix search could fall back to (Pagefind answers a term no word
 * begins with by the longest word the term begins with): the beginnings of {@link KEY_PREFIX}.
 * Any longer one would begin with the prefix, which only keys do; and no key is the beginning of
 * another ({@link KEY_END}). Where the index holds none of them, a key's prefix search meets that
 * key alone.
 * @example KEY_FALLBACK_WORDS // => ['q', 'qz']
 */
export const KEY_FALLBACK_WORDS: readonly string[] = Array.from(KEY_PREFIX, (_, i) => KEY_PREFIX.slice(0, i + 1));
