import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  test: {
    root,
    // Builds and a browser are slow to start; assertions themselves are never timed.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // expect.poll waits for the page, never to judge its speed: Vitest's 1 s default failed a
    // browser test under load on a two-core machine.
    expect: { poll: { timeout: 15_000 } },
    // Both cores: Vitest's default on two cores is one worker, and the suite then kept the second
    // core idle for most of its 800 s (a build or Chromium waits on one file at a time). Builds
    // still run one at a time (tests/helpers/site-build.ts locks them); two workers took 500 s.
    maxWorkers: 2,
    projects: [
      {
        // Pure logic and content rules: no build, so `vitest run tests/unit/x.test.ts` starts at once.
        // One module graph for all its files (isolate: false): re-importing the site's code for each
        // of ninety files cost 50 s of the suite. Tests that stub globals or env restore them.
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'], isolate: false },
      },
      {
        // Assertions on built HTML and in Chromium share one fixture-site build, made first.
        // One module graph for all its files too (isolate: false): loading Playwright and the
        // helpers again for each of forty files cost a fifth of the time of short files. No file
        // mocks modules or stubs globals; each closes the browsers and servers it starts.
        extends: true,
        test: {
          name: 'site',
          include: ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          // A test that builds may first wait for the other worker's builds (one at a time, see
          // tests/helpers/site-build.ts): a 60 s build test failed on time alone beside the
          // incremental test's eight builds. Timeouts here only stop a hang; nothing is timed.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/close-contexts.ts'],
          isolate: false,
        },
      },
    ],
  },
});
