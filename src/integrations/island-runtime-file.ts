import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// The exact text Astro inlines (package export `astro/runtime/*`): it changes with Astro.
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
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
 * Astro writes fails the build, naming the page: it would never hydrate.
 */
export function islandRuntimeFile(): AstroIntegration {
  return {
    name: 'arogya:island-runtime-file',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const digest = createHash('sha256').update(islandRuntime).digest();
        const file = runtimeFileName(digest.toString('hex'));
        const cspHash = `sha256-${digest.toString('base64')}`;
        fs.writeFileSync(path.join(outDir, file), islandRuntime);
        let rewritten = 0;
        for (const page of htmlFiles(outDir)) {
          const result = rewriteIslandRuntime(fs.readFileSync(page, 'utf8'), islandRuntime, `/${file}`, cspHash);
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
