import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { focusPhrase, NON_ADVICE_WEIGHT, prepareArticle, slimFragment } from '../../scripts/lib/search-index.ts';
import { FOCUS_WEIGHT, INDEX_ONLY_MARK, NON_ADVICE_FILTER, TAG_WEIGHT, TITLE_WEIGHT } from '../../src/lib/search/index-text.ts';
import { indexedKeyWord } from '../../src/lib/search/phonetic.ts';
import { groupMatcher, groupToken } from '../../src/lib/search/synonyms.ts';

const groups = groupMatcher([{ id: 'blood-pressure', terms: ['blood pressure', 'bp', 'रक्तचाप'] }]);

const page = (body: string, lang = 'en', attributes = '') =>
  `<html lang="${lang}"><body><nav>BP menu</nav><article data-pagefind-body${attributes}><h1 data-pagefind-meta="title">High BP</h1>` +
  `<ul data-pagefind-ignore data-pagefind-meta="tags:Salt, रक्तचाप"></ul>${body}<aside data-pagefind-ignore>bp</aside></article></body></html>`;

describe('prepareArticle', () => {
  it("reads the article's language and own text, leaving out what Pagefind ignores", () => {
    const { lang, text } = prepareArticle(page('<p>Blood pressure &amp; salt.</p>'), groups);
    expect(lang).toBe('en');
    expect(text).toContain('Blood pressure & salt.');
    expect(text).not.toContain('xsyn');
    const nested = prepareArticle(page('<p>Kept <em>too</em>.</p><div data-pagefind-ignore><p>Hidden <b>deep</b></p></div>'), groups);
    expect(nested.text).toContain('Kept');
    expect(nested.text).toContain('too');
    expect(nested.text).not.toMatch(/Hidden|deep|bp$/);
  });

  it('leaves the article as Pagefind shows it, and adds the index-only words after it, by weight', () => {
    const { html } = prepareArticle(page('<p>Blood pressure &amp; salt. रक्तचाप</p>', 'hi'), groups);
    const bp = groupToken('blood-pressure');
    expect(html).toContain('<h1 data-pagefind-meta="title">High BP</h1>');
    expect(html).toContain('<p>Blood pressure &amp; salt. रक्तचाप</p>');
    // Pagefind reads only the indexed element, in a page of the article's language.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="hi"><body><article data-pagefind-body>/);
    expect(html).not.toContain('<nav>BP menu</nav>');
    const extras = html.slice(html.indexOf(INDEX_ONLY_MARK));
    const boundary = extras.indexOf(`<p data-pagefind-weight="${TITLE_WEIGHT}">${bp}`);
    const [readable, coded] = [extras.slice(0, boundary), extras.slice(boundary)];
    // Words a result may show where it matched, then the tokens and keys (left out of fragments).
    expect(readable).toContain(`<p data-pagefind-weight="${TAG_WEIGHT}">Salt रक्तचाप</p>`);
    expect(readable).not.toContain(bp);
    expect(coded).toContain(`<p data-pagefind-weight="${TITLE_WEIGHT}">${bp}</p>`);
    expect(coded).toContain(`<p data-pagefind-weight="${TAG_WEIGHT}">${bp} ${indexedKeyWord('रक्तचाप')}</p>`);
    expect(coded).toContain(`${bp} ${bp} ${indexedKeyWord('रक्तचाप')}`);
    expect(html.indexOf(INDEX_ONLY_MARK)).toBeGreaterThan(html.indexOf('Blood pressure'));
  });

  it("indexes the main search phrase of the page's structured data at its own weight", () => {
    const structured = '<script type="application/ld+json">{"@type":"MedicalWebPage","keywords":"High blood pressure"}</script>';
    const { html } = prepareArticle(page('<p>Salt.</p>').replace('<body>', `<head>${structured}</head><body>`), groups);
    const extras = html.slice(html.indexOf(INDEX_ONLY_MARK));
    expect(extras).toContain(`<p data-pagefind-weight="${FOCUS_WEIGHT}">High blood pressure</p>`);
    expect(extras).toContain(`<p data-pagefind-weight="${FOCUS_WEIGHT}">${groupToken('blood-pressure')}</p>`);
    expect(prepareArticle(page('<p>Salt.</p>'), groups).html).not.toContain(`>High blood pressure`);
  });

  it('names the fix when the structured data the main search phrase comes from is not JSON', () => {
    expect(() => focusPhrase('{"keywords": ')).toThrow(/structured data that is not JSON.*Fix:/);
  });

  it('weighs a page that gives no health advice less, and marks it with the filter search ranks it by', () => {
    const { html } = prepareArticle(page('<h2>About</h2><p>BP</p>', 'en', ' data-health-advice="false"'), groups);
    expect(html).toContain(`data-pagefind-weight="${NON_ADVICE_WEIGHT}"`);
    expect(html).toMatch(new RegExp(`<h2 data-pagefind-weight="${NON_ADVICE_WEIGHT}">About</h2>`));
    expect(html).toContain(`data-pagefind-filter="${NON_ADVICE_FILTER.name}:${NON_ADVICE_FILTER.value}"`);
    // An article has neither.
    const article = prepareArticle(page('<h2>Salt</h2><p>BP</p>', 'en', ''), groups).html;
    expect(article).not.toContain('data-pagefind-weight="0');
    expect(article).not.toContain('data-pagefind-filter');
  });

  it('keeps out of the fragment what no result shows: the tags meta and the ids Pagefind makes anchors of', () => {
    const { html } = prepareArticle(page('<h2 id="salt-and-bp">Salt and BP</h2><p>Less.</p>'), groups);
    expect(html).toContain('<h2>Salt and BP</h2>');
    expect(html).not.toContain('data-pagefind-meta="tags:');
    // The tags are still indexed, by weight.
    expect(html).toContain(`<p data-pagefind-weight="${TAG_WEIGHT}">Salt रक्तचाप`);
  });

  it('refuses a page with Pagefind data outside its indexed element, which Pagefind would not be given', () => {
    const outside = page('<p>Salt.</p>').replace('<nav>', '<nav data-pagefind-meta="author:A">');
    expect(() => prepareArticle(outside, groups)).toThrow(/outside its data-pagefind-body/);
  });

  it('leaves a page without an indexed body as it is', () => {
    expect(prepareArticle('<p>x</p>').html).toBe('<p>x</p>');
  });
});

describe('slimFragment', () => {
  const fragment = (content: string) =>
    zlib.gzipSync(`pagefind_dcd${JSON.stringify({ url: '/post/a.html', content, word_count: 9, meta: { title: 'A' } })}`);
  const read = (compressed: Buffer) => JSON.parse(zlib.gunzipSync(compressed).toString('utf8').slice('pagefind_dcd'.length));

  it('leaves the tokens and keys out of what a result downloads, and every other word in its place', () => {
    const key = indexedKeyWord('नमक')!;
    const slim = read(
      slimFragment(fragment(`नमक. ${INDEX_ONLY_MARK}. नमक ${key.slice(0, -1)}. ${groupToken('salt')}. ${key} ${key}`), 'a'),
    );
    expect(slim).toEqual({
      url: '/post/a.html',
      content: `नमक. ${INDEX_ONLY_MARK}. नमक ${key.slice(0, -1)}.`,
      word_count: 9,
      meta: { title: 'A' },
    });
    // The article's own text keeps whatever it writes, the index-only mark and key-like words too.
    expect(read(slimFragment(fragment(`a ${key} ${INDEX_ONLY_MARK} b. ${INDEX_ONLY_MARK}. ${key}`), 'a')).content).toBe(
      `a ${key} ${INDEX_ONLY_MARK} b. ${INDEX_ONLY_MARK}.`,
    );
    // Nothing to leave out: the fragment as it was.
    const plain = fragment(`a. ${INDEX_ONLY_MARK}. b`);
    expect(slimFragment(plain, 'a')).toBe(plain);
  });

  it('names the file when it is not a Pagefind fragment', () => {
    expect(() => slimFragment(zlib.gzipSync('{"content":""}'), 'pagefind/fragment/x.pf_fragment')).toThrow(
      /pagefind\/fragment\/x\.pf_fragment is not a Pagefind fragment\. Fix:/,
    );
  });
});
