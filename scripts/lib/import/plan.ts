/**
 * Decides, without touching the disk, what an import does with every document: which file it
 * writes (or leaves alone), which documents it skips and why, and what the registries gain.
 * The same export and the same files on disk always give the same plan.
 */
import path from 'node:path';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { ExistingPost } from '../existing-posts.ts';
import type { RemovedHtml } from './html-to-markdown.ts';
import type { ExportDocument, ExportProblem } from './read-export.ts';
import type { Registry, RegistryEntry } from './registry-update.ts';
import { articleText, convertDocument, type ConvertOptions } from './to-frontmatter.ts';

/**
 * - `create`: no file yet.
 * - `unchanged`: the file already holds exactly this (a second run).
 * - `update`: the file differs and `--force` was given: it is overwritten.
 * - `keep`: the file differs (an author edited it) and is left as it is.
 */
export type FileAction = 'create' | 'unchanged' | 'update' | 'keep';

export interface PlannedFile {
  /** The document, as the report names it. */
  label: string;
  /** Where its document is in `PlanInput.documents`. */
  index: number;
  /** Absolute path of the article file. */
  file: string;
  slug: string;
  lang: Locale;
  langReason: string;
  /** Its translation group, unless another article already holds this language of it. */
  translationKey?: string | undefined;
  action: FileAction;
  /** The file text the export gives (written for `create` and `update`). */
  text: string;
  notes: string[];
  /** Unsafe HTML removed from the document's body, listed in the report. */
  removedHtml: RemovedHtml[];
}

export interface SkippedDocument {
  label: string;
  reason: string;
}

export interface ImportPlan {
  files: PlannedFile[];
  skipped: SkippedDocument[];
  newCategories: RegistryEntry[];
  newTags: RegistryEntry[];
}

export interface PlanInput {
  documents: ExportDocument[];
  /** Entries of the export that are not documents (reported as skipped). */
  problems?: ExportProblem[] | undefined;
  /** Absolute path of the posts folder the articles go to (`<out>/<lang>/<slug>.md`). */
  outDir: string;
  /** Articles already on disk, in the posts folder and `outDir` (absolute paths). */
  existing: ExistingPost[];
  /** The text of a file on disk, `undefined` if there is none. */
  readFile: (file: string) => string | undefined;
  categories: Readonly<Registry>;
  tags: Readonly<Registry>;
  /** Overwrite files that differ from the export. */
  force: boolean;
  bodyField: ConvertOptions['bodyField'];
  imageExists: ConvertOptions['imageExists'];
  now: ConvertOptions['now'];
  /** How a path is shown in reasons (relative to the working folder by default). */
  display?: ((file: string) => string) | undefined;
}

/**
 * Plans the import of every document in order. A document is skipped — never fatally — for
 * a missing title or slug, an unusable time or category, a slug that a document imported
 * earlier in this export already has, or a slug that another article on disk already has.
 */
export function planImport(input: PlanInput): ImportPlan {
  const display = input.display ?? ((file: string) => path.relative(process.cwd(), file) || file);
  const categories: Registry = { ...input.categories };
  const tags: Registry = { ...input.tags };
  const plan: ImportPlan = {
    files: [],
    skipped: (input.problems ?? []).map(({ label, reason }) => ({ label, reason })),
    newCategories: [],
    newTags: [],
  };
  /** Slug → the document of the export imported with it. */
  const importedWithSlug = new Map<string, string>();

  for (const [index, { label, data }] of input.documents.entries()) {
    const rawSlug = typeof data.slug === 'string' || typeof data.slug === 'number' ? String(data.slug).trim() : '';
    const first = importedWithSlug.get(rawSlug);
    if (first !== undefined) {
      plan.skipped.push({ label, reason: `duplicate slug "${rawSlug}": ${first} earlier in the export has it too (that one is imported)` });
      continue;
    }

    const article = convertDocument(data, {
      bodyField: input.bodyField,
      categories,
      tags,
      imageExists: input.imageExists,
      now: input.now,
    });
    if (!article.ok) {
      plan.skipped.push({ label, reason: article.reason });
      continue;
    }

    const file = path.join(input.outDir, article.lang, `${article.slug}.md`);
    // Slugs are checked to be URL-safe already; this keeps any other slug from leaving --out.
    if (path.relative(input.outDir, file) !== `${article.lang}${path.sep}${article.slug}.md`) {
      plan.skipped.push({ label, reason: `slug "${article.slug}" would put the file outside ${display(input.outDir)}` });
      continue;
    }
    const same = (other: string) => path.resolve(other) === path.resolve(file);
    const clash = input.existing.find((post) => post.slug === article.slug && !same(post.file));
    if (clash) {
      plan.skipped.push({ label, reason: `slug "${article.slug}" is already used by ${display(clash.file)}, a different article` });
      continue;
    }

    const notes = [...article.notes];
    const groupTaken =
      input.existing.find((post) => post.lang === article.lang && post.translationKey === article.translationKey && !same(post.file))
        ?.file ?? plan.files.find((planned) => planned.lang === article.lang && planned.translationKey === article.translationKey)?.file;
    if (groupTaken) {
      article.fields.translationKey = undefined;
      notes.push(
        `translationKey "${article.translationKey}" left out: ${display(groupTaken)} is already its "${article.lang}" version; link the versions by hand`,
      );
    }

    const text = articleText(article);
    const current = input.readFile(file);
    const action: FileAction = current === undefined ? 'create' : current === text ? 'unchanged' : input.force ? 'update' : 'keep';
    importedWithSlug.set(article.slug, label);
    plan.files.push({
      label,
      index,
      file,
      slug: article.slug,
      lang: article.lang,
      langReason: article.langReason,
      translationKey: groupTaken ? undefined : article.translationKey,
      action,
      text,
      notes,
      removedHtml: article.removedHtml,
    });

    for (const entry of article.newCategories) {
      if (Object.hasOwn(categories, entry.slug)) continue;
      categories[entry.slug] = entry.labels;
      plan.newCategories.push(entry);
    }
    for (const entry of article.newTags) {
      if (Object.hasOwn(tags, entry.slug)) continue;
      tags[entry.slug] = entry.labels;
      plan.newTags.push(entry);
    }
  }
  return plan;
}
