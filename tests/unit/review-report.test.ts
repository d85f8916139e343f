import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import {
  groupReviewItems,
  markdownCell,
  markdownFile,
  reviewItems,
  reviewReportExitCode,
  reviewReportMarkdown,
  type ReportPost,
} from '../../src/lib/review-report.ts';

/** The fixture articles (tests/fixtures/review-report), read as the corpus reads them. */
const FIXTURES = 'tests/fixtures/review-report';
const POSTS: ReportPost[] = fs
  .readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const file = path.join(FIXTURES, name);
    const { data, body } = parseArticleSource(fs.readFileSync(file, 'utf8'));
    return { file, data: postFrontmatterSchema.parse(data), body };
  });
const POLICY = { intervalMonths: 24 };
const TODAY = '2026-06-01';

describe('reviewItems', () => {
  const items = reviewItems(POSTS, POLICY, TODAY);
  const summary = items.map((item) => `${item.kind} ${item.slug}`);

  it('lists published reviews overdue, texts changed after review, reviews due within 60 days (60 included), and translations behind their English source', () => {
    expect(summary).toEqual([
      'overdue no-reviewer',
      'overdue overdue',
      'text-changed changed',
      'due-soon due-soon',
      'due-soon current-marathi',
      'translation-behind current-hindi',
    ]);
  });

  it('leaves out drafts, articles never reviewed, current reviews and translations in sync', () => {
    for (const slug of ['draft-overdue', 'never-reviewed', 'current']) expect(summary.join()).not.toContain(` ${slug},`);
    expect(items.find((item) => item.slug === 'current-marathi')?.kind).toBe('due-soon');
  });

  it('finds a text changed after its review by its digest, and says when it was updated', () => {
    const changed = items.find((item) => item.kind === 'text-changed');
    expect(changed).toMatchObject({ slug: 'changed', reviewer: 'panel-a', changed: { updated: 1_772_000_000 } });
    expect(changed?.review?.lastReviewed).toBe('2026-02-10');
    // The same article with its text as reviewed is not listed.
    const restored = POSTS.map((post) => (post.data.slug === 'changed' ? { ...post, body: 'Body.' } : post));
    expect(reviewItems(restored, POLICY, TODAY).some((item) => item.kind === 'text-changed')).toBe(false);
  });

  it('names the English source of a lagging translation', () => {
    expect(items.at(-1)?.lag).toEqual({
      sourceSlug: 'current',
      sourceModified: 1_770_000_000,
      translatedFrom: 1_700_000_000,
      sourceFile: path.join(FIXTURES, 'en/current.md'),
    });
  });
});

describe('groupReviewItems', () => {
  it('groups by reviewer, then language; articles without a reviewer come last', () => {
    const groups = groupReviewItems(reviewItems(POSTS, POLICY, TODAY));
    expect(groups.map((g) => `${g.reviewer ?? '-'} ${g.lang} ${g.items.length}`)).toEqual([
      'panel-a en 3',
      'panel-b hi 1',
      'panel-b mr 1',
      '- hi 1',
    ]);
  });
});

describe('reviewReportMarkdown', () => {
  it('writes one table per reviewer and language', () => {
    expect(reviewReportMarkdown(reviewItems(POSTS, POLICY, TODAY), POLICY, TODAY)).toMatchInlineSnapshot(`
      "## Review report, 2026-06-01

      Policy: a medical review stays current for 24 months; "due soon" means within 60 days.

      2 reviews overdue, 1 text changed after review, 2 reviews due within 60 days, 1 translation behind the English source.

      ### panel-a · English (en)

      | Article | Status | Date | Details |
      | --- | --- | --- | --- |
      | \`tests/fixtures/review-report/en/overdue.md\` | Review overdue | 2026-01-05 | due 147 days ago; last reviewed 2024-01-05 |
      | \`tests/fixtures/review-report/en/changed.md\` | Text changed after review | 2026-02-10 | the text is not the one reviewed on 2026-02-10 (updated 2026-02-25); review it, then \`npm run review -- changed --by …\` (\`--restamp\` if the meaning did not change) |
      | \`tests/fixtures/review-report/en/due-soon.md\` | Review due soon | 2026-06-15 | due in 14 days; last reviewed 2024-06-15 |

      ### panel-b · हिंदी (hi)

      | Article | Status | Date | Details |
      | --- | --- | --- | --- |
      | \`tests/fixtures/review-report/hi/current-hindi.md\` | Translation behind English | 2026-02-02 | English \`tests/fixtures/review-report/en/current.md\` changed (postTimeodified 1770000000); translated from 1700000000 (2023-11-15) |

      ### panel-b · मराठी (mr)

      | Article | Status | Date | Details |
      | --- | --- | --- | --- |
      | \`tests/fixtures/review-report/mr/current-marathi.md\` | Review due soon | 2026-07-31 | due in 60 days; last reviewed 2025-08-01 |

      ### No reviewer named · हिंदी (hi)

      | Article | Status | Date | Details |
      | --- | --- | --- | --- |
      | \`tests/fixtures/review-report/hi/no-reviewer.md\` | Review overdue | 2025-05-31 | due 366 days ago; last reviewed 2023-05-31 |
      "
    `);
  });

  it('shows a reviewer by name, with the id to search for', () => {
    const names: Record<string, string> = { 'panel-a': 'Panel A' };
    expect(reviewReportMarkdown(reviewItems(POSTS, POLICY, TODAY), POLICY, TODAY, (id) => names[id])).toContain(
      '### Panel A (panel-a) · English (en)',
    );
  });

  it('says so when there is nothing to do', () => {
    expect(reviewReportMarkdown([], POLICY, TODAY)).toContain(
      'Nothing is overdue, changed after review, due within 60 days or behind its English source.',
    );
  });

  it('keeps content from breaking a table cell or writing links and HTML', () => {
    expect(markdownCell('a|b <img src=x> [x](javascript:y)\nnext')).toBe('a\\|b \\<img src=x\\> \\[x\\](javascript:y) next');
  });

  it('keeps names from becoming autolinks, and shows control characters', () => {
    expect(markdownCell('Dr. www.evil.example, https://evil.example, a@evil.example')).toBe(
      'Dr. www\\.evil.example, https\\://evil.example, a\\@evil.example',
    );
    expect(markdownCell('Dr. Good \u202eliveD')).toBe('Dr. Good \\\\u202eliveD');
  });

  it('writes a file name as a code span: no link, markup or line of its own, whatever it holds', () => {
    expect(markdownFile('content/posts/en/www.evil.example.md')).toBe('`content/posts/en/www.evil.example.md`');
    expect(markdownFile('posts/a|b\n::warning file=x::c.md')).toBe('`posts/a\\|b\\n::warning file=x::c.md`');
    expect(markdownFile('posts/`x``.md')).toBe('``` posts/`x``.md ```');
  });
});

describe('reviewReportExitCode', () => {
  const items = reviewItems(POSTS, POLICY, TODAY);

  it('is 0 without --strict, whatever is listed', () => {
    expect(reviewReportExitCode(items, false)).toBe(0);
  });

  it('is 1 with --strict only when a review is overdue or no longer covers its text', () => {
    expect(reviewReportExitCode(items, true)).toBe(1);
    expect(
      reviewReportExitCode(
        items.filter((item) => item.kind !== 'overdue'),
        true,
      ),
    ).toBe(1);
    expect(
      reviewReportExitCode(
        items.filter((item) => item.kind !== 'text-changed'),
        true,
      ),
    ).toBe(1);
    expect(
      reviewReportExitCode(
        items.filter((item) => item.kind !== 'overdue' && item.kind !== 'text-changed'),
        true,
      ),
    ).toBe(0);
  });
});
