import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { islandRuntimeFile } from '../../src/integrations/island-runtime-file.ts';
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

describe('the build (island runtime step)', () => {
  const logger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as AstroIntegrationLogger;
  function runStep(pages: Record<string, string>, files: string[]): void {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-assets-'));
    try {
      fs.mkdirSync(path.join(dir, '_astro'));
      for (const file of files) fs.writeFileSync(path.join(dir, file), '');
      for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), html);
      const hooks = islandRuntimeFile().hooks as Record<string, (options: unknown) => void>;
      hooks['astro:config:done']!({ config: { cacheDir: pathToFileURL(path.join(process.cwd(), 'node_modules/.astro/')) } });
      hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`), logger });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const page = (body: string) => `<html><body>${body}${inlineRuntimeTag(islandRuntime)}</body></html>`;

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
});
