import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// The exact text Astro inlines (package export `astro/runtime/*`): it changes with Astro.
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { missingBuiltAssets } from '../lib/built-assets.ts';
import { inlineScriptHash } from '../lib/csp.ts';
import { modulesHydratedAtLoad, staticImportUrls, staticModuleClosure, withModulePreloads } from '../lib/island-preload.ts';
import { rewriteIslandRuntime, runtimeFileName } from '../lib/island-runtime.ts';

/** Every `.html` file under `dir`. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * One pass over the written pages for their islands:
 * - serves Astro's island runtime as one cached file instead of inline on every page
 *   (src/lib/island-runtime.ts says why). A page with an island but without the runtime this
 *   Astro writes fails the build, naming the page: it would never hydrate;
 * - names every module of an island that hydrates at load in the page's head, so they download
 *   at once instead of one round trip after another (src/lib/island-preload.ts);
 * - fails on a page that loads a `/_astro/` file the build did not write (a stale copy from the
 *   incremental cache, src/lib/built-assets.ts).
 */
export function islandPages(): AstroIntegration {
  let cacheDir = 'node_modules/.astro';
  return {
    name: 'arogya:island-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = path.relative(process.cwd(), fileURLToPath(config.cacheDir)) || '.';
      },
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const file = runtimeFileName(createHash('sha256').update(islandRuntime).digest('hex'));
        const cspHash = inlineScriptHash(islandRuntime);
        fs.writeFileSync(path.join(outDir, file), islandRuntime);
        const written = new Set(
          fs
            .readdirSync(path.join(outDir, '_astro'), { recursive: true, encoding: 'utf8' })
            .map((name) => `/_astro/${name.split(path.sep).join('/')}`),
        );
        const importsOf = new Map<string, string[]>();
        /** A built module's static imports, read once; one the build did not write fails it. */
        const staticImportsOf = (url: string, page: string): string[] => {
          let imports = importsOf.get(url);
          if (!imports) {
            if (!written.has(url)) {
              throw new Error(
                `${page} hydrates an island that imports ${url}, which this build did not write: it is a stale copy from the incremental build cache. Fix: delete the cache (${cacheDir}) and build again.`,
              );
            }
            imports = staticImportUrls(fs.readFileSync(path.join(outDir, url), 'utf8'), url);
            importsOf.set(url, imports);
          }
          return imports;
        };
        let rewritten = 0;
        let preloading = 0;
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
              `${path.relative(outDir, page)} has an island but not the island runtime this Astro version inlines, so it would never hydrate. Fix: update src/integrations/island-pages.ts for this Astro version.`,
            );
          }
          let next = result.kind === 'rewritten' ? result.html : html;
          if (result.kind === 'rewritten') rewritten++;
          // Every page, so that one an earlier build gave links to loses those it no longer needs.
          const atLoad = modulesHydratedAtLoad(next);
          const name = path.relative(outDir, page);
          next = withModulePreloads(
            next,
            staticModuleClosure(atLoad, (url) => staticImportsOf(url, name)),
          );
          if (atLoad.length > 0) preloading++;
          if (next !== html) fs.writeFileSync(page, next);
        }
        logger.info(
          `island runtime served as /${file} (${rewritten} pages rewritten); ${preloading} pages preload the modules of an island that hydrates at load.`,
        );
      },
    },
  };
}
