/**
 * A first visit to a page in Chromium, cache empty, as a phone-sized reader: what arrives
 * by the `load` event, and everything transferred until the network is idle — which includes
 * the offline service worker and what it precaches in the background after the load (the
 * `firstVisitBytes` target in targets.ts).
 */
import type { Browser } from 'playwright-core';
import type { StaticServer } from '../static-server.ts';
import { trackNetwork, type TransferRecord } from './search.ts';

export interface VisitMeasure {
  path: string;
  /** Bytes transferred by the `load` event. */
  loadBytes: number;
  /** Bytes transferred until the network was idle for 2 s (service-worker precache included). */
  totalBytes: number;
  requests: number;
  /** Of `totalBytes`: JavaScript, and WebAssembly (Pagefind). */
  jsBytes: number;
  wasmBytes: number;
}

/** Splits transfers by kind: JavaScript by content type (else by name), Pagefind's WebAssembly by name. */
export function byKind(records: (TransferRecord & { type?: string })[]): { js: number; wasm: number; total: number } {
  let js = 0;
  let wasm = 0;
  let total = 0;
  for (const record of records) {
    total += record.bytes;
    const pathname = new URL(record.url, 'http://x').pathname;
    if (/javascript/.test(record.type ?? '') || (record.type === undefined && /\.m?js$/.test(pathname))) js += record.bytes;
    else if (/\.pagefind$|\.wasm$/.test(pathname)) wasm += record.bytes;
  }
  return { js, wasm, total };
}

/**
 * Counts what the server sent (status lines, headers and bodies): the browser's network events
 * also report answers taken from its HTTP cache (the worker storing what the page has just
 * loaded), which cost a reader nothing. The browser's events say when the network is idle.
 */
export async function measureFirstVisit(browser: Browser, server: StaticServer, path: string): Promise<VisitMeasure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const network = trackNetwork(context);
    const page = await context.newPage();
    const start = server.transfers().length;
    const sent = () => server.transfers().slice(start).map((transfer) => ({ url: transfer.path, bytes: transfer.bytes }));
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    const atLoad = byKind(sent());
    await network.quiet(2000);
    const records = sent();
    const all = byKind(records);
    return { path, loadBytes: atLoad.total, totalBytes: all.total, requests: records.length, jsBytes: all.js, wasmBytes: all.wasm };
  } finally {
    await context.close();
  }
}

/**
 * The modules a module's code imports statically, as paths resolved against its own URL path
 * (a bundle's `from"./react.js"` and `import"./x.js"`).
 * @example moduleImports('import{a}from"./react.js";import"./b.js";', '/_astro/menu.js') // => ['/_astro/react.js', '/_astro/b.js']
 */
export function moduleImports(code: string, modulePath: string): string[] {
  const found = Array.from(code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g), ([, specifier]) => specifier!);
  return [...new Set(found.map((specifier) => new URL(specifier, `http://x${modulePath}`).pathname))];
}

/**
 * Asks the server once for some modules and everything they import, as a browser asking for
 * Brotli would: the bench's server compresses a file on its first request (at Brotli's best, a
 * third of a second for React), where a CDN serves files compressed ahead. The tap is then timed
 * as a reader meets it; what it transfers is still counted.
 */
async function warmModules(server: StaticServer, paths: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  const queue = [...paths];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
    if (response.ok) queue.push(...moduleImports(await response.text(), path));
  }
}

/** The first tap on the menu of a page, on a phone, with an empty cache. */
export interface MenuTapMeasure {
  path: string;
  runs: number;
  /** Median time from the tap (its pointerdown) until the island has hydrated (`data-hydrated`), in ms. */
  hydratedMs: number;
  /** The slowest run, in ms. */
  worstMs: number;
  /** Whether the tap that hydrated the menu also opened it, in every run. */
  opened: boolean;
  /** Scripts of the menu's island requested before the tap, in any run (there should be none). */
  islandScriptsBeforeTap: string[];
  /** What the tap downloaded (the island's code), as the server counted it, in the last run. */
  tapBytes: number;
}

/**
 * Taps "Menu" on a phone-sized page, `runs` times, each in an empty browser (service workers
 * blocked, so the island's code comes over the network, compressed ahead as a CDN would serve
 * it: see warmModules): how long until the island has
 * hydrated, timed in the page from the tap's pointerdown, whether the tap opened the menu, and
 * whether any of the island's code was requested before it.
 */
export async function measureMenuTap(browser: Browser, server: StaticServer, path: string, runs = 3): Promise<MenuTapMeasure> {
  const times: number[] = [];
  let opened = true;
  let tapBytes = 0;
  const early = new Set<string>();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    try {
      const network = trackNetwork(context);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await network.quiet(500);
      const islandCode = await page
        .locator('astro-island[client="interaction"]')
        .first()
        .evaluate((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')]);
      for (const url of requested) if (islandCode.includes(url)) early.add(url);
      if (run === 0) await warmModules(server, islandCode.filter((url): url is string => url !== null));
      await page.evaluate(() => {
        const nav = document.querySelector('nav.main-menu')!;
        (window as unknown as { tapToHydrated: Promise<number> }).tapToHydrated = new Promise((resolve) => {
          let tappedAt = 0;
          document.addEventListener('pointerdown', () => (tappedAt = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (!nav.hasAttribute('data-hydrated')) return;
            observer.disconnect();
            resolve(performance.now() - tappedAt);
          });
          observer.observe(nav, { attributes: true, attributeFilter: ['data-hydrated'] });
        });
      });
      const start = server.transfers().length;
      await page.locator('nav.main-menu summary.menu-button').click();
      times.push(await page.evaluate(() => (window as unknown as { tapToHydrated: Promise<number> }).tapToHydrated));
      opened &&= await page.locator('nav.main-menu details.menu-toggle').evaluate((details) => (details as HTMLDetailsElement).open);
      await network.quiet(500);
      tapBytes = server
        .transfers()
        .slice(start)
        .reduce((sum, transfer) => sum + transfer.bytes, 0);
    } finally {
      await context.close();
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    path,
    runs,
    hydratedMs: sorted[Math.floor(sorted.length / 2)]!,
    worstMs: sorted.at(-1)!,
    opened,
    islandScriptsBeforeTap: [...early].sort(),
    tapBytes,
  };
}
