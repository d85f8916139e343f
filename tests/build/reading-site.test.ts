import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSvgHazards } from '../../src/lib/svg-safety.ts';
import { ensureSampleBuild, FIXTURE_DIST, readPage, SAMPLE_DIST } from '../helpers/site-build.ts';

// What readers expect of a reading site (issue 16): language homes of their own, a lead image
// for every article, numbers in one grammar and one digit system, dark mode and print styles.

const fixture = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const sample = (pathname: string) => load(readPage(SAMPLE_DIST, pathname));
const hrefs = ($: ReturnType<typeof fixture>, selector: string) =>
  $(selector)
    .map((_, a) => $(a).attr('href'))
    .get();
/** The language of an article page, by its URL. */
const langOf = (dist: string, href: string) => load(readPage(dist, href))('html').attr('lang');

describe('the fixture site', () => {
  it("features a Hindi home's own versions of the English featured articles, and links all its articles", () => {
    const $ = fixture('/hi');
    expect(hrefs($, '[data-section="featured"] h3 a')).toEqual(['/post/salt-basics-hindi']);
    expect(hrefs($, '[data-section="recent"] .more a')).toEqual(['/category/hindi']);
    expect(hrefs(fixture('/mr'), '[data-section="featured"] h3 a')).toEqual(['/post/salt-basics-marathi']);
  });

  it("gives an article without an image its own generated cover, and keeps the author's image", () => {
    expect(fixture('/post/lifestyle-two')('img.lead-image').attr('src')).toBe('/cover/lifestyle-two.svg');
    expect(fixture('/post/salt-basics')('img.lead-image').attr('src')).toMatch(/^\/_astro\/salt\./);
    const cover = fs.readFileSync(path.join(FIXTURE_DIST, 'cover/lifestyle-two.svg'), 'utf8');
    expect(findSvgHazards(cover)).toEqual([]);
    expect(fs.existsSync(path.join(FIXTURE_DIST, 'cover/salt-basics.svg'))).toBe(false);
    // Social cards keep a raster image (WhatsApp and Facebook show no SVG).
    expect(fixture('/post/lifestyle-two')('meta[property="og:image"]').attr('content')).toMatch(/\.jpg$/);
  });

  it('says "1 article" and writes Marathi numbers in Devanagari digits', () => {
    expect(fixture('/category/Maida')('main > .meta, main .meta').first().text()).toBe('1 article');
    expect(fixture('/category/lifestyle')('main .meta').first().text()).toMatch(/^\d+ articles$/);
    const meta = fixture('/post/salt-basics-marathi')('article ul.meta').text();
    expect(meta).toMatch(/[०-९]/);
    expect(meta).not.toMatch(/[0-9]/);
  });

  it("sets the remembered theme with one inline script, allowed by its hash in the page's policy", () => {
    const $ = fixture('/post/salt-basics');
    // The first thing in <body>: a classic script, so it runs before anything is painted.
    const first = $('body > *').first();
    expect(first.is('script:not([src]):not([type])')).toBe(true);
    expect(first.html()).toContain("localStorage.getItem('arogya-theme')");
    const policy = $('meta[http-equiv="content-security-policy"]').attr('content') ?? '';
    expect(policy).not.toContain('unsafe-inline');
    expect($('[data-theme-toggle]').attr('aria-pressed')).toBe('false');
  });
});

describe('the sample site in content/', () => {
  beforeAll(() => {
    const result = ensureSampleBuild();
    if (result.status !== 0) throw new Error(result.output);
  });

  it.each(['hi', 'mr'] as const)('the %s home has featured articles and topic sections, all in its language', (lang) => {
    const $ = sample(`/${lang}`);
    const featured = hrefs($, '[data-section="featured"] h3 a');
    expect(featured.length).toBeGreaterThanOrEqual(1);
    const topics = $('[data-section^="topic-"]');
    expect(topics.length).toBeGreaterThanOrEqual(2);
    const topicLinks = hrefs($, '[data-section^="topic-"] h3 a');
    for (const href of [...featured, ...topicLinks]) expect(langOf(SAMPLE_DIST, href), href).toBe(lang);
    // Nothing featured is repeated in a topic, and each topic's heading is in the page's language.
    expect(topicLinks.filter((href) => featured.includes(href))).toEqual([]);
    topics.each((_, section) => expect($(section).find('h2').text()).toMatch(/[\u0900-\u097F]/));
  });

  it('keeps the English home as the legacy page: no topic sections', () => {
    expect(sample('/')('[data-section^="topic-"]')).toHaveLength(0);
  });

  it('gives every article a lead image, the generated ones all different', () => {
    const posts = fs.readdirSync(path.join(SAMPLE_DIST, 'post')).filter((file) => file.endsWith('.html'));
    const images = posts.map((file) => sample(`/post/${file.slice(0, -'.html'.length)}`)('img.lead-image').attr('src') ?? '');
    expect(images.filter((src) => src.includes('default-lead'))).toEqual([]);
    const covers = images.filter((src) => src.startsWith('/cover/'));
    expect(covers.length).toBeGreaterThan(50);
    const bodies = covers.map((src) => fs.readFileSync(path.join(SAMPLE_DIST, src), 'utf8'));
    expect(new Set(bodies).size).toBe(bodies.length);
    for (const [i, body] of bodies.entries()) expect(findSvgHazards(body), covers[i]).toEqual([]);
  });
});
