/**
 * Builds the site into dist/ (with its search index) when the sources are newer than the last
 * build: `npm start` and `npm run cms` serve what this leaves.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/** Runs `npm run build` unless dist/ is newer than every source; exits the process if the build fails. */
export function ensureBuilt(): void {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
    console.log('Sources changed since the last build: building…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(STAMP, new Date().toISOString());
  } else {
    console.log('dist/ is up to date with the sources.');
  }
}
