/**
 * Lighthouse (mobile, default simulated Slow-4G throttling and 4× CPU slowdown) against a
 * page served on 127.0.0.1, through a Chromium started by `launchWithDebuggingPort`.
 */
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseSummary {
  /** The page's path, e.g. `/hi/utilities`. */
  path: string;
  /** Scores 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Weighted audits that did not pass, as `category: audit-id (display value)`: the reasons for a lost point. */
  failing: string[];
  /** Lighthouse's own warnings about the run (e.g. a slow machine). */
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed (its 4× slowdown assumes a fast desktop). */
  benchmarkIndex: number | undefined;
}

/** The parts of a Lighthouse result (LHR) read here. */
export interface LhrLike {
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number; displayValue?: string }>;
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
}

/** Scores, the three Web Vitals and the reasons for lost points, from a Lighthouse result. */
export function summariseLighthouse(path: string, lhr: LhrLike): LighthouseSummary {
  const score = (id: LighthouseCategory) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const id of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${id}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return {
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    failing,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * The run to report out of several of one page: the one with the median performance score
 * (Lighthouse's own advice for variance), ties broken by TBT.
 */
export function medianRun(runs: LighthouseSummary[]): LighthouseSummary {
  if (!runs.length) throw new Error('No Lighthouse runs to choose from.');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Runs Lighthouse once on `baseUrl + path` in the Chromium listening on `port`. */
export async function runLighthouse(baseUrl: string, path: string, port: number): Promise<LighthouseSummary> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
  const lhr = result.lhr as unknown as LhrLike & { runtimeError?: { message: string } };
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  return summariseLighthouse(path, lhr);
}
