import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildSite, FIXTURE_CONTENT, FIXTURE_DIST, readPage, scratchDir } from '../helpers/site-build.ts';

const HOSTILE = path.resolve('tests/fixtures/hostile-content');

/**
 * Input that passed validate and then stalled or crashed the build (issue 23): the build runs
 * validate first, so each is refused, with its file and fix, before any Markdown is parsed or
 * any image read; nothing is written. (The Markdown step at the limits is run in
 * tests/unit/markdown-limits.test.ts.)
 */
const REFUSED: Record<string, string> = {
  'emphasis-bomb.md': 'body: line 13: the paragraph starting here has more than 500 of the characters * _ ~ ` [ ] <',
  'deep-nesting.md': 'body: line 13: block quotes and lists nest 5000 deep here',
  'wide-table.md': 'body: line 13: its tables have 10,100 cells or more',
  'lead-image-upper-case.md': 'featureImageUrl: "/images/Upper.SVG" is not an image the site publishes',
  'health-advice-false.md': 'healthAdvice: is false, which only a page that gives no health advice may say',
  'windows-reserved-slug.md': 'slug: "Con" is a name Windows keeps for a device',
};

describe('the build, given what validate refuses', () => {
  it('stops at validation, naming every file and its fix, and writes no page', () => {
    const content = scratchDir('gate-refused');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    for (const name of Object.keys(REFUSED)) fs.copyFileSync(path.join(HOSTILE, name), path.join(content, 'posts/en', name));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(content, 'images/Upper.SVG'));
    fs.copyFileSync(path.resolve('tests/fixtures/svg-size/no-size.svg'), path.join(content, 'images/no-size.svg'));
    const dist = `${content}-dist`;
    // On main this build ran five minutes and more; the limit only keeps a regression from hanging the suite.
    const result = buildSite(content, dist, { killAfterMs: 10 * 60_000 });
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/Found \d+ problems in the content:/);
    for (const [name, message] of Object.entries(REFUSED)) expect(result.output).toContain(`posts/en/${name}\n  - ${message}`);
    expect(result.output).toContain('images/no-size.svg\n  - declares no size the build can read');
    expect(result.output).toContain('images/Upper.SVG\n  - has the extension .SVG');
    expect(result.output).not.toMatch(/Maximum call stack|NoImageMetadata|is not among content\/images/);
    expect(fs.existsSync(path.join(dist, 'index.html'))).toBe(false);
  });

  it('stops at the registries, before reading any article, when a name hides a bidi override', () => {
    const content = scratchDir('gate-refused-registry');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.appendFileSync(path.join(content, 'people.yaml'), fs.readFileSync(path.resolve('tests/fixtures/hostile-registries/people.yaml')));
    const dist = `${content}-dist`;
    const result = buildSite(content, dist, { killAfterMs: 10 * 60_000 });
    expect(result.status).toBe(1);
    expect(result.output).toContain('people.yaml\n  - dr-good.name: contains the invisible control character U+202E (character 10)');
    expect(fs.existsSync(path.join(dist, 'index.html'))).toBe(false);
  });
});

describe('a page that gives no health advice', () => {
  it('is marked up as a plain WebPage, never a MedicalWebPage', () => {
    const $ = load(readPage(FIXTURE_DIST, '/post/about-this-website'));
    const types = $('script[type="application/ld+json"]')
      .map((_, el) => (JSON.parse($(el).text()) as { '@type': string })['@type'])
      .get();
    expect(types).toContain('WebPage');
    expect(types).not.toContain('MedicalWebPage');
  });
});
