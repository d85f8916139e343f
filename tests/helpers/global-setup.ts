import fs from 'node:fs';
import { buildSite, FIXTURE_BUILD_ENV, FIXTURE_BUILD_LOG, FIXTURE_CONTENT, FIXTURE_DIST, startTestRun } from './site-build.ts';

/**
 * Builds the fixture site once for every build-output and browser test. The sample site
 * (content/) is built on first use, once per run: `ensureSampleBuild()` in site-build.ts.
 */
export default function setup(): void {
  startTestRun();
  const result = buildSite(FIXTURE_CONTENT, FIXTURE_DIST, { env: FIXTURE_BUILD_ENV });
  if (result.status !== 0) throw new Error(`The fixture site did not build:\n${result.output}`);
  // What the build printed (its warnings are behaviour too): tests/build read it.
  fs.writeFileSync(FIXTURE_BUILD_LOG, result.output);
}
