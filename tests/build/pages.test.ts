import fs from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const file = (name: string) => fs.readFileSync(path.join(FIXTURE_DIST, name), 'utf8');
const jsonLd = ($: CheerioAPI) =>
  $('script[type="application/ld+json"]')
    .map((_, el) => JSON.parse($(el).text()))
    .get();
const hrefs = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, a) => $(a).attr('href'))
    .get();

describe('home page /', () => {
  const $ = page('/');

  it('has the three intro cards, the recipes banner and the featured articles', () => {
    expect(hrefs($, '.intro-cards a')).toEqual([
      '/post/about-dr-anjali-deshmukh',
      '/post/about-this-website',
      '/post/self-health-lecture-overview',
    ]);
    expect($('a.banner').attr('href')).toBe('/category/lifestyle');
    expect(hrefs($, '[data-section="featured"] h3 a')).toEqual(['/post/salt-basics']);
  });

  it('runs the legacy queries: latest lifestyle post as hero, sugar list, empty sections left out', () => {
    expect(hrefs($, '.hero h3 a')).toEqual(['/post/salt-basics']);
    expect(hrefs($, '[data-section="sugar"] h3 a')).toEqual(['/post/sugar-facts']);
    // A list of one category links it under its heading (on phones it shows three cards).
    expect(hrefs($, '[data-section="sugar"] .more a')).toEqual(['/category/sugar']);
    expect($('[data-section="sugar"] .more a').text()).toBe('More in Sugar →');
    expect($('[data-section="featured"] .more')).toHaveLength(0);
    expect($('[data-section="my-health"]')).toHaveLength(0);
    expect($('[data-section="recent"]')).toHaveLength(0);
  });

  it('has a sidebar of the configured categories and tags', () => {
    expect(hrefs($, '.sidebar a')).toEqual([
      '/category/hindi',
      '/category/marathi',
      '/category/lifestyle',
      '/category/Maida',
      '/tag/salt',
      '/tag/cow-milk',
    ]);
  });

  it('takes its metadata from the latest lifestyle post, with a WebPage JSON-LD block', () => {
    expect($('meta[name="description"]').attr('content')).toBe('About salt-basics.');
    expect($('meta[property="og:title"]').attr('content')).toBe('salt-basics title');
    expect($('meta[property="og:site_name"]').attr('content')).toBe('Arogya');
    expect($('meta[property="og:image"]').attr('content')).toBe('https://arogya.example/social/salt.jpg');
    expect($('meta[property="article:published_time"]').attr('content')).toBe('2020-09-13T12:26:40.000Z');
    expect($('meta[property="article:modified_time"]').attr('content')).toBe('2023-11-14T22:18:20.000Z');
    expect(jsonLd($)).toEqual([
      expect.objectContaining({
        '@type': 'WebPage',
        name: 'salt-basics title',
        inLanguage: 'en',
        dateModified: '2023-11-14T22:18:20.000Z',
      }),
    ]);
  });
});

describe('Hindi and Marathi home pages', () => {
  it('are built from posts in their language, with intro cards in that language where translated', () => {
    const $ = page('/hi');
    expect($('html').attr('lang')).toBe('hi');
    expect(hrefs($, '.intro-cards a')).toEqual([
      '/post/about-dr-anjali-deshmukh',
      '/post/about-this-website-hindi',
      '/post/self-health-lecture-overview',
    ]);
    expect(hrefs($, '[data-section="recent"] h3 a')).toEqual([
      '/post/water-and-heat-hindi',
      '/post/salt-basics-hindi',
      '/post/about-this-website-hindi',
    ]);
    expect(page('/mr')('html').attr('lang')).toBe('mr');
  });

  it("have a title and a description of the site in their language, not the English ones or an article's", () => {
    const expected: Record<string, [title: string, description?: string]> = {
      '/': ['Health is divine wealth. | Arogya'],
      '/hi': ['आरोग्य ही सच्ची दैवी संपदा है। | Arogya', 'हर परिवार के लिए सरल भाषा में स्वास्थ्य शिक्षा — हिंदी, मराठी और अंग्रेज़ी में।'],
      '/mr': ['आरोग्य हीच खरी दैवी संपत्ती. | Arogya', 'प्रत्येक कुटुंबासाठी सोप्या भाषेत आरोग्य शिक्षण — मराठी, हिंदी आणि इंग्रजीत.'],
    };
    for (const [pathname, [title, description]] of Object.entries(expected)) {
      const $ = page(pathname);
      expect($('title').text(), pathname).toBe(title);
      if (description) {
        expect($('meta[name="description"]').attr('content'), pathname).toBe(description);
        expect($('meta[property="og:description"]').attr('content'), pathname).toBe(description);
        expect($('meta[property="og:title"]').attr('content'), pathname).toBe(title.replace(' | Arogya', ''));
      }
    }
  });

  it('are linked from a language switcher on every page', () => {
    for (const pathname of ['/', '/hi', '/category/lifestyle', '/tag/salt']) {
      expect(hrefs(page(pathname), '.lang-switch a'), pathname).toEqual(['/', '/hi', '/mr']);
    }
    expect(hrefs(page('/post/salt-basics'), '.lang-switch a')).toEqual([
      '/post/salt-basics',
      '/post/salt-basics-hindi',
      '/post/salt-basics-marathi',
    ]);
  });
});

describe('header and footer', () => {
  const $ = page('/category/Maida');

  it('has the logo with a text alternative, social links and tool links', () => {
    expect($('.brand svg').attr('aria-label')).toBe('Arogya logo');
    expect($('.social a')).toHaveLength(4);
    expect($('.social a').first().text()).toBe('Facebook');
    expect(hrefs($, '.icon-links:not(.social) a')).toEqual(['/utilities', '/rss.xml']);
  });

  it('has the eight community links, the current Health News and the About block with the tagline', () => {
    const community = $('#footer-community').parent().find('a');
    expect(community).toHaveLength(8);
    community.each((_, a) => expect($(a).attr('rel')).toContain('noopener'));
    // On the test day (2026-06-01) with maxAgeMonths 12, the item of 2023 has dropped out.
    const news = $('#footer-news').parent().find('li');
    expect(news).toHaveLength(1);
    expect(news.find('a').text()).toBe('World Health Day 2026 is marked across the country');
    expect(news.find('a').attr('lang')).toBe('en');
    expect(news.text().replace(/\s+/g, ' ')).toContain('7 Apr 2026 · DD News');
    expect(news.find('time').attr('datetime')).toBe('2026-04-07');
    expect($('[data-news="sources"]')).toHaveLength(0);
    expect(page('/mr')('#footer-news').parent().find('time').text()).toBe('७ एप्रि, २०२६');
    expect($('#footer-about').parent().text()).toContain('Health is divine wealth.');
    expect(page('/hi')('#footer-about').parent().text()).toContain('आरोग्य ही सच्ची दैवी संपदा है।');
  });
});

describe('article page', () => {
  const $ = page('/post/salt-basics');

  it('shows both dates, the reading time, the trust block and the disclaimer', () => {
    const meta = $('article > .meta').text();
    expect(meta).toContain('Updated: 15 Nov 2023');
    expect(meta).toContain('First published: 13 Sept 2020');
    expect(meta).toMatch(/1 min read/);
    const trust = $('.trust').text();
    expect(trust).toContain('By Dr. Test Author');
    expect(trust).toContain('Medically reviewed by Review Panel');
    expect(trust).toContain('Last reviewed: 5 Jan 2024');
    expect($('.trust .references a').attr('href')).toBe('https://www.who.int/news-room/fact-sheets/detail/salt-reduction');
    // A reference without its own link links its publisher's website (publishers.yaml); one
    // whose publisher has none stays plain text.
    const [, guidelines, leaflet] = $('.trust .references li')
      .toArray()
      .map((li) => $(li));
    expect(guidelines!.find('cite').text()).toBe('Dietary Guidelines for Indians (2024)');
    expect(guidelines!.find('a').attr('href')).toBe('https://www.nin.res.in/');
    expect(guidelines!.find('a').text()).toBe('ICMR–National Institute of Nutrition');
    expect(leaflet!.find('a')).toHaveLength(0);
    expect(leaflet!.text()).toBe('A printed leaflet. A publisher without a website');
    expect($('.trust .disclaimer').text()).toContain('not a substitute for advice from your doctor');
  });

  it('keeps print rules out of the stylesheet the first render waits for', () => {
    const screen = $('link[rel="stylesheet"]:not([media])');
    const print = $('link[rel="stylesheet"][media="print"]');
    expect(screen.length).toBeGreaterThan(0);
    expect(print).toHaveLength(1);
    for (const link of screen.toArray()) expect(file($(link).attr('href')!.slice(1))).not.toMatch(/@media print/);
    expect(file(print.attr('href')!.slice(1))).toMatch(/\.site-header/);
  });

  it('links the other language versions', () => {
    expect(hrefs($, '.also-in a')).toEqual(['/post/salt-basics-hindi', '/post/salt-basics-marathi']);
  });

  it('suggests related articles and the previous/next article in the category', () => {
    expect(hrefs($, '.related h3 a')).toEqual(['/post/lifestyle-two', '/post/lifestyle-three']);
    // Brief cards: title, image and date; the description would cost the article's first render.
    expect($('.related .post-card p:not(.meta)')).toHaveLength(0);
    expect($('.related .post-card .meta time')).toHaveLength(2);
    const middle = page('/post/lifestyle-two');
    expect(middle('nav.pagination a[rel="prev"]').attr('href')).toBe('/post/salt-basics');
    expect(middle('nav.pagination a[rel="next"]').attr('href')).toBe('/post/lifestyle-three');
  });

  it('shares to WhatsApp without any third-party script', () => {
    expect($('.share a').attr('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('salt-basics title\nhttps://arogya.example/post/salt-basics')}`,
    );
    $('script[src]').each((_, el) => expect($(el).attr('src')).toMatch(/^\//));
  });

  it('has breadcrumbs and a MedicalWebPage JSON-LD block with dates, people and language', () => {
    expect(
      $('.crumbs li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Home', 'Lifestyle', 'salt-basics title']);
    const [ld] = jsonLd($);
    expect(ld).toMatchObject({
      '@type': 'MedicalWebPage',
      headline: 'salt-basics title',
      datePublished: '2020-09-13T12:26:40.000Z',
      dateModified: '2023-11-14T22:18:20.000Z',
      author: { name: 'Dr. Test Author' },
      reviewedBy: { name: 'Review Panel' },
      lastReviewed: '2024-01-05',
      inLanguage: 'en',
      breadcrumb: { '@type': 'BreadcrumbList' },
    });
    expect(ld.breadcrumb.itemListElement.map((c: { item: string }) => c.item)).toEqual([
      'https://arogya.example/',
      'https://arogya.example/category/lifestyle',
      'https://arogya.example/post/salt-basics',
    ]);
  });

  it('has breadcrumbs on listings too', () => {
    expect(
      page('/tag/salt')('.crumbs li')
        .map((_, li) => page('/tag/salt')(li).text())
        .get(),
    ).toEqual(['Home', 'Salt']);
  });
});

describe('site files', () => {
  it('has a sitemap of published pages with reciprocal hreflang alternates', () => {
    const sitemap = file('sitemap-0.xml');
    expect(sitemap).toContain('<loc>https://arogya.example/post/salt-basics</loc>');
    expect(sitemap).not.toContain('lifestyle-draft');
    expect(sitemap).not.toContain('404');
    expect(sitemap).not.toContain('/offline');
    const $ = load(sitemap, { xml: true });
    const alternates = (loc: string) =>
      $('url')
        .filter((_, u) => $(u).children('loc').text() === loc)
        .find('xhtml\\:link')
        .map((_, l) => `${$(l).attr('hreflang')} ${$(l).attr('href')}`)
        .get();
    const group = alternates('https://arogya.example/post/salt-basics');
    expect(group).toHaveLength(3);
    expect(alternates('https://arogya.example/post/salt-basics-marathi')).toEqual(group);
  });

  it('renders each lead image once as a JPEG social card under 300 KB', () => {
    for (const card of ['social/salt.jpg', 'social/default-lead.jpg']) {
      const bytes = fs.readFileSync(path.join(FIXTURE_DIST, card));
      expect(bytes.subarray(0, 3).toString('hex'), card).toBe('ffd8ff');
      expect(bytes.length, card).toBeLessThan(300 * 1024);
    }
    expect(page('/post/lifestyle-two')('meta[property="og:image"]').attr('content')).toBe('https://arogya.example/social/default-lead.jpg');
  });

  it('has robots.txt pointing at the sitemap', () => {
    expect(file('robots.txt')).toContain('Sitemap: https://arogya.example/sitemap-index.xml');
  });

  it('has an RSS feed per language with only that language, newest first', () => {
    const en = load(file('rss.xml'), { xml: true });
    expect(en('channel > language').text()).toBe('en');
    expect(
      en('item > link')
        .map((_, l) => en(l).text())
        .get()
        .slice(0, 2),
    ).toEqual(['https://arogya.example/post/water-and-heat', 'https://arogya.example/post/salt-basics']);
    const hi = load(file('hi/rss.xml'), { xml: true });
    expect(hi('item > title').first().text()).toBe('गर्मी में पानी');
    expect(hi('item').length).toBe(3);
    expect(load(file('mr/rss.xml'), { xml: true })('item').length).toBe(2);
  });

  it('has a web app manifest whose icons exist', () => {
    const manifest = JSON.parse(file('manifest.webmanifest'));
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(FIXTURE_DIST, icon.src)), icon.src).toBe(true);
    expect(page('/')('link[rel="manifest"]').attr('href')).toBe('/manifest.webmanifest');
  });

  it('has a localized 404 page', () => {
    const $ = load(file('404.html'));
    expect($('body').text()).toContain('Page not found');
    expect($('body').text()).toContain('पृष्ठ नहीं मिला');
    expect($('body').text()).toContain('पान सापडले नाही');
  });
});
