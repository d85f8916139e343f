import { Fragment, useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import {
  fill,
  isSearchPath,
  mergeByScore,
  normaliseQuery,
  pageSearchUrl,
  parseSearchLocation,
  RESULTS_PAGE_SIZE,
  scopeLanguages,
  toSearchHit,
  type PagefindResultData,
  type RankedMatch,
  type SearchHit,
  type SearchRequest,
  type SearchScope,
} from '../../lib/search.ts';
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
}

export interface SearchResultsProps {
  /** Language of the page: its UI strings, and the index searched by default. */
  lang: Locale;
  /** The search page the form submits to (`/search`, `/hi/search`). */
  action: string;
  strings: SearchStrings;
  /** On the 404 page: only wake up when the path is a search path (`/search/{text}`). */
  fallback?: boolean;
}

// ---- Pagefind (loaded only in the browser, only once there is something to search) ----

/** The parts of Pagefind's JS API used here (pagefind.js, v1.6). */
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}
interface PagefindInstance {
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule {
  createInstance: (options?: Record<string, unknown>) => PagefindInstance;
}

/** Written by `pagefind --site dist` after `astro build`; not part of the Vite bundle. */
const PAGEFIND_BUNDLE = '/pagefind/pagefind.js';

let pagefindModule: Promise<PagefindModule> | null = null;
const instances = new Map<Locale, PagefindInstance>();

function loadPagefind(): Promise<PagefindModule> {
  pagefindModule ??= (import(/* @vite-ignore */ PAGEFIND_BUNDLE) as Promise<PagefindModule>).catch((error: unknown) => {
    pagefindModule = null; // let a later search try again (e.g. after a network blip)
    throw error;
  });
  return pagefindModule;
}

/**
 * One Pagefind instance per language, each with its own index and its own stemmer.
 * Pagefind picks the index of `<html lang>` when an instance is created, and
 * `createInstance` takes no language option (`mergeIndex` does, but then searches that index
 * with the page language's stemmer, and refuses the site's own bundle path). So for another
 * language the attribute is switched for the duration of the synchronous call only: no
 * rendering, event or screen reader can see it.
 */
function instanceFor(pagefind: PagefindModule, lang: Locale): PagefindInstance {
  let instance = instances.get(lang);
  if (!instance) {
    const html = document.documentElement;
    const pageLang = html.getAttribute('lang');
    if (pageLang === lang) instance = pagefind.createInstance();
    else {
      html.setAttribute('lang', lang);
      try {
        instance = pagefind.createInstance();
      } finally {
        if (pageLang === null) html.removeAttribute('lang');
        else html.setAttribute('lang', pageLang);
      }
    }
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Searches each language's index and interleaves the matches by score. One language at a
 * time: the instances share Pagefind's worker, and starting them all at once on a fresh page
 * load intermittently failed ("memory access out of bounds") or lost results.
 */
async function findMatches(query: string, langs: Locale[]): Promise<RankedMatch<PagefindResult>[]> {
  const pagefind = await loadPagefind();
  const lists: RankedMatch<PagefindResult>[][] = [];
  for (const lang of langs) {
    const response = await instanceFor(pagefind, lang).search(query);
    lists.push((response?.results ?? []).map((result) => ({ lang, score: result.score, result })));
  }
  return mergeByScore(lists);
}

async function loadHits(matches: RankedMatch<PagefindResult>[]): Promise<SearchHit[]> {
  const hits = await Promise.all(matches.map(async ({ lang, result }) => toSearchHit(await result.data(), lang)));
  return hits.filter((hit): hit is SearchHit => hit !== null);
}

// ---- The island ----

/** How the search for a request ended; a request without one is still running. */
interface Outcome {
  request: SearchRequest;
  failed: boolean;
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
  const matches = useRef<RankedMatch<PagefindResult>[]>([]);
  /** How many of `matches` have had their data loaded (some may have been dropped). */
  const loaded = useRef(0);
  const searchId = useRef(0);
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const readLocation = useCallback(() => {
    const next = parseSearchLocation(location.pathname, location.search, lang);
    setText(next.query);
    setRequest(next);
  }, [lang]);

  useEffect(() => {
    setHydrated(true);
    if (fallback && !isSearchPath(location.pathname)) return;
    readLocation();
    window.addEventListener('popstate', readLocation);
    return () => window.removeEventListener('popstate', readLocation);
  }, [fallback, readLocation]);

  useEffect(() => {
    if (!request) return;
    const id = ++searchId.current;
    matches.current = [];
    loaded.current = 0;
    setHits([]);
    setTotal(0);
    if (!request.query) return;
    (async () => {
      try {
        const found = await findMatches(request.query, scopeLanguages(request.scope, lang));
        const first = await loadHits(found.slice(0, RESULTS_PAGE_SIZE));
        if (id !== searchId.current) return;
        matches.current = found;
        loaded.current = Math.min(found.length, RESULTS_PAGE_SIZE);
        setHits(first);
        setTotal(found.length);
        setOutcome({ request, failed: false });
      } catch (error) {
        if (id !== searchId.current) return;
        console.error('Search failed:', error);
        setOutcome({ request, failed: true });
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
      const more = await loadHits(matches.current.slice(start, start + RESULTS_PAGE_SIZE));
      if (id !== searchId.current) return;
      loaded.current = Math.min(matches.current.length, start + RESULTS_PAGE_SIZE);
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
  else if (outcome?.failed) message = strings.error;
  else if (done && total === 0) message = fill(strings.none, { query });
  else if (done) message = fill(total === 1 ? strings.countOne : strings.countMany, { count: total, query });

  // The 404 page keeps its own content (and its only <h1>) unless this is a search.
  if (fallback && !request) return null;

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
          <button className="button" type="submit">{strings.button}</button>
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
                {scope === 'all' && <span lang={hit.lang}>{LOCALE_NAMES[hit.lang]}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {done && !outcome?.failed && loaded.current < total && (
        <button type="button" className="button search-more" onClick={showMore} aria-disabled={busy}>
          {strings.more}
        </button>
      )}
    </div>
  );
}
