import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_ISLAND_STYLE, checkHtml, formatHtmlProblems, validateHtml } from '../../scripts/lib/check-html.ts';
import { FIXTURE_DIST, sampleDist, scratchDir } from '../helpers/site-build.ts';

const rules = (html: string) => validateHtml(html, 'test.html').map((p) => p.rule);

/** A small valid page, as our layout writes it. */
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test page</title>${head}</head><body><main>${body}</main></body></html>`;

describe('the HTML validity gate', () => {
  it('accepts a valid page and the markup React writes (enterKeyHint, <input/>, checked="", useId ids)', () => {
    expect(rules(page('<h1>Title</h1><p>Text</p>'))).toEqual([]);
    expect(rules(page('<label for="_r1_">Q</label><input id="_r1_" type="search" enterKeyHint="search"/>'))).toEqual([]);
    expect(rules(page('<label><input type="checkbox" checked=""/> Metric</label>'))).toEqual([]);
  });

  it('rejects invalid HTML: misnesting, duplicate ids, unclosed elements, missing alt, a block in a phrase', () => {
    expect(rules(page('<p><div>block in a paragraph</div></p>'))).toEqual(['no-implicit-close', 'close-order']);
    expect(rules(page('<h2 id="x">A</h2><h2 id="x">B</h2>'))).toContain('no-dup-id');
    expect(rules(page('<ul><li>one</ul>'))).toEqual(['no-implicit-close']);
    expect(rules(page('<img src="/a.png">'))).toContain('wcag/h37');
    expect(rules(page('<span><h2>heading in a span</h2></span>'))).toContain('element-permitted-content');
  });

  it("exempts only Astro's own island <style> in <body>; any other <style> there is reported", () => {
    expect(rules(page(`<div>${ASTRO_ISLAND_STYLE}<p>x</p></div>`))).toEqual([]);
    expect(rules(page('<div><style>p{color:red}</style><p>x</p></div>'))).toEqual(['element-permitted-content']);
  });

  it('fails on a broken page in a copy of the fixture site, naming the file and line', () => {
    const dist = scratchDir('html-broken');
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    const file = path.join(dist, 'post/salt-basics.html');
    const html = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      html.replace('<div class="prose">', '<div class="prose"><span><h2 id="main">A heading in a span, with a taken id</h2></span>'),
    );
    const problems = checkHtml(dist);
    expect(problems.map((p) => p.rule).sort()).toEqual(['element-permitted-content', 'no-dup-id']);
    expect(problems.every((p) => p.file === 'post/salt-basics.html' && p.line > 0)).toBe(true);
  });
});

describe('HTML validity of the fixture site', () => {
  it('finds no error on any page', () => {
    const problems = checkHtml(FIXTURE_DIST);
    expect(problems, formatHtmlProblems(problems)).toEqual([]);
  });
});

describe('HTML validity of the sample site in content/', () => {
  let dist: string;
  beforeAll(() => {
    dist = sampleDist();
  });

  it('finds no error on any page', () => {
    const problems = checkHtml(dist);
    expect(problems, formatHtmlProblems(problems)).toEqual([]);
  });
});
