import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ListingPage } from './pagination.ts';
import type { PostLike } from './posts.ts';
import type { ArticleLinks } from './related.ts';

/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`): a page whose key
 * and code are unchanged since the last build is copied from the cache instead of rendered.
 * A key must therefore change whenever anything the page shows changes: each function below
 * names every input of its page, and tests/build/incremental.test.ts proves that a rebuild
 * after edits equals a clean build.
 */

/** An article as the keys see it: its front-matter and Astro's digest of its file. */
export interface KeyedPost {
  data: PostLike;
  /** Astro's content digest of the file (front-matter and body). */
  digest?: string | number | undefined;
}

function hash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** What identifies one article's file content: Astro's digest, else its front-matter. */
function postFingerprint(post: KeyedPost): unknown {
  return post.digest ?? post.data;
}

/**
 * Digest of the registries (site settings, menu, categories, tags): every page shows some of
 * them (header, menu, footer, labels), so every key includes this.
 */
export function registriesDigest(registries: unknown): string {
  return hash([registries]);
}

/**
 * Key of `/post/{slug}`: the article, the articles its page links to with their titles and
 * images (related, previous and next), its other-language versions, and the registries.
 */
export function articlePageKey<T extends KeyedPost>(post: T, links: ArticleLinks<T>, registries: string): string {
  return hash([
    registries,
    postFingerprint(post),
    links.related.map(postFingerprint),
    [links.previous, links.next].map((linked) => (linked ? postFingerprint(linked) : null)),
    links.versions,
  ]);
}

/** Key of one page of a category or tag listing: its language, its articles and its page links. */
export function listingPageKey<T extends KeyedPost>(lang: string, listing: ListingPage<T>, registries: string): string {
  const { items, ...pagination } = listing;
  return hash([registries, lang, pagination, items.map(postFingerprint)]);
}

/** Key of a page made from one file (a social card from its image): the file's bytes. */
export function fileKey(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
}
