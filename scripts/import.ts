/**
 * `npm run import -- <export.json> [--out content/posts] [--body-field content] [--dry-run] [--force]`:
 * turns the legacy database's posts export into Markdown articles, adds the categories and
 * tags they need to the registries, then runs the site's validation on the content folder.
 * Safe to run twice: the same export gives the same bytes, and an article that differs from
 * the export (edited by an author) is kept unless --force.
 * Exit code: 0 all imported, 2 some documents skipped (each listed with the reason),
 * 1 usage or read/write error, or the content folder fails validation afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentValidationError } from '../src/lib/content-errors.ts';
import { imageExistsIn, loadValidatedCorpus } from '../src/lib/corpus.ts';
import { getContentDir, getPostsDir } from '../src/lib/paths.ts';
import { displayPath } from './lib/display-path.ts';
import { readExistingPosts } from './lib/existing-posts.ts';
import { IMPORT_USAGE, parseImportArgs, UsageError } from './lib/import/args.ts';
import { planImport } from './lib/import/plan.ts';
import { ExportFormatError, readExport } from './lib/import/read-export.ts';
import { appendEntries, readRegistry } from './lib/import/registry-update.ts';
import { formatImportReport, importExitCode } from './lib/import/report.ts';

/** Raised for a problem that stops the run before anything is written: printed, exit code 1. */
class Stop extends Error {}

function readText(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Stop(`Cannot read ${what} ${displayPath(file)}: ${(error as Error).message}`);
  }
}

function main(argv: string[]): number {
  let args: ReturnType<typeof parseImportArgs>;
  try {
    args = parseImportArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) throw new Stop(`${error.message}\n\n${IMPORT_USAGE}`);
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
    if (error instanceof ExportFormatError) throw new Stop(`${displayPath(exportFile)}: ${error.message}`);
    throw error;
  }
  const categoriesText = readText(categoriesFile, 'the category registry');
  const tagsText = readText(tagsFile, 'the tag registry');

  const plan = planImport({
    documents: contents.documents,
    problems: contents.problems,
    outDir,
    existing: readExistingPosts(postsDir, outDir),
    readFile: (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined),
    categories: readRegistry(categoriesText),
    tags: readRegistry(tagsText),
    force: args.force,
    bodyField: args.bodyField,
    imageExists: imageExistsIn(contentDir),
    now: Math.floor(Date.now() / 1000),
    display: displayPath,
  });

  console.log(
    formatImportReport(
      plan,
      { exportFile, shape: contents.shape, documents: contents.documents.length, outDir, categoriesFile, tagsFile, dryRun: args.dryRun },
      displayPath,
    ),
  );
  // On a Git host's CI, also annotate the skipped documents.
  if (process.env.GITHUB_ACTIONS) {
    for (const { label, reason } of plan.skipped) console.log(`::warning file=${displayPath(exportFile)}::${label}: ${reason}`);
  }

  if (args.dryRun) {
    console.log('\nDry run: the content was not validated (nothing was written).');
    return importExitCode(plan);
  }

  try {
    if (plan.newCategories.length) fs.writeFileSync(categoriesFile, appendEntries(categoriesText, plan.newCategories));
    if (plan.newTags.length) fs.writeFileSync(tagsFile, appendEntries(tagsText, plan.newTags));
    for (const file of plan.files) {
      if (file.action !== 'create' && file.action !== 'update') continue;
      fs.mkdirSync(path.dirname(file.file), { recursive: true });
      fs.writeFileSync(file.file, file.text);
    }
  } catch (error) {
    throw new Stop(`Writing failed: ${(error as Error).message}`);
  }

  console.log(`\nValidating ${displayPath(contentDir)} (as \`npm run validate\` does)…`);
  try {
    const posts = loadValidatedCorpus(contentDir);
    console.log(`✓ ${posts.length} articles and the registries are valid.`);
    if (outDir !== postsDir && !outDir.startsWith(postsDir + path.sep)) {
      console.log(`  (${displayPath(outDir)} is outside ${displayPath(postsDir)}, so the imported files were not part of this check.)`);
    }
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    console.error(error.message);
    return 1;
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
