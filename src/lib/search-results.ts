import type { Locale } from '../i18n/locales.ts';
import { GROUP_TOKEN, MARKED_GROUP_TOKEN, wholeWordsPattern } from './search-text.ts';
import { pagePath } from './urls.ts';

/**
 * Search results as readers see them: Pagefind's matches from several language indexes merged
 * by score, excerpts split into text and highlights, and result paths made safe and public.
 */

/** Results whose data (title, excerpt) are loaded and shown at a time, as in Pagefind's own UI. */
export const RESULTS_PAGE_SIZE = 5;

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

/** A match found by one of several searches for one query (see search-text.ts#searchVariants). */
export interface TieredMatch<T = unknown> extends RankedMatch<T> {
  /** The page's id in its language's index: the same page found twice is listed once. */
  id: string;
  /** 0: found by what the reader meant (synonyms, corrections); 1: only as typed. */
  tier: number;
}

/**
 * Merges the matches of several searches (variants of one query, in several languages) into
 * one list: each page once, with its best tier and score; lower tier first, then score, then
 * the order given (reader's language first).
 * @example mergeTiered([{ lang: 'en', id: 'a', tier: 1, score: 9, result: 'a' }, { lang: 'en', id: 'b', tier: 0, score: 1, result: 'b' }]).map((m) => m.result) // => ['b', 'a']
 */
export function mergeTiered<T>(matches: readonly TieredMatch<T>[]): TieredMatch<T>[] {
  const best = new Map<string, { match: TieredMatch<T>; order: number }>();
  matches.forEach((match, order) => {
    const key = `${match.lang}:${match.id}`;
    const seen = best.get(key);
    if (!seen) best.set(key, { match, order });
    else if (match.tier < seen.match.tier || (match.tier === seen.match.tier && match.score > seen.match.score))
      best.set(key, { match, order: seen.order });
  });
  return [...best.values()]
    .sort((a, b) => a.match.tier - b.match.tier || b.match.score - a.match.score || a.order - b.order)
    .map(({ match }) => match);
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
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
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
 * An excerpt without the synonym-group tokens the index holds beside the terms (highlighted
 * or not): the reader sees the article's own words.
 * @example withoutGroupTokens('high <mark>blood</mark> pressure <mark>xsynbbc</mark> xsynbbc and') // => 'high <mark>blood</mark> pressure and'
 */
export function withoutGroupTokens(excerpt: string): string {
  // Pagefind may highlight the punctuation after a word with it ("<mark>xsynbbc.</mark>"): kept, unmarked.
  return excerpt.replace(MARKED_GROUP_TOKEN, '$1').replace(GROUP_TOKEN, '');
}

/**
 * Marks, in the unmarked text of an excerpt, the words a reader's query stood for (the terms
 * of its synonym group: the index matched their token, which is not shown): whole words, any case.
 * @example markTerms([{ text: 'High blood pressure, or hypertension', mark: false }], ['blood pressure', 'hypertension']).filter((s) => s.mark).map((s) => s.text) // => ['blood pressure', 'hypertension']
 */
export function markTerms(segments: readonly ExcerptSegment[], terms: readonly string[]): ExcerptSegment[] {
  const pattern = wholeWordsPattern(terms);
  if (!pattern) return [...segments];
  const out: ExcerptSegment[] = [];
  for (const segment of segments) {
    if (segment.mark) {
      out.push(segment);
      continue;
    }
    let last = 0;
    for (const match of segment.text.matchAll(pattern)) {
      if (match.index > last) out.push({ text: segment.text.slice(last, match.index), mark: false });
      out.push({ text: match[0], mark: true });
      last = match.index + match[0].length;
    }
    if (last < segment.text.length) out.push({ text: segment.text.slice(last), mark: false });
  }
  return out;
}

/**
 * Turns Pagefind's data for one result into what the results list shows; `null` for a
 * result without a usable link. `highlight`: the terms of the query's synonym groups.
 */
export function toSearchHit(data: PagefindResultData, lang: Locale, highlight: readonly string[] = []): SearchHit | null {
  const path = resultPath(data.url);
  if (!path) return null;
  const meta = data.meta ?? {};
  const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    path,
    title: text(meta.title) ?? path,
    excerpt: markTerms(parseExcerpt(withoutGroupTokens(data.excerpt ?? '')), highlight),
    category: text(meta.category),
    date: text(meta.date),
    dateIso: text(meta.date_iso),
    lang,
  };
}
