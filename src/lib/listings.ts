import { pageParam, paginateList, type ListingPage } from './pagination.ts';
import { categoryUrl, tagUrl } from './urls.ts';

export type ListingKind = 'category' | 'tag';

/**
 * Static paths for every page of every category or tag listing: `/category/{slug}`,
 * `/category/{slug}/2`, … Only slugs with published posts get pages.
 */
export function listingPaths<T>(kind: ListingKind, groups: Map<string, T[]>, pageSize: number) {
  const urlFor = kind === 'category' ? categoryUrl : tagUrl;
  return [...groups].flatMap(([slug, posts]) =>
    paginateList(posts, pageSize, (page) => urlFor(slug, page)).map((listing: ListingPage<T>) => ({
      params: { slug, page: pageParam(listing.page) },
      props: { kind, slug, listing },
    })),
  );
}
