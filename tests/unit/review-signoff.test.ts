import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPostFiles } from '../../src/data/corpus.ts';
import { REVIEW_KEYS, SignOffError, withReviewRecord } from '../../src/lib/review-signoff.ts';

const DIGEST = 'ab'.repeat(32);
const NEW_DIGEST = 'cd'.repeat(32);
const review = { kind: 'review', reviewedBy: 'dr-a', lastReviewed: '2026-01-10', reviewedDigest: NEW_DIGEST } as const;

/** The lines that are not review lines: a sign-off must leave exactly these, byte for byte. */
const otherLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !new RegExp(`^(?:${REVIEW_KEYS.join('|')}):`).test(line))
    .join('\n');
const reviewLines = (text: string) => text.split('\n').filter((line) => new RegExp(`^(?:${REVIEW_KEYS.join('|')}):`).test(line));

describe('withReviewRecord', () => {
  it('turns `review: pending` into a review record, in its place', () => {
    const source = '---\ntitle: Salt\nauthor: dr-b\nreview: pending\nreferences: []\n---\nText.\n';
    expect(withReviewRecord(source, review)).toBe(
      `---\ntitle: Salt\nauthor: dr-b\nreviewedBy: dr-a\nlastReviewed: 2026-01-10\nreviewedDigest: ${NEW_DIGEST}\nreferences: []\n---\nText.\n`,
    );
  });

  it('replaces a previous review, and drops the nextReview that belonged to it', () => {
    const source = `---\ntitle: Salt\nreviewedBy: dr-old\nlastReviewed: 2024-01-01\nreviewedDigest: ${DIGEST}\nnextReview: 2025-01-01\ntags: [a]\n---\nText.\n`;
    expect(withReviewRecord(source, review)).toBe(
      `---\ntitle: Salt\nreviewedBy: dr-a\nlastReviewed: 2026-01-10\nreviewedDigest: ${NEW_DIGEST}\ntags: [a]\n---\nText.\n`,
    );
  });

  it('keeps every other line as written: flow maps, quotes, comments', () => {
    const source = `---\ntitle: 'Salt'   # quoted\ntags: [ salt ]\nreferences:\n  - { title: "A", url: "https://a.example/" }\nreview: pending\n---\nText.\n`;
    expect(withReviewRecord(source, review)).toBe(
      `---\ntitle: 'Salt'   # quoted\ntags: [ salt ]\nreferences:\n  - { title: "A", url: "https://a.example/" }\nreviewedBy: dr-a\nlastReviewed: 2026-01-10\nreviewedDigest: ${NEW_DIGEST}\n---\nText.\n`,
    );
  });

  it('quotes a value that YAML would otherwise read as a number', () => {
    const digits = '1'.repeat(64);
    expect(withReviewRecord('---\ntitle: Salt\n---\nText.\n', { kind: 'restamp', reviewedDigest: digits })).toContain(
      `reviewedDigest: "${digits}"\n`,
    );
  });

  it('re-stamps: only the digest changes', () => {
    const source = `---\n# A comment stays.\ntitle: "Salt: how much?"\nreviewedBy: dr-a\nlastReviewed: 2024-01-01\nreviewedDigest: ${DIGEST}\n---\nText.\n`;
    expect(withReviewRecord(source, { kind: 'restamp', reviewedDigest: NEW_DIGEST })).toBe(source.replace(DIGEST, NEW_DIGEST));
  });

  it('keeps Windows line ends and a byte-order mark', () => {
    const source = '\uFEFF---\r\ntitle: Salt\r\nreview: pending\r\n---\r\nText.\r\n';
    expect(withReviewRecord(source, review)).toBe(
      `\uFEFF---\r\ntitle: Salt\r\nreviewedBy: dr-a\r\nlastReviewed: 2026-01-10\r\nreviewedDigest: ${NEW_DIGEST}\r\n---\r\nText.\r\n`,
    );
  });

  it('changes only the review lines of every article in content/ (byte for byte otherwise)', () => {
    const files = ['en', 'hi', 'mr'].flatMap((lang) => listPostFiles(path.join('content/posts', lang)));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const record of [review, { kind: 'restamp', reviewedDigest: NEW_DIGEST } as const]) {
        const signed = withReviewRecord(source, record);
        expect(otherLines(signed), file).toBe(otherLines(source));
        const lines = reviewLines(signed);
        expect(lines, file).toContain(`reviewedDigest: ${NEW_DIGEST}`);
        if (record.kind === 'review')
          expect(lines, file).toEqual(['reviewedBy: dr-a', 'lastReviewed: 2026-01-10', `reviewedDigest: ${NEW_DIGEST}`]);
      }
    }
  });

  it('refuses rather than rewrite other lines, and a file without front-matter', () => {
    const folded = `---\ntitle: Salt\nreviewedBy: >-\n  dr-a\nlastReviewed: 2024-01-01\nreviewedDigest: ${DIGEST}\n---\nText.\n`;
    expect(() => withReviewRecord(folded, review)).toThrow(SignOffError);
    expect(() => withReviewRecord(folded, review)).toThrow(
      /has a reviewedBy that is not a one-line value\. Fix: write it as `reviewedBy: value` on one line/,
    );
    const foldedPending = '---\ntitle: Salt\nreview: >-\n  pending\n---\nText.\n';
    expect(() => withReviewRecord(foldedPending, review)).toThrow(/Fix: write the review fields by hand as `key: value` lines/);
    expect(() => withReviewRecord('Text only.\n', review)).toThrow(/has no front-matter/);
    expect(() => withReviewRecord('---\n- a list\n---\nText.\n', review)).toThrow(/cannot be read as fields/);
  });
});
