import { describe, expect, it } from 'vitest';
import { moduleImports } from '../../scripts/lib/bench/visit.ts';

describe('moduleImports', () => {
  it("lists a bundle's static imports once each, resolved against the module's own path", () => {
    const code =
      'import{j as e}from"./react.CwvkUVkp.js";import"./side.js";import { x } from \'../lib/x.mjs\';const y=e;from"./react.CwvkUVkp.js"';
    expect(moduleImports(code, '/_astro/MainMenu.js')).toEqual(['/_astro/react.CwvkUVkp.js', '/_astro/side.js', '/lib/x.mjs']);
  });

  it('ignores dynamic imports and text that only looks like a path', () => {
    expect(moduleImports('const m = import("./later.js"); const s = "./not-imported.js";', '/_astro/a.js')).toEqual([]);
  });
});
