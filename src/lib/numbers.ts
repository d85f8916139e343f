import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';

/**
 * Numbers as a reader of each language expects them, in the digits of that language's dates
 * (src/lib/dates.ts uses the same locale tags): Marathi pages use Devanagari digits throughout,
 * English and Hindi pages Latin ones. Every number a page prints goes through here (the
 * translator `t()` formats numeric placeholders with it), so a page never mixes two digit systems.
 */
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A whole or decimal number in the page's language and digit system.
 * @example formatNumber(12, 'mr') // => '१२'
 * @example formatNumber(1200, 'en') // => '1,200'
 */
export function formatNumber(value: number, lang: Locale): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
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
