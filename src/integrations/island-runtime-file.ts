import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// The exact text Astro inlines (package export `astro/runtime/*`): it changes with Astro.
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { missingBuiltAssets } from '../lib/built-assets.ts';
import { rewriteIslandRuntime, runtimeFileName } from '../lib/island-runtime.ts';

/** Every `.html` file under `dir`. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Serves Astro's island runtime as one cached file instead of inline on every page
 * (src/lib/island-runtime.ts says why). A page with an island but without the runtime this
 * Astro writes fails the build, naming the page: it would never hydrate. So does a page that
 * loads a `/_astro/` file the build did not write (a stale copy from the incremental cache,
 * src/lib/built-assets.ts): it reads every page anyway.
 */
export function islandRuntimeFile(): AstroIntegration {
  let cacheDir = 'node_modules/.astro';
  return {
    name: 'arogya:island-runtime-file',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = path.relative(process.cwd(), fileURLToPath(config.cacheDir)) || '.';
      },
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const digest = createHash('sha256').update(islandRuntime).digest();
        const file = runtimeFileName(digest.toString('hex'));
        const cspHash = `sha256-${digest.toString('base64')}`;
        fs.writeFileSync(path.join(outDir, file), islandRuntime);
        const written = new Set(
          fs
            .readdirSync(path.join(outDir, '_astro'), { recursive: true, encoding: 'utf8' })
            .map((name) => `/_astro/${name.split(path.sep).join('/')}`),
        );
        let rewritten = 0;
        for (const page of htmlFiles(outDir)) {
          const html = fs.readFileSync(page, 'utf8');
          const missing = missingBuiltAssets(html, (asset) => written.has(asset));
          if (missing.length > 0) {
            throw new Error(
              `${path.relative(outDir, page)} loads ${missing.join(', ')}, which this build did not write: it is a stale copy from the incremental build cache (a bundler option changed that the cache does not see). Fix: delete the cache (${cacheDir}) and build again.`,
            );
          }
          const result = rewriteIslandRuntime(html, islandRuntime, `/${file}`, cspHash);
          if (result.kind === 'runtime-not-found') {
            throw new Error(
              `${path.relative(outDir, page)} has an island but not the island runtime this Astro version inlines, so it would never hydrate. Fix: update src/integrations/island-runtime-file.ts for this Astro version.`,
            );
          }
          if (result.kind === 'rewritten') {
            fs.writeFileSync(page, result.html);
            rewritten++;
          }
        }
        logger.info(`island runtime served as /${file} (${rewritten} pages rewritten).`);
      },
    },
  };
}
