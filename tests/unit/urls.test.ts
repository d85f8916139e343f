import { describe, expect, it } from 'vitest';
import { absoluteUrl, categoryUrl, homeUrl, pagePath, postUrl, tagUrl } from '../../src/lib/urls.ts';

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
