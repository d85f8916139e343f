/**
 * `npm run search-quality [-- --dist DIR] [--part dev|test|both] [--misses]`: how well search
 * answers the reader query set (tests/search/reader-queries.ts) and the project's own set
 * (tests/search/queries.ts) on a built site (default `dist/`), in Chromium: recall at 5 and mean
 * reciprocal rank at 10, per class and per search page, for the development part (tuned on) and
 * the test part (only measured). `--misses` lists the development part's misses, to tune on;
 * the test part's are never listed. Exit code: 0 done, 2 no Chromium or no built site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumAvailable, launchPlaywright } from './lib/bench/chromium.ts';
import { formatQualityTable, runReaderSets } from './lib/bench/search-quality.ts';
import { serveDist } from './lib/static-server.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    part: { type: 'string', default: 'both' },
    misses: { type: 'boolean', default: false },
  },
});
const dist = path.resolve(values.dist);
if (!fs.existsSync(path.join(dist, 'pagefind'))) {
  console.error(`${values.dist} has no search index. Fix: npm run build first, or pass --dist DIR.`);
  process.exit(2);
}
if (!chromiumAvailable()) {
  console.error('Chromium is needed: apt-get install chromium fonts-lohit-deva fonts-lohit-deva-marathi');
  process.exit(2);
}
const parts = values.part === 'both' ? (['dev', 'test'] as const) : values.part === 'test' ? (['test'] as const) : (['dev'] as const);
const [browser, server] = await Promise.all([launchPlaywright(), serveDist(dist, { hostFiles: true })]);
try {
  const report = await runReaderSets(browser, server.url, parts);
  console.log(formatQualityTable(report));
  if (values.misses) for (const line of report.devMisses) console.log(line);
} finally {
  await Promise.all([browser.close(), server.close()]);
}
