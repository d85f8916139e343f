import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/dist-pages.ts';
import { pageFile } from '../../scripts/lib/service-worker.ts';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { isEditorPath } from '../../src/lib/editor-page.ts';
import { pagePath } from '../../src/lib/urls.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_DIST, scratchDir } from '../helpers/site-build.ts';

/** Records every CSP violation event from the first script the page runs. */
function recordViolations(): void {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`),
    true,
  );
}

/** Page types × languages the fixture site must have, so that this test covers them all. */
const REQUIRED = [
  ['/', 'en'],
  ['/hi', 'hi'],
  ['/mr', 'mr'],
  ['/post/salt-basics', 'en'],
  ['/post/salt-basics-hindi', 'hi'],
  ['/post/salt-basics-marathi', 'mr'],
  ['/category/lifestyle', 'en'],
  ['/category/hindi', 'hi'],
  ['/category/marathi', 'mr'],
  ['/tag/salt', 'en'],
  ['/category/lifestyle/2', 'en'],
  ['/tag/salt/2', 'en'],
  ['/utilities', 'en'],
  ['/hi/utilities', 'hi'],
  ['/mr/utilities', 'mr'],
  ['/search', 'en'],
  ['/hi/search', 'hi'],
  ['/mr/search', 'mr'],
  ['/404', 'en'],
] as const;

/**
 * Every page of the fixture site, by public path. The `site` project's global setup has built
 * it before any test file is collected, so each page gets a test of its own.
 */
/**
 * In the page: islands not hydrated (Astro removes `ssr` once it has), leaving out a `client:path`
 * island on a page whose path does not call for it (the 404 page's search, away from /search/).
 */
const unhydratedIslands = () =>
  [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
    if (island.getAttribute('client') !== 'path') return true;
    const { value } = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
    return typeof value === 'string' && location.pathname.startsWith(value);
  }).length;

const ALL_PAGES = listFiles(FIXTURE_DIST)
  .filter((file) => file.endsWith('.html'))
  .map(pagePath)
  // The editor's page has a policy of its own, tested with the editor (tests/browser/editor.test.ts).
  .filter((url) => !isEditorPath(url));

/**
 * What decides how a page fares under its policy: its language, the policy itself (which names
 * the hash of every inline script and style the page has), the scripts it loads and its islands.
 * Pages alike in all of these load and run the same code under the same rules.
 */
function policyProfile(url: string): string {
  const html = fs.readFileSync(path.join(FIXTURE_DIST, pageFile(url)), 'utf8');
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]).sort();
  const islands = [...html.matchAll(/<astro-island[^>]*\bcomponent-url="([^"]+)"[^>]*\bclient="([^"]+)"/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .sort();
  return JSON.stringify([/<html lang="([^"]+)"/.exec(html)?.[1], policy, scripts, islands]);
}

/**
 * The pages a browser visits: one of each {@link policyProfile} (the first, by path), which
 * includes the profile of every page of {@link REQUIRED}. Every page's policy is checked against
 * its inline code without a browser, in tests/build/page-security.test.ts; in Chromium, 43 visits
 * cost over three minutes on a two-core machine, where one per profile covers every distinct case
 * (pages alike in profile load and run the same code under the same rules).
 */
const PAGES = (() => {
  const seen = new Set<string>();
  return ALL_PAGES.filter((url) => {
    const profile = policyProfile(url);
    const first = !seen.has(profile);
    seen.add(profile);
    return first;
  });
})();

describe.runIf(browserAvailable())('the Content Security Policy in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;
  /**
   * One context for every visit: its HTTP cache spares each page's visit a fresh download and
   * compile of the same scripts. A policy applies per document, so visits stay independent.
   */
  let visits: BrowserContext;
  /**
   * The page every visit loads its URL in: a new page costs a renderer process (about a second
   * on two cores), and a policy applies per document, so each visit is still a page of its own.
   */
  let visitor: Page;

  beforeAll(async () => {
    // Served like Netlify or Cloudflare Pages: with the headers of `_headers` (so the browser
    // enforces the header CSP and Permissions-Policy too) and the rewrites of `_redirects`.
    [browser, site] = await Promise.all([launchBrowser(), serveDist(FIXTURE_DIST, { hostFiles: true })]);
    visits = await browser.newContext({ serviceWorkers: 'block' });
    visitor = await visits.newPage();
    // Runs in every document the page loads, before the page's own scripts.
    await visitor.addInitScript(recordViolations);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  interface Visit {
    page: Page;
    status: number | undefined;
    /** CSP violation events, and console messages about a policy. */
    violations: string[];
    /** Uncaught errors (a blocked island would throw or never hydrate). */
    errors: string[];
  }

  /** Opens a URL, brings every island into view and waits until all have hydrated. */
  async function visit(url: string): Promise<Visit> {
    const page = visitor;
    // What the previous visit recorded is its own.
    page.removeAllListeners();
    const visited: Visit = { page, status: undefined, violations: [], errors: [] };
    page.on('console', (msg) => {
      if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions Policy/i.test(msg.text()))
        visited.violations.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => visited.errors.push(error.message));
    const response = await page.goto(url, { waitUntil: 'load' });
    visited.status = response?.status();
    // client:visible islands hydrate once on screen, client:interaction ones once used (the menu).
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        island.firstElementChild?.scrollIntoView();
        if (island.getAttribute('client') === 'interaction') island.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      }
    });
    // Astro removes `ssr` once an island has hydrated; a blocked script leaves it there.
    await expect
      .poll(() => page.evaluate(unhydratedIslands), { timeout: 15_000 })
      .toBe(0)
      .catch(() => {});
    visited.violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)));
    return visited;
  }

  it('visits every page type in every language (the list below is what the fixture site has)', () => {
    expect(ALL_PAGES).toEqual(expect.arrayContaining(REQUIRED.map(([url]) => url)));
    // Every profile of the site is visited, those of every page type in every language among them.
    const visited = new Set(PAGES.map(policyProfile));
    expect(visited).toEqual(new Set(ALL_PAGES.map(policyProfile)));
    for (const [url] of REQUIRED) expect(visited.has(policyProfile(url)), url).toBe(true);
    for (const [url, lang] of REQUIRED) {
      const html = fs.readFileSync(path.join(FIXTURE_DIST, pageFile(url)), 'utf8');
      expect(html, url).toContain(`<html lang="${lang}"`);
    }
  });

  it.each(PAGES)('loads %s with zero CSP violations, and every island hydrates', async (url) => {
    const { page, violations, errors } = await visit(`${site.url}${url}`);
    const islands = await page.locator('astro-island').count();
    const notHydrated = await page.evaluate(unhydratedIslands);
    expect({ violations, errors, notHydrated }).toEqual({ violations: [], errors: [], notHydrated: 0 });
    // The menu is on every page but the offline page (which leaves it out: see OfflinePage.astro).
    if (!/\/offline$/.test(url)) expect(islands, 'the menu is on every page').toBeGreaterThan(0);
  });

  it('has the search and the BMI calculator among the islands it checks', () => {
    const islandsOf = (url: string) => fs.readFileSync(path.join(FIXTURE_DIST, pageFile(url)), 'utf8').match(/<astro-island/g)?.length ?? 0;
    expect(islandsOf('/search')).toBeGreaterThan(1);
    expect(islandsOf('/utilities')).toBeGreaterThan(1);
  });

  it.each([
    ['/search?q=zebrafruit', '/post/salt-basics'],
    ['/hi/search?q=zebrafruit', '/post/salt-basics-hindi'],
    ['/mr/search?q=zebrafruit', '/post/salt-basics-marathi'],
    ['/search/zebrafruit', '/post/salt-basics'], // the 404 page's fallback on hosts without rewrites
  ] as const)('runs the search %s (Pagefind compiles WebAssembly) without a violation', async (search, article) => {
    const { page, violations, errors } = await visit(`${site.url}${search}`);
    await page.locator(`.search-results a[href="${article}"]`).first().waitFor({ timeout: 15_000 });
    expect({ violations, errors }).toEqual({ violations: [], errors: [] });
  });

  it('still lets the BMI calculator and the menu work (hydrated islands respond)', async () => {
    const { page, violations } = await visit(`${site.url}/utilities`);
    await page.getByLabel('Years', { exact: true }).fill('30');
    await page.getByLabel('Height (cm)', { exact: true }).fill('170');
    await page.getByLabel('Weight (kg)', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your BMI: 24.2');
    expect(violations).toEqual([]);
  });

  it('keeps other sites from framing a page (frame-ancestors, sent as a header)', async () => {
    // localhost and 127.0.0.1 are different origins.
    const framer = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>framer</title><iframe src="${site.url}/post/salt-basics"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const { port } = framer.address() as AddressInfo;
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
    await expect.poll(() => messages.join('\n')).toMatch(/frame-ancestors 'none'/);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).not.toContain('/post/salt-basics');
    expect(
      await framed
        ?.locator('text=salt-basics title')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
    await new Promise((resolve) => framer.close(resolve));
  });
});

describe.runIf(browserAvailable())('the CSP browser check on a broken copy of the fixture site', () => {
  let browser: Browser;
  let site: StaticServer;
  /** One page for every visit, as above: a policy applies per document. */
  let visitor: Page;

  beforeAll(async () => {
    const dist = scratchDir('csp-broken');
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    const article = path.join(dist, 'post/salt-basics.html');
    // The BMI page without the hashes of Astro's inline island scripts: nothing hydrates.
    const utilities = path.join(dist, 'utilities.html');
    fs.writeFileSync(
      utilities,
      fs.readFileSync(utilities, 'utf8').replace(/(script-src [^;]*)/, (directive) => directive.replace(/ 'sha256-[^']+'/g, '')),
    );
    fs.writeFileSync(
      article,
      fs
        .readFileSync(article, 'utf8')
        .replace('</head>', '<script>document.title = "injected";</script></head>')
        .replace('<main id="main"', '<main style="outline: 3px solid red" id="main"'),
    );
    // Pagefind searches in a web worker (which a <meta> policy does not reach) and, where no
    // worker can run, on the page itself: that fallback compiles WebAssembly under our policy.
    // Both search pages here block workers; the English one also lacks 'wasm-unsafe-eval'.
    for (const [file, keepWasm] of [
      ['search.html', false],
      ['hi/search.html', true],
    ] as const) {
      const full = path.join(dist, file);
      let html = fs.readFileSync(full, 'utf8').replace("default-src 'self';", "default-src 'self';worker-src 'none';");
      if (!keepWasm) html = html.replace(" 'wasm-unsafe-eval'", '');
      fs.writeFileSync(full, html);
    }
    [browser, site] = await Promise.all([launchBrowser(), serveDist(dist, { hostFiles: true })]);
    // Opened before the tests, so it stays open between them (tests/helpers/close-contexts.ts).
    visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await visitor.addInitScript(recordViolations);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function violationsOf(url: string, then?: (page: Page) => Promise<void>): Promise<string[]> {
    const page = visitor;
    page.removeAllListeners();
    const violations: string[] = [];
    page.on('console', (msg) => /Content Security Policy/i.test(msg.text()) && violations.push(`console: ${msg.text()}`));
    await page.goto(url, { waitUntil: 'load' });
    await then?.(page);
    violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)));
    return violations;
  }

  it('records an inline script and a style attribute that the policy blocks', async () => {
    const violations = await violationsOf(`${site.url}/post/salt-basics`);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline/),
        expect.stringMatching(/^style-src-attr blocked inline/),
      ]),
    );
  });

  it('records the blocked island scripts, and the islands stay unhydrated', async () => {
    let unhydrated = 0;
    const violations = await violationsOf(`${site.url}/utilities`, async (page) => {
      await page.evaluate(() => document.querySelector('astro-island')?.firstElementChild?.scrollIntoView());
      await page.waitForTimeout(1500);
      unhydrated = await page.locator('astro-island[ssr]').count();
    });
    expect(violations.some((v) => /^script-src-elem blocked inline/.test(v))).toBe(true);
    expect(unhydrated).toBeGreaterThan(0);
  });

  /** Waits until the search has finished, one way or the other. */
  const searched = (page: Page) =>
    page.waitForFunction(() => {
      const text = document.querySelector('.search-status')?.textContent ?? '';
      return text !== '' && !text.endsWith('…');
    });

  it("records Pagefind's WebAssembly on the page when 'wasm-unsafe-eval' is missing, and the search fails", async () => {
    let status = '';
    const violations = await violationsOf(`${site.url}/search?q=zebrafruit`, async (page) => {
      await searched(page);
      status = (await page.locator('.search-status').textContent()) ?? '';
    });
    expect(violations.join('\n')).toMatch(/WebAssembly/);
    expect(status).toMatch(/could not be loaded/);
  });

  it("searches on the page, without a worker, thanks to 'wasm-unsafe-eval'", async () => {
    let status = '';
    const violations = await violationsOf(`${site.url}/hi/search?q=zebrafruit`, async (page) => {
      await searched(page);
      status = (await page.locator('.search-status').textContent()) ?? '';
    });
    // The Hindi article first, then the English ones that match (the page's language first, never only).
    expect(status).toMatch(/^“zebrafruit” के लिए \d+ लेख मिले$/);
    // Only the blocked workers (Pagefind's and the service worker) are reported.
    expect(violations.filter((v) => !/worker-src/.test(v))).toEqual([]);
  });
});
