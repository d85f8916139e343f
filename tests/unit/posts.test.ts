import { describe, expect, it } from 'vitest';
import { buildPostIndex, getPublishedPosts, listingLanguage, isPublished, translationsOf, type PostLike } from '../../src/lib/posts.ts';

function post(slug: string, overrides: Partial<PostLike> = {}): { data: PostLike } {
  return {
    data: {
      slug,
      status: 'publish',
      postTime: 1_600_000_000,
      postTimeodified: 1_600_000_000,
      primaryCategorySlug: 'lifestyle',
      tags: [],
      lang: 'en',
      featured: false,
      ...overrides,
    },
  };
}

describe('isPublished', () => {
  it('treats only publish as public', () => {
    expect(isPublished({ status: 'publish' })).toBe(true);
    for (const status of ['draft', 'pending', 'private', 'trash'] as const) expect(isPublished({ status })).toBe(false);
  });
});

describe('getPublishedPosts', () => {
  it('drops non-public posts and sorts newest postTimeodified first, ties by slug', () => {
    const posts = [
      post('old', { postTimeodified: 1 }),
      post('draft', { status: 'draft', postTimeodified: 9 }),
      post('b-new', { postTimeodified: 5 }),
      post('a-new', { postTimeodified: 5 }),
    ];
    expect(getPublishedPosts(posts).map((p) => p.data.slug)).toEqual(['a-new', 'b-new', 'old']);
  });
});

describe('buildPostIndex', () => {
  it('indexes published posts by slug, category, tag, language and translation group', () => {
    const index = buildPostIndex([
      post('salt', { tags: ['salt'], translationKey: 'salt' }),
      post('salt-hindi', { lang: 'hi', primaryCategorySlug: 'hindi', tags: ['salt'], translationKey: 'salt', postTimeodified: 2 }),
      post('secret', { status: 'private', tags: ['salt'] }),
    ]);
    expect(index.all.map((p) => p.data.slug)).toEqual(['salt', 'salt-hindi']);
    expect(index.bySlug.has('secret')).toBe(false);
    expect(index.byTag.get('salt')?.map((p) => p.data.slug)).toEqual(['salt', 'salt-hindi']);
    expect(index.byCategory.get('hindi')?.map((p) => p.data.slug)).toEqual(['salt-hindi']);
    expect(index.byLang.get('hi')?.length).toBe(1);
    const salt = index.bySlug.get('salt')!;
    expect(translationsOf(index, salt)).toEqual({ en: 'salt', hi: 'salt-hindi' });
  });
});

describe('listingLanguage', () => {
  it('is the language all posts share, else the fallback', () => {
    expect(listingLanguage([post('a', { lang: 'hi' }), post('b', { lang: 'hi' })], 'en')).toBe('hi');
    expect(listingLanguage([post('a', { lang: 'hi' }), post('b', { lang: 'hi' }), post('c')], 'en')).toBe('en');
    expect(listingLanguage([post('a', { lang: 'hi' }), post('b', { lang: 'mr' })], 'en')).toBe('en');
    expect(listingLanguage([], 'mr')).toBe('mr');
  });
});
