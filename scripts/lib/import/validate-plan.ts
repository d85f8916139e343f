/**
 * The site's own validation, run on an import before anything is written: every file the import
 * would write is read back with the project's front-matter reader and checked by `validateCorpus`
 * beside the articles already on disk, with the registries as the import would leave them. A
 * document whose article would fail is skipped with the validation's message, and the import is
 * planned again without it (its new categories and tags, and its translation group, go with it).
 */
import { ArticleSourceError, parseArticleSource } from '../../../src/lib/article-source.ts';
import type { Registries } from '../../../src/data/registries.ts';
import { articleSizeProblem, validateCorpus, type SourceFile, type ValidationOptions } from '../../../src/lib/validation.ts';
import { planImport, type ImportPlan, type PlanInput, type PlannedFile } from './plan.ts';
import type { ExportDocument } from './read-export.ts';

export interface PlanValidation {
  /** The registries on disk, validated (`loadRegistries`); the plan's new entries are added to them. */
  registries: Registries;
  /** The articles on disk that the import does not replace may still clash with it: read as `readSourceFile` reads them, named by `name`. */
  existing: SourceFile[];
  /** The name files go by in issues: the same function must have named `existing`. */
  name: (file: string) => string;
  now: number;
  contentDir: string;
  imageExists: ValidationOptions['imageExists'];
}

/** Files the import writes: new ones and, with --force, ones that differ. */
export function writtenFiles(plan: ImportPlan): PlannedFile[] {
  return plan.files.filter((file) => file.action === 'create' || file.action === 'update');
}

/**
 * What the site's validation says about each file the plan writes, keyed by its absolute path
 * (files without a problem are not listed). Problems of other files are not the import's.
 */
export function planProblems(plan: ImportPlan, context: PlanValidation): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const add = (file: string, problem: string) => problems.set(file, [...(problems.get(file) ?? []), problem]);
  const written = new Map(writtenFiles(plan).map((file) => [context.name(file.file), file]));
  const sources = context.existing.filter((source) => !written.has(source.file));
  for (const [name, planned] of written) {
    // The size validate checks first, on the file as it would be written.
    const tooLarge = articleSizeProblem(Buffer.byteLength(planned.text));
    if (tooLarge) {
      add(planned.file, tooLarge);
      continue;
    }
    try {
      const { data, body, bodyLine } = parseArticleSource(planned.text);
      sources.push({ file: name, data, body, bodyLine });
    } catch (error) {
      if (!(error instanceof ArticleSourceError)) throw error;
      add(planned.file, error.message);
    }
  }
  const withEntries = (registry: Registries['categories'], entries: ImportPlan['newCategories']) => {
    const result = { ...registry };
    for (const { slug, labels } of entries) result[slug] = labels;
    return result;
  };
  const registries: Registries = {
    ...context.registries,
    categories: withEntries(context.registries.categories, plan.newCategories),
    tags: withEntries(context.registries.tags, plan.newTags),
  };
  const { issues } = validateCorpus(sources, {
    registries,
    now: context.now,
    contentDir: context.contentDir,
    imageExists: context.imageExists,
  });
  for (const issue of issues) {
    const planned = written.get(issue.file);
    if (planned) add(planned.file, `${issue.field ? `${issue.field}: ` : ''}${issue.message}`);
  }
  return problems;
}

/**
 * Plans the import, then takes out every document whose article the site's validation would
 * reject and plans again, until every file it writes is valid. The rejected documents are
 * listed as skipped, in the export's order, with the validation's messages.
 */
export function planValidImport(input: PlanInput, check: (plan: ImportPlan) => Map<string, string[]>): ImportPlan {
  const rejected = new Map<ExportDocument, string>();
  const position = new Map(input.documents.map((doc, i) => [doc.label, i]));
  for (;;) {
    const documents = input.documents.filter((doc) => !rejected.has(doc));
    const plan = planImport({ ...input, documents });
    const problems = check(plan);
    const failing = writtenFiles(plan).filter((file) => problems.has(file.file));
    if (!failing.length) {
      for (const [{ label }, reason] of rejected) plan.skipped.push({ label, reason });
      // In the export's order (entries that are not documents at all stay first, as planImport lists them).
      plan.skipped.sort((a, b) => (position.get(a.label) ?? -1) - (position.get(b.label) ?? -1));
      return plan;
    }
    for (const file of failing) rejected.set(documents[file.index]!, `fails the site's validation: ${problems.get(file.file)!.join(' ')}`);
  }
}
