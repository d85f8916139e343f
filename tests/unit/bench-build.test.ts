import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuildMs, countArticles } from '../../scripts/lib/bench/build.ts';
import { FIXTURE_CONTENT } from '../helpers/site-build.ts';

describe('astroBuildMs', () => {
  it('reads Astro’s own build time from its output', () => {
    expect(astroBuildMs('01:02:03 [build] 36 page(s) built in 20.40s\n[build] Complete!')).toBe(20_400);
    expect(astroBuildMs('[build] 1 page(s) built in 950ms')).toBe(950);
    expect(astroBuildMs('01:53:56 [build] 13337 page(s) built in 6m 27s\n[build] Complete!')).toBe(387_000);
    expect(astroBuildMs('[build] 9 page(s) built in 2m')).toBe(120_000);
    expect(astroBuildMs('no timing here')).toBeUndefined();
  });
});

describe('countArticles', () => {
  it('counts the Markdown articles of every language', () => {
    const expected = ['en', 'hi', 'mr'].reduce(
      (sum, lang) => sum + fs.readdirSync(path.join(FIXTURE_CONTENT, 'posts', lang)).filter((f) => f.endsWith('.md')).length,
      0,
    );
    expect(countArticles(FIXTURE_CONTENT)).toBe(expected);
    expect(countArticles(path.join(FIXTURE_CONTENT, 'nowhere'))).toBe(0);
  });
});
