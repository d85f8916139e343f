/**
 * Search quality on the two query sets: the readers' set (tests/search/reader-queries.ts, split
 * into a development part that search is tuned on and a test part that is only measured) and the
 * project's own set (tests/search/queries.ts). Used by `npm run search-quality` and `npm run bench`.
 */
import type { Browser } from 'playwright-core';
import { QUERY_CLASSES, QUERY_SET } from '../../../tests/search/queries.ts';
import { READER_QUERIES, queryPart, type QueryPart } from '../../../tests/search/reader-queries.ts';
import { fallsShort, recallAt, runQuerySet, summariseByPage, summariseQuality, type QualityResult, type QualitySummary } from './search.ts';

/** The reader set's classes, in the order the table lists them. */
export const READER_CLASSES = [
  'english-term',
  'english-lay',
  'english-question',
  'abbreviation',
  'typo',
  'hindi',
  'marathi',
  'devanagari-variant',
  'romanised-hindi',
  'romanised-marathi',
  'code-switched',
] as const;

/** One row of the quality table: a class (or a class on one page), per part. */
export interface QualityRow {
  kind: string;
  parts: Partial<Record<QueryPart, QualitySummary>>;
}

export interface QualityReport {
  /** The readers' set: per class, per class and page, and over all queries. */
  reader: QualityRow[];
  /** The project's own set (all of it: it was written with the search, so it is neither part). */
  project: QualitySummary[];
  /** The development part's misses and answers found below the first result, one line each, to tune on (the test part's are never listed). */
  devMisses: string[];
}

/** Joins per-part summaries into rows by class. */
function rowsOf(byPart: Partial<Record<QueryPart, QualitySummary[]>>): QualityRow[] {
  const rows = new Map<string, QualityRow>();
  for (const [part, summaries] of Object.entries(byPart) as [QueryPart, QualitySummary[]][]) {
    for (const summary of summaries) {
      const row = rows.get(summary.kind) ?? { kind: summary.kind, parts: {} };
      row.parts[part] = summary;
      rows.set(summary.kind, row);
    }
  }
  return [...rows.values()];
}

/** A miss as a line to read: class, page, query, and what was found instead. */
function describeMiss(result: QualityResult): string {
  const found = result.found.slice(0, 5).map((path) => path.replace(/^\/post\//, ''));
  const recall = recallAt(result.found, result.expected);
  return `${recall < 1 ? 'MISS' : 'rank'} ${result.kind} on ${result.page}: "${result.query}" expected ${result.expected.join(', ')} → ${found.join(', ') || 'nothing'}`;
}

/** Runs both sets on a served build and summarises them. */
export async function runReaderSets(browser: Browser, baseUrl: string, parts: readonly QueryPart[] = ['dev', 'test']): Promise<QualityReport> {
  const byPart: Partial<Record<QueryPart, QualitySummary[]>> = {};
  let devMisses: string[] = [];
  for (const part of parts) {
    const queries = READER_QUERIES.filter((query) => queryPart(query) === part);
    const results = await runQuerySet(browser, baseUrl, queries);
    const classes = READER_CLASSES.filter((kind) => queries.some((query) => query.kind === kind));
    byPart[part] = [...summariseQuality(results, classes), ...summariseByPage(results, classes)];
    if (part === 'dev') devMisses = results.filter((result) => fallsShort(result.found, result.expected)).map(describeMiss);
  }
  const project = summariseQuality(await runQuerySet(browser, baseUrl, QUERY_SET), QUERY_CLASSES);
  return { reader: rowsOf(byPart), project, devMisses };
}

const figure = (summary: QualitySummary | undefined) => (summary ? `${summary.recall.toFixed(2)} / ${summary.mrr.toFixed(2)} (${summary.queries})` : '—');

/** The report as Markdown tables: recall@5 / MRR@10 (queries) per class, development and test parts. */
export function formatQualityTable(report: QualityReport): string {
  const lines = ['| Readers\' queries: class | development: recall@5 / MRR@10 (n) | test: recall@5 / MRR@10 (n) |', '| --- | --- | --- |'];
  for (const row of report.reader) lines.push(`| ${row.kind} | ${figure(row.parts.dev)} | ${figure(row.parts.test)} |`);
  lines.push('', '| Project query set: class | recall@5 / MRR@10 (n) |', '| --- | --- |');
  for (const summary of report.project) lines.push(`| ${summary.kind} | ${figure(summary)} |`);
  return lines.join('\n');
}
