/**
 * The one table `npm run bench` prints: a Markdown table (so it can be pasted into the
 * README as it is), one row per measurement, with its target and whether it was met.
 */
import { formatCount, formatDuration, formatKb, formatMemory, formatSizes } from './format.ts';
import { LIGHTHOUSE_CATEGORIES } from './lighthouse.ts';
import { astroCpuMs } from './build.ts';
import type { BenchResults } from './results.ts';
import { buildCheckPrefix, TARGETS, type TargetCheck } from './targets.ts';

export interface TableRow {
  area: string;
  measure: string;
  result: string;
  target: string;
  /** Ids of the checks this row shows; none: the row is for information. */
  checks: string[];
}

/** `✓` when every check of the row passed, `✗` when one failed, empty without checks. */
export function rowStatus(row: TableRow, checks: TargetCheck[]): string {
  const mine = checks.filter((check) => row.checks.includes(check.id));
  if (!mine.length) return '';
  return mine.every((check) => check.ok) ? '✓' : '✗';
}

/** The rows of a run, in a fixed order; parts that did not run have no rows. */
export function resultRows(results: BenchResults, checks: TargetCheck[]): TableRow[] {
  const rows: TableRow[] = [];
  const has = (id: string) => checks.some((check) => check.id === id);
  const check = (id: string) => checks.find((c) => c.id === id);

  for (const type of results.pageTypes) {
    const isArticle = type.type === 'article';
    const { heaviest, mostJs, mostJsAtLoad } = type;
    rows.push({
      area: 'Page weight',
      measure: `${type.type} (${type.pages}): HTML + CSS, raw / gzip / br`,
      result: `HTML ${formatSizes(heaviest.html)} + CSS ${formatSizes(heaviest.css)} = ${formatKb(heaviest.firstRender.brotli)} br (${heaviest.file})`,
      target: isArticle ? `≤ ${formatKb(TARGETS.articleFirstRenderBrotli)} br` : '',
      checks: isArticle ? ['article-first-render'] : [],
    });
    rows.push({
      area: 'Page weight',
      measure: `${type.type}: JS before any interaction, raw / gzip / br`,
      result: `${formatSizes(mostJsAtLoad.js)} in ${mostJsAtLoad.files.length} files (${mostJsAtLoad.file})`,
      target: isArticle ? `≤ ${formatKb(TARGETS.articleJsAtLoadBrotli)} br` : '',
      checks: isArticle ? ['article-js-at-load'] : [],
    });
    rows.push({
      area: 'Page weight',
      measure: `${type.type}: JS with every island used, raw / gzip / br`,
      result: `${formatSizes(mostJs.js)} in ${mostJs.files.length} files (${mostJs.file})`,
      target: '',
      checks: [],
    });
  }
  for (const visit of results.visits) {
    rows.push({
      area: 'Page weight',
      measure: `first visit to ${visit.path} (Chromium, empty cache)`,
      result: `${formatKb(visit.loadBytes)} by load; ${formatKb(visit.totalBytes)} in ${visit.requests} requests until idle, the service worker and its offline shell included (JS ${formatKb(visit.jsBytes)}, WebAssembly ${formatKb(visit.wasmBytes)})`,
      target: `≤ ${formatKb(TARGETS.firstVisitBytes)} until idle`,
      checks: [`first-visit-bytes ${visit.path}`],
    });
  }
  for (const tap of results.menuTaps ?? []) {
    const id = `menu-tap ${tap.path}`;
    rows.push({
      area: 'Page weight',
      measure: `first tap on "Menu", ${tap.path} (phone, empty cache, unthrottled)`,
      result: `${check(id)?.actual ?? ''}; slowest ${formatDuration(tap.worstMs)}; the tap downloaded ${formatKb(tap.tapBytes)}`,
      target: check(id)?.target ?? '',
      checks: has(id) ? [id] : [],
    });
  }
  for (const [id, measure] of [
    ['render-blocking-js', 'render-blocking scripts, all pages'],
    ['web-fonts', 'web fonts (Devanagari in system fonts)'],
    ['image-dimensions', 'image width/height, all pages'],
    ['responsive-images', 'responsive raster images'],
    ['lead-image', 'largest article lead image at 400 px'],
    ['social-cards', 'social cards (dist/social/*.jpg)'],
  ] as const) {
    const found = check(id);
    if (found) rows.push({ area: 'Assets', measure, result: found.actual, target: found.target, checks: [id] });
  }
  for (const run of results.lighthouse) {
    rows.push({
      area: 'Lighthouse',
      measure: `${run.path} (perf / a11y / BP / SEO)`,
      result: `${LIGHTHOUSE_CATEGORIES.map((c) => run.scores[c]).join(' / ')} · LCP ${formatDuration(run.lcpMs)} · CLS ${run.cls.toFixed(3)} · TBT ${formatDuration(run.tbtMs)}`,
      target: LIGHTHOUSE_CATEGORIES.map((c) => TARGETS.lighthouse[c]).join(' / '),
      checks: [`lighthouse ${run.path}`],
    });
  }
  for (const search of results.search) {
    const id = `first-search-bytes ${formatCount(search.articles)}`;
    const atScale = has(id);
    rows.push({
      area: 'Search',
      measure: `first query, ${search.label} (${formatCount(search.articles)} articles)`,
      result: `"${search.query}": ${formatKb(search.bytes)} in ${search.requests} requests, results in ${formatDuration(search.timeMs)} unthrottled (${search.results} shown)`,
      target: atScale ? `≤ ${formatKb(TARGETS.searchBytesAtScale)}` : '',
      checks: atScale ? [id] : [],
    });
  }
  for (const times of results.searchTimes ?? []) {
    const id = `search-query-time ${formatCount(times.articles)}`;
    rows.push({
      area: 'Search',
      measure: `time per query after the first, ${times.label} (${formatCount(times.articles)} articles)`,
      result: `${times.queries} queries × ${times.runs} runs: median ${formatDuration(times.medianMs)}, slowest ${formatDuration(times.maxMs)} ("${times.slowest}"), ${formatCount(times.overTarget)} over ${formatDuration(TARGETS.searchQueryMs)}; longest single run ${formatDuration(times.worstRunMs)}`,
      target: `≤ ${formatDuration(TARGETS.searchQueryMs)}`,
      checks: has(id) ? [id] : [],
    });
  }
  for (const saved of results.searchOffline ?? []) {
    rows.push({
      area: 'Search',
      measure: `"Save search for offline use", ${saved.label} (${formatCount(saved.articles)} articles)`,
      result: `${formatKb(saved.bytes)} in ${formatCount(saved.files)} files (shown on the button before saving)`,
      target: '',
      checks: [],
    });
  }
  for (const quality of results.searchQuality ?? []) {
    const id = `search-recall ${quality.kind}`;
    rows.push({
      area: 'Search',
      measure: `query set, ${quality.kind} (${quality.queries} queries): recall@5, MRR`,
      result: `${quality.recall.toFixed(2)}, MRR ${quality.mrr.toFixed(2)}`,
      target: `≥ ${TARGETS.searchRecallAt5}`,
      checks: has(id) ? [id] : [],
    });
  }
  for (const row of results.readerSearchQuality ?? []) {
    const id = `reader-search ${row.kind}`;
    const part = (name: 'dev' | 'test') => {
      const summary = row.parts[name];
      return summary ? `${summary.recall.toFixed(2)} / ${summary.mrr.toFixed(2)} (${summary.queries})` : '—';
    };
    rows.push({
      area: 'Search',
      measure: `readers' queries, ${row.kind}: recall@5 / MRR@10 (n), development part | test part`,
      result: `${part('dev')} | ${part('test')}`,
      target: `test: ≥ ${TARGETS.searchRecallAt5}${row.kind === 'all' ? ` / ≥ ${TARGETS.searchMrrAt10}` : ''}`,
      checks: has(id) ? [id] : [],
    });
  }
  for (const build of results.builds) {
    const atScale = build.articles >= TARGETS.scaleArticles;
    const n = formatCount(build.articles);
    const cpuCheck = build.kind === 'clean' && has(`build-cpu ${n}`) ? [`build-cpu ${n}`] : [];
    const memoryCheck = atScale ? [`${buildCheckPrefix(build)}-memory ${n}`] : [];
    const split = Object.entries(build.steps).map(([step, usage]) => `${step} ${formatDuration(usage.cpuMs)}`);
    rows.push({
      area: 'Build',
      measure: `${build.label}${build.kind === 'clean' ? ', clean (fresh clone)' : ''}: wall time, CPU time (Astro / steps), peak RSS`,
      result: `${formatDuration(build.wallMs)}, CPU ${formatDuration(build.cpuMs)} (Astro ${formatDuration(astroCpuMs(build))}${split.length ? `, ${split.join(', ')}` : ''}), ${formatMemory(build.peakRssBytes)}, ${formatCount(build.pages)} pages`,
      target: [cpuCheck.length ? check(cpuCheck[0]!)!.target : '', atScale ? `≤ ${formatMemory(TARGETS.buildPeakRssAtScale)}` : '']
        .filter(Boolean)
        .join(', '),
      checks: [...cpuCheck, ...memoryCheck],
    });
  }
  const reference = results.reference;
  if (reference) {
    rows.push({
      area: 'Build',
      measure: `${formatCount(reference.articles)} articles with ${reference.label}, clean, measured beside our build of the same corpus: wall time, CPU time, peak RSS`,
      result: `${formatDuration(reference.wallMs)}, CPU ${formatDuration(reference.cpuMs)}, ${formatMemory(reference.peakRssBytes)}, ${formatCount(reference.pages)} pages`,
      target: '',
      checks: [],
    });
  }
  return rows;
}

/** Escapes a cell for a Markdown table. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Renders rows as an aligned Markdown table with a status column. */
export function formatTable(rows: TableRow[], checks: TargetCheck[]): string {
  const header = ['Area', 'Measure', 'Result', 'Target', 'Met'];
  const body = rows.map((row) => [row.area, row.measure, row.result, row.target, rowStatus(row, checks)].map(cell));
  const widths = header.map((h, i) => Math.max([...h].length, ...body.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}
