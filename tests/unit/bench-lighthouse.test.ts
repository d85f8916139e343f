import { describe, expect, it } from 'vitest';
import { medianRun, summariseLighthouse, type LhrLike } from '../../scripts/lib/bench/lighthouse.ts';
import { lighthouseRun } from './bench-fixtures.ts';

const lhr: LhrLike = {
  categories: {
    performance: {
      id: 'performance',
      score: 0.974,
      auditRefs: [
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
      ],
    },
    accessibility: { id: 'accessibility', score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': {
      id: 'best-practices',
      score: 0.96,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'informative', weight: 0 },
      ],
    },
    seo: { id: 'seo', score: 1, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { id: 'largest-contentful-paint', score: 0.99, numericValue: 1287.2 },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 0.8, numericValue: 0.12, displayValue: '0.12' },
    'total-blocking-time': { id: 'total-blocking-time', score: 1, numericValue: 40 },
    'first-contentful-paint': { id: 'first-contentful-paint', score: 1, numericValue: 900 },
    'color-contrast': { id: 'color-contrast', score: 1 },
    'errors-in-console': { id: 'errors-in-console', score: 0 },
    informative: { id: 'informative', score: 0 },
  },
  runWarnings: ['The page loaded too slowly.'],
  environment: { benchmarkIndex: 724.5 },
};

describe('summariseLighthouse', () => {
  it('reads scores as 0–100, the vitals, and the weighted audits that lost points', () => {
    expect(summariseLighthouse('/hi', lhr)).toEqual({
      path: '/hi',
      scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcpMs: 1287.2,
      cls: 0.12,
      tbtMs: 40,
      fcpMs: 900,
      failing: ['performance: cumulative-layout-shift (0.12)', 'best-practices: errors-in-console'],
      warnings: ['The page loaded too slowly.'],
      benchmarkIndex: 724.5,
    });
  });

  it('counts a category Lighthouse could not score as 0', () => {
    const broken = { ...lhr, categories: { ...lhr.categories, seo: { id: 'seo', score: null, auditRefs: [] } } };
    expect(summariseLighthouse('/', broken).scores.seo).toBe(0);
  });
});

describe('medianRun', () => {
  it('picks the run with the median performance score', () => {
    const runs = [lighthouseRun('/', 99), lighthouseRun('/', 90), lighthouseRun('/', 96)];
    expect(medianRun(runs).scores.performance).toBe(96);
    expect(medianRun([lighthouseRun('/', 91)]).scores.performance).toBe(91);
  });

  it('takes the lower of two middle runs, so an even count never flatters', () => {
    expect(medianRun([lighthouseRun('/', 100), lighthouseRun('/', 95)]).scores.performance).toBe(95);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow();
  });
});
