/**
 * The offline service worker: its configuration in Workbox's `generateSW` options, and
 * {@link writeServiceWorker}, which the build runs last (src/integrations/service-worker.ts),
 * once Astro and the search step have written the site.
 *
 * - Kept at install, for the reader's language only (the language of the first page the reader
 *   opened, named in the worker's address): the offline shell, {@link offlineShell}. That is the offline page and the
 *   BMI calculator (`/utilities`), with every file they need to work, most of them (the CSS)
 *   already downloaded by the page the reader is on, so they cost nothing. Not the code of an
 *   island that hydrates on interaction (the menu): it works without it. Nothing else: no
 *   other page, no search file, no article, no draft. One cache per version of the shell
 *   (`arogya-shell-{hash}`), the others dropped on activation: a first visit stays within
 *   its budget on a metered connection, and the calculator works offline after it.
 * - Save-Data: a worker registered as `sw.js?low-data` (src/components/ServiceWorker.astro
 *   does so when `navigator.connection.saveData` is on) keeps nothing at install
 *   ({@link skipPrecacheOnLowData}, put before everything else by {@link writeServiceWorker}).
 * - The page the worker was installed from, and its images, are kept as if read with the
 *   worker in control: the page sends them (`CACHE_URLS`, Workbox's message) and the routes
 *   below store them, from the browser's HTTP cache (see src/lib/offline.ts#firstPageRequests).
 * - Pages (every same-site navigation, articles included): network first, 3 s timeout, then
 *   the copy kept from an earlier visit; else {@link offlineNavigationFallback}.
 * - Same-site images: cache first, at most 60, for 30 days. Bundled scripts and CSS (hashed
 *   names): cache first, as they are used. Search (Pagefind) files: stale-while-revalidate,
 *   as they are used, so the first search (or "save for offline") is what fetches them.
 * - The editor (`/admin`, its files, what its page asks for): network only, never kept
 *   ({@link isEditorRequest}).
 * - Only same-site requests are ever handled, and only status 200 is ever stored: no error
 *   page, no redirect, no opaque response from another site.
 * - Updates: `skipWaiting` + `clientsClaim`. Pages are network first, so fresh HTML always
 *   names the new deploy's hashed files, and the worker that serves them offline must be the
 *   new one at once, not after the reader has closed every tab (which on a phone may be
 *   never). An island an already-open page loads late may then miss its old file, as it
 *   would without a service worker (the host replaced it); the next page load is whole.
 *
 * The shell is the worker's own code put before Workbox's ({@link shellPrelude}), not
 * Workbox's precache, which is one list for every reader: three languages of pages would cost
 * a first visit three times. Its pages are stored at their canonical address (`/hi/utilities`),
 * so that the page route still goes to the network first and the fallbacks find them there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { OFFLINE_CACHES, offlineUrl, SERVICE_WORKER_URL } from '../../src/lib/offline.ts';
import { utilitiesUrl } from '../../src/lib/urls.ts';

/** The service worker's file in the built site; registered by src/components/ServiceWorker.astro. */
export const SERVICE_WORKER_FILE = SERVICE_WORKER_URL.slice(1);

/** How long a page may take before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY = 24 * 60 * 60;

/**
 * The pages of a language's offline shell, by public path: the offline page and the BMI calculator.
 * @example shellPages('hi') // => ['/hi/offline', '/hi/utilities']
 */
export function shellPages(lang: Locale): string[] {
  return [offlineUrl(lang), utilitiesUrl(lang)];
}

/**
 * The built file of a page (`build.format: 'file'`).
 * @example pageFile('/') // => 'index.html'
 * @example pageFile('/hi/search') // => 'hi/search.html'
 */
export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

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
 * A page's HTML without the code of its `client:interaction` islands (the menu): they work
 * without it, and hydrate only when the reader uses them, so the offline shell need not keep it.
 * @example withoutInteractionIslands('<astro-island component-url="/_astro/M.js" renderer-url="/_astro/r.js" client="interaction">') // => '<astro-island client="interaction">'
 */
export function withoutInteractionIslands(html: string): string {
  return html.replace(/<astro-island\b[^>]*\bclient="interaction"[^>]*>/g, (tag) =>
    tag.replace(/\s(?:component|renderer)-url="[^"]*"/g, ''),
  );
}

/** What the worker keeps at install, in the reader's language: see {@link offlineShell}. */
export interface OfflineShell {
  /** The cache it goes into: `arogya-shell-{hash}`, the hash of every file in it. */
  cache: string;
  /** Per language: the shell's pages (canonical paths), then the files they need (`/_astro/…`). */
  files: Record<Locale, string[]>;
}

/** The prefix of every offline shell's cache. */
export const SHELL_CACHE_PREFIX = 'arogya-shell-';

/**
 * The offline shell of a built site holding `files` (paths relative to it, with `/`): for each
 * language, {@link shellPages} and what they need ({@link pageAssets}, without the code of
 * islands that hydrate on interaction). `read` gives a file's text; `hash` is the hash of the
 * files it is given (so that the cache changes with any of them). Throws, naming them, when a
 * page of the shell is missing.
 */
export function offlineShell(
  files: readonly string[],
  read: (file: string) => string | undefined,
  hash: (files: readonly string[]) => string,
): OfflineShell {
  const present = new Set(files);
  const missing = LOCALES.flatMap(shellPages)
    .map(pageFile)
    .filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`Cannot generate the service worker: missing in the built site:\n  - ${missing.join('\n  - ')}`);
  const shells = LOCALES.map((lang) => {
    const pages = shellPages(lang);
    const assets = new Set(pages.flatMap((page) => pageAssets(withoutInteractionIslands(read(pageFile(page)) ?? ''), read)));
    return { lang, pages, assets: [...assets].sort() };
  });
  const all = [...new Set(shells.flatMap(({ pages, assets }) => [...pages.map(pageFile), ...assets]))].sort();
  return {
    cache: `${SHELL_CACHE_PREFIX}${hash(all)}`,
    files: Object.fromEntries(shells.map(({ lang, pages, assets }) => [lang, [...pages, ...assets.map((file) => `/${file}`)]])) as Record<
      Locale,
      string[]
    >,
  };
}

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

/**
 * The editor (Decap CMS, for authors): its page (`/admin`, also as the built file `/admin.html`),
 * everything under `/admin/` (Decap CMS's own files), and whatever that page asks for itself
 * (its script and the preview's stylesheets in `/_astro/`, the images it previews): the request
 * names the page as its referrer, also from the preview's frame. Answered by the network only,
 * never kept: an author must always get the editor just deployed, and the reader's caches must
 * not fill with an editor they never open. The editor's script imports only files reader pages
 * share (tests/build/service-worker.test.ts checks it), so nothing the editor alone needs is kept.
 * The worker cannot import src/lib/editor-page.ts: `/admin` is its `EDITOR_PATH`, and the unit
 * test holds the two equal.
 */
export function isEditorRequest({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): boolean {
  if (!sameOrigin) return false;
  const isEditor = (pathname: string) => /^\/admin(?:\.html)?(?:\/|$)/.test(pathname);
  if (isEditor(url.pathname)) return true;
  // A page the editor links to is a reader page like any other: only what it loads is the editor's.
  if (request.mode === 'navigate' || !request.referrer || request.referrer === 'about:client') return false;
  const from = new URL(request.referrer);
  return from.origin === url.origin && isEditor(from.pathname);
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
 * saved with "save for offline" or kept in the offline shell (the legacy `/search/{text}` is
 * the search page), else a kept copy whatever its query, else the offline page in the reader's
 * language — taken from the address (`/hi/…`), else from the page they came from, else from the
 * browser's languages (what it sends as Accept-Language), else English — or, where that one was
 * not kept (the shell holds the language the reader came in with), the one that was.
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
  for (const code of [lang, 'en', 'hi', 'mr']) {
    const offline = await find(code === 'en' ? '/offline' : `/${code}/offline`, true);
    if (offline) return offline;
  }
  return undefined;
}

/**
 * A file missing from its cache (evicted, say) may still be among the saved ones. The query
 * is ignored: Pagefind asks for `pagefind-entry.json?ts=…`, saved as `pagefind-entry.json`.
 */
export async function savedCopy({ request }: { request: Request }): Promise<Response | undefined> {
  return caches.match(request.url, { ignoreSearch: true });
}

/**
 * At install: keeps the offline shell of the reader's language, the one the worker's address
 * names (`sw.js?lang=hi`: the language of the first page the reader opened, see
 * src/lib/offline.ts#serviceWorkerScriptUrl), else English. Fails the install if a file cannot
 * be fetched, as a precache does: the next page load tries again.
 */
export async function keepOfflineShell(shell: { cache: string; files: Record<string, string[]> }): Promise<void> {
  const lang = new URL(self.location.href).searchParams.get('lang') ?? 'en';
  const cache = await caches.open(shell.cache);
  await cache.addAll(shell.files[lang] ?? shell.files.en ?? []);
}

/** At activation: drops the offline shells of earlier versions of the site. */
export async function dropOldShells(shell: { cache: string }): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith('arogya-shell-') && name !== shell.cache) await caches.delete(name);
  }
}

/**
 * Put before everything else in sw.js: a worker registered as `sw.js?low-data` (the reader
 * asked to save data) stops the install event before the offline shell sees it, so that
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
    // First: an editor page is a same-site navigation, and its files are images and scripts.
    { urlPattern: isEditorRequest, handler: 'NetworkOnly' },
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
 * listener, registered first so that it runs before the offline shell is kept.
 */
export function lowDataPrelude(): string {
  return `self.addEventListener('install', ${skipPrecacheOnLowData.toString()});\n`;
}

/**
 * The code that keeps the offline shell, after {@link lowDataPrelude}: the shell's files and
 * cache, {@link keepOfflineShell} at install and {@link dropOldShells} at activation.
 */
export function shellPrelude(shell: OfflineShell): string {
  return [
    `const OFFLINE_SHELL = ${JSON.stringify(shell)};`,
    `self.addEventListener('install', (event) => event.waitUntil((${keepOfflineShell.toString()})(OFFLINE_SHELL)));`,
    `self.addEventListener('activate', (event) => event.waitUntil((${dropOldShells.toString()})(OFFLINE_SHELL)));`,
    '',
  ].join('\n');
}

/**
 * The `generateSW` options for a built site in `outDir`: Workbox's routes and updates, and no
 * precache of its own (the offline shell is kept by {@link shellPrelude}, per language).
 */
export function serviceWorkerOptions(outDir: string): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: [],
    swDest: `${outDir}/${SERVICE_WORKER_FILE}`,
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
  };
}

/**
 * How {@link bundleWorkbox} turns Workbox's template into sw.js: for the browsers the site's own
 * scripts are built for (Vite's default target), not Workbox's default (Chrome 56), as a browser
 * that runs none of the pages' scripts needs no offline worker; minified as Workbox minifies it.
 */
const WORKBOX_BUNDLE = {
  target: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
  // Workbox's own terser options (workbox-build/build/lib/bundle.js: its private fields start or
  // end with "_"), and a second pass, which takes off what esbuild's bundle adds (0.05 KB Brotli).
  mangle: { toplevel: true, properties: { regex: /(^_|_$)/ } },
  compress: { passes: 2 },
} as const;

/** Workbox's internals that generateSW runs before bundling (workbox-build 7, pinned by the lockfile). */
interface WorkboxInternals {
  validateGenerateSWOptions: (options: GenerateSWOptions) => GenerateSWOptions;
  populateSWTemplate: (options: GenerateSWOptions & { manifestEntries: [] }) => string;
}

/**
 * Workbox's worker for `options`, exactly as generateSW writes it up to its bundler: Workbox's
 * own option checks and defaults, and its template with the routes; then bundled by esbuild and
 * minified by terser with Workbox's own options, where generateSW runs Rollup, Babel and terser
 * (4.1–4.9 s of CPU in a clean 1,000-article build, against 1.7–2.3 s; sw.js as small). Only for
 * a worker with no precache list of Workbox's own (the shell is the site's).
 */
export async function bundleWorkbox(options: GenerateSWOptions): Promise<string> {
  if (options.globPatterns?.length !== 0 || options.additionalManifestEntries?.length)
    throw new Error('The service worker keeps its offline shell itself: Workbox is given no precache list (globPatterns: []).');
  const require = createRequire(import.meta.url);
  const internals = (file: string) => require(`workbox-build/build/lib/${file}`) as Partial<WorkboxInternals>;
  const { validateGenerateSWOptions } = internals('validate-options.js');
  const { populateSWTemplate } = internals('populate-sw-template.js');
  if (!validateGenerateSWOptions || !populateSWTemplate)
    throw new Error('workbox-build no longer has the internals sw.js is built with. Fix: keep workbox-build at version 7 (package.json).');
  // Workbox's checks fill in defaults in place (each route's method): they get copies.
  const routes = options.runtimeCaching?.map((route) => ({ ...route }));
  const source = populateSWTemplate({ ...validateGenerateSWOptions({ ...options, runtimeCaching: routes }), manifestEntries: [] });
  // Loaded here, not at the top: pages, tests and cached builds skip loading the bundlers.
  const [esbuild, { minify }] = await Promise.all([import('esbuild'), import('terser')]);
  const bundled = await esbuild.build({
    stdin: { contents: source, sourcefile: 'sw.js', resolveDir: path.dirname(require.resolve('workbox-build/package.json')) },
    bundle: true,
    format: 'esm',
    target: [...WORKBOX_BUNDLE.target],
    define: { 'process.env.NODE_ENV': JSON.stringify(options.mode ?? 'production') },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  // Copies: terser fills in the options it is given, and these also name the kept worker (installedWorkbox).
  const { code } = await minify(bundled.outputFiles[0]!.text, {
    module: true,
    compress: structuredClone(WORKBOX_BUNDLE.compress),
    mangle: structuredClone(WORKBOX_BUNDLE.mangle),
  });
  if (!code) throw new Error('terser returned no code for sw.js.');
  return code;
}

/** What {@link writeServiceWorker} wrote. */
export interface ServiceWorkerWritten {
  shell: OfflineShell;
  /** The bytes of the largest language's shell, as stored (before compression). */
  shellBytes: number;
  /** Whether Workbox's part came from an earlier build's (see {@link workboxWorker}). */
  workboxCached: boolean;
}

/** Every file of a built site, relative to it, with `/`. */
function siteFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Where {@link workboxWorker} keeps Workbox's part of sw.js between builds (a clean build deletes it). */
export const WORKBOX_CACHE_DIR = path.resolve('node_modules/.cache/arogya-service-worker');

/**
 * What Workbox's part of sw.js is made from: the options without the two paths (they name where
 * to write, not what), each route matcher and plugin by its source (Workbox's template copies
 * that source into the worker), and the tools (`tools`: Workbox's version, the lockfile, which
 * pins the esbuild and terser {@link bundleWorkbox} runs, and how it runs them).
 */
export function workboxCacheKey(options: GenerateSWOptions, tools: string): string {
  const { globDirectory: _where, swDest: _dest, ...what } = options;
  const source = JSON.stringify(what, (_key, value: unknown) =>
    typeof value === 'function' ? `function:${value.toString()}` : value instanceof RegExp ? `regexp:${String(value)}` : value,
  );
  return createHash('sha256').update(tools).update('\n').update(source).digest('hex').slice(0, 24);
}

/** {@link workboxCacheKey}'s `tools` for the project's installed Workbox and {@link WORKBOX_BUNDLE}. */
function installedWorkbox(): string {
  // From the project's folder, as the cache folder: Astro builds from there.
  const { version } = JSON.parse(fs.readFileSync(path.resolve('node_modules/workbox-build/package.json'), 'utf8')) as { version: string };
  const lockfile = path.resolve('package-lock.json');
  const locked = fs.existsSync(lockfile) ? createHash('sha256').update(fs.readFileSync(lockfile)).digest('hex') : 'no lockfile';
  return `workbox-build@${version} ${locked} ${JSON.stringify(WORKBOX_BUNDLE, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value))}`;
}

/** The file in `cacheDir` that keeps Workbox's worker for `options` (see {@link workboxWorker}). */
export function workboxCacheFile(options: GenerateSWOptions, cacheDir: string): string {
  return path.join(cacheDir, `${workboxCacheKey(options, installedWorkbox())}.json`);
}

/** A worker kept by {@link workboxWorker}, or undefined when there is none or it is unreadable. */
function keptWorker(file: string): string | undefined {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { code?: unknown };
    if (typeof kept.code === 'string' && kept.code !== '') return kept.code;
  } catch {
    // Missing or damaged: bundled again, and replaced.
  }
  return undefined;
}

/**
 * Workbox's worker for `options` ({@link bundleWorkbox}), or an earlier build's. With no precache
 * list (`globPatterns: []`) Workbox's code does not depend on the site, only on
 * {@link workboxCacheKey}: the same bytes every time (the tests build a site about twenty times;
 * an author rebuilds often), for about a second of CPU each.
 */
async function workboxWorker(options: GenerateSWOptions, cacheDir: string): Promise<{ code: string; cached: boolean }> {
  const cacheFile = workboxCacheFile(options, cacheDir);
  const kept = keptWorker(cacheFile);
  if (kept) return { code: kept, cached: true };
  const code = await bundleWorkbox(options);
  // Whole or not at all: written aside, then renamed (a build killed meanwhile leaves no half file).
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify({ code }));
  fs.renameSync(partial, cacheFile);
  return { code, cached: false };
}

/**
 * Writes `sw.js` into the built site in `outDir`, once every other file is written:
 * {@link lowDataPrelude}, {@link shellPrelude}, then Workbox's worker for {@link serviceWorkerOptions}
 * ({@link workboxWorker}: kept in `cacheDir` between builds).
 * @throws Error when a page of the offline shell is missing ({@link offlineShell}) or Workbox's code cannot be bundled.
 */
export async function writeServiceWorker(outDir: string, { cacheDir = WORKBOX_CACHE_DIR } = {}): Promise<ServiceWorkerWritten> {
  const files = siteFiles(outDir);
  const present = new Set(files);
  const read = (file: string) => (present.has(file) ? fs.readFileSync(path.join(outDir, file), 'utf8') : undefined);
  const hash = (shellFiles: readonly string[]) => {
    const digest = createHash('sha256');
    for (const file of shellFiles) digest.update(file).update(fs.readFileSync(path.join(outDir, file)));
    return digest.digest('hex').slice(0, 12);
  };
  const shell = offlineShell(files, read, hash);
  const { code, cached } = await workboxWorker(serviceWorkerOptions(outDir), cacheDir);
  // With Save-Data the worker keeps nothing at install: its listener must come before the shell's.
  fs.writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), lowDataPrelude() + shellPrelude(shell) + code);
  const bytesOf = (url: string) =>
    fs.statSync(path.join(outDir, url === '/' ? 'index.html' : url.startsWith('/_astro/') ? url.slice(1) : pageFile(url))).size;
  const shellBytes = Math.max(...Object.values(shell.files).map((urls) => urls.reduce((sum, url) => sum + bytesOf(url), 0)));
  return {
    shell,
    shellBytes,
    workboxCached: cached,
  };
}
