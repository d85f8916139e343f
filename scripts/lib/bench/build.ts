/**
 * Runs `npm run build` (Astro, the Pagefind index, the service worker: whatever the script
 * says) on a content folder into an output folder, from scratch or as a rebuild after an edit,
 * and measures wall time, CPU time and the peak memory of the whole process tree.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  /** Astro's own "page(s) built in" time, when it printed one. */
  astroMs: number | undefined;
  peakRssBytes: number;
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
 * Builds `contentDir` into `outDir` with `npm run build` (its Astro cache beside it, both
 * emptied first, as on a CI runner without a cache).
 * @throws Error with the end of the build's output when the build fails.
 */
export async function measureBuild(label: string, contentDir: string, outDir: string): Promise<BuildMeasure> {
  for (const dir of [outDir, cacheDirOf(outDir)]) fs.rmSync(dir, { recursive: true, force: true });
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
    peakRssBytes: build.peakRssBytes,
  };
}
