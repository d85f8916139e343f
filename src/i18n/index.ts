import { formatNumber, pluralCategory } from '../lib/numbers.ts';
import { fillPlaceholders } from '../lib/placeholders.ts';
import type { Locale } from './locales.ts';
import { en, type UIKey } from './ui/en.ts';
import { hi } from './ui/hi.ts';
import { mr } from './ui/mr.ts';

const dictionaries: Record<Locale, Record<UIKey, string>> = { en, hi, mr };

/** Numeric placeholders in the language's digits (src/lib/numbers.ts); strings as given. */
function localParams(params: Readonly<Record<string, string | number>>, lang: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, lang) : value]),
  );
}

/**
 * Returns the translator for one language. `{name}` placeholders are filled from `params`;
 * numbers are written in the language's digits.
 * @example t('mr')('listing.pageOf', { page: 2, pages: 5 }) // => 'पान २ / ५'
 */
export function t(lang: Locale) {
  const dictionary = dictionaries[lang];
  return (key: UIKey, params: Readonly<Record<string, string | number>> = {}): string =>
    fillPlaceholders(dictionary[key], localParams(params, lang));
}

/** The base of every plural string: `listing.count` for `listing.count.one` / `listing.count.other`. */
export type PluralKey = { [K in UIKey]: K extends `${infer Base}.other` ? Base : never }[UIKey];

/**
 * Returns the plural translator for one language: picks `{key}.{category}` by `Intl.PluralRules`
 * for `count` (falling back to `{key}.other`), and fills it like {@link t}.
 * @example tPlural('en')('listing.count', 1, { count: 1 }) // => '1 article'
 */
export function tPlural(lang: Locale) {
  const dictionary: Readonly<Record<string, string>> = dictionaries[lang];
  return (key: PluralKey, count: number, params: Readonly<Record<string, string | number>>): string => {
    const template = dictionary[`${key}.${pluralCategory(count, lang)}`] ?? dictionary[`${key}.other`]!;
    return fillPlaceholders(template, localParams(params, lang));
  };
}

export type { UIKey };
