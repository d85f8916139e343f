import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const exists = (file: string) => fs.existsSync(path.join(FIXTURE_DIST, file));
const postLinks = ($: ReturnType<typeof page>) =>
  $('main .post-card h2 a, main .post-card h3 a')
    .map((_, a) => $(a).attr('href'))
    .get();

/** URLs of every page in the Pagefind index (fragments are gzip with a short header). */
function indexedUrls(): string[] {
  const dir = path.join(FIXTURE_DIST, 'pagefind', 'fragment');
  return fs.readdirSync(dir).map((file) => {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
    return JSON.parse(raw.slice(raw.indexOf('{'))).url as string;
  });
}

describe('routes', () => {
  it('builds every published post at its legacy URL as a file, so no trailing slash is needed', () => {
    for (const slug of [
      'salt-basics',
      'lifestyle-two',
      'lifestyle-three',
      'maida-facts',
      'sugar-facts',
      'salt-basics-hindi',
      'salt-basics-marathi',
    ]) {
      expect(exists(`post/${slug}.html`), slug).toBe(true);
    }
    expect(exists('category/Maida.html')).toBe(true);
    expect(exists('category/maida.html')).toBe(false);
    expect(exists('tag/cow-milk.html')).toBe(true);
  });

  it('builds a draft nowhere: no page, no listing, no sitemap entry, no search entry', () => {
    expect(exists('post/lifestyle-draft.html')).toBe(false);
    const everything = fs
      .readdirSync(FIXTURE_DIST, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html') || f.endsWith('.xml'))
      .map((f) => fs.readFileSync(path.join(FIXTURE_DIST, f), 'utf8'))
      .join('\n');
    expect(everything).toContain('salt-basics');
    expect(everything).not.toContain('lifestyle-draft');
    const urls = indexedUrls();
    // Pagefind records the built file; the search island links the legacy URL without .html.
    expect(urls).toContain('/post/salt-basics.html');
    expect(urls.some((url) => url.includes('lifestyle-draft'))).toBe(false);
  });
});

describe('listings', () => {
  it('lists a category newest postTimeodified first, paginated with prev/next links', () => {
    const first = page('/category/lifestyle');
    expect(postLinks(first)).toEqual(['/post/salt-basics', '/post/lifestyle-two']);
    expect(first('a[rel="next"]').attr('href')).toBe('/category/lifestyle/2');
    expect(first('a[rel="prev"]')).toHaveLength(0);
    const second = page('/category/lifestyle/2');
    expect(postLinks(second)).toEqual(['/post/lifestyle-three']);
    expect(second('a[rel="prev"]').attr('href')).toBe('/category/lifestyle');
    expect(second('title').text()).toContain('Page 2 of 2');
  });

  it('lists a tag across languages, and a case-sensitive legacy category', () => {
    expect(postLinks(page('/tag/salt'))).toEqual(['/post/salt-basics', '/post/lifestyle-two']);
    expect(postLinks(page('/tag/salt/2'))).toEqual(['/post/salt-basics-hindi', '/post/salt-basics-marathi']);
    expect(postLinks(page('/category/Maida'))).toEqual(['/post/maida-facts']);
  });

  it('gives a listing the language of its articles', () => {
    expect(page('/category/hindi')('html').attr('lang')).toBe('hi');
    expect(page('/category/hindi')('h1').text()).toBe('श्रेणी: हिंदी');
    expect(page('/category/lifestyle')('html').attr('lang')).toBe('en');
  });
});

describe('article page', () => {
  const $ = page('/post/salt-basics');

  it('sets language, title, description, canonical URL and Open Graph tags', () => {
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('salt-basics title | Arogya');
    expect($('meta[name="description"]').attr('content')).toBe('About salt-basics.');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://arogya.example/post/salt-basics');
    expect($('meta[property="og:url"]').attr('content')).toBe('https://arogya.example/post/salt-basics');
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
    expect($('meta[property="og:title"]').attr('content')).toBe('salt-basics title');
    expect($('meta[property="og:image"]').attr('content')).toBe('https://arogya.example/social/salt.jpg');
    expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
    expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
    expect($('meta[property="article:modified_time"]').attr('content')).toBe('2023-11-14T22:18:20.000Z');
  });

  it('shows the display date from postTimeodified in Indian time, with a machine-readable datetime', () => {
    // 1700000300 is 14 Nov 2023 22:18 UTC, already 15 Nov in India.
    const updated = $('main .meta li').first();
    expect(updated.text()).toBe('Updated: 15 Nov 2023');
    expect(updated.find('time').attr('datetime')).toBe('2023-11-14T22:18:20.000Z');
  });

  it('renders the body, the lead image with its size, the category link and the tag links', () => {
    expect($('article h1').text()).toBe('salt-basics title');
    expect($('.prose strong').first().text()).toBe('salt-basics');
    const img = $('img.lead-image');
    expect(img.attr('width')).toBe('1200');
    expect(img.attr('height')).toBe('630');
    expect($('main a[href="/category/lifestyle"]').length).toBeGreaterThan(0);
    expect($('.tag-list a[href="/tag/salt"]').text()).toBe('Salt');
  });

  it('links the other language versions with reciprocal hreflang alternates', () => {
    const alternates = (pathname: string) =>
      page(pathname)('link[rel="alternate"][hreflang]')
        .map((_, el) => `${page(pathname)(el).attr('hreflang')} ${page(pathname)(el).attr('href')}`)
        .get();
    const expected = [
      'en https://arogya.example/post/salt-basics',
      'hi https://arogya.example/post/salt-basics-hindi',
      'mr https://arogya.example/post/salt-basics-marathi',
    ];
    expect(alternates('/post/salt-basics')).toEqual(expected);
    expect(alternates('/post/salt-basics-hindi')).toEqual(expected);
    expect(page('/post/salt-basics-hindi')('html').attr('lang')).toBe('hi');
    expect(page('/post/salt-basics-marathi')('html').attr('lang')).toBe('mr');
  });

  it("uses the article's generated cover when featureImageUrl is missing", () => {
    expect(page('/post/lifestyle-two')('img.lead-image').attr('src')).toBe('/cover/lifestyle-two.svg');
  });
});
