import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { hugoConfig, hugoPage, pagefindBinary, referenceUnavailable, writeHugoSite } from '../../scripts/lib/bench/reference.ts';

const ARTICLE = `---
title: "Salt: how much is too much?"
slug: salt-and-health
metaDescription: Salt and blood pressure.
primaryCategory: Maida
postTime: 1556017285
tags:
  - bp
  - salt
lang: en
---

Less salt, *lower* pressure.
`;

let dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-reference-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the reference build (Hugo + PaperMod + Pagefind)', () => {
  it('gives Hugo the fields it reads, quoted, and the same Markdown', () => {
    const page = hugoPage(ARTICLE);
    const { data, body } = parseArticleSource(page);
    expect(data).toEqual({
      title: 'Salt: how much is too much?',
      slug: 'salt-and-health',
      date: '2019-04-23T11:01:25.000Z',
      description: 'Salt and blood pressure.',
      categories: ['Maida'],
      tags: ['bp', 'salt'],
    });
    expect(body).toBe(parseArticleSource(ARTICLE).body);
  });

  it('writes one content folder per language and a multilingual configuration', () => {
    const content = tempDir();
    for (const lang of ['en', 'hi']) {
      fs.mkdirSync(path.join(content, 'posts', lang), { recursive: true });
      fs.writeFileSync(path.join(content, 'posts', lang, `salt-${lang}.md`), ARTICLE);
    }
    fs.writeFileSync(path.join(content, 'posts', 'en', 'notes.txt'), 'not an article');
    const site = path.join(tempDir(), 'site');
    expect(writeHugoSite(content, site, '/themes/PaperMod')).toBe(2);
    expect(fs.readdirSync(path.join(site, 'content', 'en', 'post'))).toEqual(['salt-en.md']);
    expect(fs.readdirSync(path.join(site, 'content', 'hi', 'post'))).toEqual(['salt-hi.md']);
    const config = fs.readFileSync(path.join(site, 'config.yaml'), 'utf8');
    expect(config).toBe(hugoConfig('/themes/PaperMod'));
    expect(config).toContain('theme: "PaperMod"\nthemesDir: "/themes"\n');
    expect(config).toContain('  mr: { weight: 3, contentDir: content/mr }');
  });

  it('says why it cannot be measured instead of measuring something else', () => {
    expect(referenceUnavailable(undefined)).toBe('no PaperMod checkout given (--hugo-theme DIR)');
    const notTheme = tempDir();
    expect(referenceUnavailable(notTheme)).toBe(`${notTheme} is not a Hugo theme (no layouts/)`);
  });

  it('finds the Pagefind binary the project installs, for the CLI', () => {
    expect(fs.existsSync(pagefindBinary())).toBe(true);
  });
});
