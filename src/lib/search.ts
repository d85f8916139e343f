import { isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import { pagePath } from './urls.ts';

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
 * - `?lang=hi|mr|en|all` picks the language(s) searched; without it, the page's language.
 *   The header box on a Hindi or Marathi page adds its language (`/search/{text}?lang=hi`),
 *   so its readers get articles in their language while the legacy `/search/{text}` stays
 *   the one entry point. The page around the results stays English there; its language
 *   options are named in their own scripts, and `/hi/search`, `/mr/search` are fully
 *   translated.
 */

/** Which index(es) a search reads: one language, or all of them. */
export type SearchScope = Locale | 'all';

/** The legacy route prefix; the text after it is the query. */
export const LEGACY_SEARCH_PREFIX = '/search/';

/** Longer queries are cut: nobody types more, and Pagefind gains nothing from it. */
export const MAX_QUERY_LENGTH = 200;

/** Results whose data (title, excerpt) are loaded and shown at a time, as in Pagefind's own UI. */
export const RESULTS_PAGE_SIZE = 5;

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
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** The query and scope a search page was opened with. */
export interface SearchRequest {
  query: string;
  scope: SearchScope;
}

/** Reads a `lang` parameter; anything else than a site language or `all` is ignored. */
export function parseScope(value: string | null | undefined, fallback: Locale): SearchScope {
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
  const scope = parseScope(params.get('lang'), pageLang);
  const q = params.get('q');
  if (q !== null && q.trim() !== '') return { query: normaliseQuery(q), scope };
  return { query: normaliseQuery(queryFromPath(pathname) ?? ''), scope };
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
  return lang === 'en' ? '/search' : `/${lang}/search`;
}

/** Whether a path is one the search page answers (used by the 404 fallback). */
export function isSearchPath(pathname: string): boolean {
  return pathname === '/search' || pathname.startsWith(LEGACY_SEARCH_PREFIX);
}

/**
 * Where the header search box sends a reader: the legacy `/search/{text}`, with the
 * page's language when it is not English. A query the URL parser would swallow as `.`
 * or `..` goes as `?q=` instead; an empty one to the search page itself.
 * @example searchUrl('vitamin d') // => '/search/vitamin%20d'
 * @example searchUrl('नमक', 'hi') // => '/search/%E0%A4%A8%E0%A4%AE%E0%A4%95?lang=hi'
 */
export function searchUrl(text: string, lang: Locale = 'en'): string {
  const query = normaliseQuery(text);
  const langParam = lang === 'en' ? '' : `lang=${lang}`;
  if (query === '') return `/search${langParam ? `?${langParam}` : ''}`;
  // URLs treat `.`, `..`, `%2e%2e` as path steps: `/search/..` would be the home page.
  if (/^\.+$/.test(query)) return `/search?q=${encodeURIComponent(query)}${langParam ? `&${langParam}` : ''}`;
  return `${LEGACY_SEARCH_PREFIX}${encodeURIComponent(query)}${langParam ? `?${langParam}` : ''}`;
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

/** One match as Pagefind's `search()` returns it, tagged with its index's language. */
export interface RankedMatch<T = unknown> {
  lang: Locale;
  score: number;
  /** Pagefind's result object (its `data()` loads the title and excerpt). */
  result: T;
}

/**
 * Interleaves the result lists of several languages into one, best score first. Lists are
 * given reader's language first; equal scores keep that order, then each list's own order.
 * @example mergeByScore([[{ lang: 'en', score: 1, result: 'a' }], [{ lang: 'hi', score: 2, result: 'b' }]]).map((m) => m.result) // => ['b', 'a']
 */
export function mergeByScore<T>(lists: readonly (readonly RankedMatch<T>[])[]): RankedMatch<T>[] {
  const tagged = lists.flatMap((list, listIndex) => list.map((match, index) => ({ match, listIndex, index })));
  tagged.sort((a, b) => b.match.score - a.match.score || a.listIndex - b.listIndex || a.index - b.index);
  return tagged.map(({ match }) => match);
}

/** A piece of an excerpt: plain text, or a term Pagefind highlighted. */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the HTML character references Pagefind's excerpts may hold (it escapes `<` and
 * `>` in page text before adding `<mark>`). Unknown or invalid references stay as written.
 * @example decodeEntities('a &lt;b&gt; &amp; &#x928;') // => 'a <b> & न'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a Pagefind excerpt into text and highlighted segments, so that it can be rendered
 * as text nodes and `<mark>` elements: no HTML from the index is ever inserted as markup.
 * Only `<mark>`/`</mark>` are read as tags; anything else is text.
 * @example parseExcerpt('eat less <mark>salt</mark> &amp; sugar') // => [{ text: 'eat less ', mark: false }, { text: 'salt', mark: true }, { text: ' & sugar', mark: false }]
 */
export function parseExcerpt(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (raw: string, mark: boolean) => {
    if (raw === '') return;
    const text = decodeEntities(raw);
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  };
  let mark = false;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') mark = true;
    else if (tag === '</mark>') mark = false;
    else push(part, mark);
  }
  return segments;
}

/**
 * The public path of a result: Pagefind records the built file (`/post/x.html`), readers
 * and shares use `/post/x`. Anything but a same-site absolute path is refused (`null`).
 * @example resultPath('/post/salt-basics.html') // => '/post/salt-basics'
 * @example resultPath('javascript:alert(1)') // => null
 */
export function resultPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  const [path = '/', hash] = url.split('#', 2);
  const clean = pagePath(path.split('?', 1)[0] ?? '/');
  return hash ? `${clean}#${hash}` : clean;
}

/** The fields Pagefind's `data()` gives us (see `data-pagefind-meta` in ArticlePage.astro). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/** A result ready to show. */
export interface SearchHit {
  path: string;
  title: string;
  excerpt: ExcerptSegment[];
  category: string | null;
  /** Display date in the article's language, as on the article page. */
  date: string | null;
  /** Machine-readable date for `<time datetime>`. */
  dateIso: string | null;
  lang: Locale;
}

/**
 * Turns Pagefind's data for one result into what the results list shows; `null` for a
 * result without a usable link.
 */
export function toSearchHit(data: PagefindResultData, lang: Locale): SearchHit | null {
  const path = resultPath(data.url);
  if (!path) return null;
  const meta = data.meta ?? {};
  const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    path,
    title: text(meta.title) ?? path,
    excerpt: parseExcerpt(data.excerpt ?? ''),
    category: text(meta.category),
    date: text(meta.date),
    dateIso: text(meta.date_iso),
    lang,
  };
}

/**
 * Fills `{name}` placeholders of a translated string (the island gets raw strings as props).
 * The result is only ever rendered as text.
 * @example fill('{count} results for “{query}”', { count: 2, query: 'salt' }) // => '2 results for “salt”'
 */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
