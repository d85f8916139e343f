import { describe, expect, it } from 'vitest';
import { buildPostIndex, type PostLike } from '../../src/lib/posts.ts';
import { adjacentInCategory, relatedPosts } from '../../src/lib/related.ts';

const post = (slug: string, o: Partial<PostLike> = {}) => ({
  data: {
    slug,
    status: 'publish' as const,
    postTime: 1,
    postTimeodified: 1,
    primaryCategorySlug: 'salt',
    tags: [],
    lang: 'en' as const,
    featured: false,
    ...o,
  },
});

const index = buildPostIndex([
  post('salt-1', { postTime: 10, postTimeodified: 50, tags: ['salt', 'hypertension'] }),
  post('salt-2', { postTime: 20, postTimeodified: 40, tags: ['salt'] }),
  post('salt-3', { postTime: 30, postTimeodified: 30 }),
  post('bp', { primaryCategorySlug: 'my-health', tags: ['hypertension', 'salt'] }),
  post('sugar', { primaryCategorySlug: 'sugar', tags: ['salt'] }),
  post('other', { primaryCategorySlug: 'sugar', tags: ['sugar'] }),
  post('salt-hindi', { lang: 'hi', tags: ['salt'] }),
]);
const get = (slug: string) => index.bySlug.get(slug)!;

describe('relatedPosts', () => {
  it('gives the same category first, then most shared tags, same language, never itself', () => {
    expect(relatedPosts(index, get('salt-1')).map((p) => p.data.slug)).toEqual(['salt-2', 'salt-3', 'bp']);
    expect(relatedPosts(index, get('salt-1'), 4).map((p) => p.data.slug)).toEqual(['salt-2', 'salt-3', 'bp', 'sugar']);
    expect(relatedPosts(index, get('salt-1'), 2).map((p) => p.data.slug)).toEqual(['salt-2', 'salt-3']);
  });
});

describe('adjacentInCategory', () => {
  it('orders a category by first publication', () => {
    const middle = adjacentInCategory(index, get('salt-2'));
    expect(middle.previous?.data.slug).toBe('salt-1');
    expect(middle.next?.data.slug).toBe('salt-3');
    expect(adjacentInCategory(index, get('salt-1')).previous).toBeUndefined();
  });
});

describe('relatedPosts and adjacentInCategory on a larger corpus', () => {
  // The straightforward definitions (one scan of the language per article): the indexed
  // versions must give exactly the same articles in the same order.
  function naiveRelated(idx: typeof index, p: (typeof index.all)[number], limit = 4) {
    const { slug, lang, primaryCategorySlug, tags } = p.data;
    const candidates = (idx.byLang.get(lang) ?? []).filter((other) => other.data.slug !== slug);
    const sameCategory = candidates.filter((other) => other.data.primaryCategorySlug === primaryCategorySlug);
    const byTags = candidates
      .filter((other) => other.data.primaryCategorySlug !== primaryCategorySlug)
      .map((other) => ({ other, shared: other.data.tags.filter((tag) => tags.includes(tag)).length }))
      .filter(({ shared }) => shared > 0)
      .sort((a, b) => b.shared - a.shared)
      .map(({ other }) => other);
    return [...sameCategory, ...byTags].slice(0, limit);
  }
  function naiveAdjacent(idx: typeof index, p: (typeof index.all)[number]) {
    const inCategory = (idx.byCategory.get(p.data.primaryCategorySlug) ?? [])
      .filter((other) => other.data.lang === p.data.lang)
      .sort((a, b) => a.data.postTime - b.data.postTime || a.data.slug.localeCompare(b.data.slug));
    const at = inCategory.findIndex((other) => other.data.slug === p.data.slug);
    return at < 0 ? {} : { previous: inCategory[at - 1], next: inCategory[at + 1] };
  }

  let seed = 3;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const langs = ['en', 'hi', 'mr'] as const;
  const large = buildPostIndex(
    Array.from({ length: 600 }, (_, i) =>
      post(`p-${i}`, {
        lang: langs[random(3)]!,
        primaryCategorySlug: `c-${random(12)}`,
        tags: Array.from({ length: random(4) }, () => `t-${random(9)}`),
        postTime: random(50),
        postTimeodified: 100 + random(50),
      }),
    ),
  );

  it('gives the same related articles, in the same order, as a scan of the whole language', () => {
    for (const p of large.all) {
      for (const limit of [4, 40]) {
        expect(
          relatedPosts(large, p, limit).map((r) => r.data.slug),
          p.data.slug,
        ).toEqual(naiveRelated(large, p, limit).map((r) => r.data.slug));
      }
    }
  });

  it('gives the same previous and next articles as sorting the category each time', () => {
    for (const p of large.all) {
      const { previous, next } = adjacentInCategory(large, p);
      const expected = naiveAdjacent(large, p);
      expect([previous?.data.slug, next?.data.slug], p.data.slug).toEqual([expected.previous?.data.slug, expected.next?.data.slug]);
    }
  });
});
