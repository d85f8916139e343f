import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { pageParam, paginateList, type ListingPage } from './pagination.ts';
import { listingLanguage, type PostLike } from './posts.ts';
import { categoryUrl, tagUrl } from './urls.ts';

export type ListingKind = 'category' | 'tag';

/** One page of a category or tag listing: its route parameters and what the page shows. */
export interface ListingPath<T> {
  params: { slug: string; page: string | undefined };
  props: { kind: ListingKind; slug: string; lang: Locale; listing: ListingPage<T> };
}

/**
 * Static paths for every page of every category or tag listing: `/category/{slug}`,
 * `/category/{slug}/2`, … Only slugs with published posts get pages. Every page of a listing
 * has the same language, decided over all of its articles.
 */
export function listingPaths<T extends { data: PostLike }>(
  kind: ListingKind,
  groups: Map<string, T[]>,
  pageSize: number,
): ListingPath<T>[] {
  const urlFor = kind === 'category' ? categoryUrl : tagUrl;
  return [...groups].flatMap(([slug, posts]) => {
    const lang: Locale = listingLanguage(posts, DEFAULT_LOCALE);
    return paginateList(posts, pageSize, (page) => urlFor(slug, page)).map((listing: ListingPage<T>) => ({
      params: { slug, page: pageParam(listing.page) },
      props: { kind, slug, lang, listing },
    }));
  });
}
