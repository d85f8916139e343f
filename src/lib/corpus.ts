import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ContentValidationError, type ContentIssue } from './content-errors.ts';
import { getContentDir, getPostsDir, localImagePath } from './paths.ts';
import { loadRegistries } from './registries.ts';
import { validateCorpus, type SourceFile, type ValidatedPost } from './validation.ts';

/** Markdown files under `content/posts`, in a stable order. */
export function listPostFiles(postsDir: string): string[] {
  if (!fs.existsSync(postsDir)) return [];
  return fs
    .readdirSync(postsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(postsDir, name))
    .sort();
}

/** Reads one article; a file whose front-matter cannot be parsed becomes an issue, not a crash. */
export function readSourceFile(absolute: string, issues: ContentIssue[]): SourceFile | undefined {
  const file = path.relative(process.cwd(), absolute);
  try {
    const { data, content } = matter(fs.readFileSync(absolute, 'utf8'));
    return { file, data, body: content };
  } catch (error) {
    issues.push({
      file,
      field: '',
      message: `has front-matter that cannot be read as YAML (${(error as Error).message.split('\n')[0]}). Fix: check quotes and colons between the --- lines.`,
    });
    return undefined;
  }
}

/** Whether a local `/images/…` URL names a file in this content folder. */
export function imageExistsIn(contentDir: string): (url: string) => boolean {
  return (url) => fs.existsSync(localImagePath(url, contentDir));
}

/**
 * Reads and validates the whole content folder: registries, every article and the menu.
 * This is the check `npm run validate` runs and the build runs before it makes any page.
 * @throws ContentValidationError listing every problem with file, field and fix.
 */
export function loadValidatedCorpus(
  contentDir = getContentDir(),
  now = Math.floor(Date.now() / 1000),
): ValidatedPost[] {
  const registries = loadRegistries(contentDir);
  const issues: ContentIssue[] = [];
  const files = listPostFiles(getPostsDir(contentDir))
    .map((file) => readSourceFile(file, issues))
    .filter((source): source is SourceFile => source !== undefined);
  const result = validateCorpus(files, {
    registries,
    now,
    imageExists: imageExistsIn(contentDir),
  });
  issues.push(...result.issues);
  if (issues.length) throw new ContentValidationError(issues);
  return result.posts;
}
