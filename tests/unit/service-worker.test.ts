import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { OFFLINE_CACHES } from '../../src/lib/offline.ts';
import {
  FALLBACK_PARAM,
  isBundledAsset,
  isSameSiteImage,
  isSameSiteNavigation,
  isSearchFile,
  lowDataPrelude,
  markPageFallbacks,
  NETWORK_TIMEOUT_SECONDS,
  offlineNavigationFallback,
  pageAssets,
  pageFile,
  precacheFiles,
  runtimeCaching,
  savedCopy,
  serviceWorkerOptions,
  SHELL_PAGES,
  skipPrecacheOnLowData,
  withoutQuery,
} from '../../scripts/lib/service-worker.ts';

/** A route's match callback, as Workbox calls it. */
type RouteMatchCallback = Extract<RuntimeCaching['urlPattern'], (...args: never[]) => unknown>;
type RouteMatchCallbackOptions = Parameters<RouteMatchCallback>[0];

/**
 * The function as sw.js gets it: workbox-build copies its source text, so it must work
 * rebuilt from that text alone, with nothing of this module in scope.
 */
function inWorker<T extends (...args: never[]) => unknown>(fn: T): T {
  return new Function(`return (${fn.toString()});`)() as T;
}

/** A site's dist/ as `readdir` lists it (after Astro and Pagefind). */
const DIST = [
  '404.html',
  '_astro/BaseLayout.DH4ci4vE.css',
  '_astro/BmiCalculator.310orl8Y.js',
  '_astro/client.CzWaolnw.js',
  '_astro/noto.Ab12Cd34.woff2',
  '_astro/logo.Be03drEA.svg',
  '_astro/salt.Da-elP1V.svg',
  '_redirects',
  'category/lifestyle.html',
  'favicon.svg',
  'hi.html',
  'hi/offline.html',
  'hi/rss.xml',
  'hi/search.html',
  'hi/utilities.html',
  'icons/192.png',
  'index.html',
  'manifest.webmanifest',
  'mr.html',
  'mr/offline.html',
  'mr/search.html',
  'mr/utilities.html',
  'offline.html',
  'pagefind/filter/en_98dda73.pf_filter',
  'pagefind/fragment/en_124cc4a.pf_fragment',
  'pagefind/index/en_a91cc65.pf_index',
  'pagefind/pagefind-component-ui.js',
  'pagefind/pagefind-entry.json',
  'pagefind/pagefind-highlight.js',
  'pagefind/pagefind-ui.css',
  'pagefind/pagefind-ui.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind.en_99f7a48fff.pf_meta',
  'pagefind/pagefind.js',
  'pagefind/wasm.en.pagefind',
  'pagefind/wasm.unknown.pagefind',
  'post/salt-basics.html',
  'rss.xml',
  'search.html',
  'sitemap-0.xml',
  'social/salt.jpg',
  'sw.js',
  'tag/salt.html',
  'utilities.html',
];

describe('pageFile', () => {
  it('names the file Astro builds for a page (build.format: file)', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/hi')).toBe('hi.html');
    expect(pageFile('/mr/utilities')).toBe('mr/utilities.html');
  });
});

describe('SHELL_PAGES', () => {
  it('are the offline page in each language, nothing else', () => {
    expect(SHELL_PAGES).toEqual(['/offline', '/hi/offline', '/mr/offline']);
  });
});

/** The text of the built files the offline pages lead to (the rest of DIST is empty). */
const TEXT: Record<string, string> = {
  'offline.html':
    '<link rel="stylesheet" href="/_astro/BaseLayout.DH4ci4vE.css"><img src="/_astro/logo.Be03drEA.svg" srcset="/_astro/logo.Be03drEA.svg 1x"><astro-island component-url="/_astro/MainMenu.x1.js" renderer-url="/_astro/client.CzWaolnw.js"></astro-island>',
  'hi/offline.html': '<script type="module" src="/_astro/OfflinePage.y2.js"></script>',
  'mr/offline.html': '<script type="module">import"/_astro/OfflinePage.y2.js";</script>',
  '_astro/OfflinePage.y2.js': 'import{a as b}from"./offline.z3.js";',
  '_astro/offline.z3.js': 'export const a=1;',
  '_astro/BaseLayout.DH4ci4vE.css': 'body{background:url(/_astro/noto.Ab12Cd34.woff2)}',
};
const FILES = [...DIST, '_astro/MainMenu.x1.js', '_astro/OfflinePage.y2.js', '_astro/offline.z3.js'];
const read = (file: string) => (FILES.includes(file) ? (TEXT[file] ?? '') : undefined);

describe('pageAssets', () => {
  it("follows a page's stylesheets, images, scripts, islands and their imports, within _astro/", () => {
    expect(pageAssets(TEXT['offline.html']!, read)).toEqual([
      '_astro/BaseLayout.DH4ci4vE.css',
      '_astro/MainMenu.x1.js',
      '_astro/client.CzWaolnw.js',
      '_astro/logo.Be03drEA.svg',
      '_astro/noto.Ab12Cd34.woff2',
    ]);
    expect(pageAssets(TEXT['mr/offline.html']!, read)).toEqual(['_astro/OfflinePage.y2.js', '_astro/offline.z3.js']);
  });

  it('skips what the site does not have', () => {
    expect(pageAssets('<script src="/_astro/gone.js"></script><img src="https://cdn.example/_astro/x.svg">', read)).toEqual([]);
  });
});

describe('precacheFiles', () => {
  it('precaches the offline pages, what they need, the favicon and the manifest: a light first visit', () => {
    expect(precacheFiles(FILES, read)).toEqual([
      '_astro/BaseLayout.DH4ci4vE.css',
      '_astro/MainMenu.x1.js',
      '_astro/OfflinePage.y2.js',
      '_astro/client.CzWaolnw.js',
      '_astro/logo.Be03drEA.svg',
      '_astro/noto.Ab12Cd34.woff2',
      '_astro/offline.z3.js',
      'favicon.svg',
      'hi/offline.html',
      'manifest.webmanifest',
      'mr/offline.html',
      'offline.html',
    ]);
  });

  it('leaves out other pages, islands other pages need, search files, articles and the worker itself', () => {
    const files = precacheFiles(FILES, read);
    for (const file of [
      'index.html',
      'utilities.html',
      'search.html',
      'hi.html',
      '_astro/BmiCalculator.310orl8Y.js',
      'post/salt-basics.html',
      'category/lifestyle.html',
      '404.html',
      '_astro/salt.Da-elP1V.svg',
      'social/salt.jpg',
      'pagefind/pagefind.js',
      'pagefind/wasm.en.pagefind',
      'pagefind/index/en_a91cc65.pf_index',
      'sw.js',
    ]) {
      expect(files, file).not.toContain(file);
    }
  });

  it('refuses a site without an offline page, naming it', () => {
    expect(() =>
      precacheFiles(
        FILES.filter((file) => file !== 'hi/offline.html'),
        read,
      ),
    ).toThrow(/missing in the built site:\n {2}- hi\/offline\.html/);
  });
});

describe('skipPrecacheOnLowData', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Whether the install event reaches Workbox's listener, for a worker at `href`. */
  function precaches(href: string): boolean {
    vi.stubGlobal('self', { location: new URL(href) });
    let stopped = false;
    inWorker(skipPrecacheOnLowData)({ stopImmediatePropagation: () => (stopped = true) } as unknown as Event);
    return !stopped;
  }

  it('stops the install before the precache for a worker registered with Save-Data on, only then', () => {
    expect(precaches('https://a.in/sw.js?low-data')).toBe(false);
    expect(precaches('https://a.in/sw.js')).toBe(true);
  });

  it('is an install listener put before anything else', () => {
    expect(lowDataPrelude()).toMatch(/^self\.addEventListener\('install', function skipPrecacheOnLowData\(/);
  });
});

describe('markPageFallbacks', () => {
  it('stores precached pages where the precache route never answers a reader (pages stay network first)', async () => {
    const result = await markPageFallbacks([
      { url: 'offline.html', revision: 'r1', size: 1 },
      { url: 'hi/offline.html', revision: 'r2', size: 1 },
      { url: 'index.html', revision: 'r3', size: 1 },
      { url: '_astro/client.CzWaolnw.js', revision: null, size: 1 },
    ]);
    // At the canonical address (hosts redirect `offline.html` to `/offline`), with a query no reader sends.
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      `offline?${FALLBACK_PARAM}`,
      `hi/offline?${FALLBACK_PARAM}`,
      `?${FALLBACK_PARAM}`,
      '_astro/client.CzWaolnw.js',
    ]);
    expect(result.manifest[0]?.revision).toBe('r1');
    // Workbox's precache route tries `/offline`, `/offline.html` and `/index.html` for `/`: none matches.
    for (const url of ['offline', 'offline.html', 'index.html']) expect(result.manifest.map((entry) => entry.url)).not.toContain(url);
  });
});

describe('route matchers', () => {
  const options = (href: string, request: Partial<Request>, sameOrigin = true) =>
    ({
      url: new URL(href),
      request: request as Request,
      sameOrigin,
      event: {} as RouteMatchCallbackOptions['event'],
    }) as RouteMatchCallbackOptions;

  const asked = (href: string, accept?: string) => new Request(href, accept ? { headers: { accept } } : {});

  it('handle every same-site page load, and a page the window asks to keep, nothing else', () => {
    const matches = inWorker(isSameSiteNavigation);
    expect(matches(options('https://a.in/post/salt', { mode: 'navigate' }))).toBe(true);
    expect(matches(options('https://a.in/hi/search?q=x', { mode: 'navigate' }))).toBe(true);
    expect(matches(options('https://a.in/post/salt', asked('https://a.in/post/salt', 'text/html')))).toBe(true);
    expect(matches(options('https://a.in/post/salt', asked('https://a.in/post/salt')))).toBe(false);
    expect(matches(options('https://other.in/post/salt', { mode: 'navigate' }, false))).toBe(false);
  });

  it('handle same-site images, also when the window asks to keep one, only', () => {
    const matches = inWorker(isSameSiteImage);
    expect(matches(options('https://a.in/_astro/salt.svg', { destination: 'image' }))).toBe(true);
    expect(matches(options('https://a.in/_astro/salt.svg', asked('https://a.in/_astro/salt.svg')))).toBe(true);
    expect(matches(options('https://a.in/_astro/client.js', { destination: 'script' }))).toBe(false);
    expect(matches(options('https://a.in/_astro/client.js', asked('https://a.in/_astro/client.js')))).toBe(false);
    expect(matches(options('https://cdn.example/x.jpg', { destination: 'image' }, false))).toBe(false);
  });

  it('handle bundled scripts and CSS only', () => {
    const matches = inWorker(isBundledAsset);
    expect(matches(options('https://a.in/_astro/BmiCalculator.310orl8Y.js', {}))).toBe(true);
    expect(matches(options('https://a.in/_astro/BaseLayout.DH4ci4vE.css', {}))).toBe(true);
    expect(matches(options('https://a.in/_astro/salt.svg', {}))).toBe(false);
    expect(matches(options('https://cdn.example/_astro/x.js', {}, false))).toBe(false);
  });

  it('handle every search file, from the first search on', () => {
    const matches = inWorker(isSearchFile);
    for (const path of [
      '/pagefind/pagefind.js',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/pagefind-entry.json',
      '/pagefind/index/en_a.pf_index',
      '/pagefind/fragment/hi_b.pf_fragment',
    ]) {
      expect(matches(options(`https://a.in${path}`, {})), path).toBe(true);
    }
    expect(matches(options('https://a.in/post/pagefind', {}))).toBe(false);
    expect(matches(options('https://cdn.example/pagefind/index/en_a.pf_index', {}, false))).toBe(false);
  });
});

describe('runtimeCaching', () => {
  const routes = runtimeCaching();

  it('is pages network first (3 s), images and bundled files cache first with a limit, search files stale-while-revalidate', () => {
    expect(routes.map((route) => [route.handler, route.options?.cacheName])).toEqual([
      ['NetworkFirst', OFFLINE_CACHES.pages],
      ['CacheFirst', OFFLINE_CACHES.images],
      ['CacheFirst', OFFLINE_CACHES.assets],
      ['StaleWhileRevalidate', OFFLINE_CACHES.search],
    ]);
    expect(routes[0]?.options?.networkTimeoutSeconds).toBe(NETWORK_TIMEOUT_SECONDS);
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
    expect(routes[1]?.options?.expiration).toMatchObject({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 });
    for (const route of routes) expect(route.options?.expiration?.maxEntries, route.handler as string).toBeGreaterThan(0);
  });

  it('stores only status 200: no error page, and no opaque (status 0) answer from another site', () => {
    for (const route of routes) expect(route.options?.cacheableResponse, route.handler as string).toEqual({ statuses: [200] });
  });

  it('never handles a request to another site', () => {
    const requests: Request[] = [
      { mode: 'navigate' } as Request,
      { destination: 'image' } as Request,
      { destination: 'script' } as Request,
      new Request('https://cdn.example/x.svg', { headers: { accept: 'text/html' } }),
    ];
    for (const route of routes) {
      const matches = route.urlPattern as RouteMatchCallback;
      for (const request of requests) {
        const url = new URL('https://cdn.example/pagefind/index/en_a.pf_index');
        expect(matches({ url, request: request as Request, sameOrigin: false, event: {} as RouteMatchCallbackOptions['event'] })).toBe(
          false,
        );
      }
    }
  });

  it('keeps one copy of a page whatever its query', async () => {
    const key = inWorker(withoutQuery);
    expect(await key({ request: new Request('https://a.in/post/salt?utm_source=whatsapp#refs') })).toBe('https://a.in/post/salt');
    expect(await key({ request: new Request('https://a.in/search?q=salt') })).toBe('https://a.in/search');
  });
});

describe('serviceWorkerOptions', () => {
  const options = serviceWorkerOptions('/site/dist', FILES, read);

  it('writes sw.js into the site, precaching the selected files with revisions (hashed names without)', () => {
    expect(options.swDest).toBe('/site/dist/sw.js');
    expect(options.globDirectory).toBe('/site/dist');
    expect(options.globPatterns).toEqual(precacheFiles(FILES, read));
    expect(options.dontCacheBustURLsMatching?.test('_astro/client.CzWaolnw.js')).toBe(true);
    expect(options.dontCacheBustURLsMatching?.test('index.html')).toBe(false);
  });

  it('takes over at once on a new deploy and removes the old precache', () => {
    expect(options).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true, navigationPreload: true });
  });

  it("keeps Pagefind's cache-busted pagefind-entry.json?ts=… once, and finds a saved copy of it", async () => {
    const search = runtimeCaching().find((route) => route.options?.cacheName === OFFLINE_CACHES.search);
    expect(search?.options?.plugins?.map((plugin) => Object.keys(plugin).sort())).toEqual([['cacheKeyWillBeUsed', 'handlerDidError']]);
    expect(await inWorker(withoutQuery)({ request: new Request('https://a.in/pagefind/pagefind-entry.json?ts=123') })).toBe(
      'https://a.in/pagefind/pagefind-entry.json',
    );
    expect(options.ignoreURLParametersMatching?.some((pattern) => pattern.test('q'))).toBe(false);
  });
});

// ---- The fallbacks, run as sw.js runs them ----

/** A stand-in for the worker's `caches`: `match` over stored URLs, as the Cache API matches. */
function fakeCaches(stored: string[]) {
  return {
    match: async (url: string, { ignoreSearch = false }: CacheQueryOptions = {}) => {
      const wanted = new URL(url);
      const found = stored.find((key) => {
        const candidate = new URL(key);
        return ignoreSearch ? candidate.origin + candidate.pathname === wanted.origin + wanted.pathname : candidate.href === wanted.href;
      });
      return found ? new Response(found) : undefined;
    },
  };
}

const PRECACHE = [
  'https://a.in/offline?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/hi/offline?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/mr/offline?offline-fallback=&__WB_REVISION__=1',
];
/** Pages kept from visits (the pages cache stores them without a query). */
const VISITED = ['https://a.in/', 'https://a.in/utilities', 'https://a.in/hi', 'https://a.in/search'];

describe('offlineNavigationFallback', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The URL of the stored response the worker answers a page load with. */
  async function answer(href: string, { referrer = '', languages = ['en-US'], stored = PRECACHE } = {}): Promise<string | undefined> {
    vi.stubGlobal('caches', fakeCaches(stored));
    vi.stubGlobal('navigator', { languages });
    const response = await inWorker(offlineNavigationFallback)({ request: { url: href, referrer } as Request });
    return response ? new URL(await response.text()).pathname : undefined;
  }

  it('answers with an article saved with "save for offline"', async () => {
    expect(await answer('https://a.in/post/salt?utm_source=x', { stored: [...PRECACHE, 'https://a.in/post/salt'] })).toBe('/post/salt');
  });

  it('answers with a kept page, whatever the query or trailing slash, the legacy search path included', async () => {
    const stored = [...PRECACHE, ...VISITED];
    expect(await answer('https://a.in/', { stored })).toBe('/');
    expect(await answer('https://a.in/utilities?utm_source=x', { stored })).toBe('/utilities');
    expect(await answer('https://a.in/hi/', { stored })).toBe('/hi');
    expect(await answer('https://a.in/search/salt%20sugar', { stored })).toBe('/search');
    expect(await answer('https://a.in/offline')).toBe('/offline');
  });

  it('answers with the offline page for a page not kept (nothing but the offline pages is precached)', async () => {
    expect(await answer('https://a.in/utilities')).toBe('/offline');
    expect(await answer('https://a.in/search/salt')).toBe('/offline');
  });

  it('answers with the offline page in the language of the address first', async () => {
    expect(await answer('https://a.in/hi/utilities', { languages: ['mr'] })).toBe('/hi/offline');
    expect(await answer('https://a.in/mr/anything')).toBe('/mr/offline');
  });

  it('then in the language of the page the reader came from (same site only)', async () => {
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://a.in/hi', languages: ['mr'] })).toBe('/hi/offline');
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://a.in/mr/search?q=x' })).toBe('/mr/offline');
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://other.in/hi' })).toBe('/offline');
  });

  it("then in the browser's first site language (its Accept-Language), else English", async () => {
    expect(await answer('https://a.in/post/never-read', { languages: ['mr-IN', 'en-IN'] })).toBe('/mr/offline');
    expect(await answer('https://a.in/post/never-read', { languages: ['ta-IN', 'HI', 'en'] })).toBe('/hi/offline');
    expect(await answer('https://a.in/post/never-read', { languages: ['ta-IN'] })).toBe('/offline');
    expect(await answer('https://a.in/post/never-read', { languages: [] })).toBe('/offline');
  });
});

describe('savedCopy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds an image or a search file among the saved ones, whatever its query, or nothing', async () => {
    vi.stubGlobal('caches', fakeCaches(['https://a.in/_astro/salt.svg', 'https://a.in/pagefind/pagefind-entry.json']));
    const fallback = inWorker(savedCopy);
    expect(await (await fallback({ request: new Request('https://a.in/_astro/salt.svg') }))?.text()).toBe('https://a.in/_astro/salt.svg');
    expect(await (await fallback({ request: new Request('https://a.in/pagefind/pagefind-entry.json?ts=9') }))?.text()).toBe(
      'https://a.in/pagefind/pagefind-entry.json',
    );
    expect(await fallback({ request: new Request('https://a.in/_astro/other.svg') })).toBeUndefined();
  });
});
