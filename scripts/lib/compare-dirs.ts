import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './dist-pages.ts';

const TEXT = /\.(?:html|xml|json|txt|webmanifest|js|css|svg)$|(?:^|\/)_(?:headers|redirects)$/;

/** Where two differing files part: the first differing line for text, the byte offset otherwise. */
function firstDifference(file: string, a: Buffer, b: Buffer): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (!TEXT.test(file)) return `differs from byte ${i} (${a.length} vs ${b.length} bytes)`;
  const line = a.subarray(0, i).toString('utf8').split('\n').length;
  const around = (buffer: Buffer) => JSON.stringify(buffer.subarray(Math.max(0, i - 40), i + 40).toString('utf8'));
  return `differs at line ${line}: ${around(a)} vs ${around(b)}`;
}

/** A content hash Vite or Astro puts in an asset's name: `logo.B1x2c3d4.svg`. */
const ASSET_HASH = /\.[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)\b/g;

/**
 * A built file with what a code change may alter without changing the page: asset hashes in
 * file names and links, the order of the CSP's hashes, and the ids of island elements (Astro
 * derives them from the component's file path). Everything else must stay byte for byte.
 * @example normaliseBuildText('<script src="/_astro/a.B1x2c3d4.js">') // => '<script src="/_astro/a.[hash].js">'
 */
export function normaliseBuildText(text: string): string {
  return text
    .replace(ASSET_HASH, '.[hash].$1')
    .replace(
      /(<meta http-equiv="content-security-policy" content=")([^"]*)"/g,
      (_m, start: string, policy: string) =>
        `${start}${policy
          .split(';')
          .map((directive) => {
            const [name = '', ...sources] = directive.trim().split(' ');
            return [name, ...sources.sort()].join(' ');
          })
          .join(';')}"`,
    )
    .replace(/(<astro-island[^>]*?\s)uid="[^"]*"/g, '$1uid=""');
}

export interface CompareOptions {
  /** Which files to compare (relative paths). */
  include?: (file: string) => boolean;
  /** Compare text files after {@link normaliseBuildText}, and asset files by their names without hashes. */
  normalise?: boolean;
}

/**
 * Compares two folders byte for byte and lists every difference, one line each: files only in
 * one of them, and files whose bytes differ (with where they part). Empty means identical.
 * @example compareDirs('dist-a', 'dist-b') lists lines like `post/x.html: differs at line 3: "…" vs "…"` (it reads the disk).
 */
export function compareDirs(first: string, second: string, include: ((file: string) => boolean) | CompareOptions = () => true): string[] {
  const options = typeof include === 'function' ? { include } : include;
  if (options.normalise) return compareNormalised(first, second, options.include ?? (() => true));
  const filter = options.include ?? (() => true);
  const a = listFiles(first).filter(filter);
  const b = listFiles(second).filter(filter);
  const inB = new Set(b);
  const inA = new Set(a);
  const differences: string[] = [];
  for (const file of a) {
    if (!inB.has(file)) {
      differences.push(`${file}: only in ${first}`);
      continue;
    }
    const bytesA = fs.readFileSync(path.join(first, file));
    const bytesB = fs.readFileSync(path.join(second, file));
    if (!bytesA.equals(bytesB)) differences.push(`${file}: ${firstDifference(file, bytesA, bytesB)}`);
  }
  for (const file of b) if (!inA.has(file)) differences.push(`${file}: only in ${second}`);
  return differences;
}

/** As {@link compareDirs}, on files keyed by their names without asset hashes and text normalised. */
function compareNormalised(first: string, second: string, include: (file: string) => boolean): string[] {
  const byName = (dir: string) =>
    new Map(
      listFiles(dir)
        .filter(include)
        .map((file) => [file.replace(ASSET_HASH, '.[hash].$1'), file] as const),
    );
  const a = byName(first);
  const b = byName(second);
  const differences: string[] = [];
  for (const [name, file] of a) {
    const other = b.get(name);
    if (other === undefined) {
      differences.push(`${name}: only in ${first}`);
      continue;
    }
    const read = (dir: string, path_: string) => fs.readFileSync(path.join(dir, path_));
    const [bytesA, bytesB] = TEXT.test(file)
      ? [
          Buffer.from(normaliseBuildText(read(first, file).toString('utf8'))),
          Buffer.from(normaliseBuildText(read(second, other).toString('utf8'))),
        ]
      : [read(first, file), read(second, other)];
    if (!bytesA.equals(bytesB)) differences.push(`${name}: ${firstDifference(file, bytesA, bytesB)}`);
  }
  for (const name of b.keys()) if (!a.has(name)) differences.push(`${name}: only in ${second}`);
  return differences;
}
