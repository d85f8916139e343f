/**
 * `npm run validate`: checks every article and registry without building pages — the
 * same checks the build runs first, in about a second.
 * Exit code: 0 valid, 1 problems found (each named with file, field and fix).
 */
import { ciAnnotation } from '../src/lib/ci-annotations.ts';
import { ContentValidationError } from '../src/lib/content-errors.ts';
import { loadValidatedCorpus } from '../src/data/corpus.ts';
import { getContentDir } from '../src/data/content-dir.ts';
import { isPublished } from '../src/lib/posts.ts';

try {
  const posts = loadValidatedCorpus();
  const published = posts.filter((post) => isPublished(post.data)).length;
  console.log(`✓ ${getContentDir()}: ${posts.length} articles (${published} published) and the registries are valid.`);
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  console.error(error.message);
  // On a Git host's CI, also annotate the files in the pull request (escaped: content must not
  // be able to write workflow commands of its own into the log).
  if (process.env.GITHUB_ACTIONS) {
    for (const issue of error.issues)
      console.log(ciAnnotation('error', issue.file, issue.field ? `${issue.field}: ${issue.message}` : issue.message));
  }
  process.exitCode = 1;
}
