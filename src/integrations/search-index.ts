import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { childrenReaped, formatStepUsage, measureStep } from '../../scripts/lib/build-step.ts';
import { buildSearchIndex } from '../../scripts/lib/search-index.ts';

/**
 * The search step of the build: once Astro has written every page, Pagefind's Node API indexes
 * the articles into `pagefind/` (scripts/lib/search-index.ts). Inside `astro build`, as
 * Starlight runs Pagefind, so that every build (`npm run build`, the tests, `npm start`, the
 * bench) is the same one command. A failure fails the build.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'arogya:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { result: count, usage } = await measureStep(async () => {
          const indexed = await buildSearchIndex(fileURLToPath(dir));
          // Pagefind's indexer is told to stop: reap it, so its CPU time is counted (and this step's).
          await childrenReaped('pagefind');
          return indexed;
        });
        logger.info(`${count} articles indexed into pagefind/ ${formatStepUsage(usage)}.`);
      },
    },
  };
}
