import { describe, expect, it } from 'vitest';
import type { PostLike } from '../../src/lib/posts.ts';
import { sitemapAlternates } from '../../src/lib/sitemap.ts';

const post = (slug: string, lang: PostLike['lang'], translationKey?: string): PostLike => ({
  slug,
  lang,
  translationKey,
  status: 'publish',
  postTime: 1,
  postTimeodified: 1,
  primaryCategorySlug: 'x',
  tags: [],
  featured: false,
});

describe('sitemapAlternates', () => {
  it('links each translation group reciprocally, and the three home pages', () => {
    const map = sitemapAlternates(
      [post('salt', 'en', 'salt'), post('salt-hindi', 'hi', 'salt'), post('alone', 'en', 'alone')],
      'https://a.example',
    );
    const expected = [
      { lang: 'en', url: 'https://a.example/post/salt' },
      { lang: 'hi', url: 'https://a.example/post/salt-hindi' },
    ];
    expect(map.get('https://a.example/post/salt')).toEqual(expected);
    expect(map.get('https://a.example/post/salt-hindi')).toEqual(expected);
    expect(map.has('https://a.example/post/alone')).toBe(false);
    expect(map.get('https://a.example/hi')?.map((l) => l.lang)).toEqual(['en', 'hi', 'mr']);
  });
});
