/**
 * Times in the legacy export come in several forms; the site stores epoch seconds.
 */
import { MAX_EPOCH_SECONDS } from '../../../src/lib/post-schema.ts';

/** How a time was written in the export (said in the import report). */
export type TimeForm = 'seconds' | 'milliseconds' | 'timestamp' | 'iso';

export type TimeResult = { ok: true; seconds: number; form: TimeForm } | { ok: false; reason: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function fromNumber(value: number, form?: TimeForm): TimeResult {
  if (!Number.isFinite(value) || value <= 0) return { ok: false, reason: `${String(value)} is not a time after 1970` };
  if (value > MAX_EPOCH_SECONDS) {
    const seconds = Math.floor(value / 1000);
    if (seconds > MAX_EPOCH_SECONDS) return { ok: false, reason: `${String(value)} is too large to be a time` };
    return { ok: true, seconds, form: form ?? 'milliseconds' };
  }
  return { ok: true, seconds: Math.floor(value), form: form ?? 'seconds' };
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Epoch seconds from epoch seconds, epoch milliseconds (any value above `MAX_EPOCH_SECONDS`),
 * a timestamp object (`{ seconds, nanoseconds }` or `{ _seconds, _nanoseconds }`, as the
 * database's exporters write them), a string of digits, or an ISO 8601 date. Fractions of a
 * second are dropped.
 * @example normaliseTime(1600000000123) // => { ok: true, seconds: 1600000000, form: 'milliseconds' }
 * @example normaliseTime({ _seconds: 1600000000, _nanoseconds: 5 }) // => { ok: true, seconds: 1600000000, form: 'timestamp' }
 * @example normaliseTime('soon') // => { ok: false, reason: '"soon" is not a time' }
 */
export function normaliseTime(value: unknown): TimeResult {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d+(?:\.\d+)?$/.test(text)) return fromNumber(Number(text));
    if (ISO_DATE.test(text)) {
      const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
      if (!Number.isNaN(ms)) return fromNumber(Math.floor(ms / 1000), 'iso');
    }
    return { ok: false, reason: `${describe(value)} is not a time` };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const seconds = record.seconds ?? record._seconds;
    if (typeof seconds === 'number' || (typeof seconds === 'string' && /^\d+$/.test(seconds))) {
      const result = fromNumber(Number(seconds), 'timestamp');
      // A timestamp's seconds are seconds, however large.
      return result.ok && Number(seconds) > MAX_EPOCH_SECONDS
        ? { ok: false, reason: `${describe(value)} is too large to be a time` }
        : result;
    }
    return { ok: false, reason: `${describe(value)} is not a time` };
  }
  return { ok: false, reason: value === undefined || value === null ? 'is missing' : `${describe(value)} is not a time` };
}
