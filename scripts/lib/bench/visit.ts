/**
 * A first visit to a page in Chromium, cache empty, as a phone-sized reader: what arrives
 * by the `load` event, and everything transferred until the network is idle — which includes
 * what the offline service worker precaches in the background after the load.
 */
import type { Browser } from 'playwright-core';
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

/** Splits transfers by kind: JavaScript by content type, Pagefind's WebAssembly by name. */
export function byKind(records: (TransferRecord & { type: string })[]): { js: number; wasm: number; total: number } {
  let js = 0;
  let wasm = 0;
  let total = 0;
  for (const record of records) {
    total += record.bytes;
    if (/javascript/.test(record.type)) js += record.bytes;
    else if (/\.pagefind$|\.wasm$/.test(new URL(record.url).pathname)) wasm += record.bytes;
  }
  return { js, wasm, total };
}

export async function measureFirstVisit(browser: Browser, baseUrl: string, path: string): Promise<VisitMeasure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const network = trackNetwork(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const atLoad = byKind(await network.records());
    await network.quiet(2000);
    const records = await network.records();
    const all = byKind(records);
    return { path, loadBytes: atLoad.total, totalBytes: all.total, requests: records.length, jsBytes: all.js, wasmBytes: all.wasm };
  } finally {
    await context.close();
  }
}
