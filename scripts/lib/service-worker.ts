/**
 * The offline service worker: its configuration for Workbox's `generateSW`, and
 * {@link writeServiceWorker}, which the build runs last (src/integrations/service-worker.ts),
 * once Astro and the search step have written the site.
 *
 * - Precached, versioned (Workbox revision hashes; `_astro/` names are content-hashed): only
 *   the offline page in each language and the files it needs (its CSS, scripts and images,
 *   most of them already downloaded by the page the reader is on, so they cost nothing),
 *   the favicon and web manifest: a first visit stays light on a metered connection. No
 *   other page, no island another page needs, no search file, no article, no draft.
 * - Save-Data: a worker registered as `sw.js?low-data` (src/components/ServiceWorker.astro
 *   does so when `navigator.connection.saveData` is on) precaches nothing at all
 *   ({@link skipPrecacheOnLowData}, put before Workbox's code by {@link writeServiceWorker}).
 * - The page the worker was installed from, and its images, are kept as if read with the
 *   worker in control: the page sends them (`CACHE_URLS`, Workbox's message) and the routes
 *   below store them, from the browser's HTTP cache (see src/lib/offline.ts#firstPageRequests).
 * - Pages (every same-site navigation, articles included): network first, 3 s timeout, then
 *   the copy kept from an earlier visit; else {@link offlineNavigationFallback}.
 * - Same-site images: cache first, at most 60, for 30 days. Bundled scripts and CSS (hashed
 *   names): cache first, as they are used. Search (Pagefind) files: stale-while-revalidate,
 *   as they are used, so the first search (or "save for offline") is what fetches them.
 * - Only same-site requests are ever handled, and only status 200 is ever stored: no error
 *   page, no redirect, no opaque response from another site.
 * - Updates: `skipWaiting` + `clientsClaim`. Pages are network first, so fresh HTML always
 *   names the new deploy's hashed files, and the worker that serves them offline must be the
 *   new one at once, not after the reader has closed every tab (which on a phone may be
 *   never). An island an already-open page loads late may then miss its old file, as it
 *   would without a service worker (the host replaced it); the next page load is whole.
 *
 * Workbox serves precached URLs cache-first, before any other route, and also answers
 * `/offline` with a precached `/offline.html`. The precached pages are therefore fetched and
 * stored at their canonical address with a query no reader sends, `/offline?offline-fallback`
 * (not `offline.html`: hosts redirect that to `/offline`, a round trip per page): pages stay
 * network first, and the copies are there for the fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GenerateSWOptions, ManifestTransform, RuntimeCaching } from 'workbox-build';
import { LOCALES } from '../../src/i18n/locales.ts';
import { OFFLINE_CACHES, offlineUrl, SERVICE_WORKER_URL } from '../../src/lib/offline.ts';

/** The service worker's file in the built site; registered by src/components/ServiceWorker.astro. */
export const SERVICE_WORKER_FILE = SERVICE_WORKER_URL.slice(1);

/** How long a page may take before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY = 24 * 60 * 60;

/** The pages precached for every language, by public path: the offline page only. */
export const SHELL_PAGES: readonly string[] = LOCALES.map((lang) => offlineUrl(lang));

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

const SITE_FILES = new Set(['favicon.svg', 'manifest.webmanifest']);

/** A bundled file named in HTML or JavaScript: `/_astro/x.js`, `"./x.js"` inside `_astro/`. */
const BUNDLED_REFERENCE = /["'(\s,=](?:\/_astro\/|\.\/)([^"'()\s,?#]+\.(?:css|js|svg|png|jpe?g|webp|avif|gif|woff2?))/g;

/**
 * The `_astro/` files a page needs, read from its HTML (stylesheets, scripts, island
 * components and renderers, images) and, for scripts, what they import, transitively.
 * `read` gives a built file's text by its path in the site, or undefined if there is none.
 * @example pageAssets('<script type="module" src="/_astro/a.js"></script>', (file) => ({ '_astro/a.js': 'import"./b.js"', '_astro/b.js': '' })[file]) // => ['_astro/a.js', '_astro/b.js']
 */
export function pageAssets(html: string, read: (file: string) => string | undefined): string[] {
  const found = new Set<string>();
  const queue = [...html.matchAll(BUNDLED_REFERENCE)].map((match) => `_astro/${match[1]}`);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (found.has(file)) continue;
    const text = read(file);
    if (text === undefined) continue;
    found.add(file);
    if (/\.(?:js|css)$/.test(file)) for (const match of text.matchAll(BUNDLED_REFERENCE)) queue.push(`_astro/${match[1]}`);
  }
  return [...found].sort();
}

/**
 * The files of a built site (paths relative to it, with `/`) to precache, sorted: the offline
 * pages, what they need (`read` gives a file's text, for {@link pageAssets}), the favicon and
 * the web manifest. Throws, naming them, when an offline page is missing.
 */
export function precacheFiles(files: readonly string[], read: (file: string) => string | undefined): string[] {
  const present = new Set(files);
  const shell = SHELL_PAGES.map(pageFile);
  const missing = shell.filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`Cannot generate the service worker: missing in the built site:\n  - ${missing.join('\n  - ')}`);
  const needed = new Set([...shell, ...shell.flatMap((file) => pageAssets(read(file) ?? '', read))]);
  return files.filter((file) => needed.has(file) || SITE_FILES.has(file)).sort();
}

/**
 * Stores precached pages under `page?offline-fallback` (see the module comment).
 * @example (await markPageFallbacks([{ url: 'offline.html', revision: 'a', size: 1 }, { url: 'hi/offline.html', revision: 'b', size: 1 }])).manifest.map((entry) => entry.url)
 * // => ['offline?offline-fallback', 'hi/offline?offline-fallback']
 */
export const markPageFallbacks: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) =>
    entry.url.endsWith('.html')
      ? { ...entry, url: `${entry.url === 'index.html' ? '' : entry.url.slice(0, -'.html'.length)}?${FALLBACK_PARAM}` }
      : entry,
  ),
  warnings: [],
});

// ---- Code that runs inside the service worker ----
// workbox-build copies these functions' source text into sw.js: each uses nothing but its
// argument and the worker's globals (`caches`, `navigator`, `URL`), never this module.

/**
 * Every same-site page load (`/post/x`, `/`, `/hi/search?q=…`, …), and a page the window
 * asks the worker to keep (`CACHE_URLS`, sent with `Accept: text/html`).
 */
export function isSameSiteNavigation({ request, sameOrigin }: { request: Request; sameOrigin: boolean }): boolean {
  return (
    sameOrigin &&
    (request.mode === 'navigate' || (request.destination === '' && (request.headers.get('accept') ?? '').startsWith('text/html')))
  );
}

/** Same-site images (lead images, illustrations), also when the window asks to keep one; never another site's. */
export function isSameSiteImage({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): boolean {
  return (
    sameOrigin &&
    (request.destination === 'image' || (request.destination === '' && /\.(?:svg|png|jpe?g|webp|avif|gif)$/i.test(url.pathname)))
  );
}

/** Bundled scripts and CSS (`/_astro/…`, content-hashed: a name never changes content). */
export function isBundledAsset({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && /^\/_astro\/[^/]+\.(?:js|css)$/.test(url.pathname);
}

/** Every search file: Pagefind's script, worker, WebAssembly, metadata and index chunks. */
export function isSearchFile({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && url.pathname.startsWith('/pagefind/');
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
 * saved with "save for offline" (the legacy `/search/{text}` is the search page), else a
 * kept copy whatever its query (the precached offline page), else the offline page in the reader's language —
 * taken from the address (`/hi/…`), else from the page they came from, else from the
 * browser's languages (what it sends as Accept-Language), else English.
 */
export async function offlineNavigationFallback({ request }: { request: Request }): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  const find = (pathname: string, ignoreSearch: boolean) => caches.match(url.origin + pathname, { ignoreSearch });
  const saved = await find(path, false);
  if (saved) return saved;
  const search = path.startsWith('/search/') ? await find('/search', false) : undefined;
  if (search) return search;
  const copy = await find(path, true);
  if (copy) return copy;
  const languageOf = (pathname: string) => /^\/(hi|mr)(?:\/|$)/.exec(pathname)?.[1];
  const from = request.referrer ? new URL(request.referrer) : null;
  const browser = navigator.languages
    .map((tag) => tag.split('-')[0]?.toLowerCase())
    .find((code) => code === 'en' || code === 'hi' || code === 'mr');
  const lang = languageOf(path) ?? (from && from.origin === url.origin ? languageOf(from.pathname) : undefined) ?? browser ?? 'en';
  return find(lang === 'en' ? '/offline' : `/${lang}/offline`, true);
}

/**
 * A file missing from its cache (evicted, say) may still be among the saved ones. The query
 * is ignored: Pagefind asks for `pagefind-entry.json?ts=…`, saved as `pagefind-entry.json`.
 */
export async function savedCopy({ request }: { request: Request }): Promise<Response | undefined> {
  return caches.match(request.url, { ignoreSearch: true });
}

/**
 * Put before Workbox's code in sw.js: a worker registered as `sw.js?low-data` (the reader
 * asked to save data) stops the install event before Workbox's precache sees it, so that
 * nothing is downloaded in advance. Pages, images and search files are still kept as read.
 */
export function skipPrecacheOnLowData(event: Event): void {
  if (new URL(self.location.href).searchParams.has('low-data')) event.stopImmediatePropagation();
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
      urlPattern: isBundledAsset,
      handler: 'CacheFirst',
      options: {
        cacheName: OFFLINE_CACHES.assets,
        cacheableResponse: CACHEABLE,
        expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        plugins: [{ handlerDidError: savedCopy }],
      },
    },
    {
      urlPattern: isSearchFile,
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: OFFLINE_CACHES.search,
        cacheableResponse: CACHEABLE,
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        plugins: [{ cacheKeyWillBeUsed: withoutQuery, handlerDidError: savedCopy }],
      },
    },
  ];
}

/**
 * The code put before Workbox's in sw.js: {@link skipPrecacheOnLowData} as an install
 * listener, registered first so that it runs before Workbox's precache.
 */
export function lowDataPrelude(): string {
  return `self.addEventListener('install', ${skipPrecacheOnLowData.toString()});\n`;
}

/** The `generateSW` options for a built site in `outDir` holding `files`. */
export function serviceWorkerOptions(
  outDir: string,
  files: readonly string[],
  read: (file: string) => string | undefined,
): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: precacheFiles(files, read),
    swDest: `${outDir}/${SERVICE_WORKER_FILE}`,
    // `_astro/` names carry a content hash: no revision needed. Everything else gets one.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [markPageFallbacks],
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
    runtimeCaching: runtimeCaching(),
    navigationPreload: true,
    cacheId: 'arogya',
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // The browsers the site's own scripts are built for (Vite's default target), not Workbox's
    // default (Chrome 56): a browser that runs none of the pages' scripts needs no offline worker,
    // and Babel has less to rewrite (a third of this step's CPU time).
    babelPresetEnvTargets: ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4', 'ios_saf >= 16.4'],
  };
}

/** What {@link writeServiceWorker} wrote. */
export interface ServiceWorkerWritten {
  /** Files precached, and their total size in bytes (as Workbox counts them). */
  count: number;
  size: number;
  warnings: string[];
}

/** Every file of a built site, relative to it, with `/`. */
function siteFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes `sw.js` into the built site in `outDir`, once every other file is written: Workbox's
 * worker for {@link serviceWorkerOptions}, after {@link lowDataPrelude}.
 * @throws Error when an offline page is missing ({@link precacheFiles}) or Workbox fails.
 */
export async function writeServiceWorker(outDir: string): Promise<ServiceWorkerWritten> {
  // Loaded here, not at the top: pages and tests that only need the names above skip Workbox.
  const { generateSW } = await import('workbox-build');
  const files = siteFiles(outDir);
  const present = new Set(files);
  const read = (file: string) => (present.has(file) ? fs.readFileSync(path.join(outDir, file), 'utf8') : undefined);
  const { count, size, warnings } = await generateSW(serviceWorkerOptions(outDir, files, read));
  // With Save-Data the worker precaches nothing: its install listener must come before Workbox's.
  const worker = path.join(outDir, SERVICE_WORKER_FILE);
  fs.writeFileSync(worker, lowDataPrelude() + fs.readFileSync(worker, 'utf8'));
  return { count, size, warnings };
}
