/**
 * What the authoring scripts need to know about the articles already on disk: where each is
 * and which slug, language and translation group it claims. Read leniently (a half-edited
 * article must not stop `npm run new` or the importer); `npm run validate` is the strict check.
 * Read safely too: front-matter goes through the project's one reader, `parseArticleSource`
 * (YAML only: a `---js` block is an error, never run), and links and special files are listed
 * without being opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { listPostFiles } from '../../src/data/corpus.ts';

export interface ExistingPost {
  /** Absolute path of the file. */
  file: string;
  slug?: string | undefined;
  lang?: string | undefined;
  translationKey?: string | undefined;
  /** Epoch seconds, when it is a number: what a new translation records as `translatedFrom`. */
  postTimeodified?: number | undefined;
}

/**
 * How much of a file is read for its front-matter: far more than any real front-matter, and a
 * bound on what a huge file (or a link to one) could cost.
 */
export const FRONTMATTER_READ_BYTES = 256 * 1024;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The start of a regular file that really is where it is listed, under `root` (not reached
 * through a linked folder, not a link, device or folder itself), or undefined.
 */
function readStart(file: string, roots: { root: string; real: string }[]): string | undefined {
  const stats = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  const real = fs.realpathSync(file);
  if (!roots.some(({ root, real: realRoot }) => real === path.join(realRoot, path.relative(root, file)))) return undefined;
  const buffer = Buffer.alloc(Math.min(stats.size, FRONTMATTER_READ_BYTES));
  const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  try {
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Every `.md` file under the given folders (each listed once), with the identity fields of
 * its front-matter. A file whose front-matter cannot be read (not YAML, a `---js` block, a link
 * or a file in a linked folder, unreadable) is listed without them.
 */
export function readExistingPosts(...postsDirs: string[]): ExistingPost[] {
  const dirs = [...new Set(postsDirs.map((dir) => path.resolve(dir)))];
  const files = [...new Set(dirs.flatMap((dir) => listPostFiles(dir)))].sort();
  const roots = dirs.filter((dir) => fs.existsSync(dir)).map((root) => ({ root, real: fs.realpathSync(root) }));
  return files.map((file) => {
    try {
      const start = readStart(file, roots);
      if (start === undefined) return { file };
      const { data } = parseArticleSource(start);
      const modified = typeof data.postTimeodified === 'number' ? data.postTimeodified : undefined;
      return { file, slug: text(data.slug), lang: text(data.lang), translationKey: text(data.translationKey), postTimeodified: modified };
    } catch {
      return { file };
    }
  });
}
