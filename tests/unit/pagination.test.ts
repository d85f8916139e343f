import { describe, expect, it } from 'vitest';
import { pageParam, paginateList } from '../../src/lib/pagination.ts';

const url = (n: number) => `/tag/x${n > 1 ? `/${n}` : ''}`;

describe('paginateList', () => {
  it('splits items into pages with prev/next links', () => {
    const pages = paginateList([1, 2, 3, 4, 5], 2, url);
    expect(pages.map((p) => p.items)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pages[0]).toMatchObject({ page: 1, pages: 3, total: 5, nextUrl: '/tag/x/2' });
    expect(pages[0]?.prevUrl).toBeUndefined();
    expect(pages[1]).toMatchObject({ prevUrl: '/tag/x', nextUrl: '/tag/x/3' });
    expect(pages[2]?.nextUrl).toBeUndefined();
  });

  it('gives one (empty) page for no items', () => {
    expect(paginateList([], 10, url)).toHaveLength(1);
  });
});

describe('pageParam', () => {
  it('leaves page 1 without a segment', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe('2');
  });
});
