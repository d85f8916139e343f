import fs from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

export const launchBrowser: () => Promise<Browser> = launchPlaywright;

/**
 * For a `describe`: starts Chromium and serves `distDir` like a plain static host (`serveDist`:
 * files read per request, `404.html` for unknown paths) before its tests, and stops both after.
 * Read `browser` and `site` inside the tests (they exist once `beforeAll` has run); contexts
 * opened with `newContext` block service workers unless asked (`serviceWorkers: 'allow'`), and
 * are closed after the tests too.
 */
export function useChromiumWithSite(distDir: string): {
  readonly browser: Browser;
  readonly site: StaticServer;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  let site: StaticServer | undefined;
  const contexts: BrowserContext[] = [];
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
  };
  return chromium;
}
