import { isoDateInIndia } from './dates.ts';
import type { PostFrontmatter } from './post-schema.ts';

/**
 * When an article's medical review expires, and how a translation relates to the version of its
 * English source it was made from. Pure: "today" is always passed in (`src/data/today.ts` reads
 * it at build time), so a page, the build warning and `npm run review-report` agree, and tests
 * never depend on the clock.
 */

/** A review falls due this many days ahead is "due soon": the report lists it, the page does not warn. */
export const DUE_SOON_DAYS = 60;

/** The review policy when `content/site.yaml` names none (UK PIF TICK: at most every three years). */
export const DEFAULT_REVIEW_INTERVAL_MONTHS = 24;

export type ReviewStatus = 'current' | 'due-soon' | 'overdue';

/** An article's review, as the page shows it and the report lists it. */
export interface ReviewState {
  /** `YYYY-MM-DD`, as written in the front-matter. */
  lastReviewed: string;
  /** `YYYY-MM-DD`: `nextReview` if the article sets one, else `lastReviewed` plus the policy's interval. */
  nextReview: string;
  status: ReviewStatus;
  /** Days from today to `nextReview`: negative once it has passed, 0 on the day itself. */
  daysLeft: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parts(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`"${isoDate}" is not a YYYY-MM-DD date`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcDay(isoDate: string): number {
  const [year, month, day] = parts(isoDate);
  return Date.UTC(year, month - 1, day);
}

/**
 * The same day `months` later; a day the target month lacks becomes its last day, as a
 * calendar would say ("a month after 31 January" is 28 or 29 February, never 2 March).
 * @example addMonths('2024-02-29', 12) // => '2025-02-28'
 * @example addMonths('2025-01-31', 1) // => '2025-02-28'
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Whole days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier.
 * @example daysBetween('2024-02-28', '2024-03-01') // => 2
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/**
 * The latest next-review date the policy allows for a review on `lastReviewed`.
 * @example policyNextReview('2024-01-05', 24) // => '2026-01-05'
 */
export function policyNextReview(lastReviewed: string, intervalMonths: number): string {
  return addMonths(lastReviewed, intervalMonths);
}

/**
 * An article's review state on `today`, or undefined when it has never been reviewed
 * (no `lastReviewed`: there is nothing to expire). Due on the day itself is "due soon";
 * overdue from the day after.
 * @example reviewState({ lastReviewed: '2024-01-05' }, { intervalMonths: 24 }, '2026-01-06').status // => 'overdue'
 */
export function reviewState(
  post: Pick<PostFrontmatter, 'lastReviewed' | 'nextReview'>,
  policy: { intervalMonths: number },
  today: string,
): ReviewState | undefined {
  if (!post.lastReviewed) return undefined;
  const nextReview = post.nextReview ?? policyNextReview(post.lastReviewed, policy.intervalMonths);
  const daysLeft = daysBetween(today, nextReview);
  const status: ReviewStatus = daysLeft < 0 ? 'overdue' : daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'current';
  return { lastReviewed: post.lastReviewed, nextReview, status, daysLeft };
}

/** A translation whose English source changed after the version it was made from. */
export interface TranslationLag {
  /** The English article's slug, to link to. */
  sourceSlug: string;
  /** The English article's `postTimeodified` (epoch seconds): the date the notice names. */
  sourceModified: number;
  /** The source version the translation was made from (epoch seconds). */
  translatedFrom: number;
}

type LagFields = Pick<PostFrontmatter, 'lang' | 'postTimeodified' | 'translatedFrom'>;

/**
 * Whether `translation` lags `source` (its English version, if any). The version it was made
 * from is `translatedFrom`; an article that does not record it counts as made from its own
 * `postTimeodified` (a translation edited after the source changed is taken to follow it).
 * @example translationLag({ lang: 'hi', postTimeodified: 5, translatedFrom: 5 }, { slug: 'salt', lang: 'en', postTimeodified: 9 })
 * // => { sourceSlug: 'salt', sourceModified: 9, translatedFrom: 5 }
 */
export function translationLag(
  translation: LagFields,
  source: Pick<PostFrontmatter, 'slug' | 'lang' | 'postTimeodified'> | undefined,
): TranslationLag | undefined {
  if (!source || translation.lang === 'en' || source.lang !== 'en') return undefined;
  const translatedFrom = translation.translatedFrom ?? translation.postTimeodified;
  if (source.postTimeodified <= translatedFrom) return undefined;
  return { sourceSlug: source.slug, sourceModified: source.postTimeodified, translatedFrom };
}

/** A reviewed article whose text changed after the reviewer signed off (src/lib/review-digest.ts). */
export interface TextChange {
  /**
   * `postTimeodified`, the day the page says it was updated, when that is on or after the review
   * day; undefined when the article's time was not moved on with its text (the page then says
   * only that it changed, never that it was updated before it was reviewed).
   */
  updated?: number | undefined;
}

/**
 * Whether an article's last review covers its text as it is now: `covered`, `changed` (the text
 * changed after the reviewer signed off), or undefined when it records no review
 * (`review: pending`, or no `reviewedDigest`). `textDigest` is reviewDigest (src/lib/review-digest.ts) of the text now.
 * Here, not beside reviewDigest: that one hashes with node:crypto, and the editor's preview (in the
 * browser) reads this module.
 * @example reviewCoverage({ reviewedDigest: 'a'.repeat(64) }, 'b'.repeat(64)) // => 'changed'
 */
export function reviewCoverage(
  data: Pick<PostFrontmatter, 'reviewedDigest' | 'review'>,
  textDigest: string,
): 'covered' | 'changed' | undefined {
  if (data.review === 'pending' || data.reviewedDigest === undefined) return undefined;
  return data.reviewedDigest === textDigest ? 'covered' : 'changed';
}

/**
 * Whether an article's text changed after its last review: its recorded `reviewedDigest` is not
 * the digest of its text now (`textDigest`). Undefined when the review covers the text, and when
 * there is no review to compare with.
 * @example textChangedSinceReview({ lastReviewed: '2026-01-10', reviewedDigest: 'a'.repeat(64), postTimeodified: 1790000000 }, 'b'.repeat(64))
 * // => { updated: 1790000000 }
 */
export function textChangedSinceReview(
  data: Pick<PostFrontmatter, 'lastReviewed' | 'reviewedDigest' | 'review' | 'postTimeodified'>,
  textDigest: string,
): TextChange | undefined {
  if (!data.lastReviewed || reviewCoverage(data, textDigest) !== 'changed') return undefined;
  return { updated: isoDateInIndia(data.postTimeodified) >= data.lastReviewed ? data.postTimeodified : undefined };
}

/**
 * What an article page shows about its review and its translation. Only what changes the page
 * (not the days left), because a page's props are its incremental-build key: it is rebuilt the
 * day its review becomes overdue, not every day.
 */
export interface ArticleReview {
  review?: { lastReviewed: string; nextReview: string; overdue: boolean; changed?: TextChange | undefined } | undefined;
  lag?: TranslationLag | undefined;
}

/**
 * The review line and notices of one published article: its review on `today`, whether its text
 * changed after that review (`textDigest`: the digest of its text now, which the article loader
 * adds), and whether its published English version changed after it was translated.
 */
export function articleReview<
  T extends {
    data: Pick<
      PostFrontmatter,
      | 'slug'
      | 'lang'
      | 'postTimeodified'
      | 'translationKey'
      | 'translatedFrom'
      | 'lastReviewed'
      | 'nextReview'
      | 'reviewedDigest'
      | 'review'
    > & { textDigest: string };
  },
>(index: { byTranslationKey: Map<string, T[]> }, post: T, policy: { intervalMonths: number }, today: string): ArticleReview {
  const state = reviewState(post.data, policy, today);
  const key = post.data.translationKey;
  const source = key ? index.byTranslationKey.get(key)?.find((other) => other.data.lang === 'en') : undefined;
  return {
    review: state && {
      lastReviewed: state.lastReviewed,
      nextReview: state.nextReview,
      overdue: state.status === 'overdue',
      changed: textChangedSinceReview(post.data, post.data.textDigest),
    },
    lag: translationLag(post.data, source?.data),
  };
}
