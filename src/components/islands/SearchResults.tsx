import { Fragment, useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { isSearchSavedOffline } from '../../client/offline-save.ts';
import { loadHits, pagefindIndex, preloadPagefind, type PagefindResult } from '../../client/pagefind.ts';
import { fetchSearchLexicon, loadSearchLexicon } from '../../client/search-lexicon.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { fillPlaceholders } from '../../lib/placeholders.ts';
import type { RankedArticle } from '../../lib/search/rank.ts';
import { RESULTS_PAGE_SIZE, type SearchHit } from '../../lib/search/results.ts';
import { runSearch } from '../../lib/search/run.ts';
import type { ExcerptQuery } from '../../lib/search/snippet.ts';
import {
  isSearchPath,
  normaliseQuery,
  pageSearchUrl,
  parseSearchLocation,
  searchScope,
  type SearchRequest,
  type SearchScope,
} from '../../lib/search/urls.ts';
import './SearchResults.css';

/** Translated strings the island shows (from `search.*` in src/i18n/ui). */
export interface SearchStrings {
  title: string;
  label: string;
  button: string;
  scope: string;
  scopeAll: string;
  noScript: string;
  empty: string;
  loading: string;
  countOne: string;
  countMany: string;
  none: string;
  error: string;
  more: string;
  category: string;
  /** Shown offline when the index was never saved (nothing could be searched). */
  offline: string;
  didYouMean: string;
}

export interface SearchResultsProps {
  /** Language of the page: its UI strings, and the language searched first by default. */
  lang: Locale;
  /** The search page the form submits to (`/search`, `/hi/search`). */
  action: string;
  strings: SearchStrings;
  /** On the 404 page: only wake up when the path is a search path (`/search/{text}`). */
  fallback?: boolean;
}

// ---- The island ----

/** How the search for a request ended; a request without one is still running. */
interface Outcome {
  request: SearchRequest;
  failed: boolean;
  /** Offline with nothing found: the index was not saved on this device. */
  offline?: boolean;
  /** "Did you mean …" for a query that found nothing, or only common words. */
  suggestion?: string | null;
}

/**
 * The search form and results. On the server (and without JavaScript) it renders the form,
 * which submits `?q=` to the search page, and a short note; once hydrated it reads the query
 * from `/search/{text}` or `?q=`, loads Pagefind and shows the results. Text from the URL or
 * the index is only ever rendered as text; excerpts are split into text and `<mark>`.
 */
export default function SearchResults({ lang, action, strings, fallback = false }: SearchResultsProps) {
  const inputId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [text, setText] = useState('');
  /** `null` until the query has been read from the address (never, on a plain 404). */
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [busy, setBusy] = useState(false);
  const matches = useRef<RankedArticle<PagefindResult>[]>([]);
  /** What excerpts highlight: the words typed, their groups' terms, and words that sound like them. */
  const highlight = useRef<ExcerptQuery>({ highlight: [], keys: [] });
  /** How many of `matches` have had their data loaded (some may have been dropped). */
  const loaded = useRef(0);
  /** {@link loaded} as rendered: whether "Show more" has anything left to show. */
  const [loadedCount, setLoadedCount] = useState(0);
  const searchId = useRef(0);
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const readLocation = useCallback(() => {
    const next = parseSearchLocation(location.pathname, location.search, lang);
    setText(next.query);
    setRequest(next);
  }, [lang]);

  useEffect(() => {
    // The server render has no address to read: the first client render must match it, then switch.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    if (fallback && !isSearchPath(location.pathname)) return;
    // The reader is on a search page: fetch the synonyms now, as the page settles, not when they
    // have typed a query and are waiting for the answer (a failure is retried by the search).
    fetchSearchLexicon().catch(() => undefined);
    readLocation();
    window.addEventListener('popstate', readLocation);
    return () => window.removeEventListener('popstate', readLocation);
  }, [fallback, readLocation]);

  useEffect(() => {
    if (!request) return;
    const id = ++searchId.current;
    matches.current = [];
    loaded.current = 0;
    // A new request starts from an empty list (the previous query's results must not linger).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoadedCount(0);
    setHits([]);
    setTotal(0);
    if (!request.query) return;
    (async () => {
      try {
        const scope = searchScope(request.scope, lang);
        // The lexicon (synonyms, stop words) and Pagefind download side by side.
        const [lexicon] = await Promise.all([loadSearchLexicon(), preloadPagefind(scope.langs[0] ?? lang)]);
        const searched = await runSearch(request.query, scope, lexicon, pagefindIndex);
        const found = searched.articles;
        highlight.current = { highlight: searched.highlight, keys: searched.keys };
        const first = await loadHits(found.slice(0, RESULTS_PAGE_SIZE), highlight.current);
        if (id !== searchId.current) return;
        matches.current = found;
        loaded.current = Math.min(found.length, RESULTS_PAGE_SIZE);
        setLoadedCount(loaded.current);
        setHits(first);
        setTotal(found.length);
        // Offline, nothing found means "not saved" unless the whole index is saved.
        const offline = found.length === 0 && navigator.onLine === false && !(await isSearchSavedOffline());
        // "Did you mean": when a word was mended or met only by its sound (run.ts).
        const suggestion = offline ? null : searched.suggestion;
        if (id !== searchId.current) return;
        setOutcome({ request, failed: false, offline, suggestion });
      } catch (error) {
        if (id !== searchId.current) return;
        console.error('Search failed:', error);
        setOutcome({ request, failed: true, offline: navigator.onLine === false });
      }
    })();
  }, [request, lang]);

  // After "Show more", keyboard users land on the first new result.
  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [hits]);

  const search = (query: string, scope: SearchScope) => {
    const next = { query: normaliseQuery(query), scope };
    const url = pageSearchUrl(action, next.query, next.scope, lang);
    // Each new search is a history entry (Back returns to the previous one); a repeat is not.
    if (url === location.pathname + location.search) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    setRequest(next);
  };

  const scope = request?.scope ?? lang;
  const query = request?.query ?? '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text, scope);
  };

  const onScope = (next: SearchScope) => {
    if (query) search(query, next);
    else setRequest({ query, scope: next });
  };

  const showMore = async () => {
    if (busy) return;
    const id = searchId.current;
    const start = loaded.current;
    setBusy(true);
    try {
      const more = await loadHits(matches.current.slice(start, start + RESULTS_PAGE_SIZE), highlight.current);
      if (id !== searchId.current) return;
      loaded.current = Math.min(matches.current.length, start + RESULTS_PAGE_SIZE);
      setLoadedCount(loaded.current);
      focusIndex.current = hits.length;
      setHits([...hits, ...more]);
    } catch (error) {
      console.error('Search failed:', error);
      if (id === searchId.current && request) setOutcome({ request, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const done = request !== null && outcome?.request === request;
  let message = '';
  if (request && !query) message = strings.empty;
  else if (request && !done) message = strings.loading;
  else if (outcome?.offline) message = strings.offline;
  else if (outcome?.failed) message = strings.error;
  else if (done && total === 0) message = fillPlaceholders(strings.none, { query });
  // In the page's digits (Devanagari on Marathi pages), as every number the server writes.
  else if (done)
    message = fillPlaceholders(total === 1 ? strings.countOne : strings.countMany, { count: formatNumber(total, lang), query });

  // The 404 page keeps its own content (and its only <h1>) unless this is a search. An empty
  // fragment, not null: with two JSX renderers (React, Preact) Astro tells a React component by
  // the element it returns on the server.
  if (fallback && !request) return <></>;

  return (
    <div className="search">
      <h1>{strings.title}</h1>
      <form className="search-form" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{strings.label}</label>
        <div className="search-row">
          <input
            id={inputId}
            className="field"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
          />
          <button className="button" type="submit">
            {strings.button}
          </button>
        </div>
        <fieldset className="search-scope">
          <legend>{strings.scope}</legend>
          {[...LOCALES, 'all' as const].map((code) => (
            <label key={code}>
              <input type="radio" name="lang" value={code} checked={scope === code} onChange={() => onScope(code)} />
              {code === 'all' ? <span>{strings.scopeAll}</span> : <span lang={code}>{LOCALE_NAMES[code]}</span>}
            </label>
          ))}
        </fieldset>
      </form>
      {!hydrated && <p className="search-note">{strings.noScript}</p>}
      <p className="search-status" role="status">
        {message}
      </p>
      {done && !outcome?.offline && outcome?.suggestion && (
        <p className="search-suggestion">
          {strings.didYouMean}{' '}
          <a
            href={pageSearchUrl(action, outcome.suggestion, scope, lang)}
            onClick={(event) => {
              event.preventDefault();
              setText(outcome.suggestion ?? '');
              search(outcome.suggestion ?? '', scope);
            }}
          >
            {outcome.suggestion}
          </a>
          ?
        </p>
      )}
      {hits.length > 0 && (
        <ol className="search-results" ref={list}>
          {hits.map((hit) => (
            <li key={hit.path}>
              <h2 lang={hit.lang}>
                <a href={hit.path}>{hit.title}</a>
              </h2>
              <p className="search-excerpt" lang={hit.lang}>
                {hit.excerpt.map((segment, i) =>
                  segment.mark ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
                )}
              </p>
              <p className="meta">
                {hit.category && (
                  <span>
                    {strings.category}: <span lang={hit.lang}>{hit.category}</span>
                  </span>
                )}
                {hit.date && (
                  <time lang={hit.lang} dateTime={hit.dateIso ?? undefined}>
                    {hit.date}
                  </time>
                )}
                {(scope === 'all' || hit.lang !== lang) && <span lang={hit.lang}>{LOCALE_NAMES[hit.lang]}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {done && !outcome?.failed && loadedCount < total && (
        <button type="button" className="button search-more" onClick={showMore} aria-disabled={busy}>
          {strings.more}
        </button>
      )}
    </div>
  );
}
