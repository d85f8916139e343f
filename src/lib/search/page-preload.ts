import { PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL, SEARCH_LEXICON_URL } from '../offline.ts';

/**
 * What a search page asks the browser to fetch as it loads, beside the results island's own
 * code (src/lib/island-preload.ts), instead of after it: the synonyms, which the island fetches
 * as it hydrates, and, when the address holds a query, Pagefind's script and entry, which the
 * first search waits for. A script rather than links in the HTML: without JavaScript nothing
 * is needed, and a search page without a query loads no part of the index (the reader may
 * never search). A query is there when `q` holds more than spaces and control characters, as
 * normaliseQuery (urls.ts) reads it. The island's `fetch()`es and `import()` then take these
 * responses: same URLs, same request mode.
 *
 * Runs as the page is parsed; must stay a classic, self-contained script (it is hashed as is).
 */
export const SEARCH_PRELOAD_SCRIPT = `(function(d){function l(r,h,f){var e=d.createElement('link');e.rel=r;e.href=h;if(f){e.as='fetch';e.crossOrigin='anonymous'}d.head.appendChild(e)}l('preload',${JSON.stringify(SEARCH_LEXICON_URL)},1);if(/[^\\s\\x00-\\x1f\\x7f]/.test(new URLSearchParams(location.search).get('q')||'')){l('modulepreload',${JSON.stringify(PAGEFIND_SCRIPT_URL)});l('preload',${JSON.stringify(SEARCH_ENTRY_URL)},1)}})(document)`;
