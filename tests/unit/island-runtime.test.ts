import { describe, expect, it } from 'vitest';
import { externalRuntimeTag, inlineRuntimeTag, rewriteIslandRuntime, runtimeFileName } from '../../src/lib/island-runtime.ts';

const RUNTIME = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const SRC = '/_astro/island-runtime.0123456789.js';
const HASH = 'sha256-abc=';
const page = (csp: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${csp}"></head><body>${body}</body></html>`;

describe('rewriteIslandRuntime', () => {
  it('replaces the inline runtime with a deferred file and drops its CSP hash, keeping the others', () => {
    const html = page(
      `script-src 'self' 'sha256-idle=' '${HASH}' 'sha256-theme='`,
      `<script>idle()</script>${inlineRuntimeTag(RUNTIME)}<astro-island></astro-island>`,
    );
    const result = rewriteIslandRuntime(html, RUNTIME, SRC, HASH);
    expect(result.kind).toBe('rewritten');
    if (result.kind !== 'rewritten') return;
    expect(result.html).toContain(`<script>idle()</script>${externalRuntimeTag(SRC)}<astro-island>`);
    expect(result.html).not.toContain(RUNTIME);
    expect(result.html).toContain(`script-src 'self' 'sha256-idle=' 'sha256-theme='`);
    expect(externalRuntimeTag(SRC)).toBe(`<script src="${SRC}" defer></script>`);
  });

  it('leaves pages without islands, and pages an earlier build rewrote, as they are', () => {
    expect(rewriteIslandRuntime(page("script-src 'self'", '<p>No island</p>'), RUNTIME, SRC, HASH).kind).toBe('unchanged');
    const done = page("script-src 'self'", `${externalRuntimeTag(SRC)}<astro-island></astro-island>`);
    expect(rewriteIslandRuntime(done, RUNTIME, SRC, HASH).kind).toBe('unchanged');
  });

  it('reports an island whose runtime is not the one expected (another Astro version): it would never hydrate', () => {
    const other = page("script-src 'self'", '<script>(()=>{/* another runtime */})()</script><astro-island></astro-island>');
    expect(rewriteIslandRuntime(other, RUNTIME, SRC, HASH).kind).toBe('runtime-not-found');
  });
});

describe('runtimeFileName', () => {
  it('names the file by its content, so a new Astro runtime gets a new name and no stale cache', () => {
    expect(runtimeFileName('0123456789abcdef')).toBe('_astro/island-runtime.0123456789.js');
  });
});
