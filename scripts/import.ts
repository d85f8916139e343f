/**
 * `npm run import -- <export.json> [--out content/posts] [--body-field content] [--dry-run] [--force]`:
 * turns the legacy database's posts export into Markdown articles, adds the categories and
 * tags they need to the registries, then runs the site's validation on the content folder.
 * Safe to run twice: the same export gives the same bytes, and an article that differs from
 * the export (edited by an author) is kept unless --force.
 * Atomic and confined: every article is checked with the site's own validation before anything
 * is written (one that would fail is skipped, with the reason); nothing is written through a
 * symbolic link or outside --out and the registry files; and the articles and registries are
 * written together (temporary files, then renames), so a failure leaves everything as it was.
 * Exit code: 0 all imported, 2 some documents skipped (each listed with the reason),
 * 1 usage or read/write error, a refused target, or the content folder fails validation afterwards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ContentValidationError, type ContentIssue } from '../src/lib/content-errors.ts';
import { imageExistsIn, readSourceFile } from '../src/data/corpus.ts';
import { getPostsDir } from '../src/lib/paths.ts';
import { getContentDir } from '../src/data/content-dir.ts';
import { loadRegistries, type Registries } from '../src/data/registries.ts';
import type { SourceFile } from '../src/lib/validation.ts';
import { displayPath } from './lib/display-path.ts';
import { readExistingPosts } from './lib/existing-posts.ts';
import { IMPORT_USAGE, parseImportArgs, UsageError } from './lib/import/args.ts';
import { ExportFormatError, readExport } from './lib/import/read-export.ts';
import { appendEntries, readRegistry } from './lib/import/registry-update.ts';
import { printable } from '../src/lib/printable.ts';
import { formatImportReport, importAnnotations, importExitCode } from './lib/import/report.ts';
import {
  assertSafeTargets,
  checkAnchor,
  commitFiles,
  targetProblem,
  UnsafeTargetError,
  WriteFailedError,
  type FileWrite,
  type TargetCheck,
} from './lib/import/safe-write.ts';
import { planProblems, planValidImport, writtenFiles } from './lib/import/validate-plan.ts';

/** Raised for a problem that stops the run before anything is written: printed, exit code 1. */
class Stop extends Error {}

/** The project folder: a symbolic link anywhere below it on the way to a target is refused. */
const PROJECT_DIR = path.resolve(import.meta.dirname, '..');

/** How files are named in validation messages, the same for articles on disk and planned ones. */
const issueName = (file: string) => path.relative(process.cwd(), file) || file;

const shown = (file: string) => printable(displayPath(file));

function readText(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Stop(`Cannot read ${what} ${shown(file)}: ${printable((error as Error).message)}`);
  }
}

/** The registries as the site validates them: the import's articles are checked against them. */
function validatedRegistries(contentDir: string): Registries {
  try {
    return loadRegistries(contentDir);
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    throw new Stop(
      `The registries in ${shown(contentDir)} are not valid, so the imported articles cannot be checked against them. Nothing was written. Fix them first:\n\n${error.message}`,
    );
  }
}

/** The articles already on disk, read as validate reads them (unreadable ones left to validate). */
function existingSources(files: string[]): SourceFile[] {
  const ignored: ContentIssue[] = [];
  const sources: SourceFile[] = [];
  for (const file of files) {
    const source = readSourceFile(file, ignored);
    if (source) sources.push({ ...source, file: issueName(file) });
  }
  return sources;
}

function main(argv: string[]): number {
  let args: ReturnType<typeof parseImportArgs>;
  try {
    args = parseImportArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) throw new Stop(`${printable(error.message)}\n\n${IMPORT_USAGE}`);
    throw error;
  }
  if (args.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }

  const contentDir = getContentDir();
  const postsDir = getPostsDir(contentDir);
  const outDir = path.resolve(args.out ?? postsDir);
  const exportFile = path.resolve(args.exportFile);
  const categoriesFile = path.join(contentDir, 'categories.yaml');
  const tagsFile = path.join(contentDir, 'tags.yaml');

  let contents: ReturnType<typeof readExport>;
  try {
    contents = readExport(readText(exportFile, 'the export'));
  } catch (error) {
    if (error instanceof ExportFormatError) throw new Stop(`${shown(exportFile)}: ${error.message}`);
    throw error;
  }
  const categoriesText = readText(categoriesFile, 'the category registry');
  const tagsText = readText(tagsFile, 'the tag registry');
  const registries = validatedRegistries(contentDir);

  const outAnchor = checkAnchor(outDir, PROJECT_DIR);
  const articleCheck = (target: string): TargetCheck => ({ target, root: outDir, anchor: outAnchor, display: displayPath });
  const registryCheck = (target: string): TargetCheck => ({
    target,
    root: contentDir,
    anchor: checkAnchor(contentDir, PROJECT_DIR),
    display: displayPath,
  });
  const existing = readExistingPosts(postsDir, outDir);
  const now = Math.floor(Date.now() / 1000);
  const imageExists = imageExistsIn(contentDir);
  const validation = {
    registries,
    existing: existingSources(existing.map((post) => post.file)),
    name: issueName,
    now,
    contentDir,
    imageExists,
  };

  const plan = planValidImport(
    {
      documents: contents.documents,
      problems: contents.problems,
      outDir,
      existing,
      // Never read through a link: the run is refused below if one is on the way.
      readFile: (file) =>
        targetProblem(articleCheck(file)) === undefined && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined,
      categories: readRegistry(categoriesText),
      tags: readRegistry(tagsText),
      force: args.force,
      bodyField: args.bodyField,
      imageExists,
      now,
      display: displayPath,
    },
    (planned) => planProblems(planned, validation),
  );

  const writes: FileWrite[] = [];
  if (plan.newCategories.length) writes.push({ file: categoriesFile, text: appendEntries(categoriesText, plan.newCategories) });
  if (plan.newTags.length) writes.push({ file: tagsFile, text: appendEntries(tagsText, plan.newTags) });
  for (const file of writtenFiles(plan)) writes.push({ file: file.file, text: file.text });

  try {
    // Every article path, written or not: a linked folder is refused even when its files are unchanged.
    assertSafeTargets([
      ...plan.files.map((file) => articleCheck(file.file)),
      ...writes.filter(({ file }) => file === categoriesFile || file === tagsFile).map(({ file }) => registryCheck(file)),
    ]);
    if (!args.dryRun) commitFiles(writes);
  } catch (error) {
    if (error instanceof UnsafeTargetError || error instanceof WriteFailedError) throw new Stop(error.message);
    throw error;
  }

  console.log(
    formatImportReport(
      plan,
      { exportFile, shape: contents.shape, documents: contents.documents.length, outDir, categoriesFile, tagsFile, dryRun: args.dryRun },
      displayPath,
    ),
  );
  // On a Git host's CI, also annotate the skipped documents and the removed HTML.
  if (process.env.GITHUB_ACTIONS) for (const line of importAnnotations(plan, displayPath(exportFile))) console.log(line);

  if (args.dryRun) {
    console.log('\nDry run: nothing was written. Each article was checked with the site validation; the skipped ones say why.');
    return importExitCode(plan);
  }

  // In a fresh process, exactly as `npm run validate`: this one has the registries cached from before the import.
  console.log(`\nValidating ${shown(contentDir)} (as \`npm run validate\` does)…`);
  const validate = spawnSync(process.execPath, [path.join(PROJECT_DIR, 'scripts', 'validate.ts')], {
    env: { ...process.env, AROGYA_CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
  process.stdout.write(validate.stdout);
  process.stderr.write(validate.stderr);
  if (validate.status !== 0) return 1;
  if (outDir !== postsDir && !outDir.startsWith(postsDir + path.sep)) {
    console.log(`  (${shown(outDir)} is outside ${shown(postsDir)}, so the imported files were not part of this check.)`);
  }
  return importExitCode(plan);
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
