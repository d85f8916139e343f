/**
 * Runs `npm run build` (Astro, the Pagefind index, the service worker: whatever the script
 * says) on a content folder into an output folder, from scratch, and measures wall time and
 * the peak memory of the whole process tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand } from './process-tree.ts';

export interface BuildMeasure {
  /** What was built, e.g. `sample` or `10,000 articles`. */
  label: string;
  articles: number;
  /** HTML pages written. */
  pages: number;
  wallMs: number;
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
 * emptied first, as on CI).
 * @throws Error with the end of the build's output when the build fails.
 */
export async function measureBuild(label: string, contentDir: string, outDir: string): Promise<BuildMeasure> {
  const cacheDir = `${outDir}-cache`;
  for (const dir of [outDir, cacheDir]) fs.rmSync(dir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    AROGYA_CONTENT_DIR: path.resolve(contentDir),
    AROGYA_OUT_DIR: path.resolve(outDir),
    AROGYA_CACHE_DIR: path.resolve(cacheDir),
  };
  const build = await measureCommand('npm', ['run', 'build'], { env });
  if (build.status !== 0) throw new Error(`npm run build of ${contentDir} failed:\n${build.output.slice(-4000)}`);
  const pages = fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html')).length;
  return {
    label,
    articles: countArticles(contentDir),
    pages,
    wallMs: build.wallMs,
    astroMs: astroBuildMs(build.output),
    peakRssBytes: build.peakRssBytes,
  };
}
