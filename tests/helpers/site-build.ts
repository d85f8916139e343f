import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// AROGYA_TEST_CACHE lets parallel test runs keep apart. Keep it inside the project: for an
// outDir outside the working directory Astro puts its prerender build in the shared ./.astro/.
const CACHE = path.resolve(process.env.AROGYA_TEST_CACHE ?? 'node_modules/.cache/arogya-tests');

/** The small, controlled corpus the build-output and browser tests assert on. */
export const FIXTURE_CONTENT = path.resolve('tests/fixtures/site');
export const FIXTURE_DIST = path.join(CACHE, 'fixture-dist');
export const SAMPLE_DIST = path.join(CACHE, 'sample-dist');

export interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * Builds a content folder into `outDir` exactly as `npm run build` does (Astro, then the
 * Pagefind index), with its own Astro cache so builds of different corpora never mix.
 */
export function buildSite(contentDir: string, outDir: string, { searchIndex = true } = {}): BuildResult {
  // From scratch every time: a cached render would hide build-time warnings.
  for (const dir of [outDir, `${outDir}-cache`]) fs.rmSync(dir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    // Vitest sets NODE_ENV=test; the site must be built exactly as `npm run build` builds it.
    NODE_ENV: 'production',
    AROGYA_CONTENT_DIR: contentDir,
    AROGYA_OUT_DIR: outDir,
    AROGYA_CACHE_DIR: `${outDir}-cache`,
  };
  const astro = spawnSync('npx', ['astro', 'build'], { env, encoding: 'utf8' });
  let output = `${astro.stdout}\n${astro.stderr}`;
  if (astro.status !== 0 || !searchIndex) return { status: astro.status, output };
  const pagefind = spawnSync('npx', ['pagefind', '--site', outDir], { env, encoding: 'utf8' });
  output += `\n${pagefind.stdout}\n${pagefind.stderr}`;
  return { status: pagefind.status, output };
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
  const file = pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;
  return fs.readFileSync(path.join(distDir, file), 'utf8');
}
