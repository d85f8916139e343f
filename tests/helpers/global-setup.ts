import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromiumAvailable, launchPlaywrightServer } from '../../scripts/lib/bench/chromium.ts';
import { buildSite, FIXTURE_BUILD_ENV, FIXTURE_BUILD_LOG, FIXTURE_CONTENT, FIXTURE_DIST, startTestRun } from './site-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (empty when there is none): see tests/helpers/browser.ts. */
    chromiumEndpoint: string;
  }
}

/**
 * Builds the fixture site once for every build-output and browser test. The sample site
 * (content/) is built on first use, once per run: `ensureSampleBuild()` in site-build.ts.
 * Starts one Chromium for the run, which each browser test file connects to (launchBrowser):
 * starting and stopping it took about a second a file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  startTestRun();
  const result = buildSite(FIXTURE_CONTENT, FIXTURE_DIST, { env: FIXTURE_BUILD_ENV });
  if (result.status !== 0) throw new Error(`The fixture site did not build:\n${result.output}`);
  // What the build printed (its warnings are behaviour too): tests/build read it.
  fs.writeFileSync(FIXTURE_BUILD_LOG, result.output);
  // Without Chromium the browser tests skip, or fail under CI (browserAvailable says how to install it).
  const server = chromiumAvailable() ? await launchPlaywrightServer() : undefined;
  project.provide('chromiumEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
