import { describe, expect, it } from 'vitest';
import { socialCardUrl } from '../../src/lib/social-card.ts';
import { absoluteUrl, categoryUrl, feedUrl, homeUrl, pagePath, postUrl, tagUrl, utilitiesUrl } from '../../src/lib/urls.ts';

describe('legacy routes', () => {
  it('keeps slugs exactly, including their case', () => {
    expect(postUrl('sugar-substitues-artificial-sweeteners')).toBe('/post/sugar-substitues-artificial-sweeteners');
    expect(categoryUrl('Maida')).toBe('/category/Maida');
    expect(tagUrl('cow-milk')).toBe('/tag/cow-milk');
  });

  it('puts page 1 at the legacy URL and later pages below it', () => {
    expect(categoryUrl('salt', 1)).toBe('/category/salt');
    expect(categoryUrl('salt', 3)).toBe('/category/salt/3');
    expect(tagUrl('salt', 2)).toBe('/tag/salt/2');
  });

  it('keeps / as the legacy English home', () => {
    expect(homeUrl('en')).toBe('/');
    expect(homeUrl('hi')).toBe('/hi');
  });
});

describe('pagePath', () => {
  it('drops the .html that file-format builds report', () => {
    expect(pagePath('/post/salt.html')).toBe('/post/salt');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/hi.html')).toBe('/hi');
    expect(pagePath('/category/salt/2')).toBe('/category/salt/2');
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the site origin', () => {
    expect(absoluteUrl('/post/x', 'https://arogya.example')).toBe('https://arogya.example/post/x');
  });
});

describe('socialCardUrl', () => {
  it('maps a local lead image to its JPEG card and keeps remote images', () => {
    expect(socialCardUrl('/images/salt.svg')).toBe('/social/salt.jpg');
    expect(socialCardUrl('/images/infographics/bpa-part-1.svg')).toBe('/social/infographics/bpa-part-1.jpg');
    expect(socialCardUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('per-language pages', () => {
  it('keeps the legacy English path and prefixes the others', () => {
    expect(utilitiesUrl('en')).toBe('/utilities');
    expect(utilitiesUrl('mr')).toBe('/mr/utilities');
    expect(feedUrl('hi')).toBe('/hi/rss.xml');
  });
});
