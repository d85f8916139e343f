import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { LOCALES, LOCALE_TAGS } from '../../src/i18n/locales.ts';
import { formatDecimal, formatDownloadSize, formatNumber, numberFormat, pluralCategory } from '../../src/lib/numbers.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';

const DEVANAGARI_DIGIT = /[०-९]/;
const LATIN_DIGIT = /[0-9]/;

describe('formatNumber', () => {
  it('writes Marathi numbers in Devanagari digits, English and Hindi in Latin ones', () => {
    expect(formatNumber(12, 'mr')).toBe('१२');
    expect(formatNumber(12, 'hi')).toBe('12');
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
  });

  it("uses the digits of the same language's dates, so a page has one digit system", () => {
    for (const lang of ['en', 'hi', 'mr'] as const) {
      const date = formatDisplayDate(1678060800, lang);
      const number = formatNumber(readingMinutes('शब्द '.repeat(900), lang), lang);
      for (const digits of [DEVANAGARI_DIGIT, LATIN_DIGIT]) expect(digits.test(number)).toBe(digits.test(date));
    }
  });
});

describe('formatDecimal', () => {
  it('writes what Intl.NumberFormat writes in the three languages: Indian grouping, rounding, digits', () => {
    const values = [
      0, 1, 7, 12, 99.5, 999, 1000, 1234, 12345, 123456, 1234567, 12345678, 987654321, 1.5, 0.125, 1.005, 2.675, 99.995, 0.004,
    ];
    // And a spread of others, the same every run.
    for (let i = 1; i < 400; i++) values.push(Math.round(((i * 7919) % 100_003) * 1.37 * 1000) / 1000, i / 7, i * 1234.5678);
    for (const lang of LOCALES)
      for (const digits of [0, 1, 2])
        for (const value of [...values, ...values.map((v) => -v)]) {
          const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: digits });
          expect(formatDecimal(value, lang, { maximumFractionDigits: digits }), `${lang} ${value} ${digits}`).toBe(intl.format(value));
        }
  });

  it('writes numbers without grouping when asked, and leaves what plain decimals cannot hold to Intl', () => {
    expect(formatDecimal(14416, 'mr', { useGrouping: false })).toBe('१४४१६');
    expect(formatDecimal(18001801104, 'en', { useGrouping: false })).toBe('18001801104');
    expect(formatDecimal(1e21, 'en')).toBe(new Intl.NumberFormat('en-IN').format(1e21));
    expect(formatDecimal(1e-7, 'hi', { maximumFractionDigits: 2 })).toBe('0');
  });
});

describe('pluralCategory', () => {
  it('follows CLDR: English one only for 1, Hindi one for 0 and 1', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(0, 'hi')).toBe('one');
    expect(pluralCategory(1, 'mr')).toBe('one');
    expect(pluralCategory(5, 'mr')).toBe('other');
  });
});

describe('formatDownloadSize', () => {
  it("says whole kB under 1 MB and MB with one decimal above, in the page language's digits", () => {
    expect(formatDownloadSize(665_600, 'en')).toBe('650 kB');
    expect(formatDownloadSize(300, 'en')).toBe('1 kB');
    expect(formatDownloadSize(1_300_000, 'en')).toBe('1.2 MB');
    expect(formatDownloadSize(665_600, 'mr')).toBe('६५० kB');
    expect(formatDownloadSize(1_300_000, 'hi')).toBe('1.2 MB');
  });

  it("writes what Intl's unit style writes, in the three languages", () => {
    for (const lang of LOCALES)
      for (const bytes of [1, 52_000, 1_047_000, 1_048_576, 45_300_000, 2_000_000_000]) {
        const kb = bytes / 1024;
        const [value, unit, digits] = kb < 1024 ? [Math.max(1, Math.round(kb)), 'kilobyte', 0] : [kb / 1024, 'megabyte', 1];
        const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits });
        expect(formatDownloadSize(bytes, lang)).toBe(intl.format(value));
      }
  });
});

describe('numberFormat', () => {
  it('makes one formatter per language and options, and reuses it', () => {
    expect(numberFormat('mr', { useGrouping: false })).toBe(numberFormat('mr', { useGrouping: false }));
    expect(numberFormat('mr', { useGrouping: false })).not.toBe(numberFormat('hi', { useGrouping: false }));
    expect(numberFormat('mr', { useGrouping: false })).not.toBe(numberFormat('mr', { maximumFractionDigits: 1 }));
    expect(numberFormat('mr', { useGrouping: false }).format(14416)).toBe('१४४१६');
  });
});
