import { SITE_TIME_ZONE } from './dates.ts';

/**
 * Times in epoch seconds (`postTime`, `postTimeodified`, `translatedFrom`) as the editor shows
 * them: a date and time in India (the site's time zone, whatever the author's computer says), in
 * the form of an `<input type="datetime-local" step="1">`.
 */

/** India has one offset all year: +05:30, no daylight saving time. */
const INDIA_OFFSET_SECONDS = 5.5 * 60 * 60;
const INDIA_OFFSET = '+05:30';

/** The zone {@link INDIA_OFFSET} stands for; checked by the unit tests against the site's. */
export const EDITOR_TIME_ZONE = SITE_TIME_ZONE;

/**
 * Epoch seconds as a datetime-local value in India.
 * @example epochToIndiaInput(1600000000) // => '2020-09-13T17:56:40'
 */
export function epochToIndiaInput(seconds: number): string {
  return new Date((seconds + INDIA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19);
}

/**
 * A datetime-local value (seconds optional) read as a time in India, in epoch seconds; undefined
 * for anything else.
 * @example indiaInputToEpoch('2020-09-13T17:56:40') // => 1600000000
 * @example indiaInputToEpoch('2020-09-13T17:56') // => 1599999960
 * @example indiaInputToEpoch('') // => undefined
 */
export function indiaInputToEpoch(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(value)) return undefined;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}${INDIA_OFFSET}`);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
