/**
 * The text side of search, applied alike to what is indexed and to what readers type: one
 * normal form for Devanagari, words, and the light stem of a Hindi or Marathi word. Pure: no
 * DOM, no Node.
 */

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_LETTER = /[a-z]/i;

/** Whether a text has any Devanagari letter. */
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
 * - zero-width joiners and non-joiners are dropped (they change the shape, not the word);
 * - Devanagari digits as ASCII digits (बी१२ and बी12 are one word).
 * Latin text is left as it is (only NFC).
 * @example normaliseDevanagari('अ\u200dॅसिडिटी') // => 'ॲसिडिटी'
 * @example normaliseDevanagari('ऍसिडिटी') // => 'ॲसिडिटी'
 * @example normaliseDevanagari('डायबिटीज़') // => 'डायबिटीज'
 * @example normaliseDevanagari('माँ') // => 'मां'
 * @example normaliseDevanagari('बी१२') // => 'बी12'
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
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** Text of ASCII characters only. */
const ASCII = /^[\x00-\x7f]*$/;

/** A word: letters with their vowel signs, and digits (in any script), as readers and articles write them. */
const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;

/**
 * A Latin word without its accents ("barré" → "barre"), as readers type it; Devanagari words
 * are left as they are.
 * @example withoutAccents('Barré') // => 'Barre'
 * @example withoutAccents('मधुमेह') // => 'मधुमेह'
 */
export function withoutAccents(word: string): string {
  // Plain ASCII has no accents, and most words are (normalising costs a good part of a lexicon's preparation).
  if (ASCII.test(word) || hasDevanagari(word)) return word;
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * The words of a text in search's normal form: Devanagari normalised, Latin without accents,
 * lower case, split at anything that is not a letter, vowel sign or digit (so "blood-pressure"
 * is two words).
 * @example searchWords('High blood-pressure (BP)!') // => ['high', 'blood', 'pressure', 'bp']
 * @example searchWords('ऍसिडिटी, जलन') // => ['ॲसिडिटी', 'जलन']
 * @example searchWords('Guillain-Barré') // => ['guillain', 'barre']
 */
export function searchWords(text: string): string[] {
  return Array.from(normaliseDevanagari(text).toLowerCase().matchAll(WORD), ([word]) => withoutAccents(word));
}

/** How a term is compared with a query: normal form, lower case, single spaces, no punctuation. */
export function termKey(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * Letters of a word, counting a Devanagari consonant with its vowel signs as one (an akshara).
 * @example aksharaCount('वजन') // => 3
 * @example aksharaCount('दही') // => 2
 */
export function aksharaCount(word: string): number {
  return word.replace(/[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963]/g, '').length;
}

/**
 * Marathi verb endings readers ask with ("should", "to", "after doing", "if", "by doing", the
 * verbal noun, "will"): तपासावा, घालाव्या, मोजायचा, करायला, तपासल्यावर, घेतल्यास, मोजणे, थांबणार.
 */
const MARATHI_VERB_ENDINGS = [
  'ायच्या',
  'ायचा',
  'ायची',
  'ायचे',
  'ायला',
  'ल्यावर',
  'ल्यास',
  'ल्याने',
  'ाव्या',
  'ावा',
  'ावी',
  'ावे',
  'णे',
  'णार',
] as const;

/**
 * Verb, case and plural endings of Hindi and Marathi words, each before the shorter endings it
 * ends with (the first that fits comes off): a query's inflected word ("पावसाळ्यात", "बच्चों",
 * "तपासावा") is searched by its stem, which Pagefind extends to every form.
 */
const DEVANAGARI_SUFFIXES = [
  // The stem of a verb is searched as a prefix, so it meets the article's other forms (तपासणी, तपासा).
  ...MARATHI_VERB_ENDINGS,
  // जेवल्या(नंतर), चालण्या(चे): what is left of a verb once a postposition is off (चालण्य once
  // its oblique vowel is, too).
  'ल्या',
  'ण्या',
  'ण्य',
  // Marathi postpositions written onto the word.
  'ांच्यामध्ये',
  'ांमध्ये',
  'ामध्ये',
  'मध्ये',
  'ांसाठी',
  'ासाठी',
  'साठी',
  'ांपेक्षा',
  'ापेक्षा',
  'पेक्षा',
  'पर्यंत',
  'पासून',
  // "after", "because of", "about", "with", "without", "like", "instead of", "to", "from", "in the":
  // जेवणानंतर, ताणामुळे, मधुमेहाबाबत, चहासोबत, औषधांशिवाय, साखरेऐवजी, डॉक्टरांकडून, पोटातले
  // (the oblique vowel before them comes off in the second pass).
  'पूर्वी',
  'नंतर',
  'मुळे',
  'विषयी',
  'बाबत',
  'सोबत',
  'बरोबर',
  'शिवाय',
  'सारखे',
  'सारखा',
  'सारखी',
  'ऐवजी',
  'कडून',
  'कडे',
  'वरील',
  'तले',
  'तला',
  'तली',
  'ांबद्दल',
  'ाबद्दल',
  'बद्दल',
  // "-वाला" joined to a noun, in Hindi and in Marathi speech (पोटॅशियमवाले मीठ, चीनीवाली चाय).
  'वाल्यां',
  'वाल्या',
  'वाले',
  'वाला',
  'वाली',
  'ांच्या',
  'ांचा',
  'ांची',
  'ांचे',
  'ांना',
  'ांनी',
  'ांवर',
  'ांशी',
  'ाच्या',
  'ाचा',
  'ाची',
  'ाचे',
  'ावर',
  'ाशी',
  'ाहून',
  'च्या',
  'ातील',
  'ातून',
  'तील',
  'ांत',
  'ात',
  'ाने',
  'ाला',
  'ानी',
  'चा',
  'ची',
  'चे',
  'ला',
  'ना',
  'ने',
  'नी',
  'वर',
  'शी',
  'ून',
  'त',
  // Hindi plural and oblique endings.
  'ियों',
  'ियां',
  'ियाँ',
  'ाओं',
  'ाएं',
  'ाएँ',
  'ों',
  'ें',
  'ीं',
  'ां',
  // Vowel endings that inflect (लड़का/लड़के, पावसाळा/पावसाळ्या).
  '्या',
  '्य',
  'ा',
  'े',
  'ी',
  'ो',
] as const;

/**
 * Whether a word is a Marathi verb form readers ask with ({@link MARATHI_VERB_ENDINGS}, two letters
 * or more before the ending): "how to check BP at home" names BP and home; an article on BP that
 * never says "check" in that form has still answered it.
 * @example isMarathiVerbForm('तपासावा') // => true
 * @example isMarathiVerbForm('नावे') // => false
 */
export function isMarathiVerbForm(word: string): boolean {
  return fittingEnding(word, MARATHI_VERB_ENDINGS) !== undefined;
}

/** The first of `endings` the word ends with that leaves two letters or more before it. */
function fittingEnding(word: string, endings: readonly string[]): string | undefined {
  return endings.find((ending) => word.endsWith(ending) && aksharaCount(word.slice(0, -ending.length)) >= 2);
}

/**
 * The stem of a Hindi or Marathi word: its inflectional ending ({@link DEVANAGARI_SUFFIXES})
 * taken off, as long as two letters remain; a Latin word is returned as it is. Searched as a
 * prefix, the stem meets the word's other forms ("पावसाळ्यात" and "पावसाळा" meet at "पावसाळ").
 * @example devanagariStem('पावसाळ्यात') // => 'पावसाळ'
 * @example devanagariStem('बच्चों') // => 'बच्च'
 * @example devanagariStem('पोटॅशियमवाले') // => 'पोटॅशियम'
 * @example devanagariStem('सोडियम') // => 'सोडियम'
 * @example devanagariStem('water') // => 'water'
 */
export function devanagariStem(word: string): string {
  if (!hasDevanagari(word)) return word;
  let stem = word;
  // Two passes: an ending often sits on an oblique vowel (पावसाळ + ्या + त).
  for (let pass = 0; pass < 2; pass++) {
    const suffix = fittingEnding(stem, DEVANAGARI_SUFFIXES);
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem.replace(/\u094d$/, '');
}
