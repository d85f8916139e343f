import { describe, expect, it } from 'vitest';
import { normaliseTime } from '../../scripts/lib/import/normalise-time.ts';

describe('normaliseTime', () => {
  it('keeps epoch seconds, dropping fractions', () => {
    expect(normaliseTime(1600000000)).toEqual({ ok: true, seconds: 1600000000, form: 'seconds' });
    expect(normaliseTime(1600000000.9)).toEqual({ ok: true, seconds: 1600000000, form: 'seconds' });
    expect(normaliseTime('1600000000')).toEqual({ ok: true, seconds: 1600000000, form: 'seconds' });
  });

  it('turns epoch milliseconds into seconds', () => {
    expect(normaliseTime(1600000000123)).toEqual({ ok: true, seconds: 1600000000, form: 'milliseconds' });
    expect(normaliseTime('1600000000999')).toEqual({ ok: true, seconds: 1600000000, form: 'milliseconds' });
  });

  it('reads both timestamp object forms the exporters write', () => {
    expect(normaliseTime({ seconds: 1600000000, nanoseconds: 999_999_999 })).toEqual({ ok: true, seconds: 1600000000, form: 'timestamp' });
    expect(normaliseTime({ _seconds: 1600000000, _nanoseconds: 0 })).toEqual({ ok: true, seconds: 1600000000, form: 'timestamp' });
  });

  it('reads ISO dates', () => {
    expect(normaliseTime('2020-09-13T12:26:40Z')).toEqual({ ok: true, seconds: 1600000000, form: 'iso' });
    expect(normaliseTime('2020-09-13')).toEqual({ ok: true, seconds: 1599955200, form: 'iso' });
  });

  it('says why a value is not a time', () => {
    expect(normaliseTime('next tuesday')).toEqual({ ok: false, reason: '"next tuesday" is not a time' });
    expect(normaliseTime(undefined)).toEqual({ ok: false, reason: 'is missing' });
    expect(normaliseTime(null)).toEqual({ ok: false, reason: 'is missing' });
    expect(normaliseTime(0)).toEqual({ ok: false, reason: '0 is not a time after 1970' });
    expect(normaliseTime(-5)).toEqual({ ok: false, reason: '-5 is not a time after 1970' });
    expect(normaliseTime({ when: 1 })).toEqual({ ok: false, reason: '{"when":1} is not a time' });
    expect(normaliseTime({ seconds: 1e15 })).toMatchObject({ ok: false });
    expect(normaliseTime(1e18)).toMatchObject({ ok: false });
    expect(normaliseTime([1600000000])).toMatchObject({ ok: false });
  });
});
