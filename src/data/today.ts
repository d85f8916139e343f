import { isoDateInIndia } from '../lib/dates.ts';
import { isCalendarDate } from '../lib/post-schema.ts';

/**
 * "Today" for reviews (`YYYY-MM-DD`, Indian calendar day): the day of the build, or
 * `AROGYA_TODAY` when set, so that tests and a rebuild of an old release never depend on the
 * clock. The only place that reads it; `src/lib/review.ts` always takes it as an argument.
 * @throws Error when `AROGYA_TODAY` is set but not a real date.
 */
export function getToday(env: NodeJS.ProcessEnv = process.env, now = Date.now()): string {
  const fixed = env.AROGYA_TODAY;
  if (fixed === undefined || fixed === '') return isoDateInIndia(Math.floor(now / 1000));
  if (!isCalendarDate(fixed))
    throw new Error(`AROGYA_TODAY="${fixed}" is not a real date. Fix: write it as YYYY-MM-DD, e.g. 2026-06-01, or unset it.`);
  return fixed;
}
