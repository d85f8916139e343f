/**
 * `npm run new -- --lang hi --category gut-bacteria --title "…" [--slug …] [--translation-of …]`:
 * writes `content/posts/<lang>/<slug>.md` with every front-matter field filled in (status:
 * draft) and a section outline, ready for `npm run validate`.
 * Exit code: 0 written, 1 refused (the message says why and what to do).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentValidationError } from '../src/lib/content-errors.ts';
import { getPostsDir } from '../src/lib/paths.ts';
import { getContentDir } from '../src/data/content-dir.ts';
import { loadRegistries } from '../src/data/registries.ts';
import { printable } from '../src/lib/printable.ts';
import { displayPath } from './lib/display-path.ts';
import { readExistingPosts } from './lib/existing-posts.ts';
import { defaultAuthor, NewPostError, parseNewPostArgs, planNewPost } from './lib/new-post.ts';

try {
  const args = parseNewPostArgs(process.argv.slice(2));
  const contentDir = getContentDir();
  const { categories, site, people } = loadRegistries(contentDir);
  const postsDir = getPostsDir(contentDir);
  const plan = planNewPost(args, {
    categories,
    author: defaultAuthor(people, site.doctor.slug),
    existing: readExistingPosts(postsDir),
    postsDir,
    now: Math.floor(Date.now() / 1000),
  });
  fs.mkdirSync(path.dirname(plan.file), { recursive: true });
  // `wx` fails rather than overwrite a file that appeared since the check.
  fs.writeFileSync(plan.file, plan.text, { flag: 'wx' });
  console.log(printable(`✓ Wrote ${displayPath(plan.file)} (status: draft).`));
  for (const note of plan.notes) console.log(printable(`  Note: ${note}`));
  console.log('  Next: replace the metaDescription and the comments, write the article, then run `npm run validate`.');
} catch (error) {
  if (error instanceof NewPostError || error instanceof ContentValidationError) {
    console.error(error instanceof NewPostError ? printable(error.message) : error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
    console.error(printable(`${displayPath(String((error as NodeJS.ErrnoException).path))} already exists; refusing to overwrite it.`));
  } else {
    throw error;
  }
  process.exitCode = 1;
}
