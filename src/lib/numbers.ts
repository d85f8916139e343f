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
  return formatDecimal(value, lang, { maximumFractionDigits: 2 });
}

/** Devanagari digits, zero to nine. */
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * A number as `Intl.NumberFormat` writes it for the language (`en-IN`, `hi-IN`, `mr-IN`: Indian
 * grouping, "12,34,567", Devanagari digits in Marathi; at most `maximumFractionDigits` decimals,
 * a half rounded away from zero, trailing zeros dropped), without Intl: a page's first
 * NumberFormat costs Chromium 30–95 ms of main thread (its locale data), four times that on a
 * slow phone, and the search pages write a number as they load. A test checks the output
 * against Intl's. Numbers too large or too small for plain decimals are left to Intl.
 * @example formatDecimal(1234567.891, 'en', { maximumFractionDigits: 2 }) // => '12,34,567.89'
 * @example formatDecimal(14416, 'mr', { useGrouping: false }) // => '१४४१६'
 */
export function formatDecimal(
  value: number,
  lang: Locale,
  { maximumFractionDigits = 0, useGrouping = true }: { maximumFractionDigits?: number; useGrouping?: boolean } = {},
): string {
  // JavaScript's shortest decimal form: the digits Intl rounds ("1.005" to two places is 1.01).
  const plain = Math.abs(value).toString();
  if (!/^\d+(?:\.\d+)?$/.test(plain)) return numberFormat(lang, { maximumFractionDigits, useGrouping }).format(value);
  const [whole = '', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - maximumFractionDigits).replace(/^0+(?=\d)/, '') || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  // Indian grouping: the last three digits, then pairs ("1,23,45,678").
  const grouped =
    useGrouping && integer.length > 3 ? `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}` : integer;
  const text = `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
  return lang === 'mr' ? text.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!) : text;
}

/**
 * A number formatter for a language, made once per language and options: making one is the
 * costly part (a page's first costs Chromium tens of milliseconds). For what {@link formatDecimal}
 * cannot write.
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
  // three languages, and the search page writes this as it loads (see formatDecimal).
  return `${formatDecimal(value, lang, { maximumFractionDigits: digits })} ${unit}`;
}
