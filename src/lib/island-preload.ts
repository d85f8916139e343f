/**
 * An island that hydrates as its page loads (`client:load`: the search results) finds its code
 * one round trip at a time: the island runtime runs, then asks for the component and its
 * renderer, and only when those arrive for the modules they import. On the search page the
 * results waited on that chain: in Lighthouse's mobile simulation React's renderer started
 * downloading at 1.2 s, after the page's small scripts, and the first results painted at
 * 2.6 s. Named up front as `<link rel="modulepreload">`, every module the island needs starts
 * beside the stylesheet (README, Performance). Islands that hydrate later (on interaction,
 * when visible, at a path) get none: their code must not load before the reader asks for it.
 */
import { ImportType, initSync, parse } from 'es-module-lexer';

/** One `<astro-island …>` start tag's attributes (their values are HTML-escaped: no `"` inside). */
function islandAttributes(tag: string): Map<string, string> {
  return new Map(Array.from(tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g), (match) => [match[1]!, match[2] ?? '']));
}

/**
 * The modules a page's islands load as the page loads: each such island's component, then its
 * renderer, each once, in page order.
 *
 * @example modulesHydratedAtLoad('<astro-island component-url="/_astro/S.js" renderer-url="/_astro/c.js" client="load"></astro-island><astro-island component-url="/_astro/M.js" renderer-url="/_astro/c.js" client="interaction">') // => ['/_astro/S.js', '/_astro/c.js']
 */
export function modulesHydratedAtLoad(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const attributes = islandAttributes(tag);
    if (attributes.get('client') !== 'load') continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attributes.get(name);
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * The site paths a built module imports statically (`import … from`, `import '…'`,
 * `export … from`), resolved against the module's own path. Dynamic `import()`s are left out:
 * they load only when the code asks, and may never.
 *
 * @example staticImportUrls('import{a}from"./react.js";import"./b.js";export{c}from"../c.js";import("./later.js")', '/_astro/x/S.js') // => ['/_astro/x/react.js', '/_astro/x/b.js', '/_astro/c.js']
 */
export function staticImportUrls(code: string, fromUrl: string): string[] {
  initSync(); // the lexer is WebAssembly; made once, then a no-op
  const [imports] = parse(code, fromUrl);
  return imports
    .filter((entry) => entry.t === ImportType.Static && entry.n !== undefined && /^\.{0,2}\//.test(entry.n))
    .map((entry) => new URL(entry.n!, `https://site.invalid${fromUrl}`).pathname);
}

/**
 * `entries` and every module they import statically, and so on: entries first, then breadth
 * first, each once (`importsOf` gives one module's static imports).
 *
 * @example staticModuleClosure(['/S.js', '/c.js'], (url) => ({ '/S.js': ['/react.js', '/u.js'], '/c.js': ['/react.js'], '/react.js': ['/rt.js'] })[url] ?? []) // => ['/S.js', '/c.js', '/react.js', '/u.js', '/rt.js']
 */
export function staticModuleClosure(entries: readonly string[], importsOf: (url: string) => readonly string[]): string[] {
  const seen = new Set(entries);
  const queue = [...seen];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const url of importsOf(next)) {
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(url);
    }
  }
  return [...seen];
}

/** A link this step writes: to a bundled module. A page's own (e.g. to Pagefind's script) stay. */
const BUNDLE_PRELOAD = /<link rel="modulepreload" href="\/_astro\/[^"]*">/g;

/**
 * The page with one `<link rel="modulepreload">` for each of `urls`, at the end of its `<head>`
 * (after the stylesheet, which the first paint waits for), in place of any to a bundled module
 * it had: Astro's incremental build may hand over a page an earlier build gave links to.
 *
 * @example withModulePreloads('<head><title>t</title></head>', ['/_astro/a.js']) // => '<head><title>t</title><link rel="modulepreload" href="/_astro/a.js"></head>'
 */
export function withModulePreloads(html: string, urls: readonly string[]): string {
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.replace(BUNDLE_PRELOAD, '').replace('</head>', () => `${links}</head>`);
}
