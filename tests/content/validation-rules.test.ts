import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentIssues, type ContentIssue } from '../../src/lib/content-errors.ts';
import { imageExistsIn, listPostFiles, readSourceFile } from '../../src/data/corpus.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { peopleAndReviewProblems, validateCorpus, type SourceFile } from '../../src/lib/validation.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { scratchDir } from '../helpers/site-build.ts';

const SITE = path.resolve('tests/fixtures/site');
const BROKEN = path.resolve('tests/fixtures/broken');
/** 2025-11-13: after every fixture time, before the "future" fixture. */
const NOW = 1_763_000_000;

/** Validates the fixture site plus one broken article and reports what an author would read. */
function validateWith(...brokenFiles: string[]): string {
  const issues: ContentIssue[] = [];
  const files = [...listPostFiles(path.join(SITE, 'posts')), ...brokenFiles.map((f) => path.join(BROKEN, f))]
    .map((file) => readSourceFile(file, issues))
    .filter((f): f is SourceFile => f !== undefined);
  const result = validateCorpus(files, { registries: loadRegistries(SITE), now: NOW, contentDir: SITE, imageExists: imageExistsIn(SITE) });
  issues.push(...result.issues);
  return issues.length ? formatContentIssues(issues) : 'valid';
}

describe('validateCorpus', () => {
  it('accepts the fixture site as it is', () => {
    expect(validateWith()).toBe('valid');
  });

  it('reports a missing required field', () => {
    expect(validateWith('missing-title.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/missing-title.md
        - title: is missing. Fix: add \`title: "Vitamin D, Part 1"\`."
    `);
  });

  it('reports a wrongly typed field', () => {
    expect(validateWith('wrong-type.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/wrong-type.md
        - postTime: must be number, but is text ("last Tuesday"). Fix: write it like \`postTime: 1617253200   # epoch seconds: date +%s\`."
    `);
  });

  it('reports a slug that is not URL-safe, suggesting one that is', () => {
    expect(validateWith('unsafe-slug.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/unsafe-slug.md
        - slug: "Salt & Sugar!" is not URL-safe. Fix: use only letters, digits and hyphens, e.g. \`salt-sugar\`."
    `);
  });

  it('names both files that share a slug', () => {
    expect(validateWith('duplicate-slug.md')).toMatchInlineSnapshot(`
      "Found 2 problems in the content:

      tests/fixtures/broken/duplicate-slug.md
        - slug: "salt-basics" is also the slug of tests/fixtures/site/posts/en/salt-basics.md. Fix: give each article its own slug (it is its URL).

      tests/fixtures/site/posts/en/salt-basics.md
        - slug: "salt-basics" is also the slug of tests/fixtures/broken/duplicate-slug.md. Fix: give each article its own slug (it is its URL)."
    `);
  });

  it('reports a category slug missing from the registry (slugs are case-sensitive)', () => {
    expect(validateWith('unknown-category.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/unknown-category.md
        - primaryCategorySlug: "maida" is not in tests/fixtures/site/categories.yaml. Fix: use a slug listed there (slugs are case-sensitive), or add the category to it."
    `);
  });

  it('reports a tag missing from the registry', () => {
    expect(validateWith('unknown-tag.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/unknown-tag.md
        - tags.1: "Sugar" is not in tests/fixtures/site/tags.yaml. Fix: use a tag slug listed there (case-sensitive), or add the tag to it."
    `);
  });

  it('reports a primaryCategory label that does not match its slug', () => {
    expect(validateWith('label-mismatch.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/label-mismatch.md
        - primaryCategory: "Sugar" does not match the label of "lifestyle". Fix: write \`primaryCategory: Lifestyle\`."
    `);
  });

  it('reports a time given in milliseconds', () => {
    expect(validateWith('milliseconds.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/milliseconds.md
        - postTime: 1600000000000 looks like milliseconds. Fix: use epoch seconds, i.e. 1600000000."
    `);
  });

  it('reports a time more than a day in the future', () => {
    expect(validateWith('future.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/future.md
        - postTimeodified: 1900000000 is 2030-03-17T17:46:40Z, more than a day in the future. Fix: use the real time in epoch seconds (\`date +%s\`)."
    `);
  });

  it('reports postTimeodified earlier than postTime', () => {
    expect(validateWith('modified-before-posted.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/modified-before-posted.md
        - postTimeodified: 1599999999 (2020-09-13T12:26:39Z) is earlier than postTime 1600000000 (2020-09-13T12:26:40Z). Fix: set it to the time of the last change, not before postTime."
    `);
  });

  it('reports two articles of one language in a translation group', () => {
    expect(validateWith('translation-clash.md')).toMatchInlineSnapshot(`
      "Found 2 problems in the content:

      tests/fixtures/broken/translation-clash.md
        - translationKey: "salt-basics" already has a "hi" article: tests/fixtures/site/posts/hi/salt-basics-hindi.md. Fix: a translation group holds one article per language; change the translationKey or the lang of one of them.

      tests/fixtures/site/posts/hi/salt-basics-hindi.md
        - translationKey: "salt-basics" already has a "hi" article: tests/fixtures/broken/translation-clash.md. Fix: a translation group holds one article per language; change the translationKey or the lang of one of them."
    `);
  });

  it('reports a local featureImageUrl that does not exist', () => {
    expect(validateWith('missing-image.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/missing-image.md
        - featureImageUrl: "/images/no-such-file.svg" does not exist in tests/fixtures/site/images/. Fix: add the file, correct the name, or remove the field to use the default image."
    `);
  });

  it('reports an unknown field and suggests the legacy spelling', () => {
    expect(validateWith('unknown-field.md')).toMatchInlineSnapshot(`
      "Found 2 problems in the content:

      tests/fixtures/broken/unknown-field.md
        - postTimeodified: is missing. Fix: add \`postTimeodified: 1617253200   # epoch seconds, not earlier than postTime\`.
        - postTimeModified: is not a known field. Fix: rename it to \`postTimeodified\`."
    `);
  });

  it('reports a status that is not one of the known values', () => {
    expect(validateWith('bad-status.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/bad-status.md
        - status: is text ("published"), which is not allowed. Fix: use one of \`publish\`, \`draft\`, \`pending\`, \`private\`, \`trash\`."
    `);
  });

  it('reports front-matter that is not valid YAML', () => {
    expect(validateWith('bad-yaml.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/bad-yaml.md
        - has front-matter that cannot be read as YAML (Missing closing "quote at line 3, column 15:). Fix: check quotes, colons and indentation."
    `);
  });

  it('reports every broken file at once, grouped by file', () => {
    const report = validateWith('missing-title.md', 'future.md', 'missing-image.md');
    expect(report).toMatch(/^Found 3 problems in the content:/);
    expect(report.match(/^tests\/fixtures\/broken\//gm)).toHaveLength(3);
  });

  it('reports a title too long to show', () => {
    expect(validateWith('long-title.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/long-title.md
        - title: is 10000 characters long; at most 200 fit. Fix: shorten it, and move the detail into the article."
    `);
  });

  it('reports a published article without a body', () => {
    expect(validateWith('empty-body.md')).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      tests/fixtures/broken/empty-body.md
        - body: is empty, so the page would show only the title. Fix: write the article below the front-matter (after the second ---), or set \`status: draft\` until it is written."
    `);
  });

  it('reports invisible bidirectional controls in the title and the description', () => {
    expect(validateWith('bidi-title.md')).toMatchInlineSnapshot(`
      "Found 2 problems in the content:

      tests/fixtures/broken/bidi-title.md
        - title: contains the invisible control character U+202E (character 19), which makes the text display in a different order than it is written. Fix: delete it (retype the words around it); no language on this site needs it.
        - metaDescription: contains the invisible control character U+2066 (character 6), which makes the text display in a different order than it is written. Fix: delete it (retype the words around it); no language on this site needs it."
    `);
  });

  it('reports a file saved as Latin-1 instead of UTF-8, with the line', () => {
    // Written here, not committed: a Latin-1 "é" is one byte that is not UTF-8.
    const dir = scratchDir('latin1');
    const latin1 = path.join(dir, 'latin1.md');
    fs.writeFileSync(latin1, Buffer.from(fs.readFileSync(path.join(BROKEN, 'latin1.md'), 'utf8'), 'latin1'));
    const report = validateWith(path.relative(BROKEN, latin1)).replace(path.relative(process.cwd(), dir), '<scratch>');
    expect(report).toMatchInlineSnapshot(`
      "Found 1 problem in the content:

      <scratch>/latin1.md
        - is not saved as UTF-8: line 2 has bytes that are not UTF-8 text (an editor saved it as Latin-1 or Windows-1252), which would show as "�". Fix: save the file as UTF-8 ("Save with encoding" in the editor), or convert it with \`iconv -f WINDOWS-1252 -t UTF-8\`."
    `);
  });
});

describe('people and reviews', () => {
  it('names an author or reviewer who is not in people.yaml, with the id meant', () => {
    expect(validateWith('unknown-person.md')).toBe(
      [
        'Found 2 problems in the content:',
        '',
        'tests/fixtures/broken/unknown-person.md',
        '  - author: "Dr. Test Author" is not a person in tests/fixtures/site/people.yaml. Fix: write `author: dr-test-author`, or add the person to it.',
        '  - reviewedBy: "review-panle" is not a person in tests/fixtures/site/people.yaml. Fix: write `reviewedBy: review-panel`, or add the person to it.',
      ].join('\n'),
    );
  });

  it('says what a published health article lacks, and the two honest ways out', () => {
    expect(validateWith('not-reviewed.md')).toBe(
      [
        'Found 1 problem in the content:',
        '',
        'tests/fixtures/broken/not-reviewed.md',
        '  - reviewedBy, lastReviewed, references: are missing: a published health article says who medically reviewed it (`reviewedBy:`, an id from tests/fixtures/site/people.yaml); when it was last reviewed (`lastReviewed: YYYY-MM-DD`); a source a reader can open (a reference with `url: https://…`). Fix: add them; or, until it has been medically reviewed, write `review: pending` (readers then see that it is not reviewed yet); a page that is not health advice (about pages, policies, in a category site.yaml lists under notHealthAdvice) writes `healthAdvice: false`.',
      ].join('\n'),
    );
  });

  it('accepts `review: pending`, `healthAdvice: false` on an about page and drafts without a review', () => {
    const data = (extra: Record<string, unknown>) => ({
      file: 'x.md',
      body: 'Body.',
      data: { title: 'X', slug: 'x-review', metaDescription: 'X.', status: 'publish', primaryCategory: 'Lifestyle', primaryCategorySlug: 'lifestyle', postTime: 1_600_000_000, postTimeodified: 1_600_000_000, lang: 'en', ...extra },
    });
    const issuesOf = (extra: Record<string, unknown>) =>
      validateCorpus([...listPostFiles(path.join(SITE, 'posts')).map((file) => readSourceFile(file, [])!), data(extra)], {
        registries: loadRegistries(SITE),
        now: NOW,
        contentDir: SITE,
        imageExists: imageExistsIn(SITE),
      }).issues.map((issue) => issue.field);
    expect(issuesOf({})).toEqual(['author, reviewedBy, lastReviewed, references']);
    expect(issuesOf({ review: 'pending' })).toEqual([]);
    // Only in a category declared not health advice (site.yaml: about).
    expect(issuesOf({ healthAdvice: false, primaryCategory: 'About', primaryCategorySlug: 'about' })).toEqual([]);
    expect(issuesOf({ healthAdvice: false })).toEqual(['healthAdvice']);
    expect(issuesOf({ status: 'draft' })).toEqual([]);
    expect(issuesOf({ review: 'done' })).toEqual(['review']);
  });

  it('wants a medical reviewer whose page shows their qualifications (or a panel naming its members)', () => {
    const people = loadRegistries(SITE).people;
    const unqualified = { ...people['dr-test-author']!, qualifications: [] };
    const data = postFrontmatterSchema.parse({
      title: 'X',
      slug: 'x',
      metaDescription: 'X.',
      status: 'draft',
      primaryCategory: 'Lifestyle',
      primaryCategorySlug: 'lifestyle',
      postTime: 1_600_000_000,
      postTimeodified: 1_600_000_000,
      lang: 'en',
      reviewedBy: 'dr-u',
    });
    expect(peopleAndReviewProblems(data, { people: { ...people, 'dr-u': unqualified } }, SITE)).toEqual([
      {
        field: 'reviewedBy',
        message:
          '"dr-u" lists no qualifications in tests/fixtures/site/people.yaml, and a medical reviewer\'s page shows what qualifies them. Fix: add their `qualifications` there, or name a qualified reviewer.',
      },
    ]);
    expect(peopleAndReviewProblems({ ...data, reviewedBy: 'review-panel' }, { people }, SITE)).toEqual([]);
  });
});
