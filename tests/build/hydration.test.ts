import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, loadPage } from '../../scripts/lib/dist-pages.ts';
import { pageTypeOf } from '../../scripts/lib/bench/page-weight.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/**
 * Nothing hydrates at load that the reader has not asked for: the menu hydrates on the first
 * interaction with it, the 404 page's search only at the legacy /search/{text}; only the BMI
 * calculator and the search results, on their own pages, hydrate as the page loads.
 */
const ALLOWED: Record<string, (type: ReturnType<typeof pageTypeOf>) => string | undefined> = {
  MainMenu: () => 'interaction',
  BmiCalculator: (type) => (type === 'utilities' ? 'visible' : undefined),
  SearchResults: (type) => (type === 'search' ? 'load' : type === '404' ? 'path' : undefined),
};

describe('when islands hydrate', () => {
  const pages = listFiles(FIXTURE_DIST).filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));

  it('every island on every page hydrates only as its rule allows', () => {
    const seen = new Set<string>();
    for (const file of pages) {
      const { $ } = loadPage(FIXTURE_DIST, file);
      for (const island of $('astro-island').toArray()) {
        const component = /\/(\w+)\.[\w-]+\.js$/.exec(island.attribs['component-url'] ?? '')?.[1] ?? '';
        const rule = ALLOWED[component];
        expect(rule, `${file}: an island of ${component} has no hydration rule`).toBeDefined();
        expect(island.attribs.client, `${file}: ${component}`).toBe(rule!(pageTypeOf(file)));
        seen.add(`${component}:${island.attribs.client}`);
      }
    }
    expect([...seen].sort()).toEqual(['BmiCalculator:visible', 'MainMenu:interaction', 'SearchResults:load', 'SearchResults:path']);
  });

  it('gives the 404 page’s search the legacy /search/ prefix as its path', () => {
    const { $ } = loadPage(FIXTURE_DIST, '404.html');
    const island = $('astro-island[client="path"]');
    expect(JSON.parse(island.attr('opts') ?? '{}')).toMatchObject({ value: '/search/' });
  });

  it('names in the head every module an island that hydrates at load needs (the search results), and nothing on pages whose islands wait', () => {
    /** A built module's static imports (`import"./x.js"`, `from"./x.js"`), by their site paths: read here without the build's parser. */
    const importsOf = (url: string) =>
      Array.from(fs.readFileSync(path.join(FIXTURE_DIST, url), 'utf8').matchAll(/(?:\bimport|\bfrom)\s*"(\.\/[^"]+)"/g), (match) =>
        path.posix.join(path.posix.dirname(url), match[1]!),
      );
    const preloading: string[] = [];
    for (const file of pages) {
      const { $ } = loadPage(FIXTURE_DIST, file);
      const preloaded = $('link[rel="modulepreload"]')
        .map((_, link) => $(link).attr('href'))
        .get()
        .filter((href) => href.startsWith('/_astro/'));
      expect($('body link[rel="modulepreload"][href^="/_astro/"]'), `${file}: in the head`).toHaveLength(0);
      const atLoad = $('astro-island[client="load"]').toArray();
      if (atLoad.length === 0) {
        expect(preloaded, `${file}: no island hydrates at load, so no module loads before the reader asks`).toEqual([]);
        continue;
      }
      preloading.push(file);
      expect(new Set(preloaded).size, `${file}: each once`).toBe(preloaded.length);
      for (const island of atLoad)
        expect(preloaded).toEqual(expect.arrayContaining([island.attribs['component-url'], island.attribs['renderer-url']]));
      for (const url of preloaded) {
        expect(fs.existsSync(path.join(FIXTURE_DIST, url)), `${file}: ${url} was written`).toBe(true);
        for (const imported of importsOf(url)) expect(preloaded, `${file}: ${url} imports ${imported}`).toContain(imported);
      }
    }
    expect(preloading.sort()).toEqual(['hi/search.html', 'mr/search.html', 'search.html']);
  });
});
