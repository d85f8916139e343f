import { OFFLINE_CACHES, SEARCH_OFFLINE_SUMMARY_URL } from '../lib/offline.ts';

/**
 * Fetches each URL and keeps it in the cache of saved files (never expired; the service
 * worker answers from it without a connection), a few at a time, so that a whole search index
 * neither floods a slow connection nor waits on one file at a time. Fails if any URL does not
 * answer 200-299 (the reader is told, and can try again: what was stored stays).
 */
export async function saveForOffline(
  urls: readonly string[],
  onProgress?: (done: number, total: number) => void,
  parallel = 6,
): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHES.saved);
  const queue = [...new Set(urls)];
  const total = queue.length;
  let done = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      // A redirected response cannot answer a page load: store it as a plain one.
      await cache.put(url, response.redirected ? new Response(await response.blob(), response) : response);
      onProgress?.(++done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, total) }, worker));
}

/** Whether the whole search index has been saved ("Save search for offline use" completed). */
export async function isSearchSavedOffline(): Promise<boolean> {
  if (!('caches' in window)) return false;
  return Boolean(await (await caches.open(OFFLINE_CACHES.saved)).match(SEARCH_OFFLINE_SUMMARY_URL));
}
