import { describe, expect, it } from 'vitest';
import { languageHomeSections } from '../../src/lib/home.ts';
import { buildPostIndex, type PostLike } from '../../src/lib/posts.ts';

let time = 1_700_000_000;
/** A published post; each one made is newer than the last. */
function post(slug: string, lang: PostLike['lang'], category: string, extra: Partial<PostLike> = {}): { data: PostLike } {
  time += 100;
  return {
    data: {
      slug,
      lang,
      primaryCategorySlug: category,
      status: 'publish',
      postTime: time,
      postTimeodified: time,
      tags: [],
      featured: false,
      translationKey: undefined,
      ...extra,
    },
  };
}

describe('languageHomeSections', () => {
  const index = buildPostIndex([
    post('about', 'en', 'about', { translationKey: 'about' }),
    post('about-hindi', 'hi', 'about', { translationKey: 'about' }),
    post('salt', 'en', 'salt', { translationKey: 'salt', featured: true }),
    post('salt-hindi', 'hi', 'hindi', { translationKey: 'salt' }),
    post('vit-a', 'en', 'vitamins', { translationKey: 'vit-a' }),
    post('vit-a-hindi', 'hi', 'hindi', { translationKey: 'vit-a' }),
    post('vit-b', 'en', 'vitamins', { translationKey: 'vit-b' }),
    post('vit-b-hindi', 'hi', 'hindi', { translationKey: 'vit-b' }),
    post('gut-hindi', 'hi', 'hindi'),
    post('vit-marathi', 'mr', 'marathi', { translationKey: 'vit-a' }),
  ]);

  it("features the language's versions of the English featured articles when none of its own is featured", () => {
    expect(languageHomeSections(index, 'hi', new Set()).featured.map((p) => p.data.slug)).toEqual(['salt-hindi']);
  });

  it("files articles under their English version's category, largest topic first, leaving out skipped topics and featured articles", () => {
    const { topics } = languageHomeSections(index, 'hi', new Set(['about']));
    expect(topics.map((topic) => [topic.slug, topic.posts.map((p) => p.data.slug)])).toEqual([
      ['vitamins', ['vit-b-hindi', 'vit-a-hindi']],
      ['hindi', ['gut-hindi']],
    ]);
  });

  it("never shows another language's article", () => {
    const { featured, topics } = languageHomeSections(index, 'mr', new Set());
    expect([...featured, ...topics.flatMap((topic) => topic.posts)].every((p) => p.data.lang === 'mr')).toBe(true);
  });
});
