import { fillPlaceholders } from '../lib/placeholders.ts';
import type { Locale } from './locales.ts';
import { en, type UIKey } from './ui/en.ts';
import { hi } from './ui/hi.ts';
import { mr } from './ui/mr.ts';

const dictionaries: Record<Locale, Record<UIKey, string>> = { en, hi, mr };

/**
 * Returns the translator for one language. `{name}` placeholders are filled from `params`.
 * @example t('hi')('listing.count', { count: 3 }) // => '3 लेख'
 */
export function t(lang: Locale) {
  const dictionary = dictionaries[lang];
  return (key: UIKey, params: Record<string, string | number> = {}): string => fillPlaceholders(dictionary[key], params);
}

export type { UIKey };
