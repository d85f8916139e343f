import { buildSite, FIXTURE_CONTENT, FIXTURE_DIST } from './site-build.ts';

/** Builds the fixture site once for every build-output and browser test. */
export default function setup(): void {
  const result = buildSite(FIXTURE_CONTENT, FIXTURE_DIST);
  if (result.status !== 0) throw new Error(`The fixture site did not build:\n${result.output}`);
}
