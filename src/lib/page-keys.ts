import { createHash } from 'node:crypto';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';

/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`): a page whose key
 * and code are unchanged since the last build is copied from the cache instead of rendered.
 * A key must change whenever anything the page shows changes. Pages read only their props
 * (components never look data up on their own), so the key is derived from the props alone:
 * nothing can be shown that the key does not cover. tests/build/incremental.test.ts proves
 * that a rebuild after edits equals a clean build.
 */

/** A content entry as Astro gives it to pages: its digest stands for its whole file. */
interface EntryLike {
  id: string;
  collection: string;
  digest?: string | number | undefined;
  data: unknown;
  rendered?: { metadata?: { localImagePaths?: string[] | undefined } | undefined } | undefined;
}

function isEntry(value: unknown): value is EntryLike {
  return typeof value === 'object' && value !== null && 'collection' in value && 'data' in value && 'id' in value;
}

/** The bytes behind a local image, by its `/images/…` URL or an article's relative path. */
export interface ImageDigests {
  /** Digest of the file behind `/images/…`; undefined for URLs that name no file. */
  ofUrl(url: string): string | undefined;
  /** The `/images/…` URL of an image an article's Markdown names relative to its file. */
  urlOfMarkdownImage(reference: string, entry: EntryLike): string | undefined;
}

/**
 * The cache key of a page, from its props. A content entry counts as its digest (front-matter
 * and body) plus the bytes of the images its text shows; an `/images/…` URL anywhere in the
 * props counts with the bytes of its file (the page links to its fingerprinted copy). An object
 * in `shared` counts as the key given for it there, which must be its own `pageCacheKey`: the
 * registries, in every page's props, are hashed once a build instead of once a page (25 KB of
 * JSON each, about half a second of CPU at 1,000 articles).
 */
export function pageCacheKey(props: unknown, images: ImageDigests, shared: ReadonlyMap<object, string> = new Map()): string {
  const json = JSON.stringify(props, (_key, value: unknown) => {
    const sharedKey = typeof value === 'object' && value !== null ? shared.get(value) : undefined;
    if (sharedKey !== undefined) return { shared: sharedKey };
    if (isEntry(value)) {
      const inText = (value.rendered?.metadata?.localImagePaths ?? []).map((reference) => {
        const url = images.urlOfMarkdownImage(reference, value);
        return `${reference}#${(url && images.ofUrl(url)) ?? ''}`;
      });
      return { entry: value.id, digest: value.digest ?? null, data: value.data, images: inText };
    }
    // A string, not a pair: JSON.stringify would hand the pair's own string back to this function.
    if (typeof value === 'string' && value.startsWith(LOCAL_IMAGE_PREFIX)) return `${value}#${images.ofUrl(value) ?? ''}`;
    return value;
  });
  return createHash('sha256').update(json).digest('base64url');
}

/** Digest of a file's bytes. */
export function bytesDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}
