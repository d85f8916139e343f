import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../scripts/lib/service-worker.ts';
import { OFFLINE_CACHES } from '../../src/lib/offline.ts';
import { FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const SW = path.join(FIXTURE_DIST, 'sw.js');
const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));

/** The precache manifest written into sw.js: `{url:"…",revision:…}` entries. */
function precached(): { url: string; revision: string | null }[] {
  const source = fs.readFileSync(SW, 'utf8');
  return [...source.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map(([, url, revision]) => ({
    url: url!,
    revision: revision === 'null' ? null : revision!.slice(1, -1),
  }));
}
/** The built files behind the precached URLs (a page is precached as `offline?offline-fallback`). */
const precachedFiles = () =>
  precached().map(({ url }) => {
    const [file, query] = url.split('?') as [string, string?];
    return query === 'offline-fallback' ? pageFile(`/${file}`) : file;
  });

describe('dist/sw.js', () => {
  it('is written by the build, after Pagefind, with Workbox inlined (one file)', () => {
    expect(fs.existsSync(SW)).toBe(true);
    expect(fs.readdirSync(FIXTURE_DIST).filter((file) => /^workbox-.*\.js$/.test(file))).toEqual([]);
    expect(precached().length).toBeGreaterThan(5);
  });

  it('starts with the Save-Data guard, before Workbox registers its precache', () => {
    const source = fs.readFileSync(SW, 'utf8');
    expect(source).toMatch(/^self\.addEventListener\('install', function skipPrecacheOnLowData\(/);
    expect(source.indexOf('low-data')).toBeLessThan(source.indexOf('__WB_REVISION__'));
  });

  it('precaches the offline page in every language, each with a revision hash, and no other page', () => {
    const pages = ['offline.html', 'hi/offline.html', 'mr/offline.html'];
    for (const file of pages) {
      const entry = precached().find(({ url }) => url === `${file.replace(/\.html$/, '')}?offline-fallback`);
      expect(entry?.revision, file).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(precached().filter(({ url }) => url.endsWith('?offline-fallback'))).toHaveLength(pages.length);
  });

  it("precaches what the offline page needs (its CSS and scripts), the favicon and the web manifest, not other pages' islands", () => {
    const offline = readPage(FIXTURE_DIST, '/offline');
    const stylesheet = /href="\/(_astro\/[^"]+\.css)"/.exec(offline)?.[1];
    expect(precachedFiles()).toContain(stylesheet);
    expect(precachedFiles().some((file) => /^_astro\/OfflinePage\..+\.js$/.test(file))).toBe(true);
    expect(precachedFiles()).toEqual(expect.arrayContaining(['favicon.svg', 'manifest.webmanifest']));
    expect(precachedFiles().filter((file) => /^_astro\/(?:BmiCalculator|SearchResults)\./.test(file))).toEqual([]);
  });

  it('precaches no search file: they are fetched when the reader first searches or saves an article', () => {
    expect(fs.existsSync(path.join(FIXTURE_DIST, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(precachedFiles().filter((file) => file.startsWith('pagefind/'))).toEqual([]);
  });

  it('precaches only files of the built site: no article, no draft, nothing from another site', () => {
    for (const file of precachedFiles()) expect(fs.existsSync(path.join(FIXTURE_DIST, file)), file).toBe(true);
    expect(precachedFiles().filter((file) => file.startsWith('post/') || file.includes('draft') || file.includes('//'))).toEqual([]);
  });

  it('keeps pages, images, bundled files and search files in their own caches, storing only status 200', () => {
    const source = fs.readFileSync(SW, 'utf8');
    for (const name of [OFFLINE_CACHES.pages, OFFLINE_CACHES.images, OFFLINE_CACHES.assets, OFFLINE_CACHES.search])
      expect(source).toContain(`cacheName:"${name}"`);
    expect(source).toContain('networkTimeoutSeconds:3');
    expect(source.match(/statuses:\[200\]/g)).toHaveLength(4);
    expect(source).not.toMatch(/statuses:\[0/);
  });
});

describe('the offline pages', () => {
  it.each([
    ['/offline', 'en', 'You are offline'],
    ['/hi/offline', 'hi', 'आप ऑफ़लाइन हैं'],
    ['/mr/offline', 'mr', 'तुम्ही ऑफलाइन आहात'],
  ])('%s is in its language, kept out of search engines, and links the pages that work offline', (pathname, lang, title) => {
    const $ = page(pathname);
    expect($('html').attr('lang')).toBe(lang);
    expect($('h1').text()).toBe(title);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    const prefix = lang === 'en' ? '' : `/${lang}`;
    expect(
      $('[data-offline-page] section a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual([prefix || '/', `${prefix}/utilities`, `${prefix}/search`]);
    expect(
      $('link[rel="alternate"][hreflang]')
        .map((_, l) => $(l).attr('href'))
        .get(),
    ).toEqual(['https://arogya.example/offline', 'https://arogya.example/hi/offline', 'https://arogya.example/mr/offline']);
    // Articles are listed by the page's script; without it, the page says so.
    expect($('[data-offline-articles]').attr('hidden')).toBeDefined();
    expect($('[data-offline-status]').text()).not.toBe('');
  });
});

describe('registration and the save button', () => {
  it('registers the worker from a bundled module, not an inline script (a strict CSP is coming)', () => {
    const $ = page('/');
    const sources = $('script[type="module"][src]')
      .map((_, s) => $(s).attr('src'))
      .get();
    const registering = sources.filter((src) => fs.readFileSync(path.join(FIXTURE_DIST, src), 'utf8').includes('serviceWorker.register('));
    expect(registering).toHaveLength(1);
    expect($('script:not([src])').filter((_, s) => ($(s).html() ?? '').includes('serviceWorker'))).toHaveLength(0);
  });

  it('puts a hidden, translated "save for offline" button on articles only', () => {
    const en = page('/post/salt-basics');
    expect(en('[data-save-offline]').attr('hidden')).toBeDefined();
    expect(en('[data-save-offline] button').text()).toBe('Save for offline reading');
    expect(en('[data-save-offline]').attr('data-saved')).toBe('Saved. You can read this article without a connection.');
    expect(page('/post/salt-basics-hindi')('[data-save-offline] button').text()).toBe('ऑफ़लाइन पढ़ने के लिए सहेजें');
    expect(page('/post/salt-basics-marathi')('[data-save-offline] button').text()).toBe('ऑफलाइन वाचण्यासाठी जतन करा');
    expect(page('/')('[data-save-offline]')).toHaveLength(0);
  });
});
