import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { OFFLINE_CACHES } from '../../src/lib/offline.ts';
import {
  FALLBACK_PARAM,
  isSameSiteImage,
  isSameSiteNavigation,
  isSearchIndexChunk,
  markPageFallbacks,
  NETWORK_TIMEOUT_SECONDS,
  offlineNavigationFallback,
  pageFile,
  precacheFiles,
  runtimeCaching,
  savedCopy,
  serviceWorkerOptions,
  SHELL_PAGES,
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
  it('are home, BMI calculator, search and offline page in each language', () => {
    expect(SHELL_PAGES).toEqual([
      '/', '/utilities', '/search', '/offline',
      '/hi', '/hi/utilities', '/hi/search', '/hi/offline',
      '/mr', '/mr/utilities', '/mr/search', '/mr/offline',
    ]);
  });
});

describe('precacheFiles', () => {
  it('precaches the shell: CSS, JS, fonts, favicon, manifest, Pagefind core and the shell pages', () => {
    expect(precacheFiles(DIST)).toEqual([
      '_astro/BaseLayout.DH4ci4vE.css',
      '_astro/BmiCalculator.310orl8Y.js',
      '_astro/client.CzWaolnw.js',
      '_astro/noto.Ab12Cd34.woff2',
      'favicon.svg',
      'hi.html',
      'hi/offline.html',
      'hi/search.html',
      'hi/utilities.html',
      'index.html',
      'manifest.webmanifest',
      'mr.html',
      'mr/offline.html',
      'mr/search.html',
      'mr/utilities.html',
      'offline.html',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind.en_99f7a48fff.pf_meta',
      'pagefind/pagefind.js',
      'pagefind/wasm.en.pagefind',
      'pagefind/wasm.unknown.pagefind',
      'search.html',
      'utilities.html',
    ]);
  });

  it('leaves out articles, listings, images, index chunks, unused Pagefind UI and the worker itself', () => {
    const files = precacheFiles(DIST);
    for (const file of ['post/salt-basics.html', 'category/lifestyle.html', '404.html', '_astro/salt.Da-elP1V.svg', 'social/salt.jpg', 'pagefind/index/en_a91cc65.pf_index', 'pagefind/fragment/en_124cc4a.pf_fragment', 'pagefind/pagefind-ui.js', 'pagefind/pagefind-highlight.js', 'sw.js']) {
      expect(files, file).not.toContain(file);
    }
  });

  it('refuses a site without a shell page, or without the Pagefind index, naming what is missing', () => {
    expect(() => precacheFiles(DIST.filter((file) => file !== 'hi/offline.html'))).toThrow(/missing in the built site:\n {2}- hi\/offline\.html/);
    expect(() => precacheFiles(DIST.filter((file) => !file.startsWith('pagefind/')))).toThrow(/pagefind\/pagefind\.js \(run `pagefind --site <dir>` first\)/);
  });
});

describe('markPageFallbacks', () => {
  it('stores precached pages where the precache route never answers a reader (pages stay network first)', async () => {
    const result = await markPageFallbacks([
      { url: 'utilities.html', revision: 'r1', size: 1 },
      { url: 'index.html', revision: 'r2', size: 1 },
      { url: '_astro/client.CzWaolnw.js', revision: null, size: 1 },
    ]);
    expect(result.manifest.map((entry) => entry.url)).toEqual([`utilities.html?${FALLBACK_PARAM}`, `index.html?${FALLBACK_PARAM}`, '_astro/client.CzWaolnw.js']);
    expect(result.manifest[0]?.revision).toBe('r1');
    // Workbox's precache route tries `/utilities`, `/utilities.html` and `/index.html` for `/`: none matches.
    for (const url of ['utilities', 'utilities.html', 'index.html']) expect(result.manifest.map((entry) => entry.url)).not.toContain(url);
  });
});

describe('route matchers', () => {
  const options = (href: string, request: Partial<Request>, sameOrigin = true) =>
    ({ url: new URL(href), request: request as Request, sameOrigin, event: {} as RouteMatchCallbackOptions['event'] }) as RouteMatchCallbackOptions;

  it('handle every same-site page load, and nothing else', () => {
    const matches = inWorker(isSameSiteNavigation);
    expect(matches(options('https://a.in/post/salt', { mode: 'navigate' }))).toBe(true);
    expect(matches(options('https://a.in/hi/search?q=x', { mode: 'navigate' }))).toBe(true);
    expect(matches(options('https://a.in/post/salt', { mode: 'cors' }))).toBe(false);
    expect(matches(options('https://other.in/post/salt', { mode: 'navigate' }, false))).toBe(false);
  });

  it('handle same-site images only', () => {
    const matches = inWorker(isSameSiteImage);
    expect(matches(options('https://a.in/_astro/salt.svg', { destination: 'image' }))).toBe(true);
    expect(matches(options('https://a.in/_astro/client.js', { destination: 'script' }))).toBe(false);
    expect(matches(options('https://cdn.example/x.jpg', { destination: 'image' }, false))).toBe(false);
  });

  it('handle Pagefind index chunks only', () => {
    const matches = inWorker(isSearchIndexChunk);
    for (const path of ['/pagefind/index/en_a.pf_index', '/pagefind/fragment/hi_b.pf_fragment', '/pagefind/filter/mr_c.pf_filter']) {
      expect(matches(options(`https://a.in${path}`, {})), path).toBe(true);
    }
    expect(matches(options('https://a.in/pagefind/pagefind.js', {}))).toBe(false);
    expect(matches(options('https://cdn.example/pagefind/index/en_a.pf_index', {}, false))).toBe(false);
  });
});

describe('runtimeCaching', () => {
  const routes = runtimeCaching();

  it('is pages network first (3 s), images cache first with a limit, index chunks stale-while-revalidate', () => {
    expect(routes.map((route) => [route.handler, route.options?.cacheName])).toEqual([
      ['NetworkFirst', OFFLINE_CACHES.pages],
      ['CacheFirst', OFFLINE_CACHES.images],
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
    const requests: Partial<Request>[] = [{ mode: 'navigate' }, { destination: 'image' }, { destination: 'script' }, {}];
    for (const route of routes) {
      const matches = route.urlPattern as RouteMatchCallback;
      for (const request of requests) {
        const url = new URL('https://cdn.example/pagefind/index/en_a.pf_index');
        expect(matches({ url, request: request as Request, sameOrigin: false, event: {} as RouteMatchCallbackOptions['event'] })).toBe(false);
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
  const options = serviceWorkerOptions('/site/dist', DIST);

  it('writes sw.js into the site, precaching the selected files with revisions (hashed names without)', () => {
    expect(options.swDest).toBe('/site/dist/sw.js');
    expect(options.globDirectory).toBe('/site/dist');
    expect(options.globPatterns).toEqual(precacheFiles(DIST));
    expect(options.dontCacheBustURLsMatching?.test('_astro/client.CzWaolnw.js')).toBe(true);
    expect(options.dontCacheBustURLsMatching?.test('index.html')).toBe(false);
  });

  it('takes over at once on a new deploy and removes the old precache', () => {
    expect(options).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true, navigationPreload: true });
  });

  it("answers Pagefind's cache-busted pagefind-entry.json?ts=… from the precache", () => {
    expect(options.ignoreURLParametersMatching?.some((pattern) => pattern.test('ts'))).toBe(true);
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
  'https://a.in/index.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/hi.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/utilities.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/search.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/offline.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/hi/offline.html?offline-fallback=&__WB_REVISION__=1',
  'https://a.in/mr/offline.html?offline-fallback=&__WB_REVISION__=1',
];

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

  it("answers with the build's copy of a precached page, the legacy search path included", async () => {
    expect(await answer('https://a.in/')).toBe('/index.html');
    expect(await answer('https://a.in/utilities')).toBe('/utilities.html');
    expect(await answer('https://a.in/hi/')).toBe('/hi.html');
    expect(await answer('https://a.in/search/salt%20sugar')).toBe('/search.html');
  });

  it('answers with the offline page in the language of the address first', async () => {
    expect(await answer('https://a.in/hi/utilities', { languages: ['mr'] })).toBe('/hi/offline.html');
    expect(await answer('https://a.in/mr/anything')).toBe('/mr/offline.html');
  });

  it('then in the language of the page the reader came from (same site only)', async () => {
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://a.in/hi', languages: ['mr'] })).toBe('/hi/offline.html');
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://a.in/mr/search?q=x' })).toBe('/mr/offline.html');
    expect(await answer('https://a.in/post/never-read', { referrer: 'https://other.in/hi' })).toBe('/offline.html');
  });

  it("then in the browser's first site language (its Accept-Language), else English", async () => {
    expect(await answer('https://a.in/post/never-read', { languages: ['mr-IN', 'en-IN'] })).toBe('/mr/offline.html');
    expect(await answer('https://a.in/post/never-read', { languages: ['ta-IN', 'HI', 'en'] })).toBe('/hi/offline.html');
    expect(await answer('https://a.in/post/never-read', { languages: ['ta-IN'] })).toBe('/offline.html');
    expect(await answer('https://a.in/post/never-read', { languages: [] })).toBe('/offline.html');
  });
});

describe('savedCopy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds an image among the saved ones, or nothing', async () => {
    vi.stubGlobal('caches', fakeCaches(['https://a.in/_astro/salt.svg']));
    const fallback = inWorker(savedCopy);
    expect(await (await fallback({ request: new Request('https://a.in/_astro/salt.svg') }))?.text()).toBe('https://a.in/_astro/salt.svg');
    expect(await fallback({ request: new Request('https://a.in/_astro/other.svg') })).toBeUndefined();
  });
});
