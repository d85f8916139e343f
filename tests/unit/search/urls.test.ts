import { describe, expect, it } from 'vitest';
import {
  defaultScope,
  isSearchPath,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  pageSearchUrl,
  parseScope,
  parseSearchLocation,
  queryFromPath,
  safeDecode,
  searchPageUrl,
  searchScope,
  searchUrl,
} from '../../../src/lib/search/urls.ts';

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

describe('parseScope and searchScope', () => {
  it('accepts a site language or all, nothing else', () => {
    expect(parseScope('mr', 'en')).toBe('mr');
    expect(parseScope('all', 'hi')).toBe('all');
    expect(parseScope('EN', 'hi')).toBe('hi');
    expect(parseScope(null, 'hi')).toBe('hi');
  });

  it('ranks all languages together, the reader’s first among equals', () => {
    expect(searchScope('all', 'en')).toEqual({ langs: ['en', 'hi', 'mr'], extend: [], order: 'ranked' });
    expect(searchScope('all', 'mr')).toEqual({ langs: ['mr', 'en', 'hi'], extend: [], order: 'ranked' });
  });

  it('searches Hindi or Marathi first and English after, never only', () => {
    expect(searchScope('hi', 'hi')).toEqual({ langs: ['hi'], extend: ['en'], order: 'native-first' });
    expect(searchScope('mr', 'en')).toEqual({ langs: ['mr'], extend: ['en'], order: 'native-first' });
  });

  it('searches English, reaching Hindi and Marathi when the query calls for them, all ranked together', () => {
    expect(searchScope('en', 'en')).toEqual({ langs: ['en'], extend: ['hi', 'mr'], order: 'ranked' });
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

describe('defaultScope', () => {
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
