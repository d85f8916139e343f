import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CACHES,
  firstPageRequests,
  OFFLINE_CACHES,
  searchOfflineManifest,
  offlineArticle,
  offlineArticlePaths,
  offlineUrl,
  saveableUrls,
  searchFileUrls,
  sortOfflineArticles,
  type ParsedPage,
} from '../../src/lib/offline.ts';

describe('offlineUrl', () => {
  it('is /offline, /hi/offline, /mr/offline', () => {
    expect(offlineUrl('en')).toBe('/offline');
    expect(offlineUrl('hi')).toBe('/hi/offline');
    expect(offlineUrl('mr')).toBe('/mr/offline');
  });
});

describe('ARTICLE_CACHES', () => {
  it('are the pages opened online and the saved ones', () => {
    expect(ARTICLE_CACHES).toEqual([OFFLINE_CACHES.pages, OFFLINE_CACHES.saved]);
    expect(new Set(Object.values(OFFLINE_CACHES)).size).toBe(5);
  });
});

describe('offlineArticlePaths', () => {
  const origin = 'https://arogya.example';

  it('keeps same-site article paths, once each, without query or .html, in order', () => {
    expect(
      offlineArticlePaths(
        [
          `${origin}/post/salt-basics?utm_source=whatsapp`,
          `${origin}/`,
          `${origin}/category/lifestyle`,
          `${origin}/post/sugar-facts.html`,
          `${origin}/post/salt-basics`,
          `${origin}/post/`,
          `${origin}/post/a/b`,
          'https://other.example/post/salt-basics',
        ],
        origin,
      ),
    ).toEqual(['/post/salt-basics', '/post/sugar-facts']);
  });
});

describe('offlineArticle', () => {
  const page = (lang: string, title: string, heading: string | null): ParsedPage => ({
    documentElement: { lang },
    title,
    querySelector: (selector) => (selector === 'article h1' && heading !== null ? { textContent: heading } : null),
  });

  it("takes the article's heading and language", () => {
    expect(offlineArticle('/post/a', page('hi', 'नमक | आरोग्य', ' नमक की बातें '))).toEqual({
      path: '/post/a',
      title: 'नमक की बातें',
      lang: 'hi',
    });
  });

  it('falls back to the page title, then the path; an unknown language is null', () => {
    expect(offlineArticle('/post/a', page('fr', 'Sel | Arogya', null))).toEqual({ path: '/post/a', title: 'Sel | Arogya', lang: null });
    expect(offlineArticle('/post/a', page('', ' ', ''))).toEqual({ path: '/post/a', title: '/post/a', lang: null });
  });
});

describe('sortOfflineArticles', () => {
  const articles = [
    { path: '/post/c', title: 'Sugar', lang: 'en' as const },
    { path: '/post/b', title: 'नमक', lang: 'hi' as const },
    { path: '/post/a', title: 'Salt', lang: 'en' as const },
    { path: '/post/d', title: 'Zinc', lang: null },
  ];

  it("lists the reader's language first, then by title", () => {
    expect(sortOfflineArticles(articles, 'en').map((a) => a.path)).toEqual(['/post/a', '/post/c', '/post/d', '/post/b']);
    expect(sortOfflineArticles(articles, 'hi').map((a) => a.path)).toEqual(['/post/b', '/post/a', '/post/c', '/post/d']);
  });

  it('does not reorder its input', () => {
    sortOfflineArticles(articles, 'hi');
    expect(articles[0]?.path).toBe('/post/c');
  });
});

describe('saveableUrls', () => {
  it('saves the page without query or fragment, and its same-site images once each', () => {
    expect(
      saveableUrls('https://a.in/post/salt?utm_source=x#refs', [
        'https://a.in/_astro/salt.svg',
        '/_astro/chart.png',
        'https://a.in/_astro/salt.svg#x',
        '',
      ]),
    ).toEqual(['https://a.in/post/salt', 'https://a.in/_astro/salt.svg', 'https://a.in/_astro/chart.png']);
  });

  it('never saves an image from another site, or a data: URL', () => {
    expect(
      saveableUrls('https://a.in/post/salt', ['https://cdn.example/x.jpg', 'http://a.in/_astro/x.svg', 'data:image/gif;base64,R0lGOD']),
    ).toEqual(['https://a.in/post/salt']);
  });
});

describe('firstPageRequests', () => {
  const used = [
    'https://a.in/_astro/client.js',
    'https://a.in/_astro/BaseLayout.css',
    'https://a.in/_astro/salt.svg#x',
    'https://a.in/_astro/salt.svg',
    'https://cdn.example/x.jpg',
    'https://a.in/pagefind/pagefind.js',
    'https://a.in/sw.js?x',
    '',
  ];

  it('keeps the page (as a page, without its query) and the same-site scripts, styles and images it used, each once', () => {
    expect(firstPageRequests('https://a.in/post/salt?utm_source=x#refs', used, false)).toEqual([
      ['https://a.in/post/salt', { cache: 'force-cache', headers: { accept: 'text/html' } }],
      ['https://a.in/_astro/client.js', { cache: 'force-cache' }],
      ['https://a.in/_astro/BaseLayout.css', { cache: 'force-cache' }],
      ['https://a.in/_astro/salt.svg', { cache: 'force-cache' }],
    ]);
  });

  it('with Save-Data, takes only what the browser already has: nothing is downloaded for it', () => {
    for (const [, init] of firstPageRequests('https://a.in/post/salt', used, true))
      expect(init).toMatchObject({ cache: 'only-if-cached', mode: 'same-origin' });
  });
});

describe('searchFileUrls', () => {
  it("names Pagefind's script, worker, entry and each language's metadata and WebAssembly, each once", () => {
    expect(
      searchFileUrls({
        languages: { en: { hash: 'en_1', wasm: 'en' }, hi: { hash: 'hi_2', wasm: 'hi' }, mr: { hash: 'mr_3', wasm: null } },
      }),
    ).toEqual([
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.en_1.pf_meta',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/pagefind.hi_2.pf_meta',
      '/pagefind/wasm.hi.pagefind',
      '/pagefind/pagefind.mr_3.pf_meta',
      '/pagefind/wasm.unknown.pagefind',
    ]);
  });

  it('never builds a path out of a strange entry', () => {
    expect(searchFileUrls({ languages: { x: { hash: '../../sw', wasm: '../x' } } })).toEqual([
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.unknown.pagefind',
    ]);
    expect(searchFileUrls({})).toHaveLength(3);
  });
});

describe('searchOfflineManifest', () => {
  it("lists every file a search can fetch, sorted, with their total size, and leaves out Pagefind's unused UI", () => {
    const files = [
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind.en_9488d1f41c.pf_meta',
      'pagefind/wasm.unknown.pagefind',
      'pagefind/index/mr_121a38e.pf_index',
      'pagefind/filter/hi_421d6b2.pf_filter',
      'pagefind/fragment/en_12d3fd8.pf_fragment',
      'pagefind/pagefind-ui.js',
      'pagefind/pagefind-modular-ui.css',
      'pagefind/pagefind-highlight.js',
      'pagefind/arogya-offline.json',
      'post/salt.html',
      'pagefind/arogya-words.mr.json',
    ].map((path, i) => ({ path, bytes: i + 1 }));
    const manifest = searchOfflineManifest(files);
    expect(manifest.files).toEqual([
      '/pagefind/arogya-words.mr.json',
      '/pagefind/filter/hi_421d6b2.pf_filter',
      '/pagefind/fragment/en_12d3fd8.pf_fragment',
      '/pagefind/index/mr_121a38e.pf_index',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind.en_9488d1f41c.pf_meta',
      '/pagefind/pagefind.js',
      '/pagefind/wasm.unknown.pagefind',
    ]);
    expect(manifest.bytes).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 14);
  });

  it('reads Windows separators as folders', () => {
    expect(searchOfflineManifest([{ path: 'pagefind\\index\\en_1.pf_index', bytes: 3 }]).files).toEqual(['/pagefind/index/en_1.pf_index']);
  });
});
