import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSizes,
  analyseHtml,
  compressedSizes,
  importSpecifiers,
  listFontFiles,
  listPages,
  PageWeigher,
  pageTypeOf,
  pickCandidate,
  scriptClosure,
  socialCards,
} from '../../scripts/lib/bench/page-weight.ts';
import { scratchDir } from '../helpers/site-build.ts';

describe('compressedSizes', () => {
  it('gives the raw, gzip and Brotli sizes of a text', () => {
    const text = 'आरोग्य '.repeat(500);
    const sizes = compressedSizes(text);
    expect(sizes.raw).toBe(Buffer.byteLength(text));
    expect(sizes.gzip).toBe(zlib.gzipSync(text, { level: 9 }).length);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });

  it('adds sizes field by field', () => {
    expect(addSizes({ raw: 10, gzip: 5, brotli: 4 }, { raw: 1, gzip: 2, brotli: 3 })).toEqual({ raw: 11, gzip: 7, brotli: 7 });
    expect(addSizes()).toEqual({ raw: 0, gzip: 0, brotli: 0 });
  });
});

describe('importSpecifiers', () => {
  it('finds static, re-exported and literal dynamic imports in minified code', () => {
    const code =
      'import{a as e}from"./react.js";import"./side.js";export*from"./all.js";export{b}from"./b.js";const m=()=>import("./lazy.js");import(x);';
    expect(importSpecifiers(code).sort()).toEqual(['./all.js', './b.js', './lazy.js', './react.js', './side.js']);
  });
});

describe('analyseHtml', () => {
  const html = `<!doctype html><html><head>
    <link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/print.css" media="print">
    <script src="/blocking.js"></script>
    <script src="/deferred.js" defer></script>
    <script type="module" src="/_astro/module.js"></script>
    <script type="application/ld+json">{"@type":"MedicalWebPage"}</script>
    <script type="module">import "/_astro/inline-import.js";</script>
    <style>@font-face{font-family:x}</style>
    </head><body>
    <astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>
    <astro-island component-url="/_astro/Bmi.js" renderer-url="/_astro/preact.js" client="visible"></astro-island>
    <img src="/a.svg" width="10" height="10" class="lead-image big">
    <img src="/b.png">
    </body></html>`;
  const assets = analyseHtml(html);

  it('lists the render-blocking stylesheets (not print ones)', () => {
    expect(assets.stylesheets).toEqual(['/_astro/a.css']);
  });

  it('names classic scripts without async or defer as render-blocking, and only those', () => {
    expect(assets.blockingScripts).toEqual(['/blocking.js']);
  });

  it('lists every script the page may load: src, inline module imports and island URLs', () => {
    expect(assets.scripts.sort()).toEqual(
      [
        '/_astro/Bmi.js',
        '/_astro/Menu.js',
        '/_astro/client.js',
        '/_astro/inline-import.js',
        '/_astro/module.js',
        '/_astro/preact.js',
        '/blocking.js',
        '/deferred.js',
      ].sort(),
    );
  });

  it('leaves the code of islands that hydrate on interaction out of what loads before it', () => {
    expect(assets.scriptsAtLoad.sort()).toEqual(
      ['/_astro/Bmi.js', '/_astro/inline-import.js', '/_astro/module.js', '/_astro/preact.js', '/blocking.js', '/deferred.js'].sort(),
    );
  });

  it('reads images and inline styles', () => {
    expect(assets.images.map((img) => [img.src, img.width, img.className])).toEqual([
      ['/a.svg', '10', 'lead-image big'],
      ['/b.png', undefined, ''],
    ]);
    expect(assets.inlineStyles.join('')).toContain('@font-face');
  });
});

describe('scriptClosure', () => {
  it('follows relative and absolute imports once each, skipping files that are not local', () => {
    const files: Record<string, string> = {
      '/_astro/entry.js': 'import{a}from"./dep.js";import"/_astro/shared.js";import"https://cdn.example/x.js";',
      '/_astro/dep.js': 'import"./shared.js";import("./entry.js");',
      '/_astro/shared.js': '',
    };
    expect(scriptClosure(['/_astro/entry.js', '/missing.js'], (url) => files[url])).toEqual([
      '/_astro/dep.js',
      '/_astro/entry.js',
      '/_astro/shared.js',
    ]);
  });
});

describe('pickCandidate', () => {
  it('takes the smallest candidate at least as wide as the slot', () => {
    const img = { src: '/a.jpg', srcset: '/a-800.webp 800w, /a-400.webp 400w, /a-1200.webp 1200w' };
    expect(pickCandidate(img, 400)).toBe('/a-400.webp');
    expect(pickCandidate(img, 500)).toBe('/a-800.webp');
    expect(pickCandidate(img, 2000)).toBe('/a-1200.webp');
  });

  it('falls back to src without a usable srcset', () => {
    expect(pickCandidate({ src: '/a.svg', srcset: undefined }, 400)).toBe('/a.svg');
    expect(pickCandidate({ src: '/a.png', srcset: '/a@2x.png 2x' }, 400)).toBe('/a.png');
  });
});

describe('pageTypeOf', () => {
  it.each([
    ['index.html', 'home'],
    ['hi.html', 'home'],
    ['mr/index.html', 'home'],
    ['post/salt.html', 'article'],
    ['category/Maida.html', 'category'],
    ['category/lifestyle/2.html', 'category'],
    ['tag/salt.html', 'tag'],
    ['hi/utilities.html', 'utilities'],
    ['search.html', 'search'],
    ['404.html', '404'],
    ['hi/offline.html', 'other'],
  ])('%s is a %s page', (file, type) => {
    expect(pageTypeOf(file)).toBe(type);
  });
});

describe('PageWeigher on a built site', () => {
  let dist: string;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };
  beforeAll(() => {
    dist = scratchDir('bench-page-weight');
    write('_astro/site.css', 'body{margin:0}'.repeat(50));
    write('_astro/client.js', 'import"./react.js";'.padEnd(3000, ' '));
    write('_astro/react.js', 'export const r=1;'.repeat(100));
    write('_astro/Menu.js', 'import"./react.js";export default 1;');
    write('_astro/theme.js', 'document.body.dataset.x=1;');
    write('_astro/lead-400.webp', Buffer.alloc(5000));
    write('_astro/lead-800.webp', Buffer.alloc(20000));
    write(
      'post/salt.html',
      `<html lang="en"><head><link rel="stylesheet" href="/_astro/site.css"></head><body>
       <astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>
       <script type="module" src="/_astro/theme.js"></script>
       <img class="lead-image" src="/_astro/lead.png" srcset="/_astro/lead-400.webp 400w, /_astro/lead-800.webp 800w" width="1200" height="630">
       <img src="/_astro/logo.png"></body></html>`,
    );
    write('index.html', '<html><body>home</body></html>');
    write('fonts/x.woff2', 'font');
    write('social/salt.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]));
    write('social/fake.jpg', Buffer.from('<svg/>'));
  });

  it('measures HTML, render-blocking CSS and the whole JavaScript closure', () => {
    const weight = new PageWeigher(dist).measure('post/salt.html');
    expect(weight.type).toBe('article');
    expect(weight.css.raw).toBe(fs.statSync(path.join(dist, '_astro/site.css')).size);
    expect(weight.firstRender.brotli).toBe(weight.html.brotli + weight.css.brotli);
    expect(weight.jsFiles).toEqual(['/_astro/Menu.js', '/_astro/client.js', '/_astro/react.js', '/_astro/theme.js']);
    expect(weight.js.raw).toBe(
      ['Menu.js', 'client.js', 'react.js', 'theme.js'].reduce((sum, f) => sum + fs.statSync(path.join(dist, '_astro', f)).size, 0),
    );
    // Before any interaction: the page's own script, not the menu's island and what it imports.
    expect(weight.jsAtLoadFiles).toEqual(['/_astro/theme.js']);
    expect(weight.jsAtLoad.raw).toBe(fs.statSync(path.join(dist, '_astro/theme.js')).size);
  });

  it('reports the lead image at 400 px and images without size or srcset', () => {
    const weight = new PageWeigher(dist).measure('post/salt.html');
    expect(weight.leadImage).toEqual({ url: '/_astro/lead-400.webp', bytes: 5000 });
    expect(weight.unsizedImages).toEqual(['/_astro/logo.png']);
    expect(weight.unresponsiveImages).toEqual(['/_astro/logo.png']);
    expect(weight.blockingScripts).toEqual([]);
  });

  it('fails loudly when a page references a file the build did not write', () => {
    write('post/broken.html', '<html><head><link rel="stylesheet" href="/_astro/gone.css"></head></html>');
    expect(() => new PageWeigher(dist).measure('post/broken.html')).toThrow(/gone\.css/);
    fs.rmSync(path.join(dist, 'post/broken.html'));
  });

  it('lists pages, font files and social cards (and which cards are not JPEG)', () => {
    expect(listPages(dist)).toEqual(['index.html', 'post/salt.html']);
    expect(listFontFiles(dist)).toEqual([path.join('fonts', 'x.woff2')]);
    expect(socialCards(dist)).toEqual([
      { file: 'social/fake.jpg', bytes: 6, jpeg: false },
      { file: 'social/salt.jpg', bytes: 6, jpeg: true },
    ]);
  });
});
