import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll } from 'vitest';
// One place for Debian's Chromium path and its offline, sandbox-friendly flags.
import { CHROMIUM_PATH, launchPlaywright } from '../../scripts/lib/bench/chromium.ts';

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

type ServedSite = Awaited<ReturnType<typeof serveSite>>;

/**
 * For a `describe`: starts Chromium and serves `distDir` before its tests and stops both after.
 * Read `browser` and `site` inside the tests (they exist once `beforeAll` has run); contexts
 * opened with `newContext` are closed after the tests too.
 */
export function useChromiumWithSite(distDir: string): {
  readonly browser: Browser;
  readonly site: ServedSite;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  let site: ServedSite | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveSite(distDir)]);
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
      const context = await chromium.browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
  return chromium;
}

/**
 * Serves a built site the way a plain static host does: `/post/x` answers with
 * `post/x.html`, unknown paths get `404.html` with status 404.
 */
export async function serveSite(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  // `dev: true` reads each file when it is asked for: a deploy test rewrites files while the
  // server runs, and sirv's production mode would keep answering with the old sizes.
  const assets = sirv(distDir, { extensions: ['html'], dev: true, etag: false });
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fs.readFileSync(`${distDir}/404.html`));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
