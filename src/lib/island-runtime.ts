/**
 * Astro inlines its island runtime (the `<astro-island>` element, ~4.4 KB, ~1.5 KB brotli)
 * into every page that has an island: by design (withastro/astro#17017), and with no option to
 * turn it off. Every article (the menu is an island) paid for it again, in the bytes its first
 * render waits for. After the build it becomes one content-hashed file, cached once.
 * It still pays with the menu hydrated on interaction: every page keeps the island, so every
 * page would carry the runtime inline again; measured, the heaviest article's first render was
 * 16.6 KB brotli inline and 13.9 KB with the file, against a 14 KB budget (README, Performance).
 *
 * Deferred is safe: the element upgrades the islands already parsed when it is defined, and
 * each island then finds its directive (`Astro.idle`, inlined before it) already loaded.
 */

/** The `<script>` Astro writes (runtime/server/scripts.ts, getPrescripts). */
export function inlineRuntimeTag(runtime: string): string {
  return `<script>${runtime}</script>`;
}

/** The tag that loads the runtime file instead. */
export function externalRuntimeTag(src: string): string {
  return `<script src="${src}" defer></script>`;
}

/** The file name for the runtime: `_astro/island-runtime.{first 10 hex of its SHA-256}.js`. */
export function runtimeFileName(sha256Hex: string): string {
  return `_astro/island-runtime.${sha256Hex.slice(0, 10)}.js`;
}

export type RuntimeRewrite =
  | { kind: 'rewritten'; html: string }
  /** No island, or rewritten by an earlier build (incremental builds copy pages). */
  | { kind: 'unchanged' }
  /** An island without the runtime this Astro version writes: the page would never hydrate. */
  | { kind: 'runtime-not-found' };

/**
 * One page with the runtime as a deferred file, and without the runtime's CSP hash (the
 * `<meta>` policy allows `'self'` scripts, and a hash for a script no longer inline is noise).
 *
 * @example rewriteIslandRuntime('<astro-island></astro-island><script>R</script>', 'R', '/_astro/r.js', 'sha256-x').kind // => 'rewritten'
 */
export function rewriteIslandRuntime(html: string, runtime: string, src: string, cspHash: string): RuntimeRewrite {
  const inline = inlineRuntimeTag(runtime);
  if (!html.includes(inline)) {
    if (!html.includes('<astro-island') || html.includes(externalRuntimeTag(src))) return { kind: 'unchanged' };
    return { kind: 'runtime-not-found' };
  }
  return {
    kind: 'rewritten',
    html: html.split(inline).join(externalRuntimeTag(src)).split(` '${cspHash}'`).join(''),
  };
}
