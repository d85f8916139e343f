import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  isEditorRequest,
  pageAssets,
  pageFile,
  serviceWorkerOptions,
  workboxCacheFile,
  writeServiceWorker,
} from '../../scripts/lib/service-worker.ts';
import { EDITOR_PATH } from '../../src/lib/editor-page.ts';
import { OFFLINE_CACHES } from '../../src/lib/offline.ts';
import { FIXTURE_DIST, readPage, scratchDir } from '../helpers/site-build.ts';

const SW = path.join(FIXTURE_DIST, 'sw.js');
const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));

/** The offline shell written into sw.js (scripts/lib/service-worker.ts#shellPrelude). */
function shell(): { cache: string; files: Record<string, string[]> } {
  const source = fs.readFileSync(SW, 'utf8');
  return JSON.parse(/^const OFFLINE_SHELL = (.*);$/m.exec(source)![1]!) as { cache: string; files: Record<string, string[]> };
}
/** The built file behind a URL of the shell (`/hi/utilities` → `hi/utilities.html`). */
const fileOf = (url: string) => (url.startsWith('/_astro/') ? url.slice(1) : pageFile(url));

describe('dist/sw.js', () => {
  it('is written by the build, after Pagefind, with Workbox inlined (one file) and no precache of its own', () => {
    expect(fs.existsSync(SW)).toBe(true);
    expect(fs.readdirSync(FIXTURE_DIST).filter((file) => /^workbox-.*\.js$/.test(file))).toEqual([]);
    expect(fs.readFileSync(SW, 'utf8')).not.toContain('workbox:precaching');
  });

  it('starts with the Save-Data guard, then the offline shell, then Workbox', () => {
    const source = fs.readFileSync(SW, 'utf8');
    expect(source).toMatch(/^self\.addEventListener\('install', function skipPrecacheOnLowData\(/);
    expect(source.indexOf('low-data')).toBeLessThan(source.indexOf('OFFLINE_SHELL'));
    expect(source.indexOf('keepOfflineShell')).toBeLessThan(source.indexOf('registerRoute'));
  });

  it("keeps, per language, the offline page and the BMI calculator, in a cache named after the shell's version", () => {
    expect(shell().cache).toMatch(/^arogya-shell-[0-9a-f]{12}$/);
    expect(Object.keys(shell().files).sort()).toEqual(['en', 'hi', 'mr']);
    for (const [lang, prefix] of [
      ['en', ''],
      ['hi', '/hi'],
      ['mr', '/mr'],
    ] as const) {
      const files = shell().files[lang]!;
      expect(
        files.filter((url) => !url.startsWith('/_astro/')),
        lang,
      ).toEqual([`${prefix}/offline`, `${prefix}/utilities`]);
    }
  });

  it("keeps what those pages need to work (CSS, the calculator's code), not the menu's island code", () => {
    const files = shell().files.en!;
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(readPage(FIXTURE_DIST, '/utilities'))?.[1];
    expect(files).toContain(stylesheet);
    expect(files.some((url) => /^\/_astro\/OfflinePage\..+\.js$/.test(url))).toBe(true);
    expect(files.some((url) => /^\/_astro\/BmiCalculator\..+\.js$/.test(url))).toBe(true);
    const bmiRenderer = /<astro-island[^>]*BmiCalculator[^>]*renderer-url="([^"]+)"/.exec(readPage(FIXTURE_DIST, '/utilities'))?.[1];
    expect(files).toContain(bmiRenderer);
    const menuIsland = /<astro-island[^>]*client="interaction"[^>]*>/.exec(readPage(FIXTURE_DIST, '/utilities'))![0];
    for (const url of menuIsland.match(/\/_astro\/[^"]+\.js/g)!) expect(files, url).not.toContain(url);
    expect(files.filter((url) => /\/(?:SearchResults|react)\./.test(url))).toEqual([]);
  });

  it('keeps no search file: they are fetched when the reader first searches or saves an article', () => {
    expect(fs.existsSync(path.join(FIXTURE_DIST, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(
      Object.values(shell().files)
        .flat()
        .filter((url) => url.startsWith('/pagefind/')),
    ).toEqual([]);
  });

  it('keeps only files of the built site: no article, no draft, nothing from another site', () => {
    for (const url of Object.values(shell().files).flat()) expect(fs.existsSync(path.join(FIXTURE_DIST, fileOf(url))), url).toBe(true);
    expect(
      Object.values(shell().files)
        .flat()
        .filter((url) => url.startsWith('/post/') || url.includes('draft') || url.includes('//')),
    ).toEqual([]);
  });

  it('keeps pages, images, bundled files and search files in their own caches, storing only status 200', () => {
    const source = fs.readFileSync(SW, 'utf8');
    for (const name of [OFFLINE_CACHES.pages, OFFLINE_CACHES.images, OFFLINE_CACHES.assets, OFFLINE_CACHES.search])
      expect(source).toContain(`cacheName:"${name}"`);
    expect(source).toContain('networkTimeoutSeconds:3');
    expect(source.match(/statuses:\[200\]/g)).toHaveLength(4);
    expect(source).not.toMatch(/statuses:\[0/);
  });

  it('answers the editor (/admin) from the network only, with the first route, before any route that keeps', () => {
    const source = fs.readFileSync(SW, 'utf8');
    // The editor's addresses, as isEditorRequest matches them (minifying keeps a regular expression as written).
    const editorPattern = String.raw`/^\/admin(?:\.html)?(?:\/|$)/`;
    expect(isEditorRequest.toString()).toContain(editorPattern);
    const editorRoute = source.indexOf(editorPattern);
    expect(editorRoute).toBeGreaterThan(source.indexOf('OFFLINE_SHELL'));
    expect(editorRoute).toBeLessThan(source.indexOf(`cacheName:"${OFFLINE_CACHES.pages}"`));
  });

  it("has the editor's page load, itself, every file only the editor needs: the worker knows them by their referrer", () => {
    const files = fs.readdirSync(FIXTURE_DIST, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
    const present = new Set(files);
    const texts = new Map<string, string | undefined>();
    const read = (file: string) => {
      if (!texts.has(file)) texts.set(file, present.has(file) ? fs.readFileSync(path.join(FIXTURE_DIST, file), 'utf8') : undefined);
      return texts.get(file);
    };
    const editorPage = pageFile(EDITOR_PATH);
    const readerFiles = new Set(
      files.filter((file) => file.endsWith('.html') && file !== editorPage).flatMap((file) => pageAssets(read(file)!, read)),
    );
    const editorHtml = read(editorPage)!;
    const editorOnly = pageAssets(editorHtml, read).filter((file) => !readerFiles.has(file));
    expect(editorOnly.length).toBeGreaterThan(0);
    for (const file of editorOnly) expect(editorHtml, file).toContain(`/${file}`);
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
    // No main menu: offline, almost none of its links would open, and the page is kept in advance.
    expect($('nav.main-menu')).toHaveLength(0);
    expect($('astro-island')).toHaveLength(0);
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

describe("Workbox's part of sw.js, kept between builds", () => {
  // In-process, as the build does it. (Builds kept and not: tests/build/reproducible.test.ts
  // compares a build that reuses the kept worker with the fixture build, which may have generated it.)
  it('is the same generated or kept, and a damaged copy is generated again', async () => {
    const root = scratchDir('workbox-cache');
    const dist = path.join(root, 'dist');
    const cacheDir = path.join(root, 'cache');
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    const kept = workboxCacheFile(serviceWorkerOptions(dist), cacheDir);
    fs.mkdirSync(cacheDir);
    fs.writeFileSync(kept, '{"code":"self.addEventListener(');

    const generated = await writeServiceWorker(dist, { cacheDir });
    expect(generated.workboxCached).toBe(false);
    const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(worker).toContain('registerRoute');
    expect(JSON.parse(fs.readFileSync(kept, 'utf8'))).toMatchObject({ code: expect.stringContaining('registerRoute') });

    fs.rmSync(path.join(dist, 'sw.js'));
    const reused = await writeServiceWorker(dist, { cacheDir });
    expect(reused.workboxCached).toBe(true);
    expect(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')).toBe(worker);
  });
});
