import type { Locale } from '../i18n/locales.ts';
import { listingPageKey, type KeyedPost } from './page-keys.ts';
import { pageParam, paginateList, type ListingPage } from './pagination.ts';
import { listingLanguage, type PostLike } from './posts.ts';
import { categoryUrl, tagUrl } from './urls.ts';

export type ListingKind = 'category' | 'tag';

/**
 * Static paths for every page of every category or tag listing: `/category/{slug}`,
 * `/category/{slug}/2`, … Only slugs with published posts get pages. Every page of a listing
 * has the same language, decided over all of its articles. `registriesDigest` goes into each
 * page's incremental-build key.
 */
export function listingPaths<T extends KeyedPost & { data: PostLike }>(
  kind: ListingKind,
  groups: Map<string, T[]>,
  pageSize: number,
  registriesDigest: string,
) {
  const urlFor = kind === 'category' ? categoryUrl : tagUrl;
  return [...groups].flatMap(([slug, posts]) => {
    const lang: Locale = listingLanguage(posts, 'en');
    return paginateList(posts, pageSize, (page) => urlFor(slug, page)).map((listing: ListingPage<T>) => ({
      params: { slug, page: pageParam(listing.page) },
      props: { kind, slug, lang, listing },
      cacheKey: listingPageKey(lang, listing, registriesDigest),
    }));
  });
}
