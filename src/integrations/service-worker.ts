import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatStepUsage, measureStep } from '../../scripts/lib/build-step.ts';
import { SERVICE_WORKER_FILE, writeServiceWorker } from '../../scripts/lib/service-worker.ts';

/**
 * The last step of the build: Workbox writes the offline service worker (`sw.js`) once every
 * page, asset and search file is in place (scripts/lib/service-worker.ts). Keep it last in the
 * integrations: it reads what the others wrote.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'arogya:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { result, usage } = await measureStep(() => writeServiceWorker(fileURLToPath(dir)));
        const kept = `${result.shell.files.en.length} files (at most ${Math.round(result.shellBytes / 1024)} KB before compression)`;
        const workbox = result.workboxCached ? "; Workbox's code as in an earlier build" : '';
        logger.info(
          `${SERVICE_WORKER_FILE} keeps an offline shell of ${kept} in the reader's language${workbox}, ${formatStepUsage(usage)}.`,
        );
      },
    },
  };
}
