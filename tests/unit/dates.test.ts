import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDisplayDate, toIsoTimestamp } from '../../src/lib/dates.ts';

// 2023-03-05T20:00:00Z is already 6 March in India: the date must follow Asia/Kolkata.
const LATE_EVENING_UTC = 1678046400;

describe('formatDisplayDate', () => {
  it('formats in medium style per language, in Indian time', () => {
    expect(formatDisplayDate(LATE_EVENING_UTC, 'en')).toBe('6 Mar 2023');
    expect(formatDisplayDate(LATE_EVENING_UTC, 'hi')).toBe('6 मार्च 2023');
    expect(formatDisplayDate(LATE_EVENING_UTC, 'mr')).toMatch(/^[६6] मार्च, [२2][०0][२2][३3]$/);
  });

  it('does not depend on the machine time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDisplayDate(LATE_EVENING_UTC, 'en')).toBe('6 Mar 2023');
    } finally {
      // Unset again if it was (assigning undefined would set the text "undefined").
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('toIsoTimestamp', () => {
  it('reads epoch seconds, not milliseconds', () => {
    expect(toIsoTimestamp(LATE_EVENING_UTC)).toBe('2023-03-05T20:00:00.000Z');
  });
});

describe('formatCalendarDate', () => {
  it('formats a YYYY-MM-DD date as the same calendar day', () => {
    expect(formatCalendarDate('2026-02-14', 'en')).toBe('14 Feb 2026');
    expect(formatCalendarDate('2026-02-14', 'hi')).toBe('14 फ़र॰ 2026');
  });
});
