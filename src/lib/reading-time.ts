import type { Locale } from '../i18n/locales.ts';

/**
 * Average silent-reading speeds (words a minute). Devanagari words are longer and Hindi and
 * Marathi readers of health texts read them more slowly than English.
 */
const WORDS_PER_MINUTE: Record<Locale, number> = { en: 200, hi: 160, mr: 150 };

/** Words in a Markdown body or its HTML, ignoring syntax, tags, links' targets and image references. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|[\]-]+/g, ' ');
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes to read a body (Markdown or HTML), at least one.
 * @example readingMinutes('word '.repeat(400), 'en') // => 2
 */
export function readingMinutes(markdown: string, lang: Locale): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE[lang]));
}
