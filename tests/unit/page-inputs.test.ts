import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rule that makes incremental builds safe: a page's props are its only inputs, and its
 * cache key is derived from them (`keyedPath` in src/data/site-data.ts). A component that looked
 * data up on its own would show something its page's key does not cover, and an incremental
 * build would keep a stale page. tests/build/incremental.test.ts checks the outcome.
 */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** Ways of reading site data other than props. */
const LOOKUPS =
  /\b(?:getSiteData|getCollection|getEntry|loadRegistries|loadValidatedCorpus|readFileSync|import\.meta\.glob)\b|from ['"][^'"]*site-data(?:\.ts)?['"]/;

describe('page inputs', () => {
  it('components and layouts read only their props', () => {
    const offenders = filesUnder('src/components', /\.(?:astro|tsx?)$/)
      .concat(filesUnder('src/layouts', /\.astro$/))
      .filter((file) => LOOKUPS.test(fs.readFileSync(file, 'utf8').replace(/import type [^;]+;/g, '')));
    expect(offenders).toEqual([]);
  });

  it('no route writes a cache key by hand, and the many-page routes are keyed by their props', () => {
    const routes = filesUnder('src/pages', /\.(?:astro|ts)$/);
    // A route without a key is always rendered (safe); a key not derived from the props may go stale.
    expect(routes.filter((file) => /cacheKey\s*:/.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
    const keyed = [
      'src/pages/post/[slug].astro',
      'src/pages/category/[slug]/[...page].astro',
      'src/pages/tag/[slug]/[...page].astro',
      'src/pages/social/[...image].jpg.ts',
    ];
    for (const file of keyed) expect(fs.readFileSync(file, 'utf8'), file).toMatch(/\b(?:keyedPath|getListingPaths)\(/);
  });
});
