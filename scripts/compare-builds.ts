/**
 * `npm exec -- node scripts/compare-builds.ts <dist-before> <dist-after>`: shows whether a code
 * change altered any page. Files are compared byte for byte after removing what a refactor may
 * change without changing a page (asset hashes, the order of CSP hashes, island ids). Left out:
 * the bundled JavaScript (code moved between modules is chunked differently) and the search
 * index and service worker, which embed those hashes.
 * Exit code: 0 identical, 1 differences (each listed), 2 usage.
 */
import { printable } from '../src/lib/printable.ts';
import { compareDirs } from './lib/compare-dirs.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: npm exec -- node scripts/compare-builds.ts <dist-before> <dist-after>');
  process.exitCode = 2;
} else {
  const differences = compareDirs(before, after, {
    normalise: true,
    include: (file) => !file.startsWith('pagefind/') && file !== 'sw.js' && !file.startsWith('workbox-') && !/^_astro\/.*\.js$/.test(file),
  });
  // File names of the built sites come from content: printed escaped.
  for (const line of differences) console.log(printable(line));
  console.log(differences.length ? `${differences.length} files differ.` : 'The builds are the same page for page.');
  process.exitCode = differences.length ? 1 : 0;
}
