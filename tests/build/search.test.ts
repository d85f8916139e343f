import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { load } from 'cheerio';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, resolveRedirect } from '../../scripts/lib/redirects-file.ts';
import { INDEX_ONLY_MARK } from '../../src/lib/search/index-text.ts';
import { indexedKeyWord } from '../../src/lib/search/phonetic.ts';
import type { SearchLexiconData } from '../../src/lib/search/query.ts';
import { loadSearchLexicon } from '../../src/data/registries.ts';
import { SEARCH_LEXICON_URL, SEARCH_OFFLINE_FILES_URL } from '../../src/lib/offline.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const LANGS = ['en', 'hi', 'mr'] as const;

/** Published fixture articles of one language (drafts and other statuses excluded). */
function publishedCount(lang: string): number {
  const dir = path.join(FIXTURE_CONTENT, 'posts', lang);
  return fs.readdirSync(dir).filter((file) => parseArticleSource(fs.readFileSync(path.join(dir, file), 'utf8')).data.status === 'publish')
    .length;
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  anchors: unknown[];
}

/** The words of a language's index, as its chunks hold them (gzip, a short header, then the words among binary data). */
function indexText(lang: string): string {
  const dir = path.join(FIXTURE_DIST, 'pagefind', 'index');
  return fs
    .readdirSync(dir)
    .filter((file) => file.startsWith(`${lang}_`))
    .map((file) => zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8'))
    .join('\n');
}

/** The Pagefind record of one built page (fragments are gzip with a short header). */
function fragmentOf(url: string): Fragment {
  const dir = path.join(FIXTURE_DIST, 'pagefind', 'fragment');
  for (const file of fs.readdirSync(dir)) {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
    const fragment = JSON.parse(raw.slice(raw.indexOf('{'))) as Fragment;
    if (fragment.url === url) return fragment;
  }
  throw new Error(`${url} is not in the search index`);
}

describe('legacy /search/{text} route', () => {
  it('rewrites /search/* to the search page on hosts that read _redirects', () => {
    const rules = parseRedirectsFile(fs.readFileSync(path.join(FIXTURE_DIST, '_redirects'), 'utf8'));
    expect(resolveRedirect(rules, '/search/salt')).toMatchObject({ rule: { status: 200 }, to: '/search' });
    expect(fs.readFileSync(path.join(FIXTURE_DIST, '_redirects'), 'utf8')).toBe(fs.readFileSync('public/_redirects', 'utf8'));
  });

  it('gives the 404 page a hidden search fallback for hosts without rewrites', () => {
    const $ = page('/404');
    const fallback = $('[data-search-fallback]');
    expect(fallback.attr('hidden')).toBeDefined();
    expect(fallback.attr('data-title')).toBe('Search | Arogya');
    expect(fallback.find('astro-island').attr('component-url')).toMatch(/SearchResults/);
    // Until the script finds a search path, the island renders nothing: one <h1> on the page.
    expect($('h1').text()).toBe('Page not found');
    expect($('[data-pagefind-body]')).toHaveLength(0);
  });
});

describe('search pages', () => {
  for (const [pathname, lang, title] of [
    ['/search', 'en', 'Search'],
    ['/hi/search', 'hi', 'खोज'],
    ['/mr/search', 'mr', 'शोध'],
  ] as const) {
    it(`${pathname} works as a plain form before (or without) JavaScript`, () => {
      const $ = page(pathname);
      expect($('html').attr('lang')).toBe(lang);
      expect($('main h1').text()).toBe(title);
      const form = $('main form');
      expect(form.attr('action')).toBe(pathname);
      expect(form.attr('method')).toBe('get');
      const input = form.find('input[type="search"][name="q"]');
      expect(input).toHaveLength(1);
      expect(form.find(`label[for="${input.attr('id')}"]`).text().length).toBeGreaterThan(0);
      expect(form.find('button[type="submit"]')).toHaveLength(1);
      const radios = form.find('fieldset input[type="radio"][name="lang"]');
      expect(radios.map((_, el) => $(el).attr('value')).get()).toEqual([...LANGS, 'all']);
      expect(form.find('input[name="lang"][checked]').attr('value')).toBe(lang);
      expect(form.find('fieldset legend').text().length).toBeGreaterThan(0);
      expect($('main .search-note').text().length).toBeGreaterThan(20);
      expect($('main [role="status"]').not('[data-save-search] *')).toHaveLength(1);
      expect($('main astro-island').attr('client')).toBe('load');
      // The search page itself is never a search result.
      expect($('[data-pagefind-body]')).toHaveLength(0);
    });
  }
});

describe('header search box', () => {
  it('is a labelled GET form to the search page of the page language, on every page', () => {
    for (const [pathname, lang] of [
      ['/', 'en'],
      ['/post/salt-basics', 'en'],
      ['/post/salt-basics-hindi', 'hi'],
      ['/mr', 'mr'],
      ['/404', 'en'],
    ] as const) {
      const $ = page(pathname);
      const form = $('header form[role="search"]');
      expect(form, pathname).toHaveLength(1);
      // Hindi and Marathi readers land on a results page in their language, not the English one.
      expect(form.attr('action')).toBe(lang === 'en' ? '/search' : `/${lang}/search`);
      expect(form.attr('method')).toBe('get');
      expect(form.attr('aria-label')?.length).toBeGreaterThan(0);
      const input = form.find('input[type="search"][name="q"]');
      expect(form.find(`label[for="${input.attr('id')}"]`).text()).toBe(form.attr('aria-label'));
      expect(form.find('button[type="submit"]').text().length).toBeGreaterThan(0);
      expect(form.find('input[type="hidden"]')).toHaveLength(0);
    }
  });

  it('loads its script as a bundled module, not inline code', () => {
    const $ = page('/post/salt-basics');
    expect($('script[src*="SearchForm"]').attr('type')).toBe('module');
  });
});

describe('search index', () => {
  it('lists every file a search can fetch for "Save search for offline use", with their true total size', () => {
    const summary = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIST, 'pagefind/arogya-offline.json'), 'utf8')) as {
      bytes: number;
      count: number;
    };
    const files = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIST, 'pagefind/arogya-offline-files.json'), 'utf8')) as string[];
    const onDisk = (folder: string) =>
      fs.readdirSync(path.join(FIXTURE_DIST, 'pagefind', folder)).map((name) => `/pagefind/${folder}/${name}`);
    expect(files).toEqual(
      expect.arrayContaining([
        ...onDisk('index'),
        ...onDisk('fragment'),
        ...onDisk('filter'),
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-entry.json',
      ]),
    );
    expect(files.some((file) => /pagefind-(?:modular-|component-)?ui/.test(file))).toBe(false);
    // The search page of every language opens offline once search is saved, with its scripts and styles.
    expect(files).toEqual(expect.arrayContaining(['/search', '/hi/search', '/mr/search']));
    expect(files.some((file) => file.startsWith('/_astro/'))).toBe(true);
    expect(summary.count).toBe(files.length);
    // Pages are listed by their URL; the build writes them as `{url}.html`.
    const onDiskSize = (file: string) => {
      const built = path.join(FIXTURE_DIST, file);
      return fs.statSync(fs.existsSync(built) ? built : `${built}.html`).size;
    };
    expect(summary.bytes).toBe(files.reduce((sum, file) => sum + onDiskSize(file), 0));
  });

  it('offers the download on the search page of each language, hidden until a script can do it', () => {
    for (const [pathname, label] of [
      ['/search', 'Save search for offline use: English, Hindi and Marathi'],
      ['/hi/search', 'ऑफ़लाइन इस्तेमाल के लिए खोज सहेजें: हिंदी, मराठी और अंग्रेज़ी'],
      ['/mr/search', 'ऑफलाइन वापरासाठी शोध जतन करा: मराठी, हिंदी आणि इंग्रजी'],
    ] as const) {
      const box = page(pathname)('[data-save-search]');
      expect(box.attr('hidden'), pathname).toBeDefined();
      expect(box.find('button').text(), pathname).toContain(label);
    }
  });

  it('has one index per language, holding exactly the published articles', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) expect(entry.languages[lang]?.page_count, lang).toBe(publishedCount(lang));
  });

  it('records what a result shows (title, category, dates) and nothing it does not (tags, filters, anchors)', () => {
    const fragment = fragmentOf('/post/salt-basics.html');
    expect(fragment).toMatchObject({
      meta: { title: 'salt-basics title', category: 'Lifestyle', date: '15 Nov 2023', date_iso: '2023-11-14T22:18:20.000Z' },
      filters: {},
      anchors: [],
    });
    expect(fragment.meta).not.toHaveProperty('tags');
    expect(fragmentOf('/post/salt-basics-hindi.html').meta).toMatchObject({ title: 'नमक की बुनियादी बातें', category: 'हिंदी' });
  });

  it('indexes the article text but not the page chrome around it', () => {
    const { content } = fragmentOf('/post/salt-basics.html');
    expect(content).toContain('zebrafruit appears only in salt-basics');
    expect(content).toContain('salt-basics title');
    for (const chrome of ['Updated:', 'First published', 'Salt reduction', 'not a substitute', 'Medically reviewed', 'Home']) {
      expect(content, chrome).not.toContain(chrome);
    }
  });

  it('indexes the sound of title and body words, and the normal form of variant spellings, after the index-only mark', () => {
    const { content } = fragmentOf('/post/salt-basics-hindi.html');
    const key = (word: string) => indexedKeyWord(word) ?? `no key for ${word}`;
    // नमक की बुनियादी बातें: readers who type "namak" or "buniyadi" in Latin letters meet the same
    // phonetic keys; a body word too, not only the title: मधुमेह ("madhumeh"); and the salt
    // group's stable token, by which any of its words (salt, namak, मीठ …) finds the article.
    const hindiIndex = indexText('hi');
    for (const word of ['namak', 'buniyadi', 'madhumeh']) expect(hindiIndex, word).toContain(key(word));
    expect(hindiIndex).toMatch(/xsyn[a-z]{4}/);
    // The result's fragment leaves the tokens and keys out (no result shows them), and keeps the
    // article's text and the forms it may show: it writes ज़्यादा (with a nukta), queries are
    // searched in the normal form.
    expect(content).toContain(INDEX_ONLY_MARK);
    expect(content).not.toMatch(/xsyn[a-z]{4}|qz[a-z]+x\b/);
    expect(content).toContain('ज़्यादा');
    expect(content).toContain('ज्यादा');
    // The served page is not changed: the extra words are for the index only.
    const served = readPage(FIXTURE_DIST, '/post/salt-basics-hindi');
    expect(served).not.toContain(INDEX_ONLY_MARK);
    expect(served).not.toContain(key('namak'));
  });
});

describe('search synonyms', () => {
  it('writes the groups and stop words of the registries beside the index, where search and "Save search" find them', () => {
    const { letters, ...lexicon } = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIST, SEARCH_LEXICON_URL), 'utf8')) as SearchLexiconData;
    expect(lexicon).toEqual(loadSearchLexicon(FIXTURE_CONTENT));
    // With every Devanagari character each language's index holds (a word with another is not searched there).
    const hindi = fragmentOf('/post/salt-basics-hindi.html').content;
    const used = [...new Set(hindi.match(/[\u0900-\u097f]/gu))];
    expect(used.length).toBeGreaterThan(10);
    for (const char of used) expect(letters?.hi, char).toContain(char);
    expect(letters?.hi).toMatch(/^[\u0900-\u097f]+$/u);
    expect(Object.keys(letters ?? {}).sort()).toEqual([...LANGS].sort());
    expect(JSON.stringify(lexicon.groups)).toContain('namak');
    expect(JSON.stringify(lexicon.groups)).toContain('slat');
    const saved = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIST, SEARCH_OFFLINE_FILES_URL), 'utf8')) as string[];
    expect(saved).toContain(SEARCH_LEXICON_URL);
  });

  it('keeps them out of the pages: the search island fetches the file as a search page loads', () => {
    for (const pathname of ['/search', '/hi/search', '/mr/search', '/404']) {
      const html = readPage(FIXTURE_DIST, pathname);
      expect(html, pathname).toContain('<astro-island');
      expect(html, pathname).not.toContain('namak');
      expect(html, pathname).not.toContain('romanisedStopWords');
    }
  });
});
