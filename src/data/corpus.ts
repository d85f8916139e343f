import fs from 'node:fs';
import path from 'node:path';
import { ArticleSourceError, parseArticleSourceToKeep } from '../lib/article-source.ts';
import { ContentValidationError, type ContentIssue } from '../lib/content-errors.ts';
import { getImagesDir, getPostsDir, IMAGE_EXTENSIONS, localImagePath, localImageUrlProblem } from '../lib/paths.ts';
import { getContentDir } from './content-dir.ts';
import { loadRegistries } from './registries.ts';
import { windowsFileNameProblem } from '../lib/post-schema.ts';
import { rasterImageProblem } from '../lib/raster-image.ts';
import { findSvgHazards, svgSizeProblem } from '../lib/svg-safety.ts';
import { unprintableCharacter } from '../lib/printable.ts';
import { articleSizeProblem, validateCorpus, type SourceFile, type ValidatedPost } from '../lib/validation.ts';

export { MAX_ARTICLE_BYTES } from '../lib/validation.ts';

/** Path of a file as authors see it: relative to the project root. */
function shown(absolute: string): string {
  return path.relative(process.cwd(), absolute) || absolute;
}

/** Markdown files under `content/posts`, in a stable order (symbolic links included, to be refused). */
export function listPostFiles(postsDir: string): string[] {
  if (!fs.existsSync(postsDir)) return [];
  return fs
    .readdirSync(postsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(postsDir, name))
    .sort();
}

/**
 * Every symbolic link in the content folder, and every name with a control or bidirectional
 * character, as an issue. Links are refused rather than followed: the build's file globs would
 * follow one to any file on the machine (or into another folder's articles) and publish it,
 * and a dangling one would crash it. A newline or a bidi override in a name serves no author
 * and would break every log line that names the file (those are escaped, and this says why).
 */
export function findSymlinks(contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const absolute = path.join(dir, entry.name);
      const hidden = unprintableCharacter(entry.name);
      if (hidden) {
        const code = hidden.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
        issues.push({
          file: shown(absolute),
          field: '',
          message: `has the control or invisible character U+${code} in its name (shown escaped above). Fix: rename it with letters, digits, hyphens and dots only.`,
        });
      }
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = `to ${fs.realpathSync(absolute)}`;
        } catch {
          target = `to ${fs.readlinkSync(absolute)}, which does not exist`;
        }
        issues.push({
          file: shown(absolute),
          field: '',
          message: `is a symbolic link (${target}). Links are not followed, so that nothing outside the content folder is published. Fix: replace the link with the real ${
            fs.statSync(absolute, { throwIfNoEntry: false })?.isDirectory() ? 'folder' : 'file'
          }, or delete it.`,
        });
      } else if (entry.isDirectory()) {
        walk(absolute);
      }
    }
  };
  if (fs.existsSync(contentDir)) walk(contentDir);
  return issues;
}

/**
 * Every file and folder in the content folder (articles, images, anything else) whose name a
 * clone on Windows could not check out ({@link windowsFileNameProblem}): `posts/en/con.md`,
 * `images/Aux.svg`, `salt.svg.`. Links are not followed (findSymlinks refuses them first).
 */
export function findUnportableNames(contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const imagesDir = getImagesDir(contentDir);
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const absolute = path.join(dir, entry.name);
      const problem = windowsFileNameProblem(entry.name, absolute.startsWith(imagesDir + path.sep));
      if (problem) issues.push({ file: shown(absolute), field: '', message: problem });
      if (entry.isDirectory()) walk(absolute);
    }
  };
  if (fs.existsSync(contentDir)) walk(contentDir);
  return issues;
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

/**
 * Reads one article; a file that is a link, too large, not UTF-8 or whose front-matter cannot
 * be read becomes an issue, not a crash. Nothing in it is ever run (see `parseArticleSource`).
 */
export function readSourceFile(absolute: string, issues: ContentIssue[]): SourceFile | undefined {
  const file = shown(absolute);
  const stats = fs.lstatSync(absolute, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink() || !stats.isFile()) {
    issues.push({
      file,
      field: '',
      message: `is ${stats?.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}, and only real files are read. Fix: replace it with the article file itself.`,
    });
    return undefined;
  }
  const tooLarge = articleSizeProblem(stats.size);
  if (tooLarge) {
    issues.push({ file, field: 'body', message: tooLarge });
    return undefined;
  }
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
    const { data, body, bodyLine } = parseArticleSourceToKeep(bytes.toString('utf8'));
    return { file, data, body, bodyLine };
  } catch (error) {
    if (!(error instanceof ArticleSourceError)) throw error;
    issues.push({ file, field: '', message: error.message });
    return undefined;
  }
}

/** The entries of a folder (links not followed), or undefined where there is no folder. */
export type ListFolder = (dir: string) => fs.Dirent[] | undefined;

const listFolder: ListFolder = (dir) => {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
};

/**
 * Whether a local `/images/…` URL names a publishable image file (not a link, not a folder)
 * inside this content folder's images. Each name along the path must be listed exactly as
 * written: the build looks images up by their names as listed, so `/images/Salt.svg` is missing
 * where the file is `salt.svg`, even on a disk that ignores case (macOS, Windows), where asking
 * for the file by the other name would find it.
 */
export function imageExistsIn(contentDir: string, list: ListFolder = listFolder): (url: string) => boolean {
  const listings = new Map<string, Map<string, fs.Dirent>>();
  const entriesOf = (dir: string) => {
    let entries = listings.get(dir);
    if (!entries) listings.set(dir, (entries = new Map((list(dir) ?? []).map((entry) => [entry.name, entry]))));
    return entries;
  };
  return (url) => {
    if (localImageUrlProblem(url)) return false;
    const names = path.relative(getImagesDir(contentDir), localImagePath(url, contentDir)).split(path.sep);
    let dir = getImagesDir(contentDir);
    for (const [i, name] of names.entries()) {
      const entry = entriesOf(dir).get(name);
      if (!entry || (i < names.length - 1 ? !entry.isDirectory() : !entry.isFile())) return false;
      dir = path.join(dir, name);
    }
    return true;
  };
}

/** Every image file under `images/` that the build publishes, as absolute paths. */
function listImageFiles(imagesDir: string): string[] {
  if (!fs.existsSync(imagesDir)) return [];
  const pattern = new RegExp(`\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');
  return fs
    .readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(imagesDir, name))
    .filter((file) => fs.lstatSync(file).isFile())
    .sort();
}

/**
 * Every publishable image must survive the build and be inert: SVGs are documents that browsers
 * run scripts in when opened directly, and raster images must be what their names say.
 */
export function checkImageFiles(contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const file of listImageFiles(getImagesDir(contentDir))) {
    const written = path.extname(file).slice(1);
    const extension = written.toLowerCase();
    const problems: (string | undefined)[] = [];
    if (written !== extension) {
      // The build's glob (src/data/images.ts) matches lower-case extensions only, on every disk.
      problems.push(
        `has the extension .${written}, and the build publishes only lower-case ones (.${IMAGE_EXTENSIONS.join(', .')}), so no page could show it. Fix: rename it to ${path.basename(file, `.${written}`)}.${extension}, and write that name where articles use it.`,
      );
    }
    if (extension === 'svg') {
      const text = fs.readFileSync(file, 'utf8');
      const hazards = findSvgHazards(text);
      problems.push(...hazards);
      // A file that is not a drawing gets its hazards named first; its size only once it is one.
      if (!hazards.length) problems.push(svgSizeProblem(text));
    } else {
      problems.push(rasterImageProblem(fs.readFileSync(file), extension));
    }
    for (const problem of problems) if (problem) issues.push({ file: shown(file), field: '', message: problem });
  }
  return issues;
}

/**
 * Reads and validates the whole content folder: registries, every article and the menu.
 * This is the check `npm run validate` runs and the build runs before it makes any page.
 * @throws ContentValidationError listing every problem with file, field and fix.
 */
export function loadValidatedCorpus(contentDir = getContentDir(), now = Math.floor(Date.now() / 1000)): ValidatedPost[] {
  // Links first: until they are gone, no other file can be trusted to be what it says.
  const linkIssues = findSymlinks(contentDir);
  if (linkIssues.length) throw new ContentValidationError(linkIssues);
  const registries = loadRegistries(contentDir);
  const issues: ContentIssue[] = [...findUnportableNames(contentDir), ...checkImageFiles(contentDir)];
  const files: SourceFile[] = [];
  const postsDir = getPostsDir(contentDir);
  for (const file of listPostFiles(postsDir)) {
    // The build's file glob skips hidden files and folders: say so rather than lose the article.
    if (
      path
        .relative(postsDir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    ) {
      issues.push({
        file: shown(file),
        field: '',
        message:
          'is hidden (a name in its path starts with a dot), so the build would skip it. Fix: rename it without the leading dot, or move it out of the posts folder.',
      });
      continue;
    }
    const source = readSourceFile(file, issues);
    if (source) files.push(source);
  }
  const result = validateCorpus(files, {
    registries,
    now,
    contentDir,
    imageExists: imageExistsIn(contentDir),
  });
  // Not push(...many): 200,000 issues as arguments overflow the call stack.
  for (const issue of result.issues) issues.push(issue);
  if (issues.length) throw new ContentValidationError(issues);
  return result.posts;
}
