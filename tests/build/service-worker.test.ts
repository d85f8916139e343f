import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
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
const precachedFiles = () => precached().map(({ url }) => url.split('?')[0]!);

describe('dist/sw.js', () => {
  it('is written by the build, after Pagefind, with Workbox inlined (one file)', () => {
    expect(fs.existsSync(SW)).toBe(true);
    expect(fs.readdirSync(FIXTURE_DIST).filter((file) => /^workbox-.*\.js$/.test(file))).toEqual([]);
    expect(precached().length).toBeGreaterThan(20);
  });

  it('precaches the shell pages in every language, each with a revision hash', () => {
    const pages = ['index.html', 'hi.html', 'mr.html', 'utilities.html', 'hi/utilities.html', 'mr/utilities.html', 'search.html', 'hi/search.html', 'mr/search.html', 'offline.html', 'hi/offline.html', 'mr/offline.html'];
    for (const file of pages) {
      const entry = precached().find(({ url }) => url === `${file}?offline-fallback`);
      expect(entry?.revision, file).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(precached().filter(({ url }) => url.endsWith('.html?offline-fallback'))).toHaveLength(pages.length);
  });

  it('precaches every bundled CSS and JS file, the favicon and the web manifest', () => {
    const bundled = fs.readdirSync(path.join(FIXTURE_DIST, '_astro')).filter((file) => /\.(?:css|js)$/.test(file));
    expect(bundled.length).toBeGreaterThan(3);
    for (const file of bundled) expect(precachedFiles(), file).toContain(`_astro/${file}`);
    expect(precachedFiles()).toEqual(expect.arrayContaining(['favicon.svg', 'manifest.webmanifest']));
  });

  it("precaches Pagefind's core files, not its index chunks", () => {
    const core = fs.readdirSync(path.join(FIXTURE_DIST, 'pagefind')).filter((file) => /^(?:pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\..+\.pagefind|pagefind\..+\.pf_meta)$/.test(file));
    expect(core).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind']));
    for (const file of core) expect(precachedFiles(), file).toContain(`pagefind/${file}`);
    expect(precachedFiles().filter((file) => /^pagefind\/(?:index|fragment|filter)\//.test(file))).toEqual([]);
  });

  it('precaches only files of the built site: no article, no draft, nothing from another site', () => {
    for (const file of precachedFiles()) expect(fs.existsSync(path.join(FIXTURE_DIST, file)), file).toBe(true);
    expect(precachedFiles().filter((file) => file.startsWith('post/') || file.includes('draft') || file.includes('//'))).toEqual([]);
  });

  it('keeps pages, images and index chunks in their own caches, storing only status 200', () => {
    const source = fs.readFileSync(SW, 'utf8');
    for (const name of [OFFLINE_CACHES.pages, OFFLINE_CACHES.images, OFFLINE_CACHES.search]) expect(source).toContain(`cacheName:"${name}"`);
    expect(source).toContain('networkTimeoutSeconds:3');
    expect(source.match(/statuses:\[200\]/g)).toHaveLength(3);
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
    expect($('[data-offline-page] section a').map((_, a) => $(a).attr('href')).get()).toEqual([prefix || '/', `${prefix}/utilities`, `${prefix}/search`]);
    expect($('link[rel="alternate"][hreflang]').map((_, l) => $(l).attr('href')).get()).toEqual([
      'https://arogya.example/offline',
      'https://arogya.example/hi/offline',
      'https://arogya.example/mr/offline',
    ]);
    // Articles are listed by the page's script; without it, the page says so.
    expect($('[data-offline-articles]').attr('hidden')).toBeDefined();
    expect($('[data-offline-status]').text()).not.toBe('');
  });
});

describe('registration and the save button', () => {
  it('registers the worker from a bundled module, not an inline script (a strict CSP is coming)', () => {
    const $ = page('/');
    const sources = $('script[type="module"][src]').map((_, s) => $(s).attr('src')).get();
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
