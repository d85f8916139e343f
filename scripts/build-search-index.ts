/**
 * Step of `npm run build` after `astro build`: writes the Pagefind search index of the built
 * articles into `dist/pagefind/` (or `AROGYA_OUT_DIR`), with the extra words of
 * scripts/lib/search-index.ts. Exit code: 0 written, 1 failed (the reason is printed).
 */
import path from 'node:path';
import { displayPath } from './lib/display-path.ts';
import { buildSearchIndex } from './lib/search-index.ts';

const outDir = path.resolve(process.env.AROGYA_OUT_DIR ?? 'dist');

try {
  const count = await buildSearchIndex(outDir);
  console.log(`✓ ${displayPath(path.join(outDir, 'pagefind'))}: search index of ${count} articles.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
