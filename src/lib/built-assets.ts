/**
 * The build's own files a page loads: scripts, styles, island code and renderers under `/_astro/`.
 *
 * Astro's incremental build copies a page whose props and source code are unchanged, but its
 * cache does not cover everything that names the files those pages load (the bundler's
 * chunking options are not in its config hash). A copied page can then point at a script the
 * new build no longer writes, and its menu would never hydrate. The build checks every page
 * against the files it wrote (src/integrations/island-pages.ts).
 */

/**
 * Attributes through which a page loads a file: `src`, a `<link>`'s `href`, and an island's
 * `component-url`/`renderer-url`. A link to follow (`<a href>`) loads nothing.
 */
const ASSET_ATTRIBUTE = /(?:\s(?:src|component-url|renderer-url)=|<link\b[^>]*?\shref=)"(\/_astro\/[^"?#]+)/g;

/**
 * The `/_astro/` paths a page's attributes name, each once, in order.
 *
 * @example builtAssetPaths('<script src="/_astro/a.js"></script><astro-island component-url="/_astro/M.js" renderer-url="/_astro/c.js">') // => ['/_astro/a.js', '/_astro/M.js', '/_astro/c.js']
 */
export function builtAssetPaths(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(ASSET_ATTRIBUTE), (match) => match[1]!))];
}

/** The paths a page names that are not among the files written (`exists` answers for a path). */
export function missingBuiltAssets(html: string, exists: (path: string) => boolean): string[] {
  return builtAssetPaths(html).filter((path) => !exists(path));
}
