import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/**
 * The fixture menu (tests/fixtures/site/menu.yaml):
 *   HOME · LIFESTYLE (link + toggle) › [Salt, More lifestyle › [Lifestyle two, Lifestyle three]]
 *   · DIET (toggle only) › [Sugar (link + toggle) › [Sugar facts, Sugar tag], Flour › [Maida facts], Salt tag]
 *   · Maida · Cow milk · हिंदी (link + toggle) › [नमक, मराठी (link + toggle) › [मीठ]]
 */
const NARROW = 375;
const WIDE = 1280;

describe.runIf(browserAvailable())('the main menu in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST)]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** Opens a page at a width; with JavaScript, waits until the menu island has hydrated. */
  async function open(path: string, width: number, { javaScript = true } = {}) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}${path}`);
    const nav = page.locator('nav.main-menu');
    if (javaScript) await page.locator('nav.main-menu[data-hydrated]').waitFor();
    const button = (name: string) => nav.getByRole('button', { name, exact: true });
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    return { page, nav, errors, button, link };
  }

  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

  /** Visible to the eye: inside the viewport and the topmost element at its centre (not clipped or covered). */
  const reallyVisible = (locator: Locator) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.width < 4 || box.height < 4 || box.right > innerWidth || box.bottom > innerHeight || box.left < 0 || box.top < 0)
        return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    });

  async function hrefs(nav: Locator): Promise<string[]> {
    return nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  for (const width of [NARROW, WIDE]) {
    describe(`at ${width}px`, () => {
      /** On narrow screens the menu first has to be shown with the "Menu" button. */
      async function showMenu({ button }: Awaited<ReturnType<typeof open>>, name = 'Menu') {
        if (width === WIDE) return;
        await button(name).click();
      }

      it('opens and closes submenus by mouse, one sibling at a time, and closes on a click outside', async () => {
        const menu = await open('/', width);
        const { page, nav, button, link, errors } = menu;
        if (width === NARROW) {
          expect(await link('HOME').isVisible()).toBe(false);
          expect(await button('Menu').getAttribute('aria-expanded')).toBe('false');
          expect(await button('Menu').getAttribute('aria-controls')).toBe(await nav.locator('ul').first().getAttribute('id'));
        } else {
          expect(await button('Menu').count()).toBe(0);
        }
        await showMenu(menu);
        if (width === NARROW) expect(await button('Menu').getAttribute('aria-expanded')).toBe('true');
        expect(await link('HOME').isVisible()).toBe(true);
        // Hydrated: the toggles have replaced the plain labels of groups that are no links.
        expect(await button('DIET').isVisible()).toBe(true);
        expect(await nav.locator('span.menu-group:visible').count()).toBe(0);

        const lifestyle = button('LIFESTYLE submenu');
        expect(await link('LIFESTYLE').getAttribute('href')).toBe('/category/lifestyle');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('false');
        expect(await link('Salt').isVisible()).toBe(false);
        await lifestyle.click();
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('true');
        expect(await reallyVisible(link('Salt'))).toBe(true);
        const controlled = page.locator(`#${await lifestyle.getAttribute('aria-controls')}`);
        expect(await controlled.getByRole('link', { name: 'Salt', exact: true }).count()).toBe(1);

        // A sibling at the top level.
        await button('DIET').click();
        expect(await button('DIET').getAttribute('aria-expanded')).toBe('true');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('false');
        expect(await link('Salt').isVisible()).toBe(false);
        expect(await reallyVisible(link('Salt tag'))).toBe(true);

        // Siblings one level down: Sugar's submenu flies out, then Flour's replaces it.
        await button('Sugar submenu').click();
        expect(await reallyVisible(link('Sugar facts'))).toBe(true);
        await button('Flour').click();
        expect(await button('Sugar submenu').getAttribute('aria-expanded')).toBe('false');
        expect(await link('Sugar facts').isVisible()).toBe(false);
        expect(await button('Flour').getAttribute('aria-expanded')).toBe('true');
        expect(await button('DIET').getAttribute('aria-expanded')).toBe('true');
        expect(await reallyVisible(link('Maida facts'))).toBe(true);
        const flour = (await button('Flour').boundingBox())!;
        const maida = (await link('Maida facts').boundingBox())!;
        if (width === WIDE) {
          expect(maida.x, 'the second level flies out beside its group').toBeGreaterThanOrEqual(flour.x + flour.width - 2);
        } else {
          expect(maida.y, 'the second level opens below its group').toBeGreaterThanOrEqual(flour.y + flour.height - 1);
          expect(maida.x, 'indented').toBeGreaterThan(flour.x);
        }

        // Closing by mouse: the same toggle again, then a click outside for the rest.
        await button('Flour').click();
        expect(await button('Flour').getAttribute('aria-expanded')).toBe('false');
        expect(await link('Maida facts').isVisible()).toBe(false);
        await page.locator('main h1').first().click();
        expect(await button('DIET').isVisible()).toBe(width === WIDE);
        expect(await nav.locator('[aria-expanded="true"]').count()).toBe(0);
        expect(await link('Salt tag').isVisible()).toBe(false);
        expect(errors).toEqual([]);
      });

      it('works by keyboard: Enter and Space toggle, Escape closes and returns focus, Tab order is natural', async () => {
        const { page, button, link } = await open('/', width);
        const lifestyle = button('LIFESTYLE submenu');
        const more = button('More lifestyle');
        if (width === NARROW) {
          await button('Menu').focus();
          await page.keyboard.press('Enter');
          expect(await button('Menu').getAttribute('aria-expanded')).toBe('true');
          await page.keyboard.press('Tab');
        } else {
          await link('HOME').focus();
        }
        expect(await isFocused(link('HOME'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(link('LIFESTYLE'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(lifestyle)).toBe(true);
        // A closed submenu is skipped by Tab.
        await page.keyboard.press('Tab');
        expect(await isFocused(button('DIET'))).toBe(true);
        await page.keyboard.press('Shift+Tab');

        await page.keyboard.press('Enter');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Tab');
        expect(await isFocused(link('Salt'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(more)).toBe(true);
        await page.keyboard.press(' ');
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Tab');
        expect(await isFocused(link('Lifestyle two'))).toBe(true);
        expect(await reallyVisible(link('Lifestyle two'))).toBe(true);

        await page.keyboard.press('Escape');
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        expect(await isFocused(more)).toBe(true);
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Escape');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('false');
        expect(await isFocused(lifestyle)).toBe(true);
        expect(await link('Salt').isVisible()).toBe(false);

        await page.keyboard.press(' ');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Enter');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('false');

        // Opening DIET from the keyboard closes LIFESTYLE.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await isFocused(button('DIET'))).toBe(true);
        await page.keyboard.press('Enter');
        expect(await button('DIET').getAttribute('aria-expanded')).toBe('true');
        expect(await lifestyle.getAttribute('aria-expanded')).toBe('false');

        if (width === NARROW) {
          // With no submenu open, Escape hides the whole menu and focus goes back to its button.
          await page.keyboard.press('Escape');
          expect(await button('DIET').getAttribute('aria-expanded')).toBe('false');
          await page.keyboard.press('Escape');
          expect(await button('Menu').getAttribute('aria-expanded')).toBe('false');
          expect(await isFocused(button('Menu'))).toBe(true);
          expect(await link('HOME').isVisible()).toBe(false);
        }
      });

      it('marks the current page with aria-current and names toggles in the page language', async () => {
        const post = await open('/post/lifestyle-two', width);
        await showMenu(post);
        const current = post.nav.locator('[aria-current]');
        expect(await current.count()).toBe(1);
        expect(await current.getAttribute('aria-current')).toBe('page');
        expect(await current.getAttribute('href')).toBe('/post/lifestyle-two');
        expect(await current.textContent()).toBe('Lifestyle two');

        const hindi = await open('/hi', width);
        await showMenu(hindi, 'मेनू');
        expect(await hindi.nav.getAttribute('aria-label')).toBe('मुख्य मेनू');
        expect(await hindi.button('LIFESTYLE उप-मेनू').isVisible()).toBe(true);
        expect(await hindi.link('होम').getAttribute('aria-current')).toBe('page');
        if (width === NARROW) expect(await hindi.button('मेनू').getAttribute('aria-expanded')).toBe('true');
      });

      it('only links to pages that exist', async () => {
        for (const path of ['/', '/hi', '/mr']) {
          const { page, nav } = await open(path, width);
          const links = await hrefs(nav);
          expect(links.length).toBeGreaterThan(10);
          for (const href of links) {
            const response = await page.request.get(new URL(href, site.url).href, { maxRedirects: 0 });
            expect(response.status(), href).toBe(200);
          }
        }
      });

      it('keeps every link reachable without JavaScript', async () => {
        const { page, nav, link } = await open('/', width, { javaScript: false });
        expect(await nav.getAttribute('data-hydrated')).toBeNull();
        // The toggles are in the page, hidden until the island hydrates: none would do anything.
        expect(await nav.getByRole('button').count(), 'no buttons that would do nothing').toBe(0);
        expect(await nav.locator('button:visible').count()).toBe(0);
        expect(await nav.locator('button').count()).toBeGreaterThan(0);
        const all = await hrefs(nav);
        expect(all).toContain('/post/lifestyle-two');
        expect(all).toContain('/post/sugar-facts');

        if (width === NARROW) {
          // Shown expanded: every link visible, with a 44px touch target.
          for (const href of all) {
            const a = nav.locator(`a[href="${href}"]`).first();
            await a.scrollIntoViewIfNeeded();
            expect(await reallyVisible(a), href).toBe(true);
            expect((await a.boundingBox())!.height, href).toBeGreaterThanOrEqual(44);
          }
          return;
        }

        // Drop-downs are closed until hovered...
        expect(await reallyVisible(link('Sugar facts'))).toBe(false);
        await nav.getByText('DIET', { exact: true }).filter({ visible: true }).hover();
        expect(await reallyVisible(link('Sugar'))).toBe(true);
        expect(await reallyVisible(link('Sugar facts'))).toBe(false);
        await link('Sugar').hover();
        expect(await reallyVisible(link('Sugar facts'))).toBe(true);
        await page.mouse.move(600, 700);
        expect(await reallyVisible(link('Sugar'))).toBe(false);

        // ...or focused into: Tab reaches every link in menu order, each one visible when focused.
        const tabbed: string[] = [];
        await page.locator('body').focus();
        for (let i = 0; i < 100 && tabbed.length < all.length; i++) {
          await page.keyboard.press('Tab');
          const focused = page.locator(':focus');
          if (!(await focused.evaluate((el) => el.closest('nav.main-menu') !== null))) {
            if (tabbed.length) break;
            continue;
          }
          const href = (await focused.getAttribute('href')) ?? '';
          expect(await reallyVisible(focused), href).toBe(true);
          tabbed.push(href);
        }
        expect(tabbed).toEqual(all);
      });

      if (width === NARROW) {
        it('gives every link and button a 44px touch target', async () => {
          const menu = await open('/', width);
          await showMenu(menu);
          await menu.button('LIFESTYLE submenu').click();
          await menu.button('More lifestyle').click();
          const targets = menu.nav.locator('a:visible, button:visible');
          expect(await targets.count()).toBeGreaterThan(8);
          for (const box of await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
          }
        });
      }
    });
  }

  it('keeps drop-downs near the right edge on screen: a fly-out there opens to the left', async () => {
    const { page, button, link } = await open('/', 768);
    const viewport = page.viewportSize()!;
    for (const name of ['हिंदी submenu', 'मराठी submenu']) {
      const toggle = button(name);
      await toggle.click();
      const box = (await page.locator(`#${await toggle.getAttribute('aria-controls')}`).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
    }
    const group = (await button('मराठी submenu').boundingBox())!;
    expect((await link('मीठ').boundingBox())!.x).toBeLessThan(group.x);
    expect(await reallyVisible(link('मीठ'))).toBe(true);
  });

  it('switches layouts at exactly 768px', async () => {
    for (const [width, collapsed] of [
      [767, true],
      [768, false],
    ] as const) {
      const { button, link } = await open('/', width);
      expect(await button('Menu').isVisible(), `${width}px`).toBe(collapsed);
      expect(await link('HOME').isVisible(), `${width}px`).toBe(!collapsed);
    }
  });
});
