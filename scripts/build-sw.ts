/**
 * Last step of `npm run build`: writes `sw.js`, the offline service worker, into the built
 * site (`dist/`, or `AROGYA_OUT_DIR`), once every page is written: it precaches the offline
 * pages and the files they need; the configuration is scripts/lib/service-worker.ts.
 * Exit code: 0 written, 1 the site is incomplete or Workbox failed (the reason is printed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { printable } from '../src/lib/printable.ts';
import { displayPath } from './lib/display-path.ts';
import { lowDataPrelude, SERVICE_WORKER_FILE, serviceWorkerOptions } from './lib/service-worker.ts';

const outDir = path.resolve(process.env.AROGYA_OUT_DIR ?? 'dist');

try {
  const files = fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const read = (file: string) => (files.includes(file) ? fs.readFileSync(path.join(outDir, file), 'utf8') : undefined);
  const { count, size, warnings } = await generateSW(serviceWorkerOptions(outDir, files, read));
  // With Save-Data the worker precaches nothing: its install listener must come before Workbox's.
  const worker = path.join(outDir, SERVICE_WORKER_FILE);
  fs.writeFileSync(worker, lowDataPrelude() + fs.readFileSync(worker, 'utf8'));
  // Workbox names files of the built site, whose names come from content: printed escaped.
  for (const warning of warnings) console.warn(printable(`Warning: ${warning}`));
  console.log(`✓ ${displayPath(path.join(outDir, SERVICE_WORKER_FILE))}: precaches ${count} files (${Math.round(size / 1024)} KB).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
