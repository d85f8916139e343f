import { describe, expect, it } from 'vitest';
import { indexedKeyWord, KEY_END, KEY_PREFIX, keySounds, keyWord, phoneticKey } from '../../../src/lib/search/phonetic.ts';

/** Pairs a reader treats as one word: each must have one key. */
const SAME: [string, string][] = [
  // Romanised spellings and the Devanagari word.
  ['रक्तचाप', 'raktachaap'],
  ['रक्तचाप', 'raktchap'],
  ['पानी', 'paani'],
  ['पानी', 'pani'],
  ['व्यायाम', 'vyayam'],
  ['व्यायाम', 'vyaayaam'],
  ['मधुमेह', 'madhumeh'],
  ['मधुमेह', 'madhumeha'],
  ['साखर', 'sakhar'],
  ['शक्कर', 'shakkar'],
  ['वजन', 'wajan'],
  ['वजन', 'vazan'],
  ['भूक', 'bhook'],
  ['भूक', 'bhukh'],
  ['चालणे', 'chalne'],
  ['पावसाळ्यात', 'pavsalyaat'],
  ['पापड', 'papad'],
  ['करें', 'kare'],
  ['खाए', 'khaye'],
  ['ज्ञान', 'gyan'],
  ['ज्ञान', 'dnyan'],
  // ह after a consonant's unwritten "a", typed with it.
  ['महीने', 'mahine'],
  ['कहानी', 'kahani'],
  ['चहातली', 'chahatli'],
  // Devanagari spellings of one word.
  ['प्रोबायोटिक', 'प्रोबाइओटिक'],
  ['टेन्शन', 'टेंशन'],
  ['मेटाबोलिक', 'मेटाबॉलिक'],
  ['व्हिटॅमिन', 'विटामिन'],
  ['खाये', 'खाए'],
  // English words as Hindi writes them.
  ['व्हिटॅमिन', 'vitamin'],
  ['प्रोबायोटिक', 'probiotic'],
  ['ॲसिडिटी', 'acidity'],
  ['थायरॉइड', 'thyroid'],
];

describe('phoneticKey', () => {
  it.each(SAME)('%s and %s sound the same', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
    expect(phoneticKey(a)).not.toBeNull();
  });

  it('keeps apart words that sound different', () => {
    for (const [a, b] of [
      ['पानी', 'पनीर'],
      ['नमक', 'नमकीन'],
      ['साखर', 'सरकार'],
      ['dard', 'dudh'],
    ] as const) {
      expect(phoneticKey(a), `${a} / ${b}`).not.toBe(phoneticKey(b));
    }
  });

  it('has no key for a word of fewer than two sounds', () => {
    expect(phoneticKey('a')).toBeNull();
    expect(phoneticKey('।')).toBeNull();
  });
});

describe('keyWord', () => {
  it('is the key with its prefix, so that a key never meets a word typed as such', () => {
    expect(keyWord('paani')).toBe(`${KEY_PREFIX}pni`);
    expect(keyWord('पानी')).toBe(keyWord('paani'));
  });

  it('has none for keys of two sounds: है, में … are mostly function words', () => {
    expect(keyWord('है')).toBeNull();
    expect(keyWord('ka')).toBeNull();
  });
});

describe('indexedKeyWord', () => {
  it('ends every key the index holds with a letter no searched key has, so none is the beginning of one', () => {
    expect(indexedKeyWord('पानी')).toBe(`${keyWord('पानी')}${KEY_END}`);
    const words = ['xray', 'box', 'Xylitol', 'एक्स-रे', 'क्षय', 'pizza', 'qawwali', 'पालेभाज्यांमधून', 'wifi', 'yoga'];
    for (const word of words) expect(keyWord(word)?.slice(KEY_PREFIX.length) ?? '', word).not.toContain(KEY_END);
    expect(keySounds(keyWord('paani')!)).toBe(3);
    expect(keySounds(indexedKeyWord('paani')!)).toBe(3);
  });
});
