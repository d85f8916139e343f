import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepUsages } from '../../scripts/lib/build-step.ts';
import { FIXTURE_BUILD_LOG, FIXTURE_DIST } from '../helpers/site-build.ts';

const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('the build is one command', () => {
  it('`npm run build` is `astro build` with the heap cap, and nothing after it', () => {
    expect(packageJson.scripts.build).toBe('NODE_OPTIONS="--max-old-space-size=2048 ${NODE_OPTIONS:-}" astro build');
    expect(packageJson.scripts.build).not.toMatch(/&&|;|\|/);
  });

  it('writes the search index and then the service worker inside the Astro build (the tests build with it)', () => {
    const log = fs.readFileSync(FIXTURE_BUILD_LOG, 'utf8');
    expect(log).toMatch(/^> arogya@[\d.]+ build$/m);
    const steps = stepUsages(log);
    expect(Object.keys(steps)).toEqual(['search-index', 'service-worker']);
    expect(steps['search-index']!.wallMs).toBeGreaterThan(0);
    expect(steps['search-index']!.cpuMs).toBeGreaterThan(0);
    // 0.0 s when Workbox's code is kept from an earlier build (scripts/lib/service-worker.ts).
    expect(steps['service-worker']!.wallMs).toBeGreaterThanOrEqual(0);
    expect(steps['service-worker']!.cpuMs).toBeGreaterThanOrEqual(0);
    // The service worker is written last, after the search index, and before Astro reports the build done.
    const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
    expect(plain.indexOf('[arogya:search-index]')).toBeLessThan(plain.indexOf('[arogya:service-worker]'));
    expect(plain.indexOf('[arogya:service-worker]')).toBeLessThan(plain.indexOf('[build] Complete!'));
    expect(fs.existsSync(path.join(FIXTURE_DIST, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    expect(fs.existsSync(path.join(FIXTURE_DIST, 'sw.js'))).toBe(true);
  });

  it("bundles no Node built-in into the browser's code", () => {
    // Vite replaces one with a stub that throws when used, and only warns: the editor's preview
    // once pulled node:crypto in through src/lib/review.ts.
    const log = fs.readFileSync(FIXTURE_BUILD_LOG, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
    expect(log).not.toMatch(/externalized for browser compatibility/);
  });
});
