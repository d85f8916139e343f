/**
 * The offline service worker's configuration for Workbox's `generateSW` (run by
 * scripts/build-sw.ts once Astro and Pagefind have written the site).
 *
 * - Precached, versioned (Workbox revision hashes; `_astro/` names are content-hashed):
 *   the CSS and JavaScript, the favicon and web manifest, Pagefind's core files, and the
 *   pages a reader needs without a connection: home, BMI calculator, search and offline
 *   page, in each language. Nothing else: no article, no draft (drafts are built nowhere).
 * - Pages (every same-site navigation, articles included): network first, 3 s timeout, then
 *   the copy kept from an earlier visit; else {@link offlineNavigationFallback}.
 * - Same-site images: cache first, at most 60, for 30 days. Pagefind's index chunks:
 *   stale-while-revalidate.
 * - Only same-site requests are ever handled, and only status 200 is ever stored: no error
 *   page, no redirect, no opaque response from another site.
 * - Updates: `skipWaiting` + `clientsClaim`. Pages are network first, so fresh HTML always
 *   names the new deploy's hashed files, and the worker that serves them offline must be the
 *   new one at once, not after the reader has closed every tab (which on a phone may be
 *   never). An island an already-open page loads late may then miss its old file, as it
 *   would without a service worker (the host replaced it); the next page load is whole.
 *
 * Workbox serves precached URLs cache-first, before any other route, and also answers
 * `/utilities` with a precached `/utilities.html`. The precached pages are therefore stored
 * under `…html?offline-fallback`, which no reader requests: pages stay network first, and the
 * copies are there for the fallback.
 */
import type { GenerateSWOptions, ManifestTransform, RuntimeCaching } from 'workbox-build';
import { LOCALES } from '../../src/i18n/locales.ts';
import { OFFLINE_CACHES, offlineUrl, SERVICE_WORKER_URL } from '../../src/lib/offline.ts';
import { searchPageUrl } from '../../src/lib/search-urls.ts';
import { homeUrl, utilitiesUrl } from '../../src/lib/urls.ts';

/** The service worker's file in the built site; registered by src/components/ServiceWorker.astro. */
export const SERVICE_WORKER_FILE = SERVICE_WORKER_URL.slice(1);

/** How long a page may take before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY = 24 * 60 * 60;

/** The pages precached for every language, by public path. */
export const SHELL_PAGES: readonly string[] = LOCALES.flatMap((lang) => [homeUrl(lang), utilitiesUrl(lang), searchPageUrl(lang), offlineUrl(lang)]);

/** Added to precached pages' URLs so that Workbox's precache route never serves them (see above). */
export const FALLBACK_PARAM = 'offline-fallback';

/**
 * The built file of a page (`build.format: 'file'`).
 * @example pageFile('/') // => 'index.html'
 * @example pageFile('/hi/search') // => 'hi/search.html'
 */
export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/** Pagefind's files that every search needs (its index chunks are cached as they are used). */
const PAGEFIND_CORE = [/^pagefind\/pagefind\.js$/, /^pagefind\/pagefind-worker\.js$/, /^pagefind\/pagefind-entry\.json$/, /^pagefind\/wasm\.[\w-]+\.pagefind$/, /^pagefind\/pagefind\.[\w-]+\.pf_meta$/];

/** Bundled CSS and JavaScript, and fonts if any (content-hashed by Vite). */
const ASSETS = /^_astro\/[^/]+\.(?:css|js|woff2?)$/;

const SITE_FILES = new Set(['favicon.svg', 'manifest.webmanifest']);

/**
 * The files of a built site (paths relative to it, with `/`) to precache, sorted. Throws,
 * naming them, when a precached page is missing or Pagefind has not run yet.
 * Pagefind's own UI bundles (`pagefind-ui.js`, …) are left out: the site uses its JS API.
 */
export function precacheFiles(files: readonly string[]): string[] {
  const present = new Set(files);
  const missing = SHELL_PAGES.map(pageFile).filter((file) => !present.has(file));
  if (!present.has('pagefind/pagefind.js')) missing.push('pagefind/pagefind.js (run `pagefind --site <dir>` first)');
  if (missing.length > 0) throw new Error(`Cannot generate the service worker: missing in the built site:\n  - ${missing.join('\n  - ')}`);
  const shell = new Set(SHELL_PAGES.map(pageFile));
  return files
    .filter((file) => shell.has(file) || SITE_FILES.has(file) || ASSETS.test(file) || PAGEFIND_CORE.some((pattern) => pattern.test(file)))
    .sort();
}

/** Stores precached pages under `page.html?offline-fallback` (see the module comment). */
export const markPageFallbacks: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) => (entry.url.endsWith('.html') ? { ...entry, url: `${entry.url}?${FALLBACK_PARAM}` } : entry)),
  warnings: [],
});

// ---- Code that runs inside the service worker ----
// workbox-build copies these functions' source text into sw.js: each uses nothing but its
// argument and the worker's globals (`caches`, `navigator`, `URL`), never this module.

/** Every same-site page load (`/post/x`, `/`, `/hi/search?q=…`, …). */
export function isSameSiteNavigation({ request, sameOrigin }: { request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.mode === 'navigate';
}

/** Same-site images (lead images, illustrations); never another site's. */
export function isSameSiteImage({ request, sameOrigin }: { request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.destination === 'image';
}

/** Pagefind's index chunks: `/pagefind/index/…`, `/pagefind/fragment/…`, `/pagefind/filter/…`. */
export function isSearchIndexChunk({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && /^\/pagefind\/(?:index|fragment|filter)\//.test(url.pathname);
}

/**
 * Keeps one copy per page: `/post/x?utm_source=whatsapp` and `/search?q=salt` are stored
 * (and found) as `/post/x` and `/search`. A static page does not change with its query.
 */
export async function withoutQuery({ request }: { request: Request }): Promise<string> {
  const url = new URL(request.url);
  return url.origin + url.pathname;
}

/**
 * Answers a page load that neither the network nor the kept pages could answer: the copy
 * saved with "save for offline", else the build's copy of a precached page (the legacy
 * `/search/{text}` is the search page), else the offline page in the reader's language —
 * taken from the address (`/hi/…`), else from the page they came from, else from the
 * browser's languages (what it sends as Accept-Language), else English.
 */
export async function offlineNavigationFallback({ request }: { request: Request }): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  const find = (pathname: string, ignoreSearch: boolean) => caches.match(url.origin + pathname, { ignoreSearch });
  const saved = await find(path, false);
  if (saved) return saved;
  const copy = await find(path === '/' ? '/index.html' : path.startsWith('/search/') ? '/search.html' : `${path}.html`, true);
  if (copy) return copy;
  const languageOf = (pathname: string) => /^\/(hi|mr)(?:\/|$)/.exec(pathname)?.[1];
  const from = request.referrer ? new URL(request.referrer) : null;
  const browser = navigator.languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find((code) => code === 'en' || code === 'hi' || code === 'mr');
  const lang = languageOf(path) ?? (from && from.origin === url.origin ? languageOf(from.pathname) : undefined) ?? browser ?? 'en';
  return find(lang === 'en' ? '/offline.html' : `/${lang}/offline.html`, true);
}

/** An image missing from the images cache (evicted, say) may still be among the saved ones. */
export async function savedCopy({ request }: { request: Request }): Promise<Response | undefined> {
  return caches.match(request.url);
}

// ---- The configuration ----

/** Only a complete, same-site answer is ever stored: never an error page or an opaque response. */
const CACHEABLE = { statuses: [200] };

/** The runtime routes, first match wins (precached files are answered before these). */
export function runtimeCaching(): RuntimeCaching[] {
  return [
    {
      urlPattern: isSameSiteNavigation,
      handler: 'NetworkFirst',
      options: {
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        cacheableResponse: CACHEABLE,
        expiration: { maxEntries: 100, purgeOnQuotaError: true },
        plugins: [{ cacheKeyWillBeUsed: withoutQuery, handlerDidError: offlineNavigationFallback }],
      },
    },
    {
      urlPattern: isSameSiteImage,
      handler: 'CacheFirst',
      options: {
        cacheName: OFFLINE_CACHES.images,
        cacheableResponse: CACHEABLE,
        expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        plugins: [{ handlerDidError: savedCopy }],
      },
    },
    {
      urlPattern: isSearchIndexChunk,
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: OFFLINE_CACHES.search,
        cacheableResponse: CACHEABLE,
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      },
    },
  ];
}

/** The `generateSW` options for a built site in `outDir` holding `files`. */
export function serviceWorkerOptions(outDir: string, files: readonly string[]): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: precacheFiles(files),
    swDest: `${outDir}/${SERVICE_WORKER_FILE}`,
    // `_astro/` names carry a content hash: no revision needed. Everything else gets one.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [markPageFallbacks],
    // Pagefind asks for `pagefind-entry.json?ts=…` (a cache buster): answer it from the precache.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/],
    runtimeCaching: runtimeCaching(),
    navigationPreload: true,
    cacheId: 'arogya',
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  };
}
