/**
 * Runs `npm run build` (one `astro build`, whose integrations write the search index and the
 * service worker) on a content folder into an output folder, from scratch as a fresh clone
 * would (no cache of any earlier build left) or as a rebuild after an edit, and measures wall
 * time, CPU time and the peak memory of the whole process tree, and each step's share.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stepUsages, type StepUsage } from '../build-step.ts';
import { measureCommand } from './process-tree.ts';

export interface BuildMeasure {
  /** What was built, e.g. `sample` or `10,000 articles`. */
  label: string;
  /** `clean`: empty output and cache; `rebuild`: one article edited, the previous build's cache kept. */
  kind: 'clean' | 'rebuild';
  articles: number;
  /** HTML pages written. */
  pages: number;
  wallMs: number;
  /** CPU time of the whole build (Astro, Pagefind, the service worker), user + system. */
  cpuMs: number;
  /** Astro's own "page(s) built in" time, when it printed one (its integrations' steps included). */
  astroMs: number | undefined;
  /** The steps after Astro's pages, as they logged themselves (`search-index`, `service-worker`). */
  steps: Record<string, StepUsage>;
  peakRssBytes: number;
}

/** The CPU time of Astro itself: the whole build's, less its steps' (search index, service worker). */
export function astroCpuMs(build: Pick<BuildMeasure, 'cpuMs' | 'steps'>): number {
  return build.cpuMs - Object.values(build.steps).reduce((sum, step) => sum + step.cpuMs, 0);
}

/** The Markdown articles in a content folder (published or not). */
export function countArticles(contentDir: string): number {
  const posts = path.join(contentDir, 'posts');
  if (!fs.existsSync(posts)) return 0;
  return fs.readdirSync(posts, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).length;
}

/**
 * Astro's build time from its output (`[build] 36 page(s) built in 20.40s`, `… in 6m 27s`), in ms.
 * @example astroBuildMs('12:00:01 [build] 36 page(s) built in 20.40s') // => 20400
 */
export function astroBuildMs(output: string): number | undefined {
  const match = /page\(s\) built in (?:(\d+)m\s*)?(?:([\d.]+)(s|ms))?\s*$/m.exec(output);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const minutes = Number(match[1] ?? 0) * 60_000;
  const rest = match[2] === undefined ? 0 : Number(match[2]) * (match[3] === 's' ? 1000 : 1);
  return minutes + rest;
}

/**
 * Every cache an earlier build may have left for the next one to reuse, as paths from the
 * project's root: the build's output and Astro cache (`outDir`, beside it `{outDir}-cache`),
 * `dist/`, Astro's defaults (`.astro/`, `node_modules/.astro/`), Vite's (`node_modules/.vite/`,
 * `node_modules/.vite-temp/`) and every other tool's under `node_modules/.cache/`, but for
 * `keep` there (the bench's own corpora and outputs).
 */
export function buildCaches(outDir: string, cacheEntries: readonly string[], keep: string): string[] {
  const toolCaches = cacheEntries.filter((entry) => entry !== keep).map((entry) => path.join('node_modules/.cache', entry));
  return [outDir, cacheDirOf(outDir), 'dist', '.astro', 'node_modules/.astro', 'node_modules/.vite', 'node_modules/.vite-temp', ...toolCaches];
}

/**
 * Builds `contentDir` into `outDir` with `npm run build` as on a fresh clone: every cache an
 * earlier build could have left is removed first ({@link buildCaches}), so nothing of another
 * build is reused. `workDir` is the bench's own folder under node_modules/.cache, kept.
 * @throws Error with the end of the build's output when the build fails.
 */
export async function measureBuild(label: string, contentDir: string, outDir: string, workDir: string): Promise<BuildMeasure> {
  const cacheRoot = 'node_modules/.cache';
  const entries = fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : [];
  for (const dir of buildCaches(outDir, entries, path.relative(cacheRoot, workDir))) fs.rmSync(dir, { recursive: true, force: true });
  return runBuild(label, 'clean', contentDir, outDir);
}

/**
 * What an author's pull request costs once the site has been built: edits one article (the
 * first by path) and builds again into `outDir` with the cache the previous build left, as a
 * CI that keeps `node_modules/.astro` between runs does. Call after {@link measureBuild}.
 */
export async function measureRebuild(label: string, contentDir: string, outDir: string): Promise<BuildMeasure> {
  if (!fs.existsSync(cacheDirOf(outDir))) throw new Error(`No previous build of ${contentDir} to rebuild: run measureBuild first.`);
  const article = firstArticle(contentDir);
  fs.appendFileSync(article, '\nOne more sentence, added by the rebuild benchmark.\n');
  return runBuild(label, 'rebuild', contentDir, outDir);
}

const cacheDirOf = (outDir: string) => `${outDir}-cache`;

/** The first Markdown article of a content folder, by path. */
function firstArticle(contentDir: string): string {
  const posts = path.join(contentDir, 'posts');
  const first = fs
    .readdirSync(posts, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()[0];
  if (!first) throw new Error(`No article in ${posts}.`);
  return path.join(posts, first);
}

async function runBuild(label: string, kind: BuildMeasure['kind'], contentDir: string, outDir: string): Promise<BuildMeasure> {
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    AROGYA_CONTENT_DIR: path.resolve(contentDir),
    AROGYA_OUT_DIR: path.resolve(outDir),
    AROGYA_CACHE_DIR: path.resolve(cacheDirOf(outDir)),
  };
  const build = await measureCommand('npm', ['run', 'build'], { env });
  if (build.status !== 0) throw new Error(`npm run build of ${contentDir} failed:\n${build.output.slice(-4000)}`);
  const pages = fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html')).length;
  return {
    label,
    kind,
    articles: countArticles(contentDir),
    pages,
    wallMs: build.wallMs,
    cpuMs: build.cpuMs,
    astroMs: astroBuildMs(build.output),
    steps: stepUsages(build.output),
    peakRssBytes: build.peakRssBytes,
  };
}
