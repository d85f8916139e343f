import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/**
 * The fixture menu (tests/fixtures/site/menu.yaml):
 *   HOME · LIFESTYLE (link + toggle) › [Salt, More lifestyle › [Lifestyle two, Lifestyle three]]
 *   · DIET (toggle only) › [Sugar (link + toggle) › [Sugar facts, Sugar tag], Flour › [Maida facts], Salt tag]
 *   · Maida · Cow milk · हिंदी (link + toggle) › [नमक, मराठी (link + toggle) › [मीठ]]
 *
 * Every toggle is a <summary> (the phone's "Menu" and each submenu's): it works before the
 * island hydrates and without JavaScript; the island (client:interaction) hydrates on the first
 * press, focus or key press in the menu and adds Escape, a click outside and focus leaving.
 */
const NARROW = 375;
const WIDE = 1280;

/** Files of the menu island and of React: none may be requested before the reader uses the menu. */
const ISLAND_CODE = /\/_astro\/(?:MainMenu|client|react|jsx-runtime)\.[\w-]+\.js$/;

describe.runIf(browserAvailable())('the main menu in Chromium', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  /**
   * The page of a test at a width: `fresh`, in a context of its own with an empty cache (what a
   * first visit downloads, or a held-back file); else shared with the tests that need neither.
   * No service worker (useChromiumWithSite blocks them): it would answer requests that a test
   * holds back with `page.route`.
   */
  async function pageAt(width: number, javaScript: boolean, fresh: boolean): Promise<Page> {
    const options = { viewport: { width, height: 800 }, javaScriptEnabled: javaScript };
    return fresh ? (await chromium.newContext(options)).newPage() : chromium.sharedPage(options);
  }

  /** Opens a page at a width (its scripts loaded); the menu is not hydrated yet. `fresh`: see {@link pageAt}. */
  async function open(path: string, width: number, { javaScript = true, fresh = false } = {}) {
    const page = await pageAt(width, javaScript, fresh);
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    // A first visit waits for the network to fall quiet (its tests count what it downloads); at
    // `load` the page's module scripts have run, which is all the others need (half a second less).
    await page.goto(`${chromium.site.url}${path}`, { waitUntil: fresh ? 'networkidle' : 'load' });
    const nav = page.locator('nav.main-menu');
    /** A submenu's toggle (or the phone's "Menu") by its accessible name. */
    const toggle = (name: string) => nav.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    return { page, nav, errors, scripts, toggle, link };
  }
  type Menu = Awaited<ReturnType<typeof open>>;

  /** Whether a toggle's <details> is open: what the browser exposes as expanded. */
  const expanded = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  const hydrated = (page: Page) => page.locator('nav.main-menu[data-hydrated]').waitFor({ state: 'attached' });
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

  /** The role and expanded state Chromium gives screen readers for the menu's toggles, by name. */
  async function accessibleToggles(page: Page): Promise<Record<string, { role: string; expanded: boolean | undefined }>> {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const toggles: Record<string, { role: string; expanded: boolean | undefined }> = {};
    for (const node of nodes) {
      const expandedProperty = node.properties?.find((property) => property.name === 'expanded');
      if (!node.role?.value.startsWith('DisclosureTriangle') || !node.name) continue;
      toggles[node.name.value] = { role: node.role.value, expanded: expandedProperty?.value.value as boolean | undefined };
    }
    return toggles;
  }

  it('downloads no React before the reader uses the menu; the first tap on "Menu" opens it, and hydrates it', async () => {
    const menu = await open('/post/lifestyle-two', NARROW, { fresh: true });
    const { page, toggle, link, scripts, errors } = menu;
    expect(scripts.length, 'the page has its small scripts').toBeGreaterThan(0);
    expect(scripts.filter((url) => ISLAND_CODE.test(url))).toEqual([]);
    expect(await page.locator('nav.main-menu[data-hydrated]').count()).toBe(0);
    // Scrolling and reading the page download nothing more.
    await page.mouse.wheel(0, 600);
    await page.locator('main h1').first().click();
    expect(scripts.filter((url) => ISLAND_CODE.test(url))).toEqual([]);

    await toggle('Menu').click();
    // The tap itself opened the menu: at once, whether or not the island has hydrated yet.
    expect(await expanded(toggle('Menu'))).toBe(true);
    expect(await reallyVisible(link('HOME'))).toBe(true);
    await hydrated(page);
    expect(scripts.some((url) => /\/MainMenu\.[\w-]+\.js$/.test(url))).toBe(true);
    expect(await expanded(toggle('Menu')), 'the island kept the state the tap left').toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps what a tap opened while the island was still loading, and a key pressed meanwhile reaches it', async () => {
    const { page, toggle, link, errors } = await open('/', NARROW, { fresh: true });
    // A slow connection: the island's code arrives a second after it was asked for.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/MainMenu\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await toggle('Menu').click();
    expect(await expanded(toggle('Menu'))).toBe(true);
    await toggle('LIFESTYLE submenu').click();
    expect(await expanded(toggle('LIFESTYLE submenu'))).toBe(true);
    expect(await reallyVisible(link('Salt'))).toBe(true);
    expect(await page.locator('nav.main-menu[data-hydrated]').count()).toBe(0);
    // Escape needs the island: pressed now, it takes effect once the island has hydrated.
    await page.keyboard.press('Escape');
    release();
    await hydrated(page);
    await expect.poll(() => expanded(toggle('LIFESTYLE submenu'))).toBe(false);
    expect(await isFocused(toggle('LIFESTYLE submenu'))).toBe(true);
    expect(await expanded(toggle('Menu'))).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const width of [NARROW, WIDE]) {
    describe(`at ${width}px`, () => {
      /** On narrow screens the menu first has to be shown with the "Menu" toggle. */
      async function showMenu({ toggle }: Menu, name = 'Menu') {
        if (width === WIDE) return;
        await toggle(name).click();
      }

      it('opens and closes submenus by mouse, one sibling at a time, and closes on a click outside', async () => {
        const menu = await open('/', width);
        const { page, toggle, link, errors } = menu;
        if (width === NARROW) {
          expect(await link('HOME').isVisible()).toBe(false);
          expect(await expanded(toggle('Menu'))).toBe(false);
        } else {
          expect(await toggle('Menu').isVisible()).toBe(false);
        }
        await showMenu(menu);
        if (width === NARROW) expect(await expanded(toggle('Menu'))).toBe(true);
        expect(await link('HOME').isVisible()).toBe(true);
        expect(await toggle('DIET').isVisible()).toBe(true);

        const lifestyle = toggle('LIFESTYLE submenu');
        expect(await link('LIFESTYLE').getAttribute('href')).toBe('/category/lifestyle');
        expect(await expanded(lifestyle)).toBe(false);
        expect(await link('Salt').isVisible()).toBe(false);
        await lifestyle.click();
        await hydrated(page);
        expect(await expanded(lifestyle)).toBe(true);
        expect(await reallyVisible(link('Salt'))).toBe(true);
        // The toggle sits beside its link, on the same row.
        const [linkBox, toggleBox] = [(await link('LIFESTYLE').boundingBox())!, (await lifestyle.boundingBox())!];
        expect(toggleBox.x).toBeGreaterThanOrEqual(linkBox.x + linkBox.width - 1);
        expect(Math.abs(toggleBox.y - linkBox.y)).toBeLessThan(2);

        // A sibling at the top level.
        await toggle('DIET').click();
        expect(await expanded(toggle('DIET'))).toBe(true);
        // The island closes the others on the details' toggle event, which comes a task later.
        await expect.poll(() => expanded(lifestyle)).toBe(false);
        expect(await link('Salt').isVisible()).toBe(false);
        expect(await reallyVisible(link('Salt tag'))).toBe(true);

        // Siblings one level down: Sugar's submenu flies out, then Flour's replaces it.
        await toggle('Sugar submenu').click();
        expect(await reallyVisible(link('Sugar facts'))).toBe(true);
        await toggle('Flour').click();
        await expect.poll(() => expanded(toggle('Sugar submenu'))).toBe(false);
        expect(await link('Sugar facts').isVisible()).toBe(false);
        expect(await expanded(toggle('Flour'))).toBe(true);
        expect(await expanded(toggle('DIET'))).toBe(true);
        expect(await reallyVisible(link('Maida facts'))).toBe(true);
        const flour = (await toggle('Flour').boundingBox())!;
        const maida = (await link('Maida facts').boundingBox())!;
        if (width === WIDE) {
          expect(maida.x, 'the second level flies out beside its group').toBeGreaterThanOrEqual(flour.x + flour.width - 2);
        } else {
          expect(maida.y, 'the second level opens below its group').toBeGreaterThanOrEqual(flour.y + flour.height - 1);
          expect(maida.x, 'indented').toBeGreaterThan(flour.x);
        }

        // Closing a group closes what is open below it.
        await toggle('DIET').click();
        await expect.poll(() => expanded(toggle('Flour'))).toBe(false);
        await toggle('DIET').click();
        expect(await link('Maida facts').isVisible()).toBe(false);

        // A click outside closes the rest.
        await page.locator('main h1').first().click();
        expect(await toggle('DIET').isVisible()).toBe(width === WIDE);
        expect(await menu.nav.locator('details[open]').count()).toBe(0);
        expect(await link('Salt tag').isVisible()).toBe(false);
        expect(errors).toEqual([]);
      });

      it('tells screen readers each toggle is an expandable disclosure, and whether it is open', async () => {
        const menu = await open('/', width);
        await showMenu(menu);
        await menu.toggle('DIET').click();
        const toggles = await accessibleToggles(menu.page);
        expect(toggles['DIET']).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true });
        expect(toggles['LIFESTYLE submenu']).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false });
        if (width === NARROW) expect(toggles['Menu']).toEqual({ role: 'DisclosureTriangle', expanded: true });
      });

      it('works by keyboard: Enter and Space toggle, Escape closes and returns focus, Tab order is natural', async () => {
        const { page, toggle, link } = await open('/', width);
        const lifestyle = toggle('LIFESTYLE submenu');
        const more = toggle('More lifestyle');
        if (width === NARROW) {
          await toggle('Menu').focus();
          await page.keyboard.press('Enter');
          expect(await expanded(toggle('Menu'))).toBe(true);
          await page.keyboard.press('Tab');
        } else {
          await link('HOME').focus();
        }
        await hydrated(page);
        expect(await isFocused(link('HOME'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(link('LIFESTYLE'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(lifestyle)).toBe(true);
        // A closed submenu is skipped by Tab.
        await page.keyboard.press('Tab');
        expect(await isFocused(toggle('DIET'))).toBe(true);
        await page.keyboard.press('Shift+Tab');

        await page.keyboard.press('Enter');
        expect(await expanded(lifestyle)).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(link('Salt'))).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(more)).toBe(true);
        await page.keyboard.press(' ');
        await expect.poll(() => expanded(more)).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isFocused(link('Lifestyle two'))).toBe(true);
        expect(await reallyVisible(link('Lifestyle two'))).toBe(true);

        await page.keyboard.press('Escape');
        await expect.poll(() => expanded(more)).toBe(false);
        expect(await isFocused(more)).toBe(true);
        expect(await expanded(lifestyle)).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => expanded(lifestyle)).toBe(false);
        expect(await isFocused(lifestyle)).toBe(true);
        expect(await link('Salt').isVisible()).toBe(false);

        await page.keyboard.press(' ');
        await expect.poll(() => expanded(lifestyle)).toBe(true);
        await page.keyboard.press('Enter');
        expect(await expanded(lifestyle)).toBe(false);

        // Opening DIET from the keyboard closes LIFESTYLE.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await isFocused(toggle('DIET'))).toBe(true);
        await page.keyboard.press('Enter');
        expect(await expanded(toggle('DIET'))).toBe(true);
        await expect.poll(() => expanded(lifestyle)).toBe(false);

        if (width === NARROW) {
          // With no submenu open, Escape hides the whole menu and focus goes back to its toggle.
          await page.keyboard.press('Escape');
          await expect.poll(() => expanded(toggle('DIET'))).toBe(false);
          await page.keyboard.press('Escape');
          await expect.poll(() => expanded(toggle('Menu'))).toBe(false);
          expect(await isFocused(toggle('Menu'))).toBe(true);
          expect(await link('HOME').isVisible()).toBe(false);
        } else {
          // Drop-downs overlay the page: focus leaving the menu closes them.
          await page.locator('main a').first().focus();
          await expect.poll(() => expanded(toggle('DIET'))).toBe(false);
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
        expect(await hindi.toggle('LIFESTYLE उप-मेनू').isVisible()).toBe(true);
        expect(await hindi.link('होम').getAttribute('aria-current')).toBe('page');
        if (width === NARROW) expect(await expanded(hindi.toggle('मेनू'))).toBe(true);
      });

      it('only links to pages that exist', async () => {
        for (const path of ['/', '/hi', '/mr']) {
          const { page, nav } = await open(path, width);
          const links = await hrefs(nav);
          expect(links.length).toBeGreaterThan(10);
          for (const href of links) {
            const response = await page.request.get(new URL(href, chromium.site.url).href, { maxRedirects: 0 });
            expect(response.status(), href).toBe(200);
          }
        }
      });

      it('works without JavaScript: the menu and its submenus open, and every link is reached', async () => {
        const menu = await open('/', width, { javaScript: false });
        const { page, nav, toggle, link } = menu;
        expect(await nav.getAttribute('data-hydrated')).toBeNull();
        expect(await nav.locator('button').count(), 'no buttons that would need a script').toBe(0);
        const all = await hrefs(nav);
        expect(all).toContain('/post/lifestyle-two');
        expect(all).toContain('/post/sugar-facts');

        if (width === NARROW) {
          // A phone reader opens the menu, a submenu and one below it, and reaches an article.
          expect(await link('HOME').isVisible()).toBe(false);
          await toggle('Menu').click();
          await toggle('LIFESTYLE submenu').click();
          await toggle('More lifestyle').click();
          const article = link('Lifestyle two');
          await article.scrollIntoViewIfNeeded();
          expect(await reallyVisible(article)).toBe(true);
          expect((await article.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          await article.click();
          await page.waitForURL(/\/post\/lifestyle-two$/);
          expect(await page.locator('main h1').first().textContent()).toContain('lifestyle-two');
          return;
        }

        // Drop-downs open with their toggle, one at a time; Tab reaches every link in menu order.
        expect(await link('Sugar facts').isVisible()).toBe(false);
        await toggle('DIET').click();
        expect(await reallyVisible(link('Sugar'))).toBe(true);
        await toggle('Sugar submenu').click();
        expect(await reallyVisible(link('Sugar facts'))).toBe(true);
        await toggle('LIFESTYLE submenu').click();
        expect(await expanded(toggle('DIET')), 'one top-level drop-down at a time').toBe(false);
        await toggle('LIFESTYLE submenu').click();

        // From the top of a fresh page, Tab reaches every link in menu order, opening each
        // closed group on its way with Enter; every link is visible when it has focus.
        await page.reload({ waitUntil: 'load' });
        const tabbed: string[] = [];
        for (let i = 0; i < 200 && tabbed.length < all.length; i++) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el?.closest('nav.main-menu')) return undefined;
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              closedToggle: el.tagName === 'SUMMARY' && !(el.parentElement as HTMLDetailsElement).open,
              href: el.getAttribute('href'),
              visible: box.width >= 4 && box.height >= 4 && box.right <= innerWidth && hit !== null && el.contains(hit),
            };
          });
          if (!focused) {
            if (tabbed.length) break;
            continue;
          }
          if (focused.closedToggle) await page.keyboard.press('Enter');
          if (focused.href === null) continue;
          expect(focused.visible, focused.href).toBe(true);
          tabbed.push(focused.href);
        }
        expect(tabbed).toEqual(all);
      });

      if (width === NARROW) {
        it('gives every link and toggle a 44px touch target', async () => {
          const menu = await open('/', width);
          await showMenu(menu);
          await menu.toggle('LIFESTYLE submenu').click();
          await menu.toggle('More lifestyle').click();
          const targets = menu.nav.locator('a:visible, summary:visible');
          expect(await targets.count()).toBeGreaterThan(8);
          for (const box of await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
          }
        });
      }
    });
  }

  it("keeps a group opened inside one that has just opened, whenever the outer one's toggle event comes", async () => {
    const { page, toggle, link } = await open('/', NARROW);
    await toggle('Menu').click();
    await hydrated(page);
    // Both open before either toggle event is dispatched (a task later): a quick reader, or a
    // busy phone. The outer group's event then finds the inner one open, and must keep it.
    const [outer, inner] = await Promise.all(
      [toggle('LIFESTYLE submenu'), toggle('More lifestyle')].map((summary) => summary.elementHandle()),
    );
    await page.evaluate(
      ([outerSummary, innerSummary]) =>
        new Promise<void>((resolve) => {
          const outerGroup = outerSummary.parentElement as HTMLDetailsElement;
          const innerGroup = innerSummary.parentElement as HTMLDetailsElement;
          let pending = 2;
          const arrived = () => --pending === 0 && setTimeout(resolve, 0);
          outerGroup.addEventListener('toggle', arrived, { once: true });
          innerGroup.addEventListener('toggle', arrived, { once: true });
          outerGroup.open = true;
          innerGroup.open = true;
        }),
      [outer!, inner!] as const,
    );
    expect(await expanded(toggle('More lifestyle'))).toBe(true);
    expect(await reallyVisible(link('Lifestyle two'))).toBe(true);
  });

  it('keeps drop-downs near the right edge on screen: a fly-out there opens to the left', async () => {
    for (const javaScript of [true, false]) {
      const { page, toggle, link } = await open('/', 768, { javaScript });
      const viewport = page.viewportSize()!;
      for (const name of ['हिंदी submenu', 'मराठी submenu']) {
        await toggle(name).click();
        const box = (await toggle(name).locator('xpath=following-sibling::ul').boundingBox())!;
        expect(box.x + box.width, `${name}, JavaScript ${javaScript}`).toBeLessThanOrEqual(viewport.width);
        expect(box.x, name).toBeGreaterThanOrEqual(0);
      }
      const group = (await toggle('मराठी submenu').boundingBox())!;
      expect((await link('मीठ').boundingBox())!.x).toBeLessThan(group.x);
      expect(await reallyVisible(link('मीठ'))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  });

  it('switches layouts at exactly 768px', async () => {
    for (const [width, collapsed] of [
      [767, true],
      [768, false],
    ] as const) {
      const { toggle, link } = await open('/', width);
      expect(await toggle('Menu').isVisible(), `${width}px`).toBe(collapsed);
      expect(await link('HOME').isVisible(), `${width}px`).toBe(!collapsed);
    }
  });
});
