import { describe, expect, it } from 'vitest';
import { getToday } from '../../src/data/today.ts';
import { isoDateInIndia } from '../../src/lib/dates.ts';
import { buildPostIndex } from '../../src/lib/posts.ts';
import type { PostFrontmatter } from '../../src/lib/post-schema.ts';
import {
  addMonths,
  articleReview,
  daysBetween,
  policyNextReview,
  reviewState,
  textChangedSinceReview,
  translationLag,
} from '../../src/lib/review.ts';

const POLICY = { intervalMonths: 24 };

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2024-01-05', 24)).toBe('2026-01-05');
    expect(addMonths('2025-11-30', 2)).toBe('2026-01-30');
  });

  it('ends on the last day of a shorter month, never spilling into the next', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2023-12-31', 2)).toBe('2024-02-29');
  });

  it('takes a leap day to 28 February in common years and back to 29 in leap years', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 24)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });
});

describe('daysBetween', () => {
  it('counts calendar days across a leap day and a year end', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
  });
});

describe('reviewState', () => {
  const reviewed = { lastReviewed: '2024-01-05' };

  it('is due the policy interval after the last review', () => {
    expect(policyNextReview('2024-01-05', 24)).toBe('2026-01-05');
    expect(reviewState(reviewed, POLICY, '2025-06-01')).toEqual({
      lastReviewed: '2024-01-05',
      nextReview: '2026-01-05',
      status: 'current',
      daysLeft: 218,
    });
  });

  it('is due soon from 60 days before, due soon on the day itself, overdue the day after', () => {
    expect(reviewState(reviewed, POLICY, '2025-11-05')).toMatchObject({ status: 'current', daysLeft: 61 });
    expect(reviewState(reviewed, POLICY, '2025-11-06')).toMatchObject({ status: 'due-soon', daysLeft: 60 });
    expect(reviewState(reviewed, POLICY, '2026-01-05')).toMatchObject({ status: 'due-soon', daysLeft: 0 });
    expect(reviewState(reviewed, POLICY, '2026-01-06')).toMatchObject({ status: 'overdue', daysLeft: -1 });
  });

  it('follows a month end and a leap day', () => {
    expect(reviewState({ lastReviewed: '2024-02-29' }, POLICY, '2026-02-28')).toMatchObject({
      nextReview: '2026-02-28',
      status: 'due-soon',
      daysLeft: 0,
    });
    expect(reviewState({ lastReviewed: '2024-02-29' }, POLICY, '2026-03-01')).toMatchObject({ status: 'overdue', daysLeft: -1 });
    expect(reviewState({ lastReviewed: '2024-08-31' }, { intervalMonths: 6 }, '2025-02-28')).toMatchObject({
      nextReview: '2025-02-28',
      daysLeft: 0,
    });
  });

  it('takes an earlier nextReview from the article', () => {
    expect(reviewState({ lastReviewed: '2024-01-05', nextReview: '2024-07-01' }, POLICY, '2024-07-02')).toMatchObject({
      nextReview: '2024-07-01',
      status: 'overdue',
    });
  });

  it('has nothing to expire without a review', () => {
    expect(reviewState({}, POLICY, '2026-01-01')).toBeUndefined();
  });
});

describe('translationLag', () => {
  const source = { slug: 'salt', lang: 'en' as const, postTimeodified: 1_700_000_300 };

  it('names the English version when it changed after the translation was made from it', () => {
    expect(translationLag({ lang: 'hi', postTimeodified: 1_750_000_000, translatedFrom: 1_650_000_000 }, source)).toEqual({
      sourceSlug: 'salt',
      sourceModified: 1_700_000_300,
      translatedFrom: 1_650_000_000,
    });
  });

  it('is in sync when made from the current English version', () => {
    expect(translationLag({ lang: 'mr', postTimeodified: 1_650_000_000, translatedFrom: 1_700_000_300 }, source)).toBeUndefined();
  });

  it('without translatedFrom, counts a translation as made from its own last change', () => {
    expect(translationLag({ lang: 'hi', postTimeodified: 1_650_000_000 }, source)?.translatedFrom).toBe(1_650_000_000);
    expect(translationLag({ lang: 'hi', postTimeodified: 1_800_000_000 }, source)).toBeUndefined();
  });

  it('never applies to English, nor without an English source', () => {
    expect(translationLag({ lang: 'en', postTimeodified: 1 }, source)).toBeUndefined();
    expect(translationLag({ lang: 'hi', postTimeodified: 1 }, undefined)).toBeUndefined();
    expect(translationLag({ lang: 'hi', postTimeodified: 1 }, { ...source, lang: 'mr' })).toBeUndefined();
  });
});

describe('textChangedSinceReview', () => {
  const reviewed = { lastReviewed: '2026-01-10', reviewedDigest: 'a'.repeat(64), postTimeodified: 1_790_000_000 };

  it('is nothing while the recorded digest is the text’s, or without a recorded review', () => {
    expect(textChangedSinceReview(reviewed, 'a'.repeat(64))).toBeUndefined();
    expect(textChangedSinceReview({ ...reviewed, reviewedDigest: undefined }, 'b'.repeat(64))).toBeUndefined();
    expect(textChangedSinceReview({ ...reviewed, lastReviewed: undefined }, 'b'.repeat(64))).toBeUndefined();
  });

  it('gives the day of the update when the text changed, if that day is not before the review', () => {
    // 1790000000 is 2026-09-21 in India.
    expect(textChangedSinceReview(reviewed, 'b'.repeat(64))).toEqual({ updated: 1_790_000_000 });
    expect(textChangedSinceReview({ ...reviewed, lastReviewed: '2026-09-21' }, 'b'.repeat(64))).toEqual({ updated: 1_790_000_000 });
    // postTimeodified was not moved on with the text: the page must not say "updated before its review".
    expect(textChangedSinceReview({ ...reviewed, lastReviewed: '2026-09-22' }, 'b'.repeat(64))).toEqual({ updated: undefined });
  });
});

describe('articleReview', () => {
  const post = (data: Partial<PostFrontmatter> & { textDigest?: string }) => ({
    data: {
      textDigest: 'a'.repeat(64),
      slug: 'x',
      status: 'publish',
      postTime: 1,
      postTimeodified: 1_600_000_000,
      primaryCategorySlug: 'c',
      tags: [],
      lang: 'en',
      featured: false,
      ...data,
    } as PostFrontmatter & { textDigest: string },
  });
  const english = post({ slug: 'salt', translationKey: 'salt', lastReviewed: '2024-01-05', postTimeodified: 1_700_000_300 });
  const hindi = post({ slug: 'salt-hindi', lang: 'hi', translationKey: 'salt', translatedFrom: 1_650_000_000 });
  const index = buildPostIndex([english, hindi]);

  it('gives the page the dates and whether the review is overdue, never the days left (the page key would change daily)', () => {
    expect(articleReview(index, english, POLICY, '2026-06-01')).toEqual({
      review: { lastReviewed: '2024-01-05', nextReview: '2026-01-05', overdue: true, changed: undefined },
      lag: undefined,
    });
  });

  it('says when the text changed after its review, comparing the loader’s textDigest with reviewedDigest', () => {
    const reviewed = { slug: 'w', lastReviewed: '2026-01-10', reviewedDigest: 'a'.repeat(64), postTimeodified: 1_790_000_000 };
    const same = post(reviewed);
    const changed = post({ ...reviewed, textDigest: 'b'.repeat(64) });
    expect(articleReview(buildPostIndex([same]), same, POLICY, '2026-06-01').review?.changed).toBeUndefined();
    expect(articleReview(buildPostIndex([changed]), changed, POLICY, '2026-06-01').review).toEqual({
      lastReviewed: '2026-01-10',
      nextReview: '2028-01-10',
      overdue: false,
      changed: { updated: 1_790_000_000 },
    });
  });

  it('finds the English version of a translation in the index', () => {
    expect(articleReview(index, hindi, POLICY, '2026-06-01')).toEqual({
      review: undefined,
      lag: { sourceSlug: 'salt', sourceModified: 1_700_000_300, translatedFrom: 1_650_000_000 },
    });
  });
});

describe('today', () => {
  it('is the calendar day in India', () => {
    // 2023-03-05T20:00:00Z is already 6 March in India.
    expect(isoDateInIndia(1_678_046_400)).toBe('2023-03-06');
    expect(getToday({}, 1_678_046_400_000)).toBe('2023-03-06');
  });

  it('is AROGYA_TODAY when set, and refuses a day that does not exist', () => {
    expect(getToday({ AROGYA_TODAY: '2024-02-29' })).toBe('2024-02-29');
    expect(() => getToday({ AROGYA_TODAY: '2025-02-29' })).toThrow(
      'AROGYA_TODAY="2025-02-29" is not a real date. Fix: write it as YYYY-MM-DD',
    );
  });
});
