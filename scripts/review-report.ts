/**
 * `npm run review-report [-- --out FILE] [--strict]`: lists every published article whose
 * medical review is overdue or due within 60 days or whose text changed after its review, and
 * every translation behind its English source, grouped by reviewer and language; then every
 * article exempt from review as not health advice. Prints the Markdown, appends it to
 * `$GITHUB_STEP_SUMMARY` when set (the CI run's summary page) and writes it to --out.
 * "Today" is the day in India, or AROGYA_TODAY=YYYY-MM-DD.
 * Exit code: 0 (a report is information), 1 with --strict when a review is overdue or no longer
 * covers its article's text,
 * 2 when the options are wrong or the content does not validate (`npm run validate` says why).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { getContentDir } from '../src/data/content-dir.ts';
import { loadRegistries } from '../src/data/registries.ts';
import { getToday } from '../src/data/today.ts';
import { reviewItems, reviewReportExitCode, reviewReportMarkdown } from '../src/lib/review-report.ts';
import { notHealthAdviceItems, notHealthAdviceMarkdown } from '../src/lib/not-health-advice.ts';
import { validCorpusOrExplain } from './lib/valid-corpus.ts';

const USAGE = 'Usage: npm run review-report [-- --out FILE] [--strict]';

function main(): number {
  let values: { out?: string | undefined; strict?: boolean | undefined };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' }, strict: { type: 'boolean' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let today: string;
  try {
    today = getToday();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const contentDir = getContentDir();
  const posts = validCorpusOrExplain(contentDir, 'The review report');
  if (!posts) return 2;
  const { site, people } = loadRegistries(contentDir);
  const items = reviewItems(posts, site.review, today);
  const markdown = [
    reviewReportMarkdown(items, site.review, today, (id) => (Object.hasOwn(people, id) ? people[id]?.name.en : undefined)),
    notHealthAdviceMarkdown(notHealthAdviceItems(posts)),
  ].join('\n');
  console.log(markdown);
  if (values.out) fs.writeFileSync(values.out, markdown);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
  const code = reviewReportExitCode(items, values.strict ?? false);
  if (code) {
    console.error(
      '--strict: a medical review is overdue, or an article changed after its review (listed above). Fix: review the article, then record it with `npm run review -- <slug> --by <reviewer-id>`.',
    );
  }
  return code;
}

process.exitCode = main();
