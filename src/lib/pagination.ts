/** One page of a paginated listing. */
export interface ListingPage<T> {
  /** 1-based page number. */
  page: number;
  pages: number;
  items: T[];
  total: number;
  prevUrl?: string;
  nextUrl?: string;
}

/**
 * Splits `items` into pages of `pageSize`; page 1 lives at the base URL (`/category/salt`),
 * later pages at `/category/salt/2`, so the legacy URL stays the first page.
 * @example paginateList([1, 2, 3], 2, (n) => `/x${n > 1 ? `/${n}` : ''}`)[1]?.prevUrl // => '/x'
 */
export function paginateList<T>(items: readonly T[], pageSize: number, urlFor: (page: number) => string): ListingPage<T>[] {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    return {
      page,
      pages,
      total: items.length,
      items: items.slice(i * pageSize, page * pageSize),
      ...(page > 1 ? { prevUrl: urlFor(page - 1) } : {}),
      ...(page < pages ? { nextUrl: urlFor(page + 1) } : {}),
    };
  });
}

/** The `[...page]` route parameter: undefined for page 1, the number after that. */
export function pageParam(page: number): string | undefined {
  return page === 1 ? undefined : String(page);
}
