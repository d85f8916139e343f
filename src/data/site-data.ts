import fs from 'node:fs';
import path from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { withCurrentNews } from '../lib/health-news.ts';
import { listingPaths, type ListingKind } from '../lib/listings.ts';
import { buildPostIndex, type PostIndex } from '../lib/posts.ts';
import { bytesDigest, pageCacheKey, type ImageDigests } from '../lib/page-keys.ts';
import { localImagePath, localImageUrlProblem, markdownImageToLocalUrl } from '../lib/paths.ts';
import { getContentDir } from './content-dir.ts';
import { loadRegistries, type Registries } from './registries.ts';
import { getToday } from './today.ts';

export type Post = CollectionEntry<'posts'>;

export interface SiteData extends Registries {
  /** The registries alone, as pages pass them to the layout (header, menu, footer, labels). */
  registries: Registries;
  posts: PostIndex<Post>;
  /** The build's "today" (`YYYY-MM-DD`) for reviews: `AROGYA_TODAY` or the day in India. */
  today: string;
  /**
   * A static path whose incremental-build cache key is derived from its props, the page's only
   * inputs: every route with a cache key builds its paths with this.
   */
  keyedPath<P extends object, T extends Record<string, unknown>>(params: P, props: T): { params: P; props: T; cacheKey: string };
}

/** The bytes of the content images, read once per build and only when a key asks for them. */
function imageDigests(contentDir: string): ImageDigests {
  const digests = new Map<string, string | undefined>();
  return {
    ofUrl(url) {
      if (!digests.has(url)) {
        const file = localImagePath(url, contentDir);
        digests.set(url, !localImageUrlProblem(url) && fs.existsSync(file) ? bytesDigest(fs.readFileSync(file)) : undefined);
      }
      return digests.get(url);
    },
    urlOfMarkdownImage(reference, entry) {
      const filePath = (entry as { filePath?: string }).filePath;
      return filePath ? markdownImageToLocalUrl(reference, path.resolve(filePath), contentDir) : undefined;
    },
  };
}

let siteData: Promise<SiteData> | undefined;

/**
 * Everything routes need, computed once per build: registries and the published-post
 * indexes. Routes call this and pass what a page shows to its components as props;
 * components never call it, so a page's props are all it depends on.
 */
export function getSiteData(): Promise<SiteData> {
  siteData ??= getCollection('posts').then((entries) => {
    const today = getToday();
    // Footer news as of today: an item that expires changes every page's props, so each is rebuilt.
    const registries = withCurrentNews(loadRegistries(), today);
    const images = imageDigests(getContentDir());
    // In every page's props: keyed once (see pageCacheKey).
    const shared = new Map<object, string>([[registries, pageCacheKey(registries, images)]]);
    return {
      ...registries,
      registries,
      posts: buildPostIndex(entries),
      today,
      keyedPath: (params, props) => ({ params, props, cacheKey: pageCacheKey(props, images, shared) }),
    };
  });
  return siteData;
}

/** Every page of every category or tag listing, keyed by what it shows. */
export async function getListingPaths(kind: ListingKind) {
  const { posts, site, registries, keyedPath } = await getSiteData();
  const groups = kind === 'category' ? posts.byCategory : posts.byTag;
  return listingPaths(kind, groups, site.pageSize).map(({ params, props }) => keyedPath(params, { ...props, registries }));
}
