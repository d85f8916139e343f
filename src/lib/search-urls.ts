import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import { localizedUrl } from './urls.ts';

/**
 * Site search on Pagefind. Pagefind keeps one index per `<html lang>`; the search page
 * searches one language by default and can search all three, merging their results.
 *
 * URLs (all static, no server):
 * - `/search/{text}` is the legacy route (the header box still goes there). A CDN with
 *   rewrites serves `search.html` for it (`public/_redirects`); a plain static host answers
 *   with `404.html`, which shows the results in place.
 * - `/search?q={text}` is the same search as a plain GET form (no JavaScript needed to get
 *   there); `/hi/search` and `/mr/search` are the Hindi and Marathi pages.
 * - `?lang=hi|mr|en|all` picks the language(s) searched; without it, the page's language,
 *   except that a Devanagari query on the English page (`/search/मधुमेह`, the legacy links)
 *   searches every language: Hindi and Marathi articles are found, whichever it is.
 * - The header box on a Hindi or Marathi page goes to that language's search page
 *   (`/hi/search?q={text}`), so that its readers get the whole page in their language; on
 *   English pages it keeps the legacy `/search/{text}`.
 */

/** Which index(es) a search reads: one language, or all of them. */
export type SearchScope = Locale | 'all';

/** The legacy route prefix; the text after it is the query. */
export const LEGACY_SEARCH_PREFIX = '/search/';

/** Longer queries are cut: nobody types more, and Pagefind gains nothing from it. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Decodes percent-encoding without ever throwing: each validly encoded character is
 * decoded, a malformed sequence (`%E0%A4`, `%zz`, a lone `%`) is kept as typed.
 * @example safeDecode('salt%20%E0%A4%A8%E0%A4%AE%E0%A4%95') // => 'salt नमक'
 * @example safeDecode('100%') // => '100%'
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // One character at a time: a lead byte and its UTF-8 continuation bytes.
    return text.replace(/%[0-9a-f]{2}(?:%[89ab][0-9a-f])*/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * What a reader typed, tidied: trimmed, inner whitespace collapsed, control characters
 * dropped, at most {@link MAX_QUERY_LENGTH} characters.
 * @example normaliseQuery('  vitamin \n D ') // => 'vitamin D'
 */
export function normaliseQuery(text: string): string {
  const clean = text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** The query and scope a search page was opened with. */
export interface SearchRequest {
  query: string;
  scope: SearchScope;
}

/** Reads a `lang` parameter; anything else than a site language or `all` is ignored. */
export function parseScope(value: string | null | undefined, fallback: SearchScope): SearchScope {
  return value === 'all' || isLocale(value) ? value : fallback;
}

/**
 * The search asked for by a URL: `?q=` wins, else the text after `/search/`; `?lang=`
 * picks the scope, else the language of the page. Never throws, whatever the URL.
 * @example parseSearchLocation('/search/vitamin%20d', '', 'en') // => { query: 'vitamin d', scope: 'en' }
 * @example parseSearchLocation('/hi/search', '?q=%E0%A4%A8%E0%A4%AE%E0%A4%95', 'hi') // => { query: 'नमक', scope: 'hi' }
 */
export function parseSearchLocation(pathname: string, search: string, pageLang: Locale): SearchRequest {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  const query = normaliseQuery(q !== null && q.trim() !== '' ? q : (queryFromPath(pathname) ?? ''));
  const asked = params.get('lang');
  const scope = parseScope(asked, defaultScope(query, pageLang));
  return { query, scope };
}

/**
 * The scope of a search that names none: the page's language, but every language for a
 * Devanagari query on the English page (it is Hindi or Marathi, and the reader did not say which).
 * @example defaultScope('मधुमेह', 'en') // => 'all'
 * @example defaultScope('मधुमेह', 'mr') // => 'mr'
 * @example defaultScope('sugar', 'en') // => 'en'
 */
export function defaultScope(query: string, pageLang: Locale): SearchScope {
  return pageLang === DEFAULT_LOCALE && /[\u0900-\u097f]/.test(query) ? 'all' : pageLang;
}

/**
 * Where a Latin query that found little in English is looked for next: the Hindi and Marathi
 * indexes, which hold the romanised forms of their articles' titles and tags ("madhumeh",
 * "raktadab"). Only after an English-only search: a reader who chose Hindi or Marathi keeps it.
 * @example fallbackLanguages('madhumeh', ['en']) // => ['hi', 'mr']
 * @example fallbackLanguages('madhumeh', ['hi']) // => []
 * @example fallbackLanguages('मधुमेह', ['en']) // => []
 */
export function fallbackLanguages(query: string, searched: readonly Locale[]): Locale[] {
  if (!/[a-z]/i.test(query) || /[^\u0000-\u024f\s]/.test(query)) return [];
  if (searched.some((code) => code !== DEFAULT_LOCALE)) return [];
  return LOCALES.filter((code) => code !== DEFAULT_LOCALE);
}

/**
 * The text of a legacy `/search/{text}` path, decoded; `null` for any other path.
 * @example queryFromPath('/search/sugar') // => 'sugar'
 * @example queryFromPath('/post/sugar') // => null
 */
export function queryFromPath(pathname: string): string | null {
  if (!pathname.startsWith(LEGACY_SEARCH_PREFIX)) return null;
  // Some hosts add a trailing slash; it is never part of what was typed.
  return safeDecode(pathname.slice(LEGACY_SEARCH_PREFIX.length).replace(/\/+$/, ''));
}

/**
 * The search page of a language (the target of the no-JavaScript form).
 * @example searchPageUrl('en') // => '/search'
 * @example searchPageUrl('hi') // => '/hi/search'
 */
export function searchPageUrl(lang: Locale): string {
  return localizedUrl('/search', lang);
}

/** Whether a path is one the search page answers (used by the 404 fallback). */
export function isSearchPath(pathname: string): boolean {
  return pathname === '/search' || pathname.startsWith(LEGACY_SEARCH_PREFIX);
}

/**
 * Where the header search box sends a reader: on English pages the legacy `/search/{text}`,
 * on Hindi and Marathi pages their own search page (`/hi/search?q={text}`), which speaks their
 * language. A query the URL parser would swallow as `.` or `..` goes as `?q=` instead; an
 * empty one to the search page itself.
 * @example searchUrl('vitamin d') // => '/search/vitamin%20d'
 * @example searchUrl('नमक', 'hi') // => '/hi/search?q=%E0%A4%A8%E0%A4%AE%E0%A4%95'
 */
export function searchUrl(text: string, lang: Locale = DEFAULT_LOCALE): string {
  const query = normaliseQuery(text);
  const page = searchPageUrl(lang);
  if (query === '') return page;
  // URLs treat `.`, `..`, `%2e%2e` as path steps: `/search/..` would be the home page.
  if (lang !== DEFAULT_LOCALE || /^\.+$/.test(query)) return `${page}?q=${encodeURIComponent(query)}`;
  return `${LEGACY_SEARCH_PREFIX}${encodeURIComponent(query)}`;
}

/**
 * The URL of a search made on a search page (`/search`, `/hi/search`): `?q=` and `?lang=`,
 * which every host serves. The scope is left out when it is the page's own language.
 * @example pageSearchUrl('/hi/search', 'नमक', 'all', 'hi') // => '/hi/search?q=%E0%A4%A8%E0%A4%AE%E0%A4%95&lang=all'
 */
export function pageSearchUrl(pagePathname: string, query: string, scope: SearchScope, pageLang: Locale): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (scope !== pageLang) params.set('lang', scope);
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `${pagePathname}?${search}` : pagePathname;
}

/**
 * The languages a scope searches, the reader's own first (it wins ties when merging).
 * @example scopeLanguages('all', 'mr') // => ['mr', 'en', 'hi']
 */
export function scopeLanguages(scope: SearchScope, pageLang: Locale): Locale[] {
  if (scope !== 'all') return [scope];
  return [pageLang, ...LOCALES.filter((code) => code !== pageLang)];
}
