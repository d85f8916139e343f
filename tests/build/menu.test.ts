import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../scripts/lib/service-worker.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { menuLinks, resolveMenu } from '../../src/lib/menu.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { homeUrl } from '../../src/lib/urls.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const menu = (pathname: string) => {
  const $ = load(readPage(FIXTURE_DIST, pathname));
  return { $, nav: $('header nav.main-menu') };
};
/** The built file a static host answers a link with (`/` → index.html, `/x` → x.html). */
const fileFor = (href: string) => path.join(FIXTURE_DIST, pageFile(href));

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

  it('marks the groups the current page sits in, on the server', () => {
    const trail = (pathname: string) => {
      const { $, nav } = menu(pathname);
      // Groups by their id; the page's own entry (a leaf: no id, no state) by its link.
      return nav
        .find('[data-current-trail]')
        .map((_, li) => li.attribs['data-menu-id'] ?? $(li).children('a').attr('href'))
        .get();
    };
    // LIFESTYLE › More lifestyle › Lifestyle two; DIET › Sugar (a group that is also a link).
    expect(trail('/post/lifestyle-two')).toEqual(['m-1', 'm-1-1', '/post/lifestyle-two']);
    expect(trail('/category/sugar')).toEqual(['m-2', 'm-2-0']);
    expect(trail('/category/lifestyle/2')).toEqual([]);
  });

  it('toggles every group with a <summary> that works without JavaScript: no buttons waiting for a script', () => {
    const { $, nav } = menu('/hi');
    expect(nav.find('button')).toHaveLength(0);
    const groups = nav.find('.has-submenu').toArray();
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const item = $(group);
      const details = item.children('details.submenu-disclosure');
      expect(details, item.attr('data-menu-id')).toHaveLength(1);
      expect(details.attr('open')).toBeUndefined();
      expect(details.children().first().is('summary')).toBe(true);
      expect(details.children('ul.submenu').attr('id')).toBe(`main-menu-${item.attr('data-menu-id')}`);
      // Siblings share a name, so that a browser keeps one of them open at a time.
      const parent = item.parent().closest('.has-submenu').attr('data-menu-id');
      expect(details.attr('name')).toBe(parent ? `main-menu-${parent}` : 'main-menu');
    }
    // A group that is a link: the link, then a toggle named in the page language.
    const lifestyle = nav.find('[data-menu-id="m-1"]');
    expect(lifestyle.children().first().is('a[href="/category/lifestyle"]')).toBe(true);
    expect(lifestyle.find('> details > summary.submenu-toggle').text()).toBe('LIFESTYLE उप-मेनू');
    // A group that is no link: its label is the toggle.
    expect(nav.find('[data-menu-id="m-2"] > details > summary.menu-group').text()).toBe('आहार');
    // The phone's "Menu" toggle comes first, closed, before the list it shows.
    const toggle = nav.find('details.menu-toggle');
    expect(toggle.attr('open')).toBeUndefined();
    expect(toggle.children('summary').text().trim()).toBe('मेनू');
    expect(toggle.next().is('ul.menu-list#main-menu-list')).toBe(true);
    expect(nav.attr('data-hydrated')).toBeUndefined();
  });

  it('hydrates on the first interaction (client:interaction), with the directive inline and nothing of it render-blocking', () => {
    const { $, nav } = menu('/');
    const island = nav.closest('astro-island');
    expect(island.attr('client')).toBe('interaction');
    expect($('head script[src*="MainMenu"]')).toHaveLength(0);
    // Astro inlines the directive once, before the first island; it defines Astro.interaction.
    const inline = $('script:not([src])')
      .toArray()
      .map((script) => $(script).text());
    expect(inline.filter((text) => text.includes('.interaction=')).length).toBe(1);
  });

  it('sends the menu once: as server HTML in the island slot, not serialized again into its props', () => {
    for (const pathname of ['/', '/hi', '/post/lifestyle-two']) {
      const { nav } = menu(pathname);
      const island = nav.closest('astro-island');
      expect(island.attr('component-url'), pathname).toMatch(/MainMenu/);
      expect(nav.children('astro-slot').children('ul.menu-list#main-menu-list'), pathname).toHaveLength(1);
      expect(nav.children('astro-slot').children('details.menu-toggle'), pathname).toHaveLength(1);
      const props = island.attr('props') ?? '';
      // Only the short translated name ({"label":…}).
      expect(props.length, `${pathname}: ${props}`).toBeLessThan(100);
      expect(props, pathname).not.toMatch(/href|\/post\/|\/category\/|m-\d/);
      for (const link of nav.find('a').toArray()) expect(props).not.toContain(`"${link.attribs.href}"`);
    }
  });
});
