import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatKb, formatMemory, formatSizes } from '../../scripts/lib/bench/format.ts';
import { formatTable, resultRows, rowStatus, type TableRow } from '../../scripts/lib/bench/table.ts';
import { evaluateTargets } from '../../scripts/lib/bench/targets.ts';
import { build, KB, lighthouseRun, passingRun, reference } from './bench-fixtures.ts';

describe('number formats', () => {
  it('formats bytes, memory, durations and counts', () => {
    expect(formatKb(14_336)).toBe('14.0 KB');
    expect(formatKb(0)).toBe('0.0 KB');
    expect(formatMemory(1.5 * 1024 ** 3)).toBe('1.50 GB');
    expect(formatMemory(300 * 1024 ** 2)).toBe('300 MB');
    expect(formatDuration(850.4)).toBe('850 ms');
    expect(formatDuration(41_250)).toBe('41.3 s');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatSizes({ raw: 26_579, gzip: 7_389, brotli: 6_228 })).toBe('26.0 / 7.2 / 6.1 KB');
  });
});

describe('rowStatus', () => {
  const row = (checks: string[]): TableRow => ({ area: 'A', measure: 'm', result: 'r', target: 't', checks });
  const checks = [
    { id: 'a', target: '', actual: '', ok: true },
    { id: 'b', target: '', actual: '', ok: false },
  ];
  it('is ✓ when all of the row’s checks pass, ✗ when one fails, empty without checks', () => {
    expect(rowStatus(row(['a']), checks)).toBe('✓');
    expect(rowStatus(row(['a', 'b']), checks)).toBe('✗');
    expect(rowStatus(row([]), checks)).toBe('');
    expect(rowStatus(row(['not-measured']), checks)).toBe('');
  });
});

describe('formatTable', () => {
  it('renders an aligned Markdown table with escaped cells and the status column', () => {
    const rows: TableRow[] = [
      { area: 'Build', measure: 'a | b', result: '1 s', target: '≤ 2 s', checks: ['x'] },
      { area: 'Search', measure: 'first', result: 'longer result', target: '', checks: [] },
    ];
    const table = formatTable(rows, [{ id: 'x', target: '', actual: '', ok: false }]);
    expect(table).toBe(
      [
        '| Area   | Measure | Result        | Target | Met |',
        '| ------ | ------- | ------------- | ------ | --- |',
        '| Build  | a \\| b  | 1 s           | ≤ 2 s  | ✗   |',
        '| Search | first   | longer result |        |     |',
      ].join('\n'),
    );
  });
});

describe('resultRows', () => {
  it('has one row per page-type measure, first visit, menu tap, asset check, Lighthouse page, search and build', () => {
    const run = passingRun();
    const rows = resultRows(run, evaluateTargets(run));
    expect(rows.map((row) => row.area)).toEqual([
      'Page weight',
      'Page weight',
      'Page weight',
      'Page weight',
      'Page weight',
      'Assets',
      'Assets',
      'Assets',
      'Assets',
      'Assets',
      'Assets',
      'Lighthouse',
      'Lighthouse',
      'Search',
      'Search',
      'Build',
      'Build',
      'Build',
    ]);
  });

  it('shows the article sizes with their targets, and Lighthouse with vitals', () => {
    const run = passingRun();
    const checks = evaluateTargets(run);
    const rows = resultRows(run, checks);
    const html = rows.find((row) => row.measure.startsWith('article (3): HTML + CSS'))!;
    expect(html.result).toContain('= 13.0 KB br (post/heavy.html)');
    expect(html.target).toBe('≤ 14.0 KB br');
    expect(rowStatus(html, checks)).toBe('✓');
    const lighthouse = rows.find((row) => row.measure.startsWith('/hi '))!;
    expect(lighthouse.result).toBe('100 / 100 / 100 / 100 · LCP 1.2 s · CLS 0.000 · TBT 30 ms');
    const atLoad = rows.find((row) => row.measure === 'article: JS before any interaction, raw / gzip / br')!;
    expect(atLoad.target).toBe('≤ 8.0 KB br');
    expect(atLoad.result).toContain('in 1 files (post/js.html)');
    const used = rows.find((row) => row.measure === 'article: JS with every island used, raw / gzip / br')!;
    expect([used.target, rowStatus(used, checks)]).toEqual(['', '']);
    const tap = rows.find((row) => row.measure.startsWith('first tap on "Menu"'))!;
    expect(tap.result).toBe('60 ms (median of 3), opened, no island code before it; slowest 80 ms; the tap downloaded 62.0 KB');
    expect(rowStatus(tap, checks)).toBe('✓');
  });

  it('reports build CPU with its split, holds 1,000 articles to the Hugo target, 10,000 to memory only', () => {
    const run = passingRun();
    run.builds = [build(1000, 30_000, KB ** 3), build(10_000, 60_000, 4 * KB ** 3)];
    run.lighthouse = [lighthouseRun('/', 90)];
    const checks = evaluateTargets(run);
    const rows = resultRows(run, checks);
    const [small, large] = rows.filter((row) => row.area === 'Build');
    expect(small!.measure).toBe('1000 articles, clean (fresh clone): wall time, CPU time (Astro / steps), peak RSS');
    expect(small!.result).toBe('30.0 s, CPU 36.0 s (Astro 30.6 s, search-index 3.6 s, service-worker 1.8 s), 1.00 GB, 1,100 pages');
    expect(small!.target).toBe(
      'CPU ≤ 28.2 s (1.5 × Hugo + PaperMod + Pagefind, 18.8 s on the machine of the outside measurement, not this one)',
    );
    expect(rowStatus(small!, checks)).toBe('✗');
    expect(large!.target).toBe('≤ 3.00 GB');
    expect(rowStatus(large!, checks)).toBe('✗');
    run.builds.push(build(10_000, 30_000, KB ** 3, 'rebuild'));
    const rebuild = resultRows(run, evaluateTargets(run)).filter((row) => row.area === 'Build')[2]!;
    expect(rebuild.measure).toBe('10000 articles, one edited: wall time, CPU time (Astro / steps), peak RSS');
    expect(rebuild.target).toBe('≤ 3.00 GB');
    expect(rowStatus(rebuild, evaluateTargets(run))).toBe('✓');
    expect(
      rowStatus(
        rows.find((row) => row.area === 'Lighthouse')!,
        checks,
      ),
    ).toBe('✗');
    const search = rows.filter((row) => row.area === 'Search');
    expect(search.map((row) => row.target)).toEqual(['', '≤ 150.0 KB']);
  });

  it('shows the reference measured beside the 1,000-article build, and holds the build to it', () => {
    const run = passingRun();
    run.builds = [build(1000, 30_000, KB ** 3)];
    run.reference = reference(1000, 20_000);
    const checks = evaluateTargets(run);
    const [ours, yardstick] = resultRows(run, checks).filter((row) => row.area === 'Build');
    expect(ours!.target).toBe('CPU ≤ 30.0 s (1.5 × Hugo 0.111.3 + PaperMod + Pagefind 1.6.0, 20.0 s beside it)');
    expect(rowStatus(ours!, checks)).toBe('✗');
    expect(yardstick!.measure).toBe(
      '1,000 articles with Hugo 0.111.3 + PaperMod + Pagefind 1.6.0, clean, measured beside our build of the same corpus: wall time, CPU time, peak RSS',
    );
    expect(yardstick!.result).toBe('16.7 s, CPU 20.0 s, 400 MB, 2,000 pages');
    expect(yardstick!.checks).toEqual([]);
  });
});

describe('search rows', () => {
  it("show the readers' query set per class, development and test parts side by side, targets on the test part", () => {
    const run = passingRun();
    const summary = (kind: string, recall: number, mrr: number, queries: number) => ({ kind, queries, recall, mrr, misses: [] });
    run.readerSearchQuality = [
      { kind: 'typo', parts: { dev: summary('typo', 0.94, 0.86, 16), test: summary('typo', 0.85, 0.81, 19) } },
      { kind: 'all', parts: { dev: summary('all', 0.94, 0.84, 212), test: summary('all', 0.91, 0.82, 215) } },
    ];
    const checks = evaluateTargets(run);
    const rows = resultRows(run, checks).filter((row) => row.measure.startsWith("readers' queries"));
    expect(rows.map((row) => [row.result, row.target, rowStatus(row, checks)])).toEqual([
      ['0.94 / 0.86 (16) | 0.85 / 0.81 (19)', 'test: ≥ 0.9', '✗'],
      ['0.94 / 0.84 (212) | 0.91 / 0.82 (215)', 'test: ≥ 0.9 / ≥ 0.8', '✓'],
    ]);
  });

  it('show the time per query with its target and what saving search offline downloads', () => {
    const run = passingRun();
    run.searchTimes = [
      {
        label: 'synthetic',
        articles: 10_000,
        queries: 77,
        medianMs: 80,
        maxMs: 410,
        slowest: 'bp',
        runs: 3,
        worstRunMs: 650,
        overTarget: 2,
      },
    ];
    run.searchOffline = [{ label: 'synthetic', articles: 10_000, bytes: 5 * 1024 * KB, files: 20_400 }];
    const checks = evaluateTargets(run);
    const rows = resultRows(run, checks).filter((row) => row.area === 'Search');
    const time = rows.find((row) => row.measure.startsWith('time per query'))!;
    expect(time.result).toBe('77 queries × 3 runs: median 80 ms, slowest 410 ms ("bp"), 2 over 300 ms; longest single run 650 ms');
    expect(time.target).toBe('≤ 300 ms');
    expect(rowStatus(time, checks)).toBe('✗');
    const offline = rows.find((row) => row.measure.startsWith('"Save search for offline use"'))!;
    expect(offline.result).toBe('5120.0 KB in 20,400 files (shown on the button before saving)');
    expect(rowStatus(offline, checks)).toBe('');
  });
});
