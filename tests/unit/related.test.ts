import { describe, expect, it } from 'vitest';
import { buildPostIndex, type PostLike } from '../../src/lib/posts.ts';
import { adjacentInCategory, relatedPosts } from '../../src/lib/related.ts';

const post = (slug: string, o: Partial<PostLike> = {}) => ({
  data: { slug, status: 'publish' as const, postTime: 1, postTimeodified: 1, primaryCategorySlug: 'salt', tags: [], lang: 'en' as const, featured: false, ...o },
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
    expect(relatedPosts(index, get('salt-1')).map((p) => p.data.slug)).toEqual(['salt-2', 'salt-3', 'bp', 'sugar']);
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
