import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';

/**
 * Numbers as a reader of each language expects them, in the digits of that language's dates
 * (src/lib/dates.ts uses the same locale tags): Marathi pages use Devanagari digits throughout,
 * English and Hindi pages Latin ones. Every number a page prints goes through here (the
 * translator `t()` formats numeric placeholders with it), so a page never mixes two digit systems.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A whole or decimal number in the page's language and digit system.
 * @example formatNumber(12, 'mr') // => '१२'
 * @example formatNumber(1200, 'en') // => '1,200'
 */
export function formatNumber(value: number, lang: Locale): string {
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

/**
 * A number formatter for a language, made once per language and options: making one is the
 * costly part (a page's first costs Chromium tens of milliseconds), and pages format many numbers.
 */
export function numberFormat(lang: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALE_TAGS[lang], options)));
  return format;
}

/**
 * The CLDR plural category of a count in a language (`one`, `other`, …).
 * @example pluralCategory(1, 'en') // => 'one'
 * @example pluralCategory(0, 'hi') // => 'one'
 */
export function pluralCategory(count: number, lang: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * A download's size for a reader deciding whether to spend their data on it: whole kB under
 * 1 MB, else MB with one decimal, in the language's digits.
 * @example formatDownloadSize(665_600, 'en') // => '650 kB'
 * @example formatDownloadSize(1_300_000, 'mr') // => '१.२ MB'
 */
export function formatDownloadSize(bytes: number, lang: Locale): string {
  const kb = bytes / 1024;
  const [value, unit, digits] = kb < 1024 ? [Math.max(1, Math.round(kb)), 'kB', 0] : [kb / 1024, 'MB', 1];
  // The unit written out rather than Intl's unit style: CLDR writes "kB" and "MB" alike in the
  // three languages, and a page's first unit-style formatter costs Chromium twice the main-thread
  // time of a plain one (about 75 ms on the bench's machine), on the search page at load.
  return `${numberFormat(lang, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}
