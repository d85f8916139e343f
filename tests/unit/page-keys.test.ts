import { describe, expect, it } from 'vitest';
import { pageCacheKey, type ImageDigests } from '../../src/lib/page-keys.ts';
import { paginateList } from '../../src/lib/pagination.ts';
import { buildPostIndex, type PostLike } from '../../src/lib/posts.ts';
import { articleLinks } from '../../src/lib/related.ts';

/** A content entry as Astro gives it to a page. */
const post = (slug: string, o: Partial<PostLike> & { featureImageUrl?: string } = {}, digest = `${slug}-v1`, inText: string[] = []) => ({
  id: `en/${slug}`,
  collection: 'posts',
  digest,
  filePath: `content/posts/en/${slug}.md`,
  rendered: { html: `<p>${slug}</p>`, metadata: { localImagePaths: inText } },
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

type TestPost = ReturnType<typeof post>;

/** Image bytes as digests by URL; an article's `../../images/x` is `/images/x`. */
function images(bytes: Record<string, string> = {}): ImageDigests {
  const all = { '/images/default.svg': 'default-v1', '/images/salt.svg': 'salt-v1', '/images/chart.svg': 'chart-v1', ...bytes };
  return {
    ofUrl: (url) => all[url as keyof typeof all],
    urlOfMarkdownImage: (reference) => reference.replace(/^(\.\.\/)+images\//, '/images/'),
  };
}

function corpus(overrides: Record<string, Partial<TestPost>> = {}) {
  const posts = [
    post('salt-1', { postTime: 10, tags: ['salt'], translationKey: 'salt' }),
    post('salt-2', { postTime: 20, tags: ['salt'], featureImageUrl: '/images/salt.svg' }, 'salt-2-v1', ['../../images/chart.svg']),
    post('salt-3', { postTime: 30 }),
    post('sugar', { primaryCategorySlug: 'sugar', postTime: 40 }),
    post('far-away', { primaryCategorySlug: 'other', postTime: 50 }),
    post('salt-1-hindi', { lang: 'hi', translationKey: 'salt' }),
  ].map((p) => ({ ...p, ...overrides[p.data.slug] }));
  return buildPostIndex(posts);
}

const REGISTRIES = { site: { name: 'Arogya', defaultImage: '/images/default.svg' } };

/** The key of an article page, from the props its route gives it. */
const keyOf = (index: ReturnType<typeof corpus>, slug: string, registries: object = REGISTRIES, digests = images()) => {
  const entry = index.bySlug.get(slug)!;
  return pageCacheKey({ post: entry, links: articleLinks(index, entry), registries }, digests);
};

describe('pageCacheKey of an article page', () => {
  it('is stable for the same props', () => {
    expect(keyOf(corpus(), 'salt-2')).toBe(keyOf(corpus(), 'salt-2'));
  });

  it('changes when the article, an article it links to, a translation or a registry changes', () => {
    const before = keyOf(corpus(), 'salt-2');
    expect(keyOf(corpus({ 'salt-2': { digest: 'salt-2-v2' } }), 'salt-2')).not.toBe(before);
    // salt-1 is its previous article and in its related list.
    expect(keyOf(corpus({ 'salt-1': { digest: 'salt-1-v2' } }), 'salt-2')).not.toBe(before);
    expect(keyOf(corpus(), 'salt-2', { site: { name: 'Arogya 2', defaultImage: '/images/default.svg' } })).not.toBe(before);
    const hindiBefore = keyOf(corpus(), 'salt-1');
    const renamedHindi = corpus({
      'salt-1-hindi': { data: { ...post('salt-1-hindi').data, lang: 'hi', translationKey: 'salt', slug: 'salt-hindi' } },
    });
    expect(keyOf(renamedHindi, 'salt-1')).not.toBe(hindiBefore);
  });

  it('changes when the bytes of its lead image, an image in its text or the default image change', () => {
    const before = keyOf(corpus(), 'salt-2');
    expect(keyOf(corpus(), 'salt-2', REGISTRIES, images({ '/images/salt.svg': 'salt-v2' }))).not.toBe(before);
    expect(keyOf(corpus(), 'salt-2', REGISTRIES, images({ '/images/chart.svg': 'chart-v2' }))).not.toBe(before);
    expect(keyOf(corpus(), 'salt-3', REGISTRIES, images({ '/images/default.svg': 'default-v2' }))).not.toBe(keyOf(corpus(), 'salt-3'));
  });

  it('stays the same when an article or image it does not show changes', () => {
    const before = keyOf(corpus(), 'salt-1');
    expect(keyOf(corpus({ 'far-away': { digest: 'far-away-v2' } }), 'salt-1')).toBe(before);
    expect(keyOf(corpus(), 'sugar', REGISTRIES, images({ '/images/chart.svg': 'chart-v2' }))).toBe(keyOf(corpus(), 'sugar'));
  });
});

describe('pageCacheKey with shared props', () => {
  const registries = { site: { name: 'Arogya', defaultImage: '/images/default.svg' } };
  const keyWith = (site: object, digests = images()) => {
    const shared = new Map<object, string>([[site, pageCacheKey(site, digests)]]);
    return pageCacheKey({ kind: 'home', lang: 'en', registries: site }, digests, shared);
  };

  it('counts a shared object by its own key: it changes with what the object holds, and its images', () => {
    const before = keyWith(registries);
    expect(keyWith(structuredClone(registries))).toBe(before);
    expect(keyWith({ site: { ...registries.site, name: 'Arogya 2' } })).not.toBe(before);
    expect(keyWith(registries, images({ '/images/default.svg': 'default-v2' }))).not.toBe(before);
  });
});

describe('pageCacheKey of a listing page', () => {
  const page = (items: TestPost[], n = 1) => paginateList(items, 2, (p) => `/category/salt${p > 1 ? `/${p}` : ''}`)[n - 1]!;
  const items = [post('a'), post('b'), post('c')];
  const keyOf = (lang: string, listing: ReturnType<typeof page>, registries: object = REGISTRIES) =>
    pageCacheKey({ kind: 'category', slug: 'salt', lang, listing, registries }, images());

  it('changes with the articles on the page, the pagination, the language and the registries', () => {
    const before = keyOf('en', page(items));
    expect(keyOf('en', page(items))).toBe(before);
    expect(keyOf('en', page([post('a', {}, 'a-v2'), post('b'), post('c')]))).not.toBe(before);
    expect(keyOf('en', page(items.slice(0, 2)))).not.toBe(before); // one page fewer
    expect(keyOf('hi', page(items))).not.toBe(before);
    expect(keyOf('en', page(items), {})).not.toBe(before);
  });
});

describe('pageCacheKey of a social card', () => {
  it('follows the bytes of the image behind the URL', () => {
    const before = pageCacheKey({ url: '/images/salt.svg' }, images());
    expect(pageCacheKey({ url: '/images/salt.svg' }, images())).toBe(before);
    expect(pageCacheKey({ url: '/images/salt.svg' }, images({ '/images/salt.svg': 'salt-v2' }))).not.toBe(before);
  });
});
