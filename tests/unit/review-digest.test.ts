import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postFrontmatterSchema, type PostFrontmatter } from '../../src/lib/post-schema.ts';
import { normalisedText, REVIEW_DIGEST_PATTERN, reviewDigest } from '../../src/lib/review-digest.ts';
import { reviewCoverage } from '../../src/lib/review.ts';

const data = {
  title: 'Salt: how much is too much?',
  metaDescription: 'Less than 5 g a day.',
  references: [{ title: 'Salt reduction', publisher: 'WHO', url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction' }],
};
const body = 'Eat less than **5 g** of salt a day.\n\n## Hidden salt\n\nPickles and papad are salty.\n';
const digest = reviewDigest({ data, body });

/** The fields above as a published article's front-matter. */
const article = {
  ...data,
  slug: 'salt',
  status: 'publish',
  primaryCategory: 'Lifestyle',
  primaryCategorySlug: 'lifestyle',
  postTime: 1_700_000_000,
  postTimeodified: 1_700_000_000,
  lang: 'en',
};

describe('reviewDigest', () => {
  it('is a SHA-256 in hex, and its definition never changes silently (every recorded sign-off depends on it)', () => {
    expect(digest).toMatch(REVIEW_DIGEST_PATTERN);
    // The documented form: title, description, body (whitespace as one space), references in order.
    const canonical = JSON.stringify([
      'Salt: how much is too much?',
      'Less than 5 g a day.',
      'Eat less than **5 g** of salt a day. ## Hidden salt Pickles and papad are salty.',
      [['Salt reduction', 'WHO', 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction']],
    ]);
    expect(digest).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(digest).toBe('0ec7d33b9a28f8f822507c0ea82589998b41cdd66babd9eca357583da462351e');
  });

  it('ignores whitespace: re-wrapped lines, trailing spaces, blank lines, Windows line ends', () => {
    const rewrapped = 'Eat less than **5 g**\nof salt a day.  \r\n\r\n\r\n## Hidden salt\n\nPickles   and papad\tare salty.';
    expect(reviewDigest({ data: { ...data, title: ` ${data.title}\n` }, body: rewrapped })).toBe(digest);
  });

  it('compares Devanagari in one normal form: the same word typed two ways is the same text', () => {
    const composed = 'क़'; // U+0958
    const decomposed = 'क\u093C'; // क + nukta
    expect(normalisedText(composed)).toBe(normalisedText(decomposed));
    expect(reviewDigest({ data, body: `${body} ${composed}` })).toBe(reviewDigest({ data, body: `${body} ${decomposed}` }));
  });

  it('changes with any word, number or link a reader acts on', () => {
    const variants = [
      { data, body: body.replace('5 g', '6 g') },
      { data, body: body.replace('**5 g**', '5 g') },
      { data: { ...data, title: 'Salt: how much is fine?' }, body },
      { data: { ...data, metaDescription: 'Less than 6 g a day.' }, body },
      { data: { ...data, references: [{ ...data.references[0]!, url: 'https://www.who.int/' }] }, body },
      { data: { ...data, references: [{ ...data.references[0]!, publisher: undefined }] }, body },
      { data: { ...data, references: [...data.references, { title: 'Another source' }] }, body },
      { data: { ...data, references: [] }, body },
    ];
    const digests = variants.map(reviewDigest);
    expect(new Set([digest, ...digests]).size).toBe(variants.length + 1);
  });

  it('keeps words apart: moving text between fields is a change', () => {
    expect(reviewDigest({ data: { ...data, title: 'A', metaDescription: 'B C' }, body })).not.toBe(
      reviewDigest({ data: { ...data, title: 'A B', metaDescription: 'C' }, body }),
    );
  });

  it('does not cover times, tags, category, featured, images or the review fields', () => {
    const full = postFrontmatterSchema.parse(article);
    const other: PostFrontmatter = {
      ...full,
      postTimeodified: 1_800_000_000,
      tags: ['salt'],
      featured: true,
      featureImageUrl: '/images/salt.svg',
      primaryCategorySlug: 'sugar',
      lastReviewed: '2026-01-01',
      reviewedBy: 'someone',
      reviewedDigest: 'f'.repeat(64),
    };
    expect(reviewDigest({ data: full, body })).toBe(digest);
    expect(reviewDigest({ data: other, body })).toBe(digest);
  });
});

describe('reviewCoverage', () => {
  it('is covered when the recorded digest is the text’s, changed when not, and nothing without a recorded review', () => {
    expect(reviewCoverage({ reviewedDigest: digest }, digest)).toBe('covered');
    expect(reviewCoverage({ reviewedDigest: digest }, reviewDigest({ data, body: `${body} More.` }))).toBe('changed');
    expect(reviewCoverage({}, digest)).toBeUndefined();
    expect(reviewCoverage({ review: 'pending', reviewedDigest: digest }, digest)).toBeUndefined();
  });
});

describe('reviewedDigest in front-matter', () => {
  it('accepts what npm run review writes', () => {
    expect(postFrontmatterSchema.parse({ ...article, reviewedDigest: digest }).reviewedDigest).toBe(digest);
  });

  it.each([['ABC'], [digest.toUpperCase()], [`${digest}0`], [`sha256:${digest}`]])('refuses a malformed digest: %s', (value) => {
    const result = postFrontmatterSchema.safeParse({ ...article, reviewedDigest: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^is not a review digest .* Fix: do not edit it by hand; after a medical review run `npm run review -- <slug> --by <reviewer-id>`/,
    );
  });
});
