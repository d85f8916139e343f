import type { Locale } from '../../i18n/locales.ts';
import { pagePath } from '../urls.ts';
import { articleText, excerpt, type ExcerptQuery, type ExcerptSegment } from './snippet.ts';

/**
 * Search results as readers see them: a safe, public link, the title, and an excerpt of the
 * article's own words.
 */

export type { ExcerptSegment };

/** Results whose data (title, excerpt) are loaded and shown at a time, as in Pagefind's own UI. */
export const RESULTS_PAGE_SIZE = 5;

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

/** The fields of an article Pagefind's `data()` gives (see `data-pagefind-meta` in ArticlePage.astro). */
export interface PagefindResultData {
  url: string;
  /** The indexed text: the article's own, then the index-only words. */
  content: string;
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
 * result without a usable link. The excerpt is cut from the article's own text.
 * @example toSearchHit({ url: '/post/salt.html', content: 'Salt. Eat less salt. xqindexonly xsynbbbb', meta: { title: 'Salt' } }, 'en', { highlight: ['salt'], keys: [] })?.excerpt // => [{ text: 'Eat less ', mark: false }, { text: 'salt', mark: true }, { text: '.', mark: false }]
 */
export function toSearchHit(data: PagefindResultData, lang: Locale, query: ExcerptQuery): SearchHit | null {
  const path = resultPath(data.url);
  if (!path) return null;
  const meta = data.meta ?? {};
  const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  const title = text(meta.title) ?? path;
  return {
    path,
    title,
    excerpt: excerpt(articleText(data.content ?? '', title), query),
    category: text(meta.category),
    date: text(meta.date),
    dateIso: text(meta.date_iso),
    lang,
  };
}
