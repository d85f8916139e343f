/**
 * The legacy database has no language field: an article's language is read from its
 * category, its slug, or its text.
 */
import type { Locale } from '../../../src/i18n/locales.ts';

export interface LanguageGuess {
  lang: Locale;
  /** Why, for the import report: `category "hindi"`, `slug ends in -marathi`, `text: 92% Devanagari, Marathi words`. */
  reason: string;
  /** Set when the guess is weak and an editor should check it. */
  note?: string | undefined;
}

/** Share of letters in Devanagari above which a text is taken as Hindi or Marathi. */
export const DEVANAGARI_THRESHOLD = 0.5;

// The ranges hold vowel signs (combining marks) on purpose: they count as Devanagari letters.
// eslint-disable-next-line no-misleading-character-class
const DEVANAGARI_LETTER = /[\u0900-\u097F\uA8E0-\uA8FF]/u;
const LETTER = /\p{L}|\p{M}/u;

/**
 * Share of the letters (marks included) that are Devanagari, 0 when there are none.
 * @example devanagariShare('नमक tea') // => 0.5
 */
export function devanagariShare(text: string): number {
  let letters = 0;
  let devanagari = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters++;
    if (DEVANAGARI_LETTER.test(char)) devanagari++;
  }
  return letters ? devanagari / letters : 0;
}

/** Common words found in one language and (nearly) never in the other. */
const HINDI_WORDS = new Set([
  'है',
  'हैं',
  'था',
  'थे',
  'थी',
  'और',
  'का',
  'के',
  'में',
  'से',
  'को',
  'नहीं',
  'यह',
  'वह',
  'लिए',
  'भी',
  'होता',
  'होती',
  'करें',
  'कि',
  'पर',
]);
const MARATHI_WORDS = new Set([
  'आहे',
  'आहेत',
  'आणि',
  'नाही',
  'हे',
  'ती',
  'ते',
  'मध्ये',
  'साठी',
  'करा',
  'असते',
  'असतात',
  'किंवा',
  'पण',
  'त्या',
  'आपल्या',
  'म्हणजे',
  'खूप',
]);

/**
 * Counts Hindi and Marathi marker words; Marathi's `ळ` (rare in Hindi) also counts for Marathi.
 * @example languageMarkers('हे आरोग्यासाठी चांगले आहे') // => { hi: 0, mr: 2 }
 */
export function languageMarkers(text: string): { hi: number; mr: number } {
  let hi = 0;
  let mr = 0;
  for (const word of text.split(/[^\u0900-\u097F]+/u)) {
    if (!word) continue;
    const inHindi = HINDI_WORDS.has(word);
    const inMarathi = MARATHI_WORDS.has(word);
    if (inHindi && !inMarathi) hi++;
    if (inMarathi && !inHindi) mr++;
    if (word.includes('ळ')) mr++;
  }
  return { hi, mr };
}

/**
 * The article's language: the `hindi`/`marathi` category first, then a `-hindi`/`-marathi`
 * slug, then the text — English unless at least half its letters are Devanagari; Devanagari
 * is Marathi or Hindi by its common words, and Hindi (with a note to check) when unclear.
 * @example inferLanguage({ categorySlug: 'hindi', slug: 'x', text: '' }).lang // => 'hi'
 * @example inferLanguage({ categorySlug: 'salt', slug: 'salt', text: 'Salt is sodium.' }).lang // => 'en'
 */
export function inferLanguage({
  categorySlug,
  slug,
  text,
}: {
  categorySlug?: string | undefined;
  slug: string;
  text: string;
}): LanguageGuess {
  const category = categorySlug?.toLowerCase();
  if (category === 'hindi') return { lang: 'hi', reason: 'category "hindi"' };
  if (category === 'marathi') return { lang: 'mr', reason: 'category "marathi"' };
  if (/-hindi$/i.test(slug)) return { lang: 'hi', reason: 'slug ends in -hindi' };
  if (/-marathi$/i.test(slug)) return { lang: 'mr', reason: 'slug ends in -marathi' };
  const share = devanagariShare(text);
  const percent = `${Math.round(share * 100)}% Devanagari`;
  if (share < DEVANAGARI_THRESHOLD) return { lang: 'en', reason: `text: ${percent}` };
  const { hi, mr } = languageMarkers(text);
  // Clear when one language has at least twice the other's marker words (and some at all).
  if (mr >= 2 && mr >= 2 * hi) return { lang: 'mr', reason: `text: ${percent}, Marathi words (${mr} to ${hi})` };
  if (hi >= 2 && hi >= 2 * mr) return { lang: 'hi', reason: `text: ${percent}, Hindi words (${hi} to ${mr})` };
  return {
    lang: 'hi',
    reason: `text: ${percent}, not clearly Hindi or Marathi (${hi} Hindi to ${mr} Marathi words)`,
    note: 'taken as Hindi: check the language, and move the file to posts/mr/ with `lang: mr` if it is Marathi',
  };
}
