import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { islandPages } from '../../src/integrations/island-pages.ts';
import { builtAssetPaths, missingBuiltAssets } from '../../src/lib/built-assets.ts';
import { inlineRuntimeTag } from '../../src/lib/island-runtime.ts';

const island = (component: string, renderer: string) =>
  `<astro-island component-url="${component}" renderer-url="${renderer}" client="interaction"></astro-island>`;

describe('builtAssetPaths', () => {
  it("names the build's files a page loads: scripts, styles, islands and their renderers, each once", () => {
    const html = `<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/a.js"></script>${island('/_astro/M.js', '/_astro/c.js')}${island('/_astro/M.js', '/_astro/c.js')}`;
    expect(builtAssetPaths(html)).toEqual(['/_astro/site.css', '/_astro/a.js', '/_astro/M.js', '/_astro/c.js']);
  });

  it('ignores files outside /_astro/, links to follow, and text that only mentions a path', () => {
    expect(
      builtAssetPaths('<a href="/post/x">x</a><img src="/images/a.svg"><p>src="/_astro/x.js"</p><a href="/_astro/y.js">y</a>'),
    ).toEqual([]);
  });

  it('lists what was not written', () => {
    const html = `<script src="/_astro/a.js"></script>${island('/_astro/M.js', '/_astro/c.js')}`;
    expect(missingBuiltAssets(html, (file) => file !== '/_astro/M.js')).toEqual(['/_astro/M.js']);
  });
});

describe('the build (island pages step)', () => {
  const logger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as AstroIntegrationLogger;
  /** Runs the step on pages and built files (names, or names and contents); returns the pages as it left them. */
  function runStep(pages: Record<string, string>, files: string[] | Record<string, string>): Record<string, string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-assets-'));
    try {
      fs.mkdirSync(path.join(dir, '_astro'));
      const contents = Array.isArray(files) ? Object.fromEntries(files.map((file) => [file, ''])) : files;
      for (const [file, code] of Object.entries(contents)) fs.writeFileSync(path.join(dir, file), code);
      for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), html);
      const hooks = islandPages().hooks as Record<string, (options: unknown) => void>;
      hooks['astro:config:done']!({ config: { cacheDir: pathToFileURL(path.join(process.cwd(), 'node_modules/.astro/')) } });
      hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`), logger });
      return Object.fromEntries(Object.keys(pages).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const page = (body: string) => `<html><head></head><body>${body}${inlineRuntimeTag(islandRuntime)}</body></html>`;
  const preloads = (html: string) => Array.from(html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g), (match) => match[1]);

  it('fails on a page that loads an island the build did not write (a stale cached copy), naming page, file and fix', () => {
    expect(() => runStep({ 'old.html': page(island('/_astro/Menu.old.js', '/_astro/client.js')) }, ['_astro/client.js'])).toThrow(
      /old\.html loads \/_astro\/Menu\.old\.js, which this build did not write.*Fix: delete the cache \(node_modules\/\.astro\)/,
    );
  });

  it('passes pages whose files were all written', () => {
    expect(() =>
      runStep({ 'new.html': page(island('/_astro/Menu.new.js', '/_astro/client.js')) }, ['_astro/Menu.new.js', '_astro/client.js']),
    ).not.toThrow();
  });

  it('names in the head every module an island that hydrates at load imports, and none for one that waits (dropping an earlier build’s)', () => {
    const built = {
      '_astro/Search.1.js': 'import{a}from"./react.2.js";import"./urls.3.js";const l=()=>import("./later.4.js");',
      '_astro/client.5.js': 'import{a}from"./react.2.js";',
      '_astro/react.2.js': 'import"./runtime.6.js";',
      '_astro/urls.3.js': '',
      '_astro/later.4.js': '',
      '_astro/runtime.6.js': '',
      '_astro/Menu.7.js': 'import"./react.2.js";',
    };
    const loaded = (client: string, component: string) =>
      `<astro-island component-url="${component}" renderer-url="/_astro/client.5.js" client="${client}"></astro-island>`;
    const result = runStep(
      {
        'search.html': page(loaded('interaction', '/_astro/Menu.7.js') + loaded('load', '/_astro/Search.1.js')),
        // Given links by an earlier build, when its island still hydrated at load.
        'article.html': page(loaded('interaction', '/_astro/Menu.7.js')).replace(
          '</head>',
          '<link rel="modulepreload" href="/_astro/Menu.7.js"></head>',
        ),
      },
      built,
    );
    expect(preloads(result['search.html']!)).toEqual([
      '/_astro/Search.1.js',
      '/_astro/client.5.js',
      '/_astro/react.2.js',
      '/_astro/urls.3.js',
      '/_astro/runtime.6.js',
    ]);
    expect(result['search.html']).toMatch(/<link rel="modulepreload" href="\/_astro\/runtime\.6\.js"><\/head>/);
    expect(preloads(result['article.html']!)).toEqual([]);
  });

  it('fails on an island whose code imports a module the build did not write, naming page, module and fix', () => {
    expect(() =>
      runStep(
        { 'search.html': page(`<astro-island component-url="/_astro/S.js" renderer-url="/_astro/c.js" client="load"></astro-island>`) },
        { '_astro/S.js': 'import"./gone.js";', '_astro/c.js': '' },
      ),
    ).toThrow(/search\.html hydrates an island that imports \/_astro\/gone\.js, which this build did not write.*Fix: delete the cache/);
  });
});
