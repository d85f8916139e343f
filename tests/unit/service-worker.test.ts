import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { EDITOR_PATH, isEditorPath } from '../../src/lib/editor-page.ts';
import { OFFLINE_CACHES } from '../../src/lib/offline.ts';
import {
  bundleWorkbox,
  dropOldShells,
  isBundledAsset,
  isEditorRequest,
  isSameSiteImage,
  isSameSiteNavigation,
  isSearchFile,
  keepOfflineShell,
  lowDataPrelude,
  NETWORK_TIMEOUT_SECONDS,
  offlineNavigationFallback,
  offlineShell,
  pageAssets,
  pageFile,
  runtimeCaching,
  savedCopy,
  serviceWorkerOptions,
  workboxCacheKey,
  SHELL_CACHE_PREFIX,
  shellPages,
  shellPrelude,
  skipPrecacheOnLowData,
  withoutInteractionIslands,
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

describe('shellPages', () => {
  it('are the offline page and the BMI calculator of a language, nothing else', () => {
    expect(shellPages('en')).toEqual(['/offline', '/utilities']);
    expect(shellPages('mr')).toEqual(['/mr/offline', '/mr/utilities']);
  });
});

/** The text of the built files the offline pages lead to (the rest of DIST is empty). */
/** The menu's island: it hydrates on interaction, so the shell leaves its code out. */
const MENU =
  '<astro-island component-url="/_astro/MainMenu.x1.js" renderer-url="/_astro/client.CzWaolnw.js" client="interaction"></astro-island>';
/** The BMI calculator's island (Preact), which must work offline. */
const BMI =
  '<astro-island component-url="/_astro/BmiCalculator.310orl8Y.js" renderer-url="/_astro/client.P1.js" client="visible"></astro-island>';
const TEXT: Record<string, string> = {
  'offline.html': `<link rel="stylesheet" href="/_astro/BaseLayout.DH4ci4vE.css"><img src="/_astro/logo.Be03drEA.svg" srcset="/_astro/logo.Be03drEA.svg 1x"><script type="module" src="/_astro/OfflinePage.y2.js"></script>`,
  'hi/offline.html': '<script type="module" src="/_astro/OfflinePage.y2.js"></script>',
  'mr/offline.html': '<script type="module">import"/_astro/OfflinePage.y2.js";</script>',
  'utilities.html': `<link rel="stylesheet" href="/_astro/BaseLayout.DH4ci4vE.css">${MENU}${BMI}`,
  'hi/utilities.html': `${MENU}${BMI}`,
  'mr/utilities.html': `${MENU}${BMI}`,
  '_astro/OfflinePage.y2.js': 'import{a as b}from"./offline.z3.js";',
  '_astro/offline.z3.js': 'export const a=1;',
  '_astro/BmiCalculator.310orl8Y.js': 'import{h}from"./preact.p2.js";',
  '_astro/client.P1.js': 'import{h}from"./preact.p2.js";',
  '_astro/BaseLayout.DH4ci4vE.css': 'body{background:url(/_astro/noto.Ab12Cd34.woff2)}',
};
const FILES = [
  ...DIST,
  '_astro/MainMenu.x1.js',
  '_astro/OfflinePage.y2.js',
  '_astro/offline.z3.js',
  '_astro/client.P1.js',
  '_astro/preact.p2.js',
];
const read = (file: string) => (FILES.includes(file) ? (TEXT[file] ?? '') : undefined);

describe('pageAssets', () => {
  it("follows a page's stylesheets, images, scripts, islands and their imports, within _astro/", () => {
    expect(pageAssets(TEXT['offline.html']!, read)).toEqual([
      '_astro/BaseLayout.DH4ci4vE.css',
      '_astro/OfflinePage.y2.js',
      '_astro/logo.Be03drEA.svg',
      '_astro/noto.Ab12Cd34.woff2',
      '_astro/offline.z3.js',
    ]);
    expect(pageAssets(MENU, read)).toEqual(['_astro/MainMenu.x1.js', '_astro/client.CzWaolnw.js']);
    expect(pageAssets(TEXT['mr/offline.html']!, read)).toEqual(['_astro/OfflinePage.y2.js', '_astro/offline.z3.js']);
  });

  it('skips what the site does not have', () => {
    expect(pageAssets('<script src="/_astro/gone.js"></script><img src="https://cdn.example/_astro/x.svg">', read)).toEqual([]);
  });
});

describe('withoutInteractionIslands', () => {
  it('drops the code of islands that hydrate on interaction, and only theirs', () => {
    expect(withoutInteractionIslands(MENU)).toBe('<astro-island client="interaction"></astro-island>');
    expect(withoutInteractionIslands(BMI)).toBe(BMI);
  });
});

describe('offlineShell', () => {
  const shell = offlineShell(FILES, read, (files) => `h${files.length}`);

  it('keeps, per language, the offline page and the BMI calculator with what they need: a light first visit', () => {
    expect(shell.files.en).toEqual([
      '/offline',
      '/utilities',
      '/_astro/BaseLayout.DH4ci4vE.css',
      '/_astro/BmiCalculator.310orl8Y.js',
      '/_astro/OfflinePage.y2.js',
      '/_astro/client.P1.js',
      '/_astro/logo.Be03drEA.svg',
      '/_astro/noto.Ab12Cd34.woff2',
      '/_astro/offline.z3.js',
      '/_astro/preact.p2.js',
    ]);
    expect(shell.files.hi.slice(0, 2)).toEqual(['/hi/offline', '/hi/utilities']);
    expect(shell.files.mr).toContain('/_astro/BmiCalculator.310orl8Y.js');
  });

  it("leaves out the menu's island code (it works without), other pages, search files, articles and the worker itself", () => {
    const everything = Object.values(shell.files).flat();
    for (const url of [
      '/_astro/MainMenu.x1.js',
      '/_astro/client.CzWaolnw.js',
      '/',
      '/search',
      '/hi',
      '/post/salt-basics',
      '/category/lifestyle',
      '/404',
      '/_astro/salt.Da-elP1V.svg',
      '/social/salt.jpg',
      '/pagefind/pagefind.js',
      '/sw.js',
    ]) {
      expect(everything, url).not.toContain(url);
    }
  });

  it('names its cache after the hash of every file in it, pages as built files', () => {
    const given: (readonly string[])[] = [];
    const named = offlineShell(FILES, read, (files) => (given.push(files), 'abc'));
    expect(named.cache).toBe(`${SHELL_CACHE_PREFIX}abc`);
    expect(given[0]).toEqual(expect.arrayContaining(['offline.html', 'hi/utilities.html', '_astro/preact.p2.js']));
    expect(given[0]).not.toContain('/offline');
  });

  it('refuses a site without a page of the shell, naming it', () => {
    expect(() =>
      offlineShell(
        FILES.filter((file) => file !== 'hi/utilities.html'),
        read,
        () => 'x',
      ),
    ).toThrow(/missing in the built site:\n {2}- hi\/utilities\.html/);
  });
});

describe('keepOfflineShell and dropOldShells', () => {
  afterEach(() => vi.unstubAllGlobals());
  const SHELL = { cache: 'arogya-shell-new', files: { en: ['/offline'], hi: ['/hi/offline', '/x.js'], mr: ['/mr/offline'] } };

  /** What the install step stores for a worker registered at `href`. */
  async function installedFrom(href: string): Promise<{ cache: string; urls: string[] }> {
    const stored: { cache: string; urls: string[] } = { cache: '', urls: [] };
    vi.stubGlobal('self', { location: new URL(href) });
    vi.stubGlobal('caches', {
      open: async (name: string) => ((stored.cache = name), { addAll: async (urls: string[]) => void stored.urls.push(...urls) }),
    });
    await inWorker(keepOfflineShell)(SHELL);
    return stored;
  }

  it("keeps the shell of the language its address names (the reader's first page), English by default", async () => {
    expect(await installedFrom('https://a.in/sw.js?lang=hi')).toEqual({ cache: 'arogya-shell-new', urls: ['/hi/offline', '/x.js'] });
    expect((await installedFrom('https://a.in/sw.js?lang=mr&low-data')).urls).toEqual(['/mr/offline']);
    expect((await installedFrom('https://a.in/sw.js?lang=en')).urls).toEqual(['/offline']);
    expect((await installedFrom('https://a.in/sw.js?lang=ta')).urls).toEqual(['/offline']);
    expect((await installedFrom('https://a.in/sw.js')).urls).toEqual(['/offline']);
  });

  it("drops earlier versions' shells at activation, and no other cache", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['arogya-shell-old', 'arogya-shell-new', 'arogya-pages', 'workbox-precache-v2'],
      delete: async (name: string) => (deleted.push(name), true),
    });
    await inWorker(dropOldShells)(SHELL);
    expect(deleted).toEqual(['arogya-shell-old']);
  });

  it('runs after the Save-Data guard: sw.js starts with the guard, then the shell', () => {
    const code = shellPrelude(SHELL);
    expect(code).toContain(`const OFFLINE_SHELL = ${JSON.stringify(SHELL)};`);
    expect(code).toMatch(/addEventListener\('install', \(event\) => event\.waitUntil\(\(async function keepOfflineShell/);
    expect(code).toMatch(/addEventListener\('activate', \(event\) => event\.waitUntil\(\(async function dropOldShells/);
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
  const caching = routes.filter((route) => route.handler !== 'NetworkOnly');

  it('is the editor network only, pages network first (3 s), images and bundled files cache first with a limit, search files stale-while-revalidate', () => {
    expect(routes.map((route) => [route.handler, route.options?.cacheName])).toEqual([
      ['NetworkOnly', undefined],
      ['NetworkFirst', OFFLINE_CACHES.pages],
      ['CacheFirst', OFFLINE_CACHES.images],
      ['CacheFirst', OFFLINE_CACHES.assets],
      ['StaleWhileRevalidate', OFFLINE_CACHES.search],
    ]);
    expect(routes[0]?.options).toBeUndefined();
    expect(caching[0]?.options?.networkTimeoutSeconds).toBe(NETWORK_TIMEOUT_SECONDS);
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
    expect(caching[1]?.options?.expiration).toMatchObject({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 });
    for (const route of caching) expect(route.options?.expiration?.maxEntries, route.handler as string).toBeGreaterThan(0);
  });

  it('stores only status 200: no error page, and no opaque (status 0) answer from another site', () => {
    for (const route of caching) expect(route.options?.cacheableResponse, route.handler as string).toEqual({ statuses: [200] });
  });

  describe('the editor (/admin): what route answers a request, first match winning as in Workbox', () => {
    const answeredBy = (
      href: string,
      request: RequestInit & { mode?: RequestMode; destination?: RequestDestination; referrer?: string },
    ) => {
      const url = new URL(href);
      // A Request's mode cannot be "navigate" and its destination is read-only: a plain object, as sw.js sees them.
      const seen = { url: href, mode: 'cors', destination: '', referrer: '', headers: new Headers(request.headers), ...request } as Request;
      const route = routes.find((candidate) =>
        inWorker(candidate.urlPattern as RouteMatchCallback)({
          url,
          request: seen,
          sameOrigin: url.origin === 'https://a.in',
          event: {} as RouteMatchCallbackOptions['event'],
        }),
      );
      return route?.handler;
    };

    it('sends its page, under every address it is served at, to the network only, never to the pages cache', () => {
      for (const path of ['/admin', '/admin/', '/admin.html', '/admin?x=1', '/admin#/collections/en'])
        expect(answeredBy(`https://a.in${path}`, { mode: 'navigate' }), path).toBe('NetworkOnly');
    });

    it("sends Decap CMS's files and configuration to the network only, whatever kind of file they are", () => {
      for (const [path, destination] of [
        ['/admin/config.yml', ''],
        ['/admin/decap-cms-3.16.3/decap-cms.js', 'script'],
        ['/admin/decap-cms-3.16.3/chunk.wasm', ''],
        ['/admin/decap-cms-3.16.3/logo.svg', 'image'],
      ] as const)
        expect(answeredBy(`https://a.in${path}`, { destination }), path).toBe('NetworkOnly');
    });

    it('sends what its page asks for (its script, the preview styles, images it previews) to the network only', () => {
      for (const [path, destination] of [
        ['/_astro/AdminPage.astro_astro_type_script_index_0_lang.CUjE1QSx.js', 'script'],
        ['/_astro/global.l1PsUtzd.css', 'style'],
        ['/images/salt.webp', 'image'],
      ] as const)
        for (const referrer of ['https://a.in/admin', 'https://a.in/admin.html', 'https://a.in/admin/?x'])
          expect(answeredBy(`https://a.in${path}`, { destination, referrer }), `${path} from ${referrer}`).toBe('NetworkOnly');
    });

    it('leaves reader pages and their files to their usual routes, also a page the editor links to', () => {
      expect(answeredBy('https://a.in/post/x', { mode: 'navigate' })).toBe('NetworkFirst');
      expect(answeredBy('https://a.in/hi/search?q=x', { mode: 'navigate' })).toBe('NetworkFirst');
      expect(answeredBy('https://a.in/post/x', { mode: 'navigate', referrer: 'https://a.in/admin' })).toBe('NetworkFirst');
      expect(answeredBy('https://a.in/administration', { mode: 'navigate' })).toBe('NetworkFirst');
      expect(answeredBy('https://a.in/post/admin', { mode: 'navigate' })).toBe('NetworkFirst');
      expect(answeredBy('https://a.in/_astro/BaseLayout.DH4ci4vE.css', { destination: 'style', referrer: 'https://a.in/post/x' })).toBe(
        'CacheFirst',
      );
      expect(answeredBy('https://a.in/_astro/admin-photo.svg', { destination: 'image', referrer: 'https://a.in/post/admin' })).toBe(
        'CacheFirst',
      );
      expect(answeredBy('https://a.in/pagefind/pagefind.js', { destination: 'script', referrer: 'https://a.in/search' })).toBe(
        'StaleWhileRevalidate',
      );
    });

    it("never handles another site's editor, nor trusts another site's referrer", () => {
      expect(
        isEditorRequest({ url: new URL('https://cms.example/admin'), request: { mode: 'navigate' } as Request, sameOrigin: false }),
      ).toBe(false);
      expect(answeredBy('https://a.in/_astro/x.js', { destination: 'script', referrer: 'https://cms.example/admin' })).toBe('CacheFirst');
    });

    it("agrees with the site's own rule for the editor's addresses (src/lib/editor-page.ts)", () => {
      const request = { mode: 'navigate' } as Request;
      for (const path of [EDITOR_PATH, `${EDITOR_PATH}/decap-cms-3.16.3/decap-cms.js`, '/', '/administration', '/post/admin'])
        expect(inWorker(isEditorRequest)({ url: new URL(`https://a.in${path}`), request, sameOrigin: true }), path).toBe(
          isEditorPath(path),
        );
    });
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
  const options = serviceWorkerOptions('/site/dist');

  it("writes sw.js into the site, with no precache of Workbox's own (the shell is kept per language)", () => {
    expect(options.swDest).toBe('/site/dist/sw.js');
    expect(options.globDirectory).toBe('/site/dist');
    expect(options.globPatterns).toEqual([]);
  });

  it('takes over at once on a new deploy', () => {
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

/** The offline pages of every language's shell (a reader has one; the tests below look at all). */
const PRECACHE = ['https://a.in/offline', 'https://a.in/hi/offline', 'https://a.in/mr/offline'];
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

  it('answers with the offline page for a page not kept', async () => {
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

  it("where the reader's language was not kept, with the offline page that was", async () => {
    expect(await answer('https://a.in/mr/anything', { stored: ['https://a.in/hi/offline'] })).toBe('/hi/offline');
    expect(await answer('https://a.in/post/never-read', { stored: ['https://a.in/mr/offline', 'https://a.in/hi/offline'] })).toBe(
      '/hi/offline',
    );
    expect(await answer('https://a.in/post/never-read', { stored: [] })).toBeUndefined();
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

describe('workboxCacheKey', () => {
  const options = serviceWorkerOptions('/site/dist');
  const key = workboxCacheKey(options, 'workbox-build@7 lock-a');

  it('does not depend on where the site is written', () => {
    expect(workboxCacheKey(serviceWorkerOptions('/elsewhere/out'), 'workbox-build@7 lock-a')).toBe(key);
  });

  it("changes with any option, a route matcher's source, a pattern, or the tools", () => {
    const [first, ...rest] = options.runtimeCaching!;
    const changed: (typeof options)[] = [
      { ...options, navigationPreload: false },
      { ...options, runtimeCaching: [{ ...first!, urlPattern: ({ url }) => url.pathname === '/admin/' }, ...rest] },
      { ...options, ignoreURLParametersMatching: [/^utm_/, /^gclid$/] },
    ];
    for (const other of changed) expect(workboxCacheKey(other, 'workbox-build@7 lock-a')).not.toBe(key);
    expect(workboxCacheKey(options, 'workbox-build@7 lock-b')).not.toBe(key);
  });
});

describe('bundleWorkbox', () => {
  /**
   * Runs the bundled worker as a browser runs sw.js (a classic script) in a stand-in for the
   * worker's global scope, and answers what its routes fetch with `fetched`.
   */
  const options = serviceWorkerOptions('/site/dist');
  const keyBefore = workboxCacheKey(options, 'tools');
  let bundled: Promise<string> | undefined;
  async function startWorker() {
    // Bundled once for these tests (about a second of CPU).
    const code = await (bundled ??= bundleWorkbox(options));
    /** What Workbox checks a fetch event against. */
    class FetchEvent {
      readonly preloadResponse = Promise.resolve(undefined);
      readonly request: Request;
      readonly respondWith: (response: Promise<Response>) => void;
      constructor(request: Request, respondWith: (response: Promise<Response>) => void) {
        this.request = request;
        this.respondWith = respondWith;
      }
      waitUntil() {}
    }
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    const fetched: string[] = [];
    const scope = {
      location: new URL('https://a.in/sw.js'),
      registration: { navigationPreload: { enable: async () => undefined } },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      skipWaiting: vi.fn(async () => undefined),
      fetch: async (request: Request) => {
        fetched.push(request.url);
        return new Response('from the network');
      },
      FetchEvent,
      URL,
      Request,
      Response,
      Headers,
      Promise,
    };
    vm.runInNewContext(code, Object.assign(scope, { self: scope }), { filename: 'sw.js' });
    /** Sends a fetch event; the answer the worker gave, or undefined when it left the request alone. */
    const fetchEvent = async (url: string, init: RequestInit = {}) => {
      let answer: Promise<Response> | undefined;
      const event = new FetchEvent(new Request(url, init), (response) => (answer = response));
      for (const listener of listeners.get('fetch') ?? []) listener(event);
      return answer && (await answer).text();
    };
    return { code, listeners, scope, fetched, fetchEvent };
  }

  it('leaves the options it is given as they were (they also name the kept worker)', async () => {
    await startWorker();
    expect(workboxCacheKey(options, 'tools')).toBe(keyBefore);
  });

  it('is one classic script: Workbox bundled in, nothing left to import, no development code', async () => {
    const { code } = await startWorker();
    expect(code).not.toMatch(/\bimport\s*[{("'*]|\bexport\s*[{*]|process\.env|importScripts/);
    expect(() => new vm.Script(code)).not.toThrow();
  });

  it("registers Workbox's router (fetch and the window's CACHE_URLS messages), and takes over at once", async () => {
    const { listeners, scope } = await startWorker();
    expect(listeners.get('fetch')).toHaveLength(1);
    expect(listeners.get('message')).toHaveLength(1);
    expect(listeners.get('activate')?.length).toBeGreaterThanOrEqual(2); // clientsClaim, navigation preload
    expect(scope.skipWaiting).toHaveBeenCalled();
  });

  it('answers by its routes: the editor from the network only; another site, never', async () => {
    const { fetchEvent, fetched } = await startWorker();
    expect(await fetchEvent('https://a.in/admin/config.yml')).toBe('from the network');
    expect(fetched).toEqual(['https://a.in/admin/config.yml']);
    expect(await fetchEvent('https://elsewhere.example/post/salt')).toBeUndefined();
    expect(fetched).toHaveLength(1);
  });
});
