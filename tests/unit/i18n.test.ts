import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { hi } from '../../src/i18n/ui/hi.ts';
import { mr } from '../../src/i18n/ui/mr.ts';

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('en')('listing.count', { count: 3 })).toBe('3 articles');
    expect(t('hi')('listing.pageOf', { page: 2, pages: 5 })).toBe('पृष्ठ 2 / 5');
  });

  it('has every English key in every language (the type-check enforces it too)', () => {
    for (const dictionary of [hi, mr]) expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
    expect(LOCALES).toEqual(['en', 'hi', 'mr']);
  });
});
