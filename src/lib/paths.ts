import path from 'node:path';

/**
 * Where the author-edited content lives. Tests point `AROGYA_CONTENT_DIR` at a fixture
 * corpus so that the same code builds a small, controlled site.
 */
export function getContentDir(): string {
  return path.resolve(process.env.AROGYA_CONTENT_DIR ?? 'content');
}

export function getPostsDir(contentDir = getContentDir()): string {
  return path.join(contentDir, 'posts');
}

/** Local lead images are written as `/images/…` and live in `content/images/…`. */
export const LOCAL_IMAGE_PREFIX = '/images/';

export function localImagePath(url: string, contentDir = getContentDir()): string {
  return path.join(contentDir, 'images', url.slice(LOCAL_IMAGE_PREFIX.length));
}
