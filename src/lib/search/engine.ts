/**
 * Where Pagefind runs a language's searches: in its Web Worker, or on the page. The worker keeps
 * the page free while Pagefind starts (its WebAssembly, decompressing the index) and searches a
 * small index; but it copies every result to the page and, as each copy is collected, posts a
 * message back to free it. A large index answers a long query with tens of thousands of results,
 * and that traffic delayed the worker's next searches by seconds.
 *
 * Measured (Chromium, two shared cores, every distinct query of both query sets, median of three
 * runs each): with about 45 articles a language (the sample), the median query took 46 ms in the
 * worker and 22 ms on the page, the slowest 231 and 88 ms; with 300–380 (the generator's 1,000),
 * 60 and 28 ms, the slowest 1.4 s and 117 ms. At 10,000 articles the 28 searches of "roz kitna
 * namak khana thik hai" took 0.3–4 s through the worker and 0.1–0.2 s on the page. But with the
 * sample, Lighthouse's `/search?q=sugar` (a first search as the page loads) scored 74–77 with the
 * worker (total blocking time 0.8–1.0 s) and 60 on the page (1.6 s). The threshold lies between
 * the two measured sizes: past it, waiting seconds for a query costs readers more.
 */

/** From this many articles in a language's index, its searches run on the page. */
export const PAGE_SEARCH_FROM = 200;

/**
 * Whether to search an index of `articles` articles on the page rather than in Pagefind's worker
 * (0 when the size is unknown: the worker).
 * @example searchesOnPage(45) // => false
 * @example searchesOnPage(377) // => true
 */
export function searchesOnPage(articles: number): boolean {
  return articles >= PAGE_SEARCH_FROM;
}
