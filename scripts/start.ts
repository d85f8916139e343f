/**
 * `npm start`: builds the site (with its search index) when the sources are newer than
 * the last build, then serves dist/ and prints the URL. It serves as the CDN configuration
 * does (scripts/lib/static-server.ts with the host files): `/search/{text}` is the search
 * page with status 200 (`_redirects`), `/post/x/` and `/post/x.html` redirect to `/post/x`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveDist } from './lib/static-server.ts';

const STAMP = path.join('dist', '.build-stamp');
const SOURCES = ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'package.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Sources changed since the last build: building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(STAMP, new Date().toISOString());
} else {
  console.log('dist/ is up to date with the sources.');
}

const server = await serveDist('dist', { port: Number(process.env.PORT ?? 4321), hostFiles: true, compress: true });
console.log(`Serving dist/ at ${server.url}/ (Ctrl+C to stop)`);
