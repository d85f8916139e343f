/**
 * `npm run preflight [-- --report-only]`: everything that must change before a real deploy —
 * sample people in people.yaml, example addresses and declared placeholders in site.yaml, reviews
 * that do not cover their article's text, pending and overdue reviews, stale Health News — each
 * with its fix. The deploy job runs it before building; CI runs it with --report-only.
 * "Today" is the day in India, or AROGYA_TODAY=YYYY-MM-DD.
 * Exit code: 0 nothing blocks (or --report-only), 1 something blocks going live,
 * 2 when the options are wrong or the content does not validate (`npm run validate` says why).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getContentDir } from '../src/data/content-dir.ts';
import { loadRegistries } from '../src/data/registries.ts';
import { getToday } from '../src/data/today.ts';
import { preflightBlockers, preflightExitCode, preflightReport } from '../src/lib/preflight.ts';
import { displayPath } from './lib/display-path.ts';
import { validCorpusOrExplain } from './lib/valid-corpus.ts';

const USAGE = 'Usage: npm run preflight [-- --report-only]';

function main(): number {
  let reportOnly: boolean;
  let today: string;
  try {
    const { values } = parseArgs({ options: { 'report-only': { type: 'boolean' } }, strict: true, allowPositionals: false });
    reportOnly = values['report-only'] ?? false;
    today = getToday();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const contentDir = getContentDir();
  const posts = validCorpusOrExplain(contentDir, 'Preflight');
  if (!posts) return 2;
  const files = { site: displayPath(path.join(contentDir, 'site.yaml')), people: displayPath(path.join(contentDir, 'people.yaml')) };
  const blockers = preflightBlockers({ posts, registries: loadRegistries(contentDir), today, files });
  const report = preflightReport(blockers, today);
  const code = preflightExitCode(blockers, reportOnly);
  (code ? process.stderr : process.stdout).write(report);
  if (blockers.length && reportOnly) console.log('--report-only: listed, not failed. The deploy job runs preflight without it.');
  return code;
}

process.exitCode = main();
