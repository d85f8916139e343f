import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
// One place for Debian's Chromium path and its offline, sandbox-friendly flags.
import { CHROMIUM_PATH, launchPlaywright } from '../../scripts/lib/bench/chromium.ts';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';

export { CHROMIUM_PATH };

/**
 * Whether browser tests can run. Outside CI they skip (with how to install Chromium);
 * under CI=true a missing browser is a failure, never a silent skip.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const help = `Browser tests need Debian's Chromium: sudo apt-get install chromium fonts-lohit-deva fonts-lohit-deva-marathi`;
  if (process.env.CI === 'true') throw new Error(`${CHROMIUM_PATH} is missing. ${help}`);
  console.warn(`Skipping browser tests. ${help}`);
  return false;
}

/** The browsers the tests of this worker have running (see {@link closeContextsOpenedSince}). */
const running = new Set<Browser>();

/**
 * Chromium for a test file; close it in `afterAll`. A connection to the run's Chromium, started
 * by the global setup (tests/helpers/global-setup.ts): closing it closes the contexts the file
 * opened and leaves the browser to the next file. Chromium of its own when there is none.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await launchPlaywright();
  running.add(browser);
  browser.on('disconnected', () => running.delete(browser));
  return browser;
}

/** Contexts kept for a file's tests whenever they were opened (shared pages): the file closes them. */
const kept = new WeakSet<BrowserContext>();

/** Keeps a context a test opened for the file's later tests (useChromiumWithSite closes it after them). */
function keepOpen(context: BrowserContext): BrowserContext {
  kept.add(context);
  return context;
}

/** The contexts open now, in every running browser. */
export function openContexts(): Set<BrowserContext> {
  return new Set([...running].flatMap((browser) => browser.contexts()));
}

/**
 * Closes the contexts opened since `before` (a test's own), leaving those a file shares across
 * its tests. Run after each browser test (tests/helpers/close-contexts.ts): every page left open
 * keeps a renderer running its scripts and timers, and on two cores the pages left open by
 * earlier tests slowed every later one (the phone-layout file took 87 s instead of 67 s).
 */
export async function closeContextsOpenedSince(before: ReadonlySet<BrowserContext>): Promise<void> {
  await Promise.all([...openContexts()].filter((context) => !before.has(context) && !kept.has(context)).map((context) => context.close()));
}

/**
 * For a `describe`: starts Chromium and serves `distDir` like a plain static host (`serveDist`:
 * files read per request, `404.html` for unknown paths) before its tests, and stops both after.
 * Read `browser` and `site` inside the tests (they exist once `beforeAll` has run); contexts
 * opened with `newContext` block service workers unless asked (`serviceWorkers: 'allow'`); those a
 * test opens close when it ends, those opened before the tests after them.
 */
export function useChromiumWithSite(distDir: string): {
  readonly browser: Browser;
  readonly site: StaticServer;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  sharedPage: (options?: BrowserContextOptions) => Promise<Page>;
} {
  let browser: Browser | undefined;
  let site: StaticServer | undefined;
  const contexts: BrowserContext[] = [];
  const sharedPages = new Map<string, Promise<Page>>();
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveDist(distDir)]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await Promise.all([browser?.close(), site?.close()]);
  });
  const chromium = {
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet: use it inside a test.');
      return browser;
    },
    get site() {
      if (!site) throw new Error('The site is not served yet: use it inside a test.');
      return site;
    },
    async newContext(options?: BrowserContextOptions) {
      // No service worker unless a test asks for one (the offline tests): each would install and
      // precache the offline shell in the background of every visit, slowing all the others.
      const context = await chromium.browser.newContext({ serviceWorkers: 'block', ...options });
      contexts.push(context);
      return context;
    },
    /**
     * A page for the tests that open pages and read them, shared by every test asking with the
     * same options (and closed after them), with the previous test's listeners removed. On two
     * cores a new context per visit cost three times the CPU of a navigation (2.0 against 0.7
     * CPU-seconds). Its context keeps storage and HTTP cache from earlier tests: a test that
     * depends on either (a theme choice, what a first visit downloads), or changes the page's
     * emulation other than its size (print media, init scripts, routes), opens its own context.
     */
    async sharedPage(options: BrowserContextOptions = {}) {
      const key = JSON.stringify(options);
      let opening = sharedPages.get(key);
      if (!opening) {
        opening = chromium.newContext(options).then((context) => keepOpen(context).newPage());
        sharedPages.set(key, opening);
      }
      const page = await opening;
      page.removeAllListeners();
      // A test may have resized it (the header's labels at two widths).
      if (options.viewport) await page.setViewportSize(options.viewport);
      return page;
    },
  };
  return chromium;
}
