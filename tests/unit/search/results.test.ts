import { describe, expect, it } from 'vitest';
import { INDEX_ONLY_MARK } from '../../../src/lib/search/index-text.ts';
import { resultPath, toSearchHit } from '../../../src/lib/search/results.ts';

describe('resultPath', () => {
  it('links the legacy URL without .html', () => {
    expect(resultPath('/post/salt-basics.html')).toBe('/post/salt-basics');
    expect(resultPath('/post/salt-basics-hindi.html#a-heading')).toBe('/post/salt-basics-hindi#a-heading');
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
    content: `नमक की बुनियादी बातें. नमक के बारे में। ${INDEX_ONLY_MARK}. xsynbbbb qznmk`,
    meta: { title: 'नमक की बुनियादी बातें', category: 'हिंदी', date: '15 अप्रैल 2022', date_iso: '2022-04-15T05:20:00.000Z' },
  };

  it('maps Pagefind data to what the list shows, the excerpt from the article’s own words', () => {
    expect(toSearchHit(data, 'hi', { highlight: ['नमक'], keys: [] })).toEqual({
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

  it('keeps hostile text as text: nothing from the index is ever read as markup', () => {
    const hit = toSearchHit({ ...data, content: 'T. <img src=x onerror=alert(1)> salt.' }, 'en', { highlight: ['salt'], keys: [] });
    expect(hit?.excerpt.map((segment) => segment.text).join('')).toContain('<img src=x onerror=alert(1)>');
  });

  it('falls back to the path for a missing title, and drops missing fields and unusable links', () => {
    expect(toSearchHit({ url: '/post/x.html', content: '', meta: { title: '  ' } }, 'en', { highlight: [], keys: [] })).toMatchObject({
      path: '/post/x',
      title: '/post/x',
      category: null,
      date: null,
      excerpt: [],
    });
    expect(toSearchHit({ ...data, url: 'javascript:alert(1)' }, 'hi', { highlight: [], keys: [] })).toBeNull();
  });
});
