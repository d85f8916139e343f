import path from 'node:path';

/**
 * A path as a person at the terminal reads it: relative to the working folder when it is
 * inside it (`content/posts/en/salt.md`), absolute otherwise (`/tmp/copy/posts/en/salt.md`).
 */
export function displayPath(file: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.resolve(file);
}
