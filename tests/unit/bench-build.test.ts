import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuildMs, astroCpuMs, buildCaches, countArticles } from '../../scripts/lib/bench/build.ts';
import { FIXTURE_CONTENT } from '../helpers/site-build.ts';

describe('astroBuildMs', () => {
  it('reads Astro’s own build time from its output', () => {
    expect(astroBuildMs('01:02:03 [build] 36 page(s) built in 20.40s\n[build] Complete!')).toBe(20_400);
    expect(astroBuildMs('[build] 1 page(s) built in 950ms')).toBe(950);
    expect(astroBuildMs('01:53:56 [build] 13337 page(s) built in 6m 27s\n[build] Complete!')).toBe(387_000);
    expect(astroBuildMs('[build] 9 page(s) built in 2m')).toBe(120_000);
    expect(astroBuildMs('no timing here')).toBeUndefined();
  });
});

describe('countArticles', () => {
  it('counts the Markdown articles of every language', () => {
    const expected = ['en', 'hi', 'mr'].reduce(
      (sum, lang) => sum + fs.readdirSync(path.join(FIXTURE_CONTENT, 'posts', lang)).filter((f) => f.endsWith('.md')).length,
      0,
    );
    expect(countArticles(FIXTURE_CONTENT)).toBe(expected);
    expect(countArticles(path.join(FIXTURE_CONTENT, 'nowhere'))).toBe(0);
  });
});

describe('buildCaches', () => {
  it('lists every cache an earlier build may leave, so that a clean build starts as on a fresh clone', () => {
    const caches = buildCaches('node_modules/.cache/bench/scale-1000-dist', ['bench', 'arogya-tests', 'babel-loader'], 'bench');
    expect(caches).toEqual([
      'node_modules/.cache/bench/scale-1000-dist',
      'node_modules/.cache/bench/scale-1000-dist-cache',
      'dist',
      '.astro',
      'node_modules/.astro',
      'node_modules/.vite',
      'node_modules/.vite-temp',
      path.join('node_modules/.cache', 'arogya-tests'),
      path.join('node_modules/.cache', 'babel-loader'),
    ]);
    // The bench's own folder (its corpora) is kept.
    expect(caches).not.toContain(path.join('node_modules/.cache', 'bench'));
  });
});

describe('astroCpuMs', () => {
  it('is the whole build’s CPU time less its logged steps', () => {
    const steps = { 'search-index': { wallMs: 1, cpuMs: 4000 }, 'service-worker': { wallMs: 1, cpuMs: 1000 } };
    expect(astroCpuMs({ cpuMs: 30_000, steps })).toBe(25_000);
    expect(astroCpuMs({ cpuMs: 30_000, steps: {} })).toBe(30_000);
  });
});
