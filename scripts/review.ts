/**
 * `npm run review -- <slug> --by <reviewer-id> [--date YYYY-MM-DD]`: records a medical review of
 * the article as it is now (who, when, and the digest of the text they checked) in its
 * front-matter. `--restamp` instead confirms that a change since the last review kept its meaning
 * (whitespace, a fixed link): the same reviewer's review then covers the current text.
 * "Today" is the day in India, or AROGYA_TODAY=YYYY-MM-DD.
 * Exit code: 0 recorded (or nothing to do), 1 refused (the message says why and what to do).
 */
import { ContentValidationError } from '../src/lib/content-errors.ts';
import { getContentDir } from '../src/data/content-dir.ts';
import { loadRegistries } from '../src/data/registries.ts';
import { getToday } from '../src/data/today.ts';
import { parseReviewArgs, recordReview, ReviewCommandError } from './lib/review-command.ts';

function main(): number {
  let today: string;
  try {
    today = getToday();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    const args = parseReviewArgs(process.argv.slice(2));
    const contentDir = getContentDir();
    const { people } = loadRegistries(contentDir);
    console.log(`✓ ${recordReview(args, { contentDir, people, today }).message}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReviewCommandError || error instanceof ContentValidationError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = main();
