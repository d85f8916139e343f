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

/**
 * The first line (counting from 1) that is not valid UTF-8, or undefined if all of it is.
 * Reading such bytes as UTF-8 silently turns them into "�"; a Latin-1 "é" is one such byte.
 * @example firstNonUtf8Line(Buffer.from('ok\ncafé', 'latin1')) // => 2
 */
export function firstNonUtf8Line(bytes: Uint8Array): number | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const valid = (part: Uint8Array) => {
    try {
      decoder.decode(part);
      return true;
    } catch {
      return false;
    }
  };
  if (valid(bytes)) return undefined;
  // A newline byte is never part of a multi-byte UTF-8 character, so lines can be checked alone.
  for (let line = 1, start = 0; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    if (!valid(bytes.subarray(start, end === -1 ? bytes.length : end)) || end === -1) return line;
    start = end + 1;
  }
}

/** Reads one article; a file whose front-matter cannot be parsed becomes an issue, not a crash. */
export function readSourceFile(absolute: string, issues: ContentIssue[]): SourceFile | undefined {
  const file = path.relative(process.cwd(), absolute);
  const bytes = fs.readFileSync(absolute);
  const badLine = firstNonUtf8Line(bytes);
  if (badLine !== undefined) {
    issues.push({
      file,
      field: '',
      message: `is not saved as UTF-8: line ${badLine} has bytes that are not UTF-8 text (an editor saved it as Latin-1 or Windows-1252), which would show as "�". Fix: save the file as UTF-8 ("Save with encoding" in the editor), or convert it with \`iconv -f WINDOWS-1252 -t UTF-8\`.`,
    });
    return undefined;
  }
  try {
    const { data, content } = matter(bytes.toString('utf8'));
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
