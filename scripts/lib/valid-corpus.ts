import { loadValidatedCorpus } from '../../src/data/corpus.ts';
import { ContentValidationError } from '../../src/lib/content-errors.ts';

/**
 * For a command that reports on the content (preflight, review-report): the validated articles,
 * or `null` after printing the problems and what to do (the command then exits 2). Any other
 * error is a bug and is thrown.
 */
export function validCorpusOrExplain(contentDir: string, command: string): ReturnType<typeof loadValidatedCorpus> | null {
  try {
    return loadValidatedCorpus(contentDir);
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    console.error(`${error.message}\n${command} needs valid content. Fix the problems above (npm run validate), then run it again.`);
    return null;
  }
}
