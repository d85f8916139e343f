import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile, writeServiceWorker } from '../../scripts/lib/service-worker.ts';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST, scratchDir } from '../helpers/site-build.ts';
import { t } from '../../src/i18n/index.ts';
import { utilitiesUrl } from '../../src/lib/urls.ts';

describe.runIf(browserAvailable())('offline reading in Chromium', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  /** A fresh browser profile: no service worker, empty caches. */
  async function newReader(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.newContext({ serviceWorkers: 'allow', ...options });
    return { context, page: await context.newPage() };
  }

  /** Waits until the service worker is active and controls the page (clientsClaim). */
  async function controlled(page: Page): Promise<void> {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
  }

  /** Every URL stored in any cache of the page's origin. */
  const cachedUrls = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      return urls;
    });

  /** Opens a path; the answer must come from the service worker when offline. */
  async function open(page: Page, base: string, pathname: string): Promise<number | undefined> {
    const response = await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
    return response?.status();
  }

  const heading = (page: Page) => page.locator('h1').first().textContent();

  /** Waits until the worker has kept a URL (the first page is kept in the background). */
  const kept = (page: Page, url: string) => expect.poll(() => cachedUrls(page), { timeout: 20_000 }).toContain(url);

  /** Whether every image of the page shows (lazy ones are loaded first). */
  const imagesShow = (page: Page) =>
    page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      const shown = await Promise.all(
        images.map((img) =>
          img.decode().then(
            () => img.naturalWidth > 0,
            () => false,
          ),
        ),
      );
      return { count: images.length, broken: images.filter((_, i) => !shown[i]).map((img) => img.currentSrc || img.src) };
    });

  it('keeps the first article a reader opens, with every image of it, for reading offline', async () => {
    const { context, page } = await newReader();
    // The page loads before the worker exists: the worker is asked to keep it once installed.
    await open(page, chromium.site.url, '/post/salt-basics');
    await controlled(page);
    const online = await imagesShow(page);
    expect(online.broken).toEqual([]);
    expect(online.count).toBeGreaterThan(1);
    await kept(page, `${chromium.site.url}/post/salt-basics`);
    const image = await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.currentSrc);
    await kept(page, image);
    await context.setOffline(true);

    expect(await open(page, chromium.site.url, '/post/salt-basics')).toBe(200);
    expect(await heading(page)).toBe('salt-basics title');
    expect(await imagesShow(page)).toEqual(online);

    // The offline page lists it, and of the other pages only the BMI calculator (kept with the
    // offline page at install), none that is not kept (nothing else was opened).
    await open(page, chromium.site.url, '/post/lifestyle-two');
    await expect.poll(() => page.locator('[data-offline-articles] a').allTextContents()).toEqual(['salt-basics title']);
    await expect
      .poll(() => page.locator('[data-offline-pages] li:not([hidden]) a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(['/utilities']);
  });

  it.each([
    ['en', '/post/salt-basics', '24.2'],
    ['hi', '/post/salt-basics-hindi', '24.2'],
    ['mr', '/post/salt-basics-marathi', '२४.२'],
  ] as const)('after reading one article in %s, the BMI calculator of that language works offline', async (lang, article, bmi) => {
    const say = t(lang);
    const { context, page } = await newReader();
    await open(page, chromium.site.url, article);
    await controlled(page);
    await kept(page, `${chromium.site.url}${utilitiesUrl(lang)}`);
    await context.setOffline(true);
    expect(await open(page, chromium.site.url, utilitiesUrl(lang))).toBe(200);
    await page.locator('astro-island[component-url*="BmiCalculator"]').scrollIntoViewIfNeeded();
    await page.locator('astro-island[component-url*="BmiCalculator"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByLabel(say('bmi.form.ageYears'), { exact: true }).fill('30');
    await page.getByLabel(say('bmi.form.heightCm'), { exact: true }).fill('170');
    await page.getByLabel(say('bmi.form.weightKg'), { exact: true }).fill('70');
    await page.getByRole('button', { name: say('bmi.form.submit') }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(bmi);
  });

  it('with Save-Data on, precaches nothing, yet keeps the article read from what the browser already has', async () => {
    const { context, page } = await newReader();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '3g' }),
      });
    });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page, chromium.site.url, '/post/salt-basics');
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
      `${chromium.site.url}/sw.js?lang=en&low-data`,
    );
    await kept(page, `${chromium.site.url}/post/salt-basics`);
    const shelved = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('arogya-shell-') || name.includes('precache'));
      return (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0);
    });
    expect(shelved).toBe(0);
    // Nothing was asked of the network for the offline shell or search.
    expect(
      requested.filter((pathname) =>
        /\/offline(?:\.html)?$|\/utilities$|\/OfflinePage\.|^\/pagefind\/|BmiCalculator|SearchResults/.test(pathname),
      ),
    ).toEqual([]);
    await context.setOffline(true);
    expect(await open(page, chromium.site.url, '/post/salt-basics')).toBe(200);
    expect(await heading(page)).toBe('salt-basics title');
    expect(await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('after visits to the home page, an article, the BMI calculator and search, reads them all offline', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/');
    await controlled(page);
    await kept(page, `${chromium.site.url}/`);
    await open(page, chromium.site.url, '/post/salt-basics');
    await open(page, chromium.site.url, '/utilities');
    await page.locator('astro-island[component-url*="BmiCalculator"]').scrollIntoViewIfNeeded();
    await page.locator('astro-island[component-url*="BmiCalculator"]:not([ssr])').waitFor({ state: 'attached' });
    await open(page, chromium.site.url, '/search');
    await open(page, chromium.site.url, '/hi/search');
    await context.setOffline(true);

    expect(await open(page, chromium.site.url, '/')).toBe(200);
    expect(await page.locator('.hero h3 a').first().getAttribute('href')).toBe('/post/salt-basics');

    expect(await open(page, chromium.site.url, '/post/salt-basics')).toBe(200);
    expect(await heading(page)).toBe('salt-basics title');
    expect(await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await open(page, chromium.site.url, '/utilities')).toBe(200);
    await page.locator('astro-island[component-url*="BmiCalculator"]').scrollIntoViewIfNeeded();
    await page.locator('astro-island[component-url*="BmiCalculator"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByLabel('Years', { exact: true }).fill('30');
    await page.getByLabel('Height (cm)', { exact: true }).fill('170');
    await page.getByLabel('Weight (kg)', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your BMI: 24.2');

    expect(await open(page, chromium.site.url, '/search')).toBe(200);
    expect(await heading(page)).toBe('Search');
    expect(await page.locator('main').getByLabel('Search articles').isVisible()).toBe(true);
    expect(await open(page, chromium.site.url, '/hi/search')).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  });

  it('searches offline what was searched online (search files kept from the first search)', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/');
    await controlled(page);
    const settled = async () => {
      await page.waitForFunction(() => {
        const text = document.querySelector('.search-status')?.textContent ?? '';
        return text !== '' && !text.endsWith('…');
      });
      return page.locator('.search-status').textContent();
    };
    await open(page, chromium.site.url, '/search?q=salt');
    const online = await settled();
    expect(online).toMatch(/^\d+ articles? found for “salt”$/);
    await context.setOffline(true);
    await open(page, chromium.site.url, '/search?q=salt');
    expect(await settled()).toBe(online);
    expect(await page.locator('.search-results h2 a').first().getAttribute('href')).toMatch(/^\/post\//);
  });

  it('keeps the whole search index with "Save search for offline use", its size shown first; then any query works offline', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/mr/search');
    await controlled(page);
    const summary = (await page.evaluate(async () => (await fetch('/pagefind/arogya-offline.json')).json())) as {
      bytes: number;
      count: number;
    };
    const files = (await page.evaluate(async () => (await fetch('/pagefind/arogya-offline-files.json')).json())) as string[];
    expect(files).toHaveLength(summary.count);
    expect(files.filter((file) => file.startsWith('/pagefind/fragment/')).length).toBeGreaterThan(5);
    // The button names the download in the page's language and digits, before anything is downloaded.
    const kb = new Intl.NumberFormat('mr-IN').format(Math.round(summary.bytes / 1024));
    const save = page.getByRole('button', { name: `ऑफलाइन वापरासाठी शोध जतन करा: मराठी, हिंदी आणि इंग्रजी (${kb} kB)` });
    await expect.poll(() => save.isVisible(), { timeout: 20_000 }).toBe(true);
    await save.click();
    const status = page.locator('[data-save-search] [role="status"]');
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toBe('मराठी, हिंदी आणि इंग्रजीतील शोध या डिव्हाइसवर जतन झाला आहे: आता तो इंटरनेटशिवायही चालेल.');
    const saved = await page.evaluate(async () =>
      (await (await caches.open('arogya-saved')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(saved).toEqual(expect.arrayContaining(files));

    // Offline, queries never searched online, in two scripts and every language's index, find their articles.
    await context.setOffline(true);
    // The open page hides the button as the connection goes: there is nothing to download.
    await expect.poll(() => page.locator('[data-save-search] button').isHidden()).toBe(true);
    for (const [query, expected] of [
      ['maida', '/post/maida-facts'],
      ['मिठाबद्दल', '/post/salt-basics-marathi'],
    ] as const) {
      await open(page, chromium.site.url, `/mr/search?q=${encodeURIComponent(query)}&lang=all`);
      await page.waitForFunction(() => {
        const text = document.querySelector('.search-status')?.textContent ?? '';
        return text !== '' && !text.endsWith('…');
      });
      expect(await page.locator('.search-results h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), query).toContain(
        expected,
      );
    }
    // The search page, offline, says the index is kept, with nothing to download. Chromium 150's
    // offline emulation no longer tells a document opened offline (navigator.onLine stays true,
    // as Network.emulateNetworkConditions leaves navigator alone now); a browser really offline
    // does, and so does this script.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }));
    await open(page, chromium.site.url, '/mr/search');
    await expect
      .poll(() => page.locator('[data-save-search] [role="status"]').textContent())
      .toBe('मराठी, हिंदी आणि इंग्रजीतील शोध या डिव्हाइसवर जतन झाला आहे: आता तो इंटरनेटशिवायही चालेल.');
    await expect.poll(() => page.locator('[data-save-search] button').isHidden()).toBe(true);
    // The search pages of the other languages, never opened online, open offline and search their own index.
    for (const [pathname, query, expected] of [
      ['/hi/search', 'नमक', '/post/salt-basics-hindi'],
      ['/search', 'maida', '/post/maida-facts'],
    ] as const) {
      expect(await open(page, chromium.site.url, `${pathname}?q=${encodeURIComponent(query)}`), pathname).toBe(200);
      await page.waitForFunction(() => {
        const text = document.querySelector('.search-status')?.textContent ?? '';
        return text !== '' && !text.endsWith('…');
      });
      expect(
        await page.locator('.search-results h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        pathname,
      ).toContain(expected);
    }
  });

  it('shows the offline page, listing the articles kept, for an article never visited', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/');
    await controlled(page);
    await open(page, chromium.site.url, '/post/salt-basics');
    await open(page, chromium.site.url, '/post/salt-basics-hindi');
    await context.setOffline(true);

    expect(await open(page, chromium.site.url, '/post/lifestyle-two')).toBe(200);
    expect(page.url()).toBe(`${chromium.site.url}/post/lifestyle-two`);
    expect(await heading(page)).toBe('You are offline');
    const saved = page.locator('[data-offline-articles] a');
    await expect.poll(() => saved.count()).toBe(2);
    // The reader's language first; each title in its own language.
    expect(await saved.evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('lang')]))).toEqual([
      ['/post/salt-basics', 'salt-basics title', 'en'],
      ['/post/salt-basics-hindi', 'नमक की बुनियादी बातें', 'hi'],
    ]);
    // The listed article opens offline.
    await saved.first().click();
    await page.waitForURL(`${chromium.site.url}/post/salt-basics`);
    expect(await heading(page)).toBe('salt-basics title');
  });

  it("shows the offline page in the reader's language: the one kept with the first page they read", async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/hi');
    await controlled(page);
    await kept(page, `${chromium.site.url}/hi`);
    await context.setOffline(true);
    await open(page, chromium.site.url, '/hi/no-such-page');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await heading(page)).toBe('आप ऑफ़लाइन हैं');
    // From the (offline) Hindi home page, a Hindi article never visited: the Hindi offline page.
    await open(page, chromium.site.url, '/hi');
    await Promise.all([
      page.waitForURL(`${chromium.site.url}/post/salt-basics-hindi`),
      page.locator('main a[href="/post/salt-basics-hindi"]').first().click(),
    ]);
    expect(await heading(page)).toBe('आप ऑफ़लाइन हैं');
    // Only the language the reader came in with is kept (a first visit downloads one language's
    // shell): a Marathi address gets the Hindi offline page rather than none.
    await open(page, chromium.site.url, '/mr/utilities-nowhere');
    expect(await heading(page)).toBe('आप ऑफ़लाइन हैं');
  });

  it('saves an article and its lead image with "save for offline", then reads them offline', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/post/lifestyle-three');
    await controlled(page);
    const savedUrls = () =>
      page.evaluate(async () =>
        (await caches.has('arogya-saved')) ? (await (await caches.open('arogya-saved')).keys()).map((request) => request.url) : [],
      );
    expect(await savedUrls()).toEqual([]);
    const save = page.getByRole('button', { name: 'Save for offline reading' });
    expect(await save.isVisible()).toBe(true);
    await save.click();
    const status = page.locator('[data-save-offline] [role="status"]');
    // Search's files come too: on a loaded CI machine that takes a few seconds.
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Saved. You can read this article without a connection.');
    const image = await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.currentSrc);
    // The article, its image and search's files (downloaded only now, when the reader asks).
    expect(await savedUrls()).toEqual(
      expect.arrayContaining([
        `${chromium.site.url}/post/lifestyle-three`,
        image,
        `${chromium.site.url}/pagefind/pagefind.js`,
        `${chromium.site.url}/pagefind/wasm.en.pagefind`,
      ]),
    );

    await context.setOffline(true);
    expect(await open(page, chromium.site.url, '/post/lifestyle-three')).toBe(200);
    expect(await heading(page)).toBe('lifestyle-three title');
    expect(await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Saving offline fails, and says so.
    await page.getByRole('button', { name: 'Save for offline reading' }).click();
    await expect.poll(() => status.textContent()).toBe('This article could not be saved. Check your internet connection and try again.');
    // The offline page lists the saved article.
    await open(page, chromium.site.url, '/post/maida-facts');
    await expect.poll(() => page.locator('[data-offline-articles] a').allTextContents()).toContain('lifestyle-three title');
  });

  it("shows the save button in the reader's language, and only where service workers exist", async () => {
    const { page } = await newReader();
    await open(page, chromium.site.url, '/post/salt-basics-marathi');
    expect(await page.getByRole('button', { name: 'ऑफलाइन वाचण्यासाठी जतन करा' }).isVisible()).toBe(true);

    const { context: old } = await newReader();
    await old.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    const legacy = await old.newPage();
    await open(legacy, chromium.site.url, '/post/salt-basics');
    expect(await legacy.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    expect(await legacy.locator('[data-save-offline]').isHidden()).toBe(true);
  });

  it('never stores an error page: a 404 stays a 404 online and is the offline page offline', async () => {
    const { context, page } = await newReader();
    await open(page, chromium.site.url, '/');
    await controlled(page);
    expect(await open(page, chromium.site.url, '/post/no-such-article')).toBe(404);
    expect(await heading(page)).toBe('Page not found');
    expect((await cachedUrls(page)).filter((url) => url.includes('no-such-article'))).toEqual([]);
    await context.setOffline(true);
    await open(page, chromium.site.url, '/post/no-such-article');
    expect(await heading(page)).toBe('You are offline');
  });

  it('never stores anything from another site', async () => {
    const other = await serveDist(FIXTURE_DIST);
    try {
      expect(new URL(other.url).origin).not.toBe(new URL(chromium.site.url).origin);
      // The site's CSP already stops requests to other sites; bypass it to reach the worker.
      const { page } = await newReader({ bypassCSP: true });
      await open(page, chromium.site.url, '/');
      await controlled(page);
      await open(page, chromium.site.url, '/post/salt-basics');
      const sameSiteImage = await page.locator('img.lead-image').evaluate((img: HTMLImageElement) => img.currentSrc);
      const foreignImage = `${other.url}${new URL(sameSiteImage).pathname}`;
      await page.evaluate(
        async ({ image, base }) => {
          const img = document.createElement('img');
          const loaded = new Promise((resolve, reject) => {
            img.onload = resolve;
            img.onerror = reject;
          });
          img.src = image;
          document.body.append(img);
          await loaded;
          await fetch(`${base}/favicon.svg`, { mode: 'no-cors' });
          await fetch(`${base}/pagefind/pagefind-entry.json`, { mode: 'no-cors' });
        },
        { image: foreignImage, base: other.url },
      );
      const urls = await cachedUrls(page);
      expect(urls).toContain(sameSiteImage);
      expect(urls.filter((url) => !url.startsWith(chromium.site.url))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(browserAvailable())('a new deploy in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;
  let dist: string;

  beforeAll(async () => {
    dist = scratchDir('offline-update-dist');
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    [browser, site] = await Promise.all([launchBrowser(), serveDist(dist)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** Changes a built page in place, as a deploy would. */
  function edit(pathname: string, from: string, to: string): void {
    const file = path.join(dist, pageFile(pathname));
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain(from);
    fs.writeFileSync(file, html.replaceAll(from, to));
  }

  /** The offline shells' caches in the browser (one per version of the site), as the page sees them. */
  const shells = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('arogya-shell-')));

  it('serves new pages at once and the new offline shell on the next visit, never stale HTML', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.goto(`${site.url}/`);
    const before = await shells(page);
    expect(before).toHaveLength(1);

    // The deploy: a changed home page and offline page, and the service worker regenerated.
    edit('/', 'Arogya', 'Arogya v2');
    edit('/offline', 'You are offline', 'You are offline v2');
    // As the build's last step does; awaited, so the site served from this process keeps answering.
    await writeServiceWorker(dist);

    // The next visit: the home page is fetched first, so it is new at once...
    await page.goto(`${site.url}/`);
    expect(await page.title()).toContain('Arogya v2');
    // ...and the browser finds the new sw.js, which keeps the new shell and takes over (the old
    // shell goes at activation, which Chromium holds back while the old worker is still busy: on
    // a loaded CI machine that can take a while).
    await expect.poll(() => shells(page), { timeout: 60_000 }).toEqual([expect.not.stringMatching(before[0]!)]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !registration?.installing && !registration?.waiting && registration?.active?.state === 'activated';
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto(`${site.url}/post/never-read`);
    expect(await page.locator('h1').textContent()).toBe('You are offline v2');
    await context.close();
  }, 120_000);
});
