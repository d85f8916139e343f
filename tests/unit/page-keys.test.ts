import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { articlePageKey, fileKey, listingPageKey, registriesDigest } from '../../src/lib/page-keys.ts';
import { paginateList } from '../../src/lib/pagination.ts';
import { buildPostIndex, type PostLike } from '../../src/lib/posts.ts';
import { articleLinks } from '../../src/lib/related.ts';

const post = (slug: string, o: Partial<PostLike> = {}, digest = `${slug}-v1`) => ({
  digest,
  data: { slug, status: 'publish' as const, postTime: 1, postTimeodified: 1, primaryCategorySlug: 'salt', tags: [], lang: 'en' as const, featured: false, ...o },
});

type TestPost = ReturnType<typeof post>;

function corpus(overrides: Record<string, Partial<TestPost>> = {}) {
  const posts = [
    post('salt-1', { postTime: 10, tags: ['salt'], translationKey: 'salt' }),
    post('salt-2', { postTime: 20, tags: ['salt'] }),
    post('salt-3', { postTime: 30 }),
    post('sugar', { primaryCategorySlug: 'sugar', postTime: 40 }),
    post('far-away', { primaryCategorySlug: 'other', postTime: 50 }),
    post('salt-1-hindi', { lang: 'hi', translationKey: 'salt' }),
  ].map((p) => ({ ...p, ...overrides[p.data.slug] }));
  return buildPostIndex(posts);
}

const REGISTRIES = registriesDigest({ site: { name: 'Arogya' } });
const keyOf = (index: ReturnType<typeof corpus>, slug: string, registries = REGISTRIES) => {
  const post = index.bySlug.get(slug)!;
  return articlePageKey(post, articleLinks(index, post), registries);
};

describe('articlePageKey', () => {
  it('is stable for the same inputs', () => {
    expect(keyOf(corpus(), 'salt-2')).toBe(keyOf(corpus(), 'salt-2'));
  });

  it('changes when the article, an article it links to, a translation or a registry changes', () => {
    const before = keyOf(corpus(), 'salt-2');
    expect(keyOf(corpus({ 'salt-2': { digest: 'salt-2-v2' } }), 'salt-2')).not.toBe(before);
    // salt-1 is its previous article and in its related list.
    expect(keyOf(corpus({ 'salt-1': { digest: 'salt-1-v2' } }), 'salt-2')).not.toBe(before);
    expect(keyOf(corpus(), 'salt-2', registriesDigest({ site: { name: 'Arogya 2' } }))).not.toBe(before);
    const hindiBefore = keyOf(corpus(), 'salt-1');
    const renamedHindi = corpus({ 'salt-1-hindi': { data: { ...post('salt-1-hindi').data, lang: 'hi', translationKey: 'salt', slug: 'salt-hindi' } } });
    expect(keyOf(renamedHindi, 'salt-1')).not.toBe(hindiBefore);
  });

  it('stays the same when an article it does not show changes', () => {
    const before = keyOf(corpus(), 'salt-1');
    expect(keyOf(corpus({ 'far-away': { digest: 'far-away-v2' } }), 'salt-1')).toBe(before);
  });
});

describe('listingPageKey', () => {
  const page = (items: TestPost[], n = 1) => paginateList(items, 2, (p) => `/category/salt${p > 1 ? `/${p}` : ''}`)[n - 1]!;
  const items = [post('a'), post('b'), post('c')];

  it('changes with the articles on the page, the pagination and the registries', () => {
    const before = listingPageKey('en', page(items), REGISTRIES);
    expect(listingPageKey('en', page(items), REGISTRIES)).toBe(before);
    expect(listingPageKey('en', page([post('a', {}, 'a-v2'), post('b'), post('c')]), REGISTRIES)).not.toBe(before);
    expect(listingPageKey('en', page(items.slice(0, 2)), REGISTRIES)).not.toBe(before); // one page fewer
    expect(listingPageKey('hi', page(items), REGISTRIES)).not.toBe(before);
    expect(listingPageKey('en', page(items), registriesDigest({}))).not.toBe(before);
  });
});

describe('fileKey', () => {
  it('follows the bytes of the file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-keys-')), 'image.svg');
    fs.writeFileSync(file, '<svg/>');
    const before = fileKey(file);
    expect(fileKey(file)).toBe(before);
    fs.writeFileSync(file, '<svg></svg>');
    expect(fileKey(file)).not.toBe(before);
  });
});
