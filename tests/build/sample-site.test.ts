import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, readPage, SAMPLE_DIST } from '../helpers/site-build.ts';

describe('the sample site in content/', () => {
  beforeAll(() => {
    const result = buildSite(path.resolve('content'), SAMPLE_DIST, { searchIndex: false });
    if (result.status !== 0) throw new Error(result.output);
  });

  it('renders real articles of every language at their legacy URLs', () => {
    for (const [slug, lang] of [
      ['what-is-obesity', 'en'],
      ['diabetes-hindi', 'hi'],
      ['diabetes-marathi', 'mr'],
    ] as const) {
      const $ = load(readPage(SAMPLE_DIST, `/post/${slug}`));
      expect($('html').attr('lang'), slug).toBe(lang);
      expect($('article h1').text().length, slug).toBeGreaterThan(5);
      expect($('article .prose p').length, slug).toBeGreaterThan(2);
    }
  });

  it('keeps the legacy slug quirks', () => {
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'category/Maida.html'))).toBe(true);
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'category/sugar-substitues-artificial-sweeteners.html'))).toBe(true);
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'tag/cow-milk.html'))).toBe(true);
  });
});
