import { describe, expect, it } from 'vitest';
import { modulesHydratedAtLoad, staticImportUrls, staticModuleClosure, withModulePreloads } from '../../src/lib/island-preload.ts';

const island = (component: string, renderer: string, client: string, props = '{}') =>
  `<astro-island uid="a" component-url="${component}" component-export="default" renderer-url="${renderer}" props="${props}" ssr client="${client}" await-children></astro-island>`;

describe('modulesHydratedAtLoad', () => {
  it('names the component and renderer of each island that hydrates at load, each once, in page order', () => {
    const html = [
      island('/_astro/MainMenu.1.js', '/_astro/client.r.js', 'interaction'),
      island('/_astro/SearchResults.2.js', '/_astro/client.r.js', 'load', '{&quot;client&quot;:[0,&quot;idle&quot;]}'),
      island('/_astro/Other.3.js', '/_astro/client.r.js', 'load'),
    ].join('');
    expect(modulesHydratedAtLoad(html)).toEqual(['/_astro/SearchResults.2.js', '/_astro/client.r.js', '/_astro/Other.3.js']);
  });

  it('names nothing for islands that wait for the reader (interaction, visible, a path) or for a page without islands', () => {
    const later = ['interaction', 'visible', 'path', 'idle'].map((client) => island('/_astro/X.js', '/_astro/c.js', client)).join('');
    expect(modulesHydratedAtLoad(later)).toEqual([]);
    expect(modulesHydratedAtLoad('<p>client="load" component-url="/_astro/X.js"</p>')).toEqual([]);
  });
});

describe('staticImportUrls', () => {
  it('resolves static imports and re-exports against the module, and leaves out dynamic imports and bare names', () => {
    const code = [
      'import{a as b}from"./react.X1.js";',
      'import"../shared/side.js";',
      'import*as ns from "/_astro/abs.js";',
      'export{c}from"./re.js";',
      'const later=()=>import("./later.js");',
      'const text="import x from \'./in-a-string.js\'";',
      'import bare from"react";',
    ].join('\n');
    expect(staticImportUrls(code, '/_astro/chunks/S.js')).toEqual([
      '/_astro/chunks/react.X1.js',
      '/_astro/shared/side.js',
      '/_astro/abs.js',
      '/_astro/chunks/re.js',
    ]);
  });
});

describe('staticModuleClosure', () => {
  const graph: Record<string, string[]> = {
    '/S.js': ['/react.js', '/u.js'],
    '/c.js': ['/react.js', '/dom.js'],
    '/react.js': ['/rt.js'],
    '/dom.js': ['/react.js', '/rt.js'],
    '/rt.js': ['/react.js'], // a cycle
  };
  it('follows imports transitively, entries first, each module once, through cycles', () => {
    expect(staticModuleClosure(['/S.js', '/c.js'], (url) => graph[url] ?? [])).toEqual([
      '/S.js',
      '/c.js',
      '/react.js',
      '/u.js',
      '/dom.js',
      '/rt.js',
    ]);
  });
});

describe('withModulePreloads', () => {
  it('adds one link a module at the end of the head, after the stylesheet', () => {
    const html = '<html><head><link rel="stylesheet" href="/_astro/a.css"></head><body></body></html>';
    expect(withModulePreloads(html, ['/_astro/S.js', '/_astro/$&.js'])).toBe(
      '<html><head><link rel="stylesheet" href="/_astro/a.css"><link rel="modulepreload" href="/_astro/S.js"><link rel="modulepreload" href="/_astro/$&.js"></head><body></body></html>',
    );
  });

  it('replaces the links to bundled modules an earlier build wrote, and keeps the page’s own', () => {
    const html =
      '<head><link rel="modulepreload" href="/_astro/S.old.js"></head><body><link rel="modulepreload" href="/pagefind/pagefind.js"></body>';
    expect(withModulePreloads(html, ['/_astro/S.new.js'])).toBe(
      '<head><link rel="modulepreload" href="/_astro/S.new.js"></head><body><link rel="modulepreload" href="/pagefind/pagefind.js"></body>',
    );
    expect(withModulePreloads(html, [])).toBe('<head></head><body><link rel="modulepreload" href="/pagefind/pagefind.js"></body>');
  });
});
