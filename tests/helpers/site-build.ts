import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageFile } from '../../scripts/lib/service-worker.ts';

// AROGYA_TEST_CACHE lets parallel test runs keep apart. Keep it inside the project: for an
// outDir outside the working directory Astro puts its prerender build in the shared ./.astro/.
const CACHE = path.resolve(process.env.AROGYA_TEST_CACHE ?? 'node_modules/.cache/arogya-tests');

/** The day every test build takes as "today" for reviews (AROGYA_TODAY). */
export const TEST_TODAY = '2026-06-01';

/** The small, controlled corpus the build-output and browser tests assert on. */
export const FIXTURE_CONTENT = path.resolve('tests/fixtures/site');
export const FIXTURE_DIST = path.join(CACHE, 'fixture-dist');
/**
 * The machine the fixture site is built on, whatever runs the tests: a CI runner in UTC with the
 * C locale. tests/build/reproducible.test.ts builds it again as different as it comes.
 */
export const FIXTURE_BUILD_ENV = { TZ: 'UTC', LANG: 'C', LC_ALL: 'C' } as const;
/** The output (warnings included) of the fixture site's build, written by the global setup. */
export const FIXTURE_BUILD_LOG = path.join(CACHE, 'fixture-build.log');
export const SAMPLE_DIST = path.join(CACHE, 'sample-dist');

/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 15 * 60_000;

/**
 * Runs `fn` while holding a lock shared by every test worker (a directory: mkdir is atomic).
 * Builds need it: Astro writes ./.astro/ (content-assets.mjs, …) in the project whatever the
 * out and cache dirs, so two builds at once can mix one corpus's assets into the other.
 */
function withLock<T>(lock: string, fn: () => T): T {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
    } catch {
      // Released meanwhile: try again.
    }
    Atomics.wait(wait, 0, 0, 250);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const BUILD_LOCK = path.join(CACHE, 'build.lock');

export interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * Builds a content folder into `outDir` with `npm run build`, the one build command (Astro,
 * whose integrations write the search index and the service worker), with its own Astro cache
 * so builds of different corpora never mix. One build at a time across test workers (see
 * {@link withLock}).
 */
export function buildSite(
  contentDir: string,
  outDir: string,
  {
    env: extraEnv = {},
    keepCache = false,
    killAfterMs,
  }: {
    env?: NodeJS.ProcessEnv;
    /** Rebuild with the cache of the previous build into `outDir` (an incremental build). */
    keepCache?: boolean;
    /** A safety net for builds of hostile input, never a verdict: stop Astro after this long (status null). */
    killAfterMs?: number | undefined;
  } = {},
): BuildResult {
  return withLock(BUILD_LOCK, () => buildSiteNow(contentDir, outDir, extraEnv, keepCache, killAfterMs));
}

function buildSiteNow(
  contentDir: string,
  outDir: string,
  extraEnv: NodeJS.ProcessEnv,
  keepCache: boolean,
  killAfterMs?: number,
): BuildResult {
  // From scratch unless asked: a cached render would hide build-time warnings.
  if (!keepCache) for (const dir of [outDir, `${outDir}-cache`]) fs.rmSync(dir, { recursive: true, force: true });
  const env = {
    ...withoutVitestEnv(process.env),
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    AROGYA_CONTENT_DIR: contentDir,
    AROGYA_OUT_DIR: outDir,
    AROGYA_CACHE_DIR: `${outDir}-cache`,
    // "Today" for reviews is fixed, so overdue notices never depend on the day the tests run.
    AROGYA_TODAY: TEST_TODAY,
    // e.g. TZ and LANG, to prove the output does not depend on them.
    ...extraEnv,
  };
  const build = spawnSync('npm', ['run', 'build'], { env, encoding: 'utf8', timeout: killAfterMs });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
}

/**
 * The environment without what Vitest adds to it: NODE_ENV=test, and in its workers Vite's
 * import.meta.env as variables (DEV=1, PROD, MODE=test, SSR, BASE_URL), which Astro's build
 * reads: a build started from a test then rendered development-only markup (an image's
 * `data-image-component`) that `npm run build` never writes. The site must be built exactly as
 * `npm run build` builds it.
 */
function withoutVitestEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const vitest = new Set(['NODE_ENV', 'TEST', 'DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL']);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !vitest.has(name) && !name.startsWith('VITEST')));
}

/** A scratch folder for one test, emptied first. */
export function scratchDir(name: string): string {
  const dir = path.join(CACHE, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Reads a built page by its public path (`/post/x` → `post/x.html`). */
export function readPage(distDir: string, pathname: string): string {
  return fs.readFileSync(path.join(distDir, pageFile(pathname)), 'utf8');
}

// ---- The sample site (content/), built at most once per test run ----

const RUN_ID_FILE = path.join(CACHE, 'test-run-id');
const SAMPLE_MARKER = path.join(CACHE, 'sample-build.json');
const SAMPLE_LOCK = path.join(CACHE, 'sample-build.lock');

/** Called by the global setup: stamps this test run, so that builds are shared within it only. */
export function startTestRun(): void {
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(RUN_ID_FILE, `${process.pid}-${Date.now()}`);
}

/**
 * Builds the real corpus (`content/`) into {@link SAMPLE_DIST} once per test run, however many
 * test files ask for it: they run in parallel workers, so the first takes a lock and builds,
 * the others wait for it, and all read the result from a marker file stamped with the run's id.
 * Only the test files that need it pay for it (content may also be mid-edit and not build:
 * then those files fail with the build's output, and the others run as usual).
 */
export function ensureSampleBuild(): BuildResult {
  const runId = fs.readFileSync(RUN_ID_FILE, 'utf8');
  return withLock(SAMPLE_LOCK, () => {
    if (fs.existsSync(SAMPLE_MARKER)) {
      const previous = JSON.parse(fs.readFileSync(SAMPLE_MARKER, 'utf8')) as { runId: string; result: BuildResult };
      if (previous.runId === runId) return previous.result;
    }
    const result = buildSite(path.resolve('content'), SAMPLE_DIST);
    fs.writeFileSync(SAMPLE_MARKER, JSON.stringify({ runId, result }));
    return result;
  });
}

/** For a `beforeAll`: the sample site, built once per run; throws the build output if it failed. */
export function sampleDist(): string {
  const result = ensureSampleBuild();
  if (result.status !== 0) throw new Error(`content/ did not build (the sample-site gates need it):\n${result.output}`);
  return SAMPLE_DIST;
}
