import { describe, expect, it } from 'vitest';
import { t, tPlural } from '../../src/i18n/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { hi } from '../../src/i18n/ui/hi.ts';
import { mr } from '../../src/i18n/ui/mr.ts';

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('en')('listing.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(t('hi')('listing.pageOf', { page: 2, pages: 5 })).toBe('पृष्ठ 2 / 5');
  });

  it('writes numbers in the digits of the page (Devanagari on Marathi pages), strings as given', () => {
    expect(t('mr')('listing.pageOf', { page: 2, pages: 12 })).toBe('पान २ / १२');
    expect(t('mr')('listing.pageOf', { page: '2', pages: '12' })).toBe('पान 2 / 12');
  });
});

describe('tPlural', () => {
  it('picks the plural form by Intl.PluralRules: "1 article", never "1 articles"', () => {
    expect(tPlural('en')('listing.count', 1, { count: 1 })).toBe('1 article');
    expect(tPlural('en')('listing.count', 3, { count: 3 })).toBe('3 articles');
    expect(tPlural('en')('listing.count', 0, { count: 0 })).toBe('0 articles');
  });

  it("uses each language's forms and digits", () => {
    expect(tPlural('mr')('post.readingTime', 1, { minutes: 1 })).toBe('वाचायला १ मिनिट');
    expect(tPlural('mr')('post.readingTime', 4, { minutes: 4 })).toBe('वाचायला ४ मिनिटे');
    expect(tPlural('hi')('listing.count', 1, { count: 1 })).toBe('1 लेख');
  });

  it('has a one and an other form for every plural string, in every language', () => {
    const bases = Object.keys(en)
      .filter((key) => key.endsWith('.other'))
      .map((key) => key.slice(0, -'.other'.length));
    expect(bases).toEqual(expect.arrayContaining(['listing.count', 'post.readingTime']));
    for (const dictionary of [en, hi, mr]) for (const base of bases) expect(Object.keys(dictionary)).toContain(`${base}.one`);
  });

  it('has every English key in every language (the type-check enforces it too)', () => {
    for (const dictionary of [hi, mr]) expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
    expect(LOCALES).toEqual(['en', 'hi', 'mr']);
  });
});
