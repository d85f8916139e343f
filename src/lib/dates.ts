import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';

/** Readers are in India; dates never depend on the build machine's time zone or locale. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The display date of the legacy site (medium date style), in the reader's language.
 * @example formatDisplayDate(1678060800, 'en') // => '6 Mar 2023'
 */
export function formatDisplayDate(epochSeconds: number, lang: Locale): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(epochSeconds * 1000));
}

/**
 * Machine-readable form for `<time datetime>`, JSON-LD and Open Graph.
 * @example toIsoTimestamp(1678060800) // => '2023-03-06T00:00:00.000Z'
 */
export function toIsoTimestamp(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString();
}

/**
 * A calendar date (`YYYY-MM-DD`, e.g. `lastReviewed`) in the reader's language.
 * @example formatCalendarDate('2026-02-14', 'en') // => '14 Feb 2026'
 */
export function formatCalendarDate(isoDate: string, lang: Locale): string {
  // Noon in India is the same calendar day everywhere the formatter could land.
  return formatDisplayDate(Date.parse(`${isoDate}T12:00:00+05:30`) / 1000, lang);
}

const isoDayFormatter = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SITE_TIME_ZONE });

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in India: how "today" and a version's
 * date are compared with `lastReviewed`-style dates.
 * @example isoDateInIndia(1678046400) // => '2023-03-06' (20:00 UTC on the 5th)
 */
export function isoDateInIndia(epochSeconds: number): string {
  const parts = Object.fromEntries(isoDayFormatter.formatToParts(new Date(epochSeconds * 1000)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
