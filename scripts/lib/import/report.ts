/** The import report: what happened to every document, in the export's order. */
import { ciAnnotation } from '../../../src/lib/ci-annotations.ts';
import { printable } from '../../../src/lib/printable.ts';
import type { RemovedHtml } from './html-to-markdown.ts';
import type { FileAction, ImportPlan } from './plan.ts';
import type { ExportShape } from './read-export.ts';

export interface ReportContext {
  exportFile: string;
  shape: ExportShape;
  documents: number;
  outDir: string;
  categoriesFile: string;
  tagsFile: string;
  dryRun: boolean;
}

const DONE: Record<FileAction, string> = { create: 'created', unchanged: 'unchanged', update: 'overwritten', keep: 'kept' };
const WOULD: Record<FileAction, string> = {
  create: 'would create',
  unchanged: 'unchanged',
  update: 'would overwrite',
  keep: 'would keep',
};

/** How many addresses of one kind the report shows before "and N more". */
const SOURCES_SHOWN = 5;

/**
 * The unsafe HTML removed from one document, named and counted.
 * @example describeRemovedHtml([{ what: '<iframe>', count: 1, sources: ['"https://x.org/embed"'] }]) // => '<iframe> ×1 ("https://x.org/embed")'
 */
export function describeRemovedHtml(removed: RemovedHtml[]): string {
  return removed
    .map(({ what, count, sources }) => {
      const shown = sources.slice(0, SOURCES_SHOWN).join(', ');
      const more = sources.length > SOURCES_SHOWN ? ` and ${sources.length - SOURCES_SHOWN} more` : '';
      return `${what} ×${count}${sources.length ? ` (${shown}${more})` : ''}`;
    })
    .join(', ');
}

/**
 * The CI annotations of an import (on a Git host's CI): one warning per skipped document and
 * per document that lost unsafe HTML, on the export file, escaped so that nothing they echo
 * can start a workflow command.
 */
export function importAnnotations(plan: ImportPlan, exportFile: string): string[] {
  return [
    ...plan.files
      .filter((file) => file.removedHtml.length)
      .map((file) => ciAnnotation('warning', exportFile, `${file.label}: removed unsafe HTML: ${describeRemovedHtml(file.removedHtml)}`)),
    ...plan.skipped.map(({ label, reason }) => ciAnnotation('warning', exportFile, `${label}: ${reason}`)),
  ];
}

/** Exit code of a finished import: 0 when every document was imported, 2 when some were skipped. */
export function importExitCode(plan: ImportPlan): 0 | 2 {
  return plan.skipped.length ? 2 : 0;
}

/**
 * The report printed by `npm run import`: one line per file with its language and why, the
 * notes on what was repaired, the skipped documents with their reasons, the registry
 * additions and a summary. Paths are shown as `display` gives them.
 */
export function formatImportReport(plan: ImportPlan, context: ReportContext, display: (file: string) => string): string {
  const verbs = context.dryRun ? WOULD : DONE;
  const width = Math.max(...Object.values(verbs).map((v) => v.length), 'skipped'.length);
  const lines = [
    `${context.dryRun ? 'Dry run (nothing is written): import' : 'Import'} of ${display(context.exportFile)} (${context.shape}, ${context.documents} document${
      context.documents === 1 ? '' : 's'
    }) into ${display(context.outDir)}`,
    '',
  ];
  for (const file of plan.files) {
    lines.push(`  ${verbs[file.action].padEnd(width)}  ${display(file.file)}  [${file.label}; lang ${file.lang}: ${file.langReason}]`);
    if (file.action === 'keep') {
      lines.push(`  ${''.padEnd(width)}    - differs from the export (edited since?): left as it is; --force overwrites it`);
    }
    for (const note of file.notes) lines.push(`  ${''.padEnd(width)}    - ${note}`);
    if (file.removedHtml.length) lines.push(`  ${''.padEnd(width)}    - removed unsafe HTML: ${describeRemovedHtml(file.removedHtml)}`);
  }
  for (const { label, reason } of plan.skipped) lines.push(`  ${'skipped'.padEnd(width)}  ${label}: ${reason}`);

  const added = (kind: string, file: string, entries: ImportPlan['newCategories']) =>
    entries.length
      ? [
          `${context.dryRun ? 'Would add' : 'Added'} ${entries.length} ${kind}${entries.length === 1 ? '' : 's'} to ${display(file)}: ${entries.map((e) => `${e.slug} ("${e.labels.en}")`).join(', ')}`,
        ]
      : [];
  const registryLines = [...added('category', context.categoriesFile, plan.newCategories), ...added('tag', context.tagsFile, plan.newTags)];
  if (registryLines.length)
    lines.push('', ...registryLines, 'Check their Hindi and Marathi labels: the export gives one label for all languages.');

  const count = (action: FileAction) => plan.files.filter((f) => f.action === action).length;
  const summary = (['create', 'update', 'unchanged', 'keep'] as const)
    .filter((action) => count(action))
    .map((action) => `${count(action)} ${verbs[action]}`);
  summary.push(`${plan.skipped.length} skipped`);
  const cleaned = plan.files.filter((file) => file.removedHtml.length).length;
  if (cleaned) summary.push(`unsafe HTML removed from ${cleaned}`);
  lines.push('', `Summary: ${summary.join(', ')}.`);
  return lines.map(printable).join('\n');
}
