/**
 * `node scripts/generate-corpus.ts --count 10000 [--out DIR] [--from content] [--seed 1]`:
 * writes a synthetic content folder (real registries, a few shared images, N articles in
 * English, Hindi and Marathi from the real articles' vocabulary) for scale benchmarks.
 * Build it with `AROGYA_CONTENT_DIR=DIR`. The default DIR is under node_modules/.cache/,
 * never committed.
 * Exit code: 0 written, 1 bad arguments or source.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSyntheticCorpus } from './lib/synthetic-corpus.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    out: { type: 'string' },
    from: { type: 'string', default: 'content' },
    seed: { type: 'string', default: '1' },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage: node scripts/generate-corpus.ts --count N [--out DIR] [--from content] [--seed 1]');
  process.exit(1);
}
const outDir = values.out ?? path.join('node_modules', '.cache', 'bench', `corpus-${count}`);
try {
  const started = performance.now();
  const { articles, images } = writeSyntheticCorpus({ sourceDir: values.from, outDir, count, seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `✓ ${outDir}: ${articles} articles, ${images.length} shared images (${seconds} s). Build it with AROGYA_CONTENT_DIR=${outDir}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
