import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { menuLinks, resolveMenu } from '../../src/lib/menu.ts';
import { loadRegistries } from '../../src/lib/registries.ts';
import { homeUrl } from '../../src/lib/urls.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const menu = (pathname: string) => {
  const $ = load(readPage(FIXTURE_DIST, pathname));
  return { $, nav: $('header nav.main-menu') };
};
/** The built file a static host answers a link with (`/` → index.html, `/x` → x.html). */
const fileFor = (href: string) => path.join(FIXTURE_DIST, href === '/' ? 'index.html' : `${href.replace(/^\//, '')}.html`);

describe('the main menu in the built HTML', () => {
  for (const lang of LOCALES) {
    const home = homeUrl(lang);

    it(`links only to pages that exist (${home})`, () => {
      const { $, nav } = menu(home);
      const hrefs = nav
        .find('a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href, 'a site-relative link').toMatch(/^\/(?!\/)/);
        expect(fs.existsSync(fileFor(href)), `${href} → ${path.relative(FIXTURE_DIST, fileFor(href))}`).toBe(true);
      }
    });

    it(`is rendered on the server with every link of the menu, in menu order (${home})`, () => {
      const { $, nav } = menu(home);
      const expected = menuLinks(resolveMenu(loadRegistries(FIXTURE_CONTENT).menu, lang)).map((link) => `${link.label} ${link.href}`);
      const rendered = nav
        .find('a')
        .map((_, a) => `${$(a).text()} ${$(a).attr('href')}`)
        .get();
      expect(rendered).toEqual(expected);
    });
  }

  it('reaches the second nested level (the fixture exercises fly-outs)', () => {
    const { nav } = menu('/');
    expect(nav.find('.submenu .submenu a[href="/post/lifestyle-two"]')).toHaveLength(1);
    expect(nav.find('.submenu .submenu a[href="/post/sugar-facts"]')).toHaveLength(1);
  });

  it('has a translated accessible name and marks the current page', () => {
    expect(menu('/').nav.attr('aria-label')).toBe('Main menu');
    expect(menu('/hi').nav.attr('aria-label')).toBe('मुख्य मेनू');
    for (const [pathname, href] of [
      ['/', '/'],
      ['/hi', '/hi'],
      ['/post/lifestyle-two', '/post/lifestyle-two'],
      ['/category/Maida', '/category/Maida'],
    ] as const) {
      const { $, nav } = menu(pathname);
      const current = nav.find('a[aria-current="page"]');
      expect(current.map((_, a) => $(a).attr('href')).get(), pathname).toEqual([href]);
    }
    expect(menu('/category/lifestyle/2').nav.find('[aria-current]')).toHaveLength(0);
  });

  it('ships no buttons that need JavaScript, and hydrates when idle, not render-blocking', () => {
    const { $, nav } = menu('/');
    expect(nav.find('button')).toHaveLength(0);
    expect(nav.attr('data-hydrated')).toBeUndefined();
    const island = nav.closest('astro-island');
    expect(island.attr('client')).toBe('idle');
    expect($('head script[src*="MainMenu"]')).toHaveLength(0);
  });
});
