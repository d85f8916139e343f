import { describe, expect, it } from 'vitest';
import { fillPlaceholders as fill } from '../../src/lib/placeholders.ts';
import {
  decodeEntities,
  mergeByScore,
  parseExcerpt,
  resultPath,
  toSearchHit,
  withoutGroupTokens,
  type RankedMatch,
} from '../../src/lib/search-results.ts';
import {
  defaultScope,
  fallbackLanguages,
  isSearchPath,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  pageSearchUrl,
  parseScope,
  parseSearchLocation,
  queryFromPath,
  safeDecode,
  scopeLanguages,
  searchPageUrl,
  searchUrl,
} from '../../src/lib/search-urls.ts';

const HOSTILE = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>'];

describe('safeDecode', () => {
  it('decodes percent-encoding, Devanagari included', () => {
    expect(safeDecode('vitamin%20d')).toBe('vitamin d');
    expect(safeDecode('%E0%A4%A8%E0%A4%AE%E0%A4%95')).toBe('नमक');
  });

  it('never throws on bad percent-encoding: keeps what it cannot decode', () => {
    expect(safeDecode('100%')).toBe('100%');
    expect(safeDecode('%zz')).toBe('%zz');
    expect(safeDecode('%E0%A4')).toBe('%E0%A4');
    expect(safeDecode('salt%20%E0%A4%20sugar')).toBe('salt %E0%A4 sugar');
    expect(safeDecode('%')).toBe('%');
  });
});

describe('normaliseQuery', () => {
  it('trims, collapses whitespace and drops control characters', () => {
    expect(normaliseQuery('  vitamin \n\t D ')).toBe('vitamin D');
    expect(normaliseQuery('salt\u0000sugar')).toBe('salt sugar');
    expect(normaliseQuery('   ')).toBe('');
  });

  it('cuts very long queries without splitting a character', () => {
    const long = 'नमक'.repeat(200);
    const query = normaliseQuery(long);
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.startsWith(query)).toBe(true);
  });
});

describe('queryFromPath', () => {
  it('reads the legacy /search/{text} route, decoded', () => {
    expect(queryFromPath('/search/zebrafruit')).toBe('zebrafruit');
    expect(queryFromPath('/search/vitamin%20d')).toBe('vitamin d');
    expect(queryFromPath('/search/%E0%A4%A8%E0%A4%AE%E0%A4%95')).toBe('नमक');
    expect(queryFromPath('/search/a%2Fb')).toBe('a/b');
    expect(queryFromPath('/search/salt/')).toBe('salt');
    expect(queryFromPath('/search/')).toBe('');
  });

  it('ignores every other path', () => {
    expect(queryFromPath('/search')).toBeNull();
    expect(queryFromPath('/searching/x')).toBeNull();
    expect(queryFromPath('/post/search')).toBeNull();
  });
});

describe('parseSearchLocation', () => {
  it('reads the query from the path or from ?q=, which wins', () => {
    expect(parseSearchLocation('/search/zebrafruit', '', 'en')).toEqual({ query: 'zebrafruit', scope: 'en' });
    expect(parseSearchLocation('/search', '?q=vitamin+d', 'en')).toEqual({ query: 'vitamin d', scope: 'en' });
    expect(parseSearchLocation('/search/old', '?q=new', 'en')).toEqual({ query: 'new', scope: 'en' });
    expect(parseSearchLocation('/search/old', '?q=', 'en')).toEqual({ query: 'old', scope: 'en' });
    expect(parseSearchLocation('/hi/search', '?q=%E0%A4%A8%E0%A4%AE%E0%A4%95', 'hi')).toEqual({ query: 'नमक', scope: 'hi' });
  });

  it('takes the scope from ?lang=, else the page language', () => {
    expect(parseSearchLocation('/search/x', '?lang=hi', 'en').scope).toBe('hi');
    expect(parseSearchLocation('/search', '?q=x&lang=all', 'en').scope).toBe('all');
    expect(parseSearchLocation('/mr/search', '?q=x', 'mr').scope).toBe('mr');
    expect(parseSearchLocation('/search', '?q=x&lang=fr', 'en').scope).toBe('en');
  });

  it('gives an empty query for an empty search', () => {
    expect(parseSearchLocation('/search', '', 'en').query).toBe('');
    expect(parseSearchLocation('/search', '?q=%20%20', 'en').query).toBe('');
  });

  it('never throws on malformed URLs, and keeps hostile text as plain text', () => {
    expect(parseSearchLocation('/search/%E0%A4', '', 'en').query).toBe('%E0%A4');
    expect(parseSearchLocation('/search', '?q=%', 'en').query).toBe('%');
    for (const hostile of HOSTILE) {
      expect(parseSearchLocation(`/search/${encodeURIComponent(hostile)}`, '', 'en').query).toBe(hostile);
      expect(parseSearchLocation('/search', `?q=${encodeURIComponent(hostile)}`, 'en').query).toBe(hostile);
    }
  });
});

describe('parseScope and scopeLanguages', () => {
  it('accepts a site language or all, nothing else', () => {
    expect(parseScope('mr', 'en')).toBe('mr');
    expect(parseScope('all', 'hi')).toBe('all');
    expect(parseScope('EN', 'hi')).toBe('hi');
    expect(parseScope(null, 'hi')).toBe('hi');
  });

  it('searches one language, or all with the reader’s first', () => {
    expect(scopeLanguages('hi', 'en')).toEqual(['hi']);
    expect(scopeLanguages('all', 'en')).toEqual(['en', 'hi', 'mr']);
    expect(scopeLanguages('all', 'mr')).toEqual(['mr', 'en', 'hi']);
  });
});

describe('searchUrl (the header box)', () => {
  it('goes to the legacy /search/{text}, encoded', () => {
    expect(searchUrl('zebrafruit')).toBe('/search/zebrafruit');
    expect(searchUrl(' vitamin  d ')).toBe('/search/vitamin%20d');
    expect(searchUrl('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
    for (const hostile of HOSTILE) {
      const url = searchUrl(hostile);
      expect(url).not.toMatch(/[<>"]/);
      expect(queryFromPath(url)).toBe(hostile);
    }
  });

  it('sends Hindi and Marathi pages to their own search page, which speaks their language', () => {
    expect(searchUrl('नमक', 'hi')).toBe('/hi/search?q=%E0%A4%A8%E0%A4%AE%E0%A4%95');
    expect(searchUrl('salt', 'mr')).toBe('/mr/search?q=salt');
    expect(searchUrl('salt', 'en')).toBe('/search/salt');
  });

  it('sends an empty query to the search page, and dots as ?q= (a URL would resolve /search/..)', () => {
    expect(searchUrl('   ')).toBe('/search');
    expect(searchUrl('', 'hi')).toBe('/hi/search');
    expect(searchUrl('..')).toBe('/search?q=..');
    expect(searchUrl('.', 'mr')).toBe('/mr/search?q=.');
    expect(searchUrl('..salt')).toBe('/search/..salt');
  });

  it('round-trips through parseSearchLocation on the page it leads to', () => {
    for (const [text, lang] of [
      ['vitamin d', 'en'],
      ['नमक', 'hi'],
      ['मिठाबद्दल', 'mr'],
      ['..', 'en'],
      ['50% less', 'en'],
    ] as const) {
      const url = new URL(searchUrl(text, lang), 'https://arogya.example');
      expect(parseSearchLocation(url.pathname, url.search, lang)).toEqual({ query: text, scope: lang });
    }
  });
});

describe('defaultScope and fallbackLanguages', () => {
  it('searches Hindi and Marathi (all languages) for a Devanagari query on the English page', () => {
    expect(defaultScope('मधुमेह', 'en')).toBe('all');
    expect(parseSearchLocation('/search/%E0%A4%AE%E0%A4%A7%E0%A5%81%E0%A4%AE%E0%A5%87%E0%A4%B9', '', 'en')).toEqual({
      query: 'मधुमेह',
      scope: 'all',
    });
    expect(parseSearchLocation('/search', '?q=salt', 'en')).toEqual({ query: 'salt', scope: 'en' });
  });

  it('keeps the page language on Hindi and Marathi pages, and an explicit ?lang= everywhere', () => {
    expect(defaultScope('मधुमेह', 'mr')).toBe('mr');
    expect(parseSearchLocation('/search/%E0%A4%A8%E0%A4%AE%E0%A4%95', '?lang=hi', 'en')).toEqual({ query: 'नमक', scope: 'hi' });
  });

  it('tries the Hindi and Marathi indexes for a Latin query that found nothing', () => {
    expect(fallbackLanguages('madhumeh', ['en'])).toEqual(['hi', 'mr']);
    expect(fallbackLanguages('sakhar', ['en', 'hi'])).toEqual([]);
    expect(fallbackLanguages('zebrafruit', ['hi'])).toEqual([]);
    expect(fallbackLanguages('मधुमेह', ['en'])).toEqual([]);
    expect(fallbackLanguages('123', ['en'])).toEqual([]);
  });
});

describe('searchPageUrl, pageSearchUrl and isSearchPath', () => {
  it('names each language’s search page', () => {
    expect(searchPageUrl('en')).toBe('/search');
    expect(searchPageUrl('hi')).toBe('/hi/search');
    expect(searchPageUrl('mr')).toBe('/mr/search');
  });

  it('writes ?q= and, when it differs from the page, ?lang=', () => {
    expect(pageSearchUrl('/search', 'vitamin d', 'en', 'en')).toBe('/search?q=vitamin%20d');
    expect(pageSearchUrl('/hi/search', 'नमक', 'all', 'hi')).toBe('/hi/search?q=%E0%A4%A8%E0%A4%AE%E0%A4%95&lang=all');
    expect(pageSearchUrl('/search', '', 'en', 'en')).toBe('/search');
    const url = new URL(pageSearchUrl('/search', HOSTILE[1]!, 'mr', 'en'), 'https://arogya.example');
    expect(parseSearchLocation(url.pathname, url.search, 'en')).toEqual({ query: HOSTILE[1], scope: 'mr' });
  });

  it('knows the paths the 404 page answers with search results', () => {
    expect(isSearchPath('/search/salt')).toBe(true);
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/post/salt')).toBe(false);
    expect(isSearchPath('/searchx')).toBe(false);
  });
});

describe('mergeByScore', () => {
  const match = (lang: 'en' | 'hi' | 'mr', score: number, result: string): RankedMatch<string> => ({ lang, score, result });

  it('interleaves the languages by score, best first', () => {
    const merged = mergeByScore([
      [match('en', 3, 'en-a'), match('en', 1, 'en-b')],
      [match('hi', 2, 'hi-a'), match('hi', 0.5, 'hi-b')],
      [match('mr', 4, 'mr-a')],
    ]);
    expect(merged.map((m) => m.result)).toEqual(['mr-a', 'en-a', 'hi-a', 'en-b', 'hi-b']);
  });

  it('breaks ties by list order (the reader’s language first), then by each list’s own order', () => {
    const merged = mergeByScore([[match('hi', 1, 'hi-a'), match('hi', 1, 'hi-b')], [match('en', 1, 'en-a')]]);
    expect(merged.map((m) => m.result)).toEqual(['hi-a', 'hi-b', 'en-a']);
  });

  it('handles empty lists and keeps each match’s language', () => {
    expect(mergeByScore([])).toEqual([]);
    expect(mergeByScore([[], [match('mr', 1, 'x')], []])).toEqual([match('mr', 1, 'x')]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; &#x928;')).toBe(`a <b> & "c" 'd' न`);
  });

  it('keeps unknown or invalid references as written', () => {
    expect(decodeEntities('&nosuch; &#xD800; &#0; & alone')).toBe('&nosuch; &#xD800; &#0; & alone');
  });
});

describe('parseExcerpt', () => {
  it('splits Pagefind’s excerpt into text and <mark> segments', () => {
    expect(parseExcerpt('Body of <mark>zebrafruit</mark> and <mark>zebra</mark>.')).toEqual([
      { text: 'Body of ', mark: false },
      { text: 'zebrafruit', mark: true },
      { text: ' and ', mark: false },
      { text: 'zebra', mark: true },
      { text: '.', mark: false },
    ]);
    expect(parseExcerpt('<mark>नमक</mark> के बारे में।')).toEqual([
      { text: 'नमक', mark: true },
      { text: ' के बारे में।', mark: false },
    ]);
  });

  it('turns escaped page text back into text, never into tags', () => {
    // Pagefind escapes < and > of the page text: this is an article that *mentions* a tag.
    const segments = parseExcerpt('use &lt;img src=x onerror=alert(1)&gt; <mark>salt</mark>');
    expect(segments).toEqual([
      { text: 'use <img src=x onerror=alert(1)> ', mark: false },
      { text: 'salt', mark: true },
    ]);
  });

  it('reads only <mark>: any other tag stays literal text', () => {
    expect(parseExcerpt('<b>bold</b> <script>alert(1)</script>')).toEqual([{ text: '<b>bold</b> <script>alert(1)</script>', mark: false }]);
    expect(parseExcerpt('<mark onclick="x">a</mark>')).toEqual([{ text: '<mark onclick="x">a', mark: false }]);
  });

  it('copes with unbalanced or adjacent marks and empty excerpts', () => {
    expect(parseExcerpt('')).toEqual([]);
    expect(parseExcerpt('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', mark: true }]);
    expect(parseExcerpt('a <mark>b')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
    ]);
    expect(parseExcerpt('a</mark> b')).toEqual([{ text: 'a b', mark: false }]);
  });
});

describe('resultPath', () => {
  it('links the legacy URL without .html', () => {
    expect(resultPath('/post/salt-basics.html')).toBe('/post/salt-basics');
    expect(resultPath('/post/salt-basics-hindi.html#a-heading')).toBe('/post/salt-basics-hindi#a-heading');
    expect(resultPath('/index.html')).toBe('/');
  });

  it('refuses anything that is not a path on this site', () => {
    expect(resultPath('javascript:alert(1)')).toBeNull();
    expect(resultPath('https://evil.example/post/x.html')).toBeNull();
    expect(resultPath('//evil.example/x')).toBeNull();
    expect(resultPath('/\\evil.example')).toBeNull();
  });
});

describe('toSearchHit', () => {
  const data = {
    url: '/post/salt-basics-hindi.html',
    excerpt: '<mark>नमक</mark> के बारे में।',
    meta: { title: 'नमक की बुनियादी बातें', category: 'हिंदी', date: '15 अप्रैल 2022', date_iso: '2022-04-15T05:20:00.000Z' },
  };

  it("shows the article's own words: the synonym tokens the index holds beside them are taken out", () => {
    const hit = toSearchHit(
      { ...data, excerpt: 'High <mark>blood</mark> <mark>pressure</mark> <mark>xsynbbc</mark> xsynbbc often has no symptoms.' },
      'en',
    );
    expect(hit?.excerpt.map((segment) => segment.text).join('')).toBe('High blood pressure often has no symptoms.');
    expect(hit?.excerpt.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['blood', 'pressure']);
    // Punctuation Pagefind highlighted with the token stays, unmarked.
    expect(withoutGroupTokens('नमक <mark>xsynbbb।</mark> और')).toBe('नमक। और');
  });

  it("highlights the words the query stood for, when the index matched their group's token", () => {
    const hit = toSearchHit({ ...data, excerpt: 'Too much नमक xsynbbb raises blood pressure. Saltwater is not salt xsynbbb.' }, 'en', [
      'salt',
      'नमक',
    ]);
    expect(hit?.excerpt.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['नमक', 'salt']);
    expect(hit?.excerpt.map((segment) => segment.text).join('')).toBe('Too much नमक raises blood pressure. Saltwater is not salt.');
  });

  it('maps Pagefind data to what the list shows', () => {
    expect(toSearchHit(data, 'hi')).toEqual({
      path: '/post/salt-basics-hindi',
      title: 'नमक की बुनियादी बातें',
      excerpt: [
        { text: 'नमक', mark: true },
        { text: ' के बारे में।', mark: false },
      ],
      category: 'हिंदी',
      date: '15 अप्रैल 2022',
      dateIso: '2022-04-15T05:20:00.000Z',
      lang: 'hi',
    });
  });

  it('falls back to the path for a missing title, and drops missing fields', () => {
    const hit = toSearchHit({ url: '/post/x.html', excerpt: '', meta: { title: '  ' } }, 'en');
    expect(hit).toMatchObject({ path: '/post/x', title: '/post/x', category: null, date: null, dateIso: null, excerpt: [] });
  });

  it('drops a result without a usable link', () => {
    expect(toSearchHit({ ...data, url: 'javascript:alert(1)' }, 'hi')).toBeNull();
  });
});

describe('fill', () => {
  it('fills placeholders once: a query that looks like a placeholder stays as typed', () => {
    expect(fill('{count} articles found for “{query}”', { count: 3, query: 'salt' })).toBe('3 articles found for “salt”');
    expect(fill('{count} for “{query}”', { count: 2, query: '{count}' })).toBe('2 for “{count}”');
    expect(fill('“{query}” {missing}', { query: HOSTILE[0]! })).toBe(`“${HOSTILE[0]}” {missing}`);
  });
});
