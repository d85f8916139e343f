import path from 'node:path';

/**
 * Where the author-edited content lives: `content/`, or `AROGYA_CONTENT_DIR` (tests point it at a
 * fixture corpus so that the same code builds a small, controlled site).
 */
export function getContentDir(): string {
  return path.resolve(process.env.AROGYA_CONTENT_DIR ?? 'content');
}
