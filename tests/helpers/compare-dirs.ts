import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../scripts/lib/dist-pages.ts';

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

/**
 * Compares two folders byte for byte and lists every difference, one line each: files only in
 * one of them, and files whose bytes differ (with where they part). Empty means identical.
 * @example compareDirs('dist-a', 'dist-b') // => ['post/x.html: differs at line 3: "…" vs "…"']
 */
export function compareDirs(first: string, second: string, include: (file: string) => boolean = () => true): string[] {
  const a = listFiles(first).filter(include);
  const b = listFiles(second).filter(include);
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
