import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { withSafeMarkdown } from '../../src/data/article-loader.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { articleView } from '../../src/lib/article-view.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { articleReview } from '../../src/lib/review.ts';
import { parseReviewArgs, recordReview, ReviewCommandError } from '../../scripts/lib/review-command.ts';
import { ContentValidationError } from '../../src/lib/content-errors.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

/**
 * `npm run review` and `npm run review-report` on a copy of the fixture site: a text changed after
 * its review fails `--strict` until its reviewer signs off again.
 */
let content: string;
const run = (script: string, args: string[], today = '2025-06-01') => {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, AROGYA_CONTENT_DIR: content, AROGYA_TODAY: today, GITHUB_STEP_SUMMARY: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const review = (...args: string[]) => run('scripts/review.ts', args);
/** The message `npm run review` refuses `args` with, from the command's own functions (a process each cost a second). */
function refusal(args: string[]): string {
  try {
    recordReview(parseReviewArgs(args), { contentDir: content, people: loadRegistries(content).people, today: '2025-06-01' });
  } catch (error) {
    if (error instanceof ReviewCommandError || error instanceof ContentValidationError) return error.message;
    throw error;
  }
  throw new Error(`npm run review -- ${args.join(' ')} was not refused.`);
}
const report = (today?: string) => run('scripts/review-report.ts', ['--strict'], today);
const read = (file: string) => fs.readFileSync(path.join(content, 'posts', file), 'utf8');
const front = (file: string) => parseArticleSource(read(file)).data;
const CHANGED = ['en/water-and-heat.md', 'hi/water-and-heat-hindi.md', 'mr/water-and-heat-marathi.md'];

/**
 * What an article page says about its review, read as the build reads it: the article loader adds
 * the digest of the text now (src/data/article-loader.ts, src/content.config.ts), the route asks
 * articleReview (src/pages/post/[slug].astro) and the page builds its JSON-LD from the answer
 * (src/components/ArticlePage.astro).
 */
async function pageReview(file: string) {
  const astroMarkdown = {
    async getEntryInfo(): Promise<never> {
      throw new Error("Astro's front-matter reader was used");
    },
  };
  const fileUrl = pathToFileURL(path.join(content, 'posts', file));
  const info = await withSafeMarkdown(astroMarkdown, []).getEntryInfo({ contents: read(file), fileUrl });
  const data = postFrontmatterSchema.extend({ textDigest: z.string() }).parse(info.data);
  const registries = loadRegistries(content);
  const { review } = articleReview({ byTranslationKey: new Map() }, { data }, registries.site.review, '2025-06-01');
  const { jsonLd } = articleView(data, {}, registries, { textChanged: Boolean(review?.changed) });
  return { changed: review?.changed, jsonLd: jsonLd as Record<string, unknown> };
}

beforeAll(() => {
  content = scratchDir('review-command');
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
});

describe('a reviewed article whose text changed', () => {
  it('fails review-report --strict, listed in every language it changed in', () => {
    const { status, stdout, stderr } = report();
    expect(status).toBe(1);
    for (const file of ['en/water-and-heat.md', 'hi/water-and-heat-hindi.md', 'mr/water-and-heat-marathi.md']) {
      // File names are code spans in the report (a name must never become a link).
      expect(stdout).toMatch(new RegExp(`\\| \`[^|]*posts/${file}\` \\| Text changed after review \\| 2025-03-01 \\|`));
    }
    expect(stderr).toContain('an article changed after its review');
  });

  it('shows on its page as changed after review, which claims no review in its JSON-LD', async () => {
    for (const file of CHANGED) {
      const { changed, jsonLd } = await pageReview(file);
      expect(changed, file).toBeDefined();
      expect(jsonLd, file).not.toHaveProperty('reviewedBy');
      expect(jsonLd, file).not.toHaveProperty('lastReviewed');
    }
  });

  it('is re-stamped by its reviewer with one command, changing only reviewedDigest', () => {
    const before = read('en/water-and-heat.md');
    const { status, stdout } = review('water-and-heat', '--by', 'review-panel', '--restamp');
    expect(status).toBe(0);
    expect(stdout).toContain('re-stamped. The review of 2025-03-01 by Review Panel (review-panel) now covers the current text');
    const after = read('en/water-and-heat.md');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual([expect.stringMatching(/^reviewedDigest: [0-9a-f]{64}$/)]);
    expect(front('en/water-and-heat.md')).toMatchObject({ lastReviewed: '2025-03-01', reviewedBy: 'review-panel' });
    // Once is enough.
    expect(review('water-and-heat', '--by', 'review-panel', '--restamp').stdout).toContain('already covers the text');
  });

  it('passes --strict once every changed text is signed off again (a translation keeps its own review)', () => {
    expect(report().stdout).not.toMatch(/en\/water-and-heat\.md \| Text changed/);
    expect(report().status).toBe(1);
    expect(review('water-and-heat-hindi', '--by', 'review-panel', '--date', '2025-05-20').status).toBe(0);
    expect(front('hi/water-and-heat-hindi.md')).toMatchObject({ lastReviewed: '2025-05-20', reviewedBy: 'review-panel' });
    expect(review('water-and-heat-marathi', '--by', 'review-panel', '--restamp').status).toBe(0);
    const { status, stdout } = report();
    expect(stdout).not.toContain('Text changed after review');
    expect(status).toBe(0);
  });

  it('no longer shows on its pages once signed off again: no notice, and the JSON-LD claims the review', async () => {
    for (const file of CHANGED) {
      const { changed, jsonLd } = await pageReview(file);
      expect(changed, file).toBeUndefined();
      expect(jsonLd, file).toMatchObject({ reviewedBy: { name: 'Review Panel' }, lastReviewed: expect.stringMatching(/^2025-0[35]-\d\d$/) });
    }
  });
});

describe('npm run review', () => {
  it('refuses a sign-off that would leave the article invalid: a reviewed article links a source', () => {
    const { status, stderr } = review('salt-basics-marathi', '--by', 'review-panel');
    expect(status).toBe(1);
    expect(stderr).toContain('the signed-off article would not validate');
    expect(stderr).toContain('a source a reader can open');
    expect(front('mr/salt-basics-marathi.md')).toMatchObject({ review: 'pending' });
  });

  it('records a first review: who, when and the text, in place of `review: pending`', () => {
    const file = path.join(content, 'posts/mr/salt-basics-marathi.md');
    fs.writeFileSync(
      file,
      read('mr/salt-basics-marathi.md').replace('review: pending\n', 'review: pending\nauthor: dr-test-author\nreferences:\n  - { title: "Salt reduction", url: "https://www.who.int/" }\n'),
    );
    const { status, stdout } = review('salt-basics-marathi', '--by', 'review-panel');
    expect(status).toBe(0);
    expect(stdout).toContain('review by Review Panel (review-panel) on 2025-06-01 recorded; it covers the text as it is now');
    const data = front('mr/salt-basics-marathi.md');
    expect(data).toMatchObject({ reviewedBy: 'review-panel', lastReviewed: '2025-06-01', reviewedDigest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(data).not.toHaveProperty('review');
  });

  it('says when the reviewer is a sample profile', () => {
    expect(review('salt-basics', '--by', 'sample-doctor').stdout).toContain('sample-doctor is a sample profile');
  });

  it.each([
    [['salt-basics'], /Say who reviewed it: --by <reviewer-id>/],
    [['salt-basics', '--by', 'review-panle'], /"review-panle" is not in .*people\.yaml\. Fix: did you mean --by review-panel\?/],
    [['salt-basic', '--by', 'review-panel'], /No article has the slug "salt-basic"; did you mean salt-basics\?/],
    [['salt-basics', '--by', 'review-panel', '--date', '2025-06-02'], /--date 2025-06-02 is after today \(2025-06-01\)/],
    [['salt-basics', '--by', 'review-panel', '--date', '2023-01-01'], /--date 2023-01-01 is before the text was last changed/],
    [['salt-basics', '--by', 'review-panel', '--date', '2025-02-30'], /--date 2025-02-30 is not a real day/],
    [['lifestyle-two', '--by', 'review-panel', '--restamp'], /this article records no review of an earlier text/],
    [['water-and-heat', '--by', 'dr-test-author', '--restamp'], /its last review is by review-panel, not dr-test-author/],
    [['salt-basics', '--by', 'review-panel', '--restamp', '--date', '2025-01-01'], /--restamp keeps the date of the last review/],
  ])('refuses %j, saying why and what to do, and writes nothing', (args, message) => {
    // In the process, as scripts/review.ts runs it (a command refused by the CLI is the test above).
    const before = fs.readdirSync(path.join(content, 'posts'), { recursive: true, encoding: 'utf8' }).map((f) => {
      const file = path.join(content, 'posts', f);
      return fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : '';
    });
    expect(refusal(args)).toMatch(message);
    const after = fs.readdirSync(path.join(content, 'posts'), { recursive: true, encoding: 'utf8' }).map((f) => {
      const file = path.join(content, 'posts', f);
      return fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : '';
    });
    expect(after).toEqual(before);
  });
});
