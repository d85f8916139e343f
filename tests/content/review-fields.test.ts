import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentIssues, type ContentIssue } from '../../src/lib/content-errors.ts';
import { imageExistsIn, listPostFiles, readSourceFile } from '../../src/data/corpus.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { validateCorpus, type SourceFile } from '../../src/lib/validation.ts';

const SITE = path.resolve('tests/fixtures/site');
const FIXTURES = path.resolve('tests/fixtures/review-fields');
const NOW = 1_763_000_000;
const FIELDS = new Set(['nextReview', 'translatedFrom']);

/**
 * Validates the fixture site plus one article and reports, as an author reads them, the problems
 * with the review fields (other rules have their own tests).
 */
function reviewProblems(file: string, fields: ReadonlySet<string> = FIELDS): string {
  const issues: ContentIssue[] = [];
  const files = [...listPostFiles(path.join(SITE, 'posts')), path.join(FIXTURES, file)]
    .map((f) => readSourceFile(f, issues))
    .filter((f): f is SourceFile => f !== undefined);
  const result = validateCorpus(files, { registries: loadRegistries(SITE), now: NOW, contentDir: SITE, imageExists: imageExistsIn(SITE) });
  const found = [...issues, ...result.issues].filter((issue) => fields.has(issue.field));
  return found.length ? formatContentIssues(found) : 'valid';
}

describe('nextReview', () => {
  it('accepts the fixture site, whose translations record translatedFrom', () => {
    const issues: ContentIssue[] = [];
    const files = listPostFiles(path.join(SITE, 'posts')).map((f) => readSourceFile(f, issues)!);
    const { issues: found } = validateCorpus(files, { registries: loadRegistries(SITE), now: NOW, contentDir: SITE, imageExists: imageExistsIn(SITE) });
    expect(found.filter((issue) => FIELDS.has(issue.field))).toEqual([]);
  });

  it('must be a real day', () => {
    expect(reviewProblems('next-review-not-a-date.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/next-review-not-a-date.md
        - nextReview: "2025-02-30" is not a real date. Fix: write the day as YYYY-MM-DD, e.g. 2025-01-31 (months 01–12, and a day the month has)."
    `);
  });

  it('must come after lastReviewed', () => {
    expect(reviewProblems('next-review-not-after.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/next-review-not-after.md
        - nextReview: 2025-03-01 is not after lastReviewed 2025-03-01. Fix: write a later day, or remove nextReview to follow the site's review policy."
    `);
  });

  it('may bring a review forward, never postpone it beyond the policy (a month end stays a month end)', () => {
    expect(reviewProblems('next-review-beyond-policy.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/next-review-beyond-policy.md
        - nextReview: 2026-02-01 is later than the review policy allows (lastReviewed 2024-01-31 + 24 months = 2026-01-31); nextReview may only bring a review forward. Fix: write 2026-01-31 or earlier, or remove nextReview."
    `);
  });

  it('needs the review it follows', () => {
    expect(reviewProblems('next-review-without-last.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/next-review-without-last.md
        - nextReview: is set, but lastReviewed is not: a next review follows a review. Fix: add \`lastReviewed: YYYY-MM-DD\` (the day of the last medical review), or remove nextReview."
    `);
  });
});

describe('translatedFrom', () => {
  it('is not set on an English article', () => {
    expect(reviewProblems('translated-from-english.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/translated-from-english.md
        - translatedFrom: is set on an English article, but English articles are the sources translations are made from. Fix: remove translatedFrom."
    `);
  });

  it('needs a translationKey', () => {
    expect(reviewProblems('translated-from-no-key.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/translated-from-no-key.md
        - translatedFrom: is set, but the article has no translationKey, so it has no English source. Fix: add the translationKey of the English article it translates, or remove translatedFrom."
    `);
  });

  it('needs an English article in its translation group', () => {
    expect(reviewProblems('translated-from-no-source.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/translated-from-no-source.md
        - translatedFrom: is set, but no English article has translationKey "no-such-article". Fix: correct the translationKey to the English article's, or remove translatedFrom."
    `);
  });

  it('cannot be later than the English source, naming the source and the value to write', () => {
    expect(reviewProblems('translated-from-too-late.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/translated-from-too-late.md
        - translatedFrom: 1600000000 is later than the English source's postTimeodified 1550000000 (tests/fixtures/site/posts/en/about-this-website.md). Fix: write the English version's postTimeodified at the time of translating: at most 1550000000, and exactly that if the translation matches the current English text."
    `);
  });
});

describe('a review record: who, when and which text', () => {
  const RECORD = new Set(['reviewedDigest', 'lastReviewed', 'lastReviewed, reviewedDigest', 'reviewedBy']);

  it('needs the digest of the text a review date covers', () => {
    expect(reviewProblems('last-reviewed-without-digest.md', RECORD)).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/last-reviewed-without-digest.md
        - reviewedDigest: is missing: lastReviewed says when a review was, but not which text it covered, so no one can tell whether the text changed since. Fix: once a reviewer has checked the text as it is now, run \`npm run review -- last-reviewed-without-digest --by review-panel\` (add \`--date YYYY-MM-DD\` if the review was on an earlier day); until then write \`review: pending\` instead of lastReviewed."
    `);
  });

  it('needs who and when beside a digest', () => {
    expect(reviewProblems('digest-without-date.md', RECORD)).toMatchInlineSnapshot(`
      "Found 2 problems in the content:

      tests/fixtures/review-fields/digest-without-date.md
        - lastReviewed: is missing: a published health article says when it was last reviewed (\`lastReviewed: YYYY-MM-DD\`). Fix: add it; or, until it has been medically reviewed, write \`review: pending\` (readers then see that it is not reviewed yet); a page that is not health advice (about pages, policies, in a category site.yaml lists under notHealthAdvice) writes \`healthAdvice: false\`.
        - reviewedDigest: records the text of a review, but lastReviewed is missing: a review says who and when. Fix: run \`npm run review -- digest-without-date --by review-panel\` after the review (it writes all three), or delete reviewedDigest if the article has not been reviewed."
    `);
    expect(reviewProblems('digest-without-reviewer.md', new Set(['reviewedDigest']))).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/digest-without-reviewer.md
        - reviewedDigest: records the text of a review, but reviewedBy is missing: a review says who and when. Fix: run \`npm run review -- digest-without-reviewer --by <reviewer-id>\` after the review (it writes all three), or delete reviewedDigest if the article has not been reviewed."
    `);
    expect(reviewProblems('digest-without-anyone.md', new Set(['reviewedDigest']))).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/digest-without-anyone.md
        - reviewedDigest: records the text of a review, but reviewedBy and lastReviewed are missing: a review says who and when. Fix: run \`npm run review -- digest-without-anyone --by <reviewer-id>\` after the review (it writes all three), or delete reviewedDigest if the article has not been reviewed."
    `);
  });

  it('cannot say `review: pending` and record a review', () => {
    expect(reviewProblems('pending-with-review.md', RECORD)).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/review-fields/pending-with-review.md
        - lastReviewed, reviewedDigest: record a review, but \`review: pending\` says the article has not been reviewed yet. Fix: once a reviewer has checked this text, run \`npm run review -- pending-with-review --by <reviewer-id>\` (it removes \`review: pending\`); until then delete lastReviewed and reviewedDigest."
    `);
  });
});
