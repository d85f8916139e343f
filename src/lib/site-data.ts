import { getCollection, type CollectionEntry } from 'astro:content';
import { buildPostIndex, type PostIndex } from './posts.ts';
import { registriesDigest } from './page-keys.ts';
import { loadRegistries, type Registries } from './registries.ts';

export type Post = CollectionEntry<'posts'>;

export interface SiteData extends Registries {
  posts: PostIndex<Post>;
  /** Digest of the registries, part of every page's incremental-build key. */
  registriesDigest: string;
}

let siteData: Promise<SiteData> | undefined;

/**
 * Everything pages need, computed once per build: registries and the published-post
 * indexes. Pages call this instead of `getCollection`, so no page re-scans the corpus.
 */
export function getSiteData(): Promise<SiteData> {
  siteData ??= getCollection('posts').then((entries) => {
    const registries = loadRegistries();
    return { ...registries, registriesDigest: registriesDigest(registries), posts: buildPostIndex(entries) };
  });
  return siteData;
}
