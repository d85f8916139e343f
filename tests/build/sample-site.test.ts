import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSampleBuild, readPage, SAMPLE_DIST } from '../helpers/site-build.ts';

// Built once per test run, shared with the sample-site gates (links, HTML validity, security).
beforeAll(() => {
  const result = ensureSampleBuild();
  if (result.status !== 0) throw new Error(result.output);
});

describe('the sample site in content/', () => {
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

  it('shows no stale Health News: with no current item, the footer links the news sources', () => {
    for (const [pathname, intro] of [
      ['/', 'For current health news, see:'],
      ['/hi', 'ताज़ा स्वास्थ्य समाचारों के लिए देखें:'],
      ['/mr', 'ताज्या आरोग्य बातम्यांसाठी पाहा:'],
    ] as const) {
      const $ = load(readPage(SAMPLE_DIST, pathname));
      const block = $('#footer-news').parent();
      expect(block.find('p').text(), pathname).toBe(intro);
      expect(block.find('[data-news="sources"] a').first().attr('href'), pathname).toBe('https://mohfw.gov.in/');
      expect(block.find('time'), pathname).toHaveLength(0);
    }
  });

  it('marks its stand-in author and review panel "Sample profile" in the trust block and on their pages, in every language', () => {
    const sampleMarks = ($: ReturnType<typeof load>, who: 'author' | 'reviewer') => $(`[data-person="${who}"] [data-sample]`).text().trim();
    for (const [slug, mark] of [
      ['back-and-neck-pain', '(Sample profile)'],
      ['diabetes-hindi', '(नमूना प्रोफ़ाइल)'],
      ['diabetes-marathi', '(नमुना प्रोफाइल)'],
    ] as const) {
      const $ = load(readPage(SAMPLE_DIST, `/post/${slug}`));
      expect(sampleMarks($, 'author'), slug).toBe(mark);
      expect(sampleMarks($, 'reviewer'), slug).toBe(mark);
      const ld = JSON.parse($('script[type="application/ld+json"]').first().text()) as Record<string, unknown>;
      expect(ld, slug).not.toHaveProperty('author');
      expect(ld, slug).not.toHaveProperty('reviewedBy');
    }
    for (const [pathname, mark] of [
      ['/people/arogya-medical-review-panel', 'Sample profile.'],
      ['/hi/people/arogya-medical-review-panel', 'नमूना प्रोफ़ाइल.'],
      ['/mr/people/dr-anjali-deshmukh', 'नमुना प्रोफाइल.'],
    ] as const) {
      expect(load(readPage(SAMPLE_DIST, pathname))('[data-notice="sample-profile"] strong').text(), pathname).toBe(mark);
    }
  });

  it('says of each review what is true of the text published: covered, changed since, or pending', () => {
    const notices = (slug: string) => {
      const $ = load(readPage(SAMPLE_DIST, `/post/${slug}`));
      return $('[data-notice="changed-after-review"], [data-notice="review-pending"]')
        .map((_, el) => $(el).attr('data-notice'))
        .get();
    };
    // Unchanged since the text its review record was written with.
    expect(notices('back-and-neck-pain')).toEqual([]);
    // Its text changed after that review (not by a clinical fix): the page says so.
    expect(notices('diabetes-hindi')).toEqual(['changed-after-review']);
    // Changed clinically by the safety fixes: pending until a clinician signs off.
    expect(notices('walking-for-health-marathi')).toEqual(['review-pending']);
    expect(notices('acidity')).toEqual(['review-pending']);
  });

  it('keeps the legacy slug quirks', () => {
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'category/Maida.html'))).toBe(true);
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'category/sugar-substitues-artificial-sweeteners.html'))).toBe(true);
    expect(fs.existsSync(path.join(SAMPLE_DIST, 'tag/cow-milk.html'))).toBe(true);
  });
});

/** The legacy spec's lists (shared/spec/legacy-site.md §2): every one must lead to articles. */
const SPEC_HOME_CATEGORIES = [
  'hindi',
  'marathi',
  'lifestyle',
  'my-health',
  'low-calorie-delicious-recipes',
  'gut-bacteria',
  'infographics',
];
const SPEC_MENU_CATEGORIES = [
  'gut-bacteria',
  'obesity',
  'sugar',
  'dietary-fibre',
  'cheese',
  'obesogens',
  'fats-and-oils',
  'fluid-balance-of-the-body',
  'salt',
  'Maida',
  'vitamins',
  'snacks',
  'breakfast',
  'main-course-salads',
  'exclusive',
  'sugar-substitues-artificial-sweeteners',
];
const SPEC_HOME_TAGS = [
  'aspartame',
  'artificial-preservatives',
  'allergics',
  'alzheimer',
  'anxiety',
  'bacteria',
  'breakfast',
  'calcium',
  'cancer',
  'cholesterol',
  'cow-milk',
  'dry-eyes',
  'depression',
  'dehydration',
  'diabetes',
  'fast-food',
  'eye-strain',
  'fats',
  'eye-health',
  'drink-water',
  'hypertension',
  'insulin',
  'junk-food',
  'obesity',
  'natural-preservatives',
  'nonveg-cheese',
  'vitamins',
  'smartphones',
];
const SPEC_MENU_TAGS = ['bisphenol-a'];
const SPEC_INTRO_CARDS = ['about-dr-anjali-deshmukh', 'about-this-website', 'self-health-lecture-overview'];

describe('the sample corpus covers the whole legacy site', () => {
  const articlesOn = (pathname: string) => load(readPage(SAMPLE_DIST, pathname))('main .post-card').length;

  it('has at least one published article for every category and tag the spec lists', () => {
    for (const slug of [...SPEC_HOME_CATEGORIES, ...SPEC_MENU_CATEGORIES]) {
      expect(articlesOn(`/category/${slug}`), `/category/${slug}`).toBeGreaterThan(0);
    }
    for (const slug of [...SPEC_HOME_TAGS, ...SPEC_MENU_TAGS]) {
      expect(articlesOn(`/tag/${slug}`), `/tag/${slug}`).toBeGreaterThan(0);
    }
  });

  it('leads every menu entry to a page with at least one article', () => {
    const $ = load(readPage(SAMPLE_DIST, '/'));
    const hrefs = $('nav.main-menu a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs.length).toBeGreaterThan(100);
    for (const href of new Set(hrefs)) {
      if (href === '/') continue;
      const $page = load(readPage(SAMPLE_DIST, href));
      const found = href.startsWith('/post/') ? $page('article h1').length : $page('main .post-card').length;
      expect(found, href).toBeGreaterThan(0);
    }
  });

  it('has the three intro-card articles in all three languages, linked as translations', () => {
    for (const slug of SPEC_INTRO_CARDS) {
      for (const [suffix, lang] of [
        ['', 'en'],
        ['-hindi', 'hi'],
        ['-marathi', 'mr'],
      ] as const) {
        const $ = load(readPage(SAMPLE_DIST, `/post/${slug}${suffix}`));
        expect($('html').attr('lang'), slug + suffix).toBe(lang);
        expect($('link[rel="alternate"][hreflang]').length, slug + suffix).toBe(3);
      }
    }
  });

  it('fills the legacy home sections to their limits, newest first', () => {
    const $ = load(readPage(SAMPLE_DIST, '/'));
    expect($('.hero .post-card')).toHaveLength(1);
    expect($('[data-section="my-health"] .post-card')).toHaveLength(4);
    expect($('[data-section="recent"] .post-card')).toHaveLength(6);
    expect($('[data-section="sugar"] .post-card')).toHaveLength(4);
    expect($('[data-section="featured"] .post-card')).toHaveLength(3);
    const dates = $('[data-section="recent"] time')
      .map((_, t) => $(t).attr('datetime'))
      .get();
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has enough native Hindi and Marathi articles, linked to their English counterparts', () => {
    const count = (lang: string) =>
      fs
        .readdirSync(path.join(SAMPLE_DIST, 'post'))
        .filter((f) => load(fs.readFileSync(path.join(SAMPLE_DIST, 'post', f), 'utf8'))('html').attr('lang') === lang).length;
    expect(count('hi')).toBeGreaterThanOrEqual(15);
    expect(count('mr')).toBeGreaterThanOrEqual(12);
    expect(load(readPage(SAMPLE_DIST, '/post/diabetes-hindi'))('.also-in a[hreflang="en"]').attr('href')).toBe('/post/diabetes');
  });
});
