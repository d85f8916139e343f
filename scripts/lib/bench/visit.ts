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
