import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, urlOfFile } from '../../scripts/lib/dist-pages.ts';
import { headersFor, parseHeadersFile } from '../../src/lib/headers-file.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_DIST, scratchDir } from '../helpers/site-build.ts';

/**
 * Serves a built site like Netlify or Cloudflare Pages: the headers of its `_headers` (so the
 * browser enforces the header CSP and Permissions-Policy too), `_redirects` rewrites, `/post/x`
 * from `post/x.html`, and `404.html` with status 404.
 */
async function serveLikeHost(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(distDir, '_headers'), 'utf8'));
  const rewrites = fs
    .readFileSync(path.join(distDir, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from && !from.startsWith('#') && status === '200') as [string, string, string][];
  const assets = sirv(distDir, { extensions: ['html'], dev: false, etag: false });
  const notFound = fs.readFileSync(path.join(distDir, '404.html'));
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    for (const [name, values] of headersFor(rules, pathname)) res.setHeader(name, values.join(', '));
    const rewrite = rewrites.find(([from]) => (from.endsWith('/*') ? pathname.startsWith(from.slice(0, -1)) : pathname === from));
    if (rewrite) req.url = rewrite[1];
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Records every CSP violation event from the first script the page runs. */
function recordViolations(): void {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`),
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

describe.runIf(browserAvailable())('the Content Security Policy in Chromium', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveLikeHost>>;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveLikeHost(FIXTURE_DIST)]);
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
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const visited: Visit = { page, status: undefined, violations: [], errors: [] };
    await page.addInitScript(recordViolations);
    page.on('console', (msg) => {
      if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions Policy/i.test(msg.text())) visited.violations.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => visited.errors.push(error.message));
    const response = await page.goto(url, { waitUntil: 'load' });
    visited.status = response?.status();
    // client:visible islands hydrate once on screen.
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) island.firstElementChild?.scrollIntoView();
    });
    // Astro removes `ssr` once an island has hydrated; a blocked script leaves it there.
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 }).catch(() => {});
    visited.violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)));
    return visited;
  }

  const pages = listFiles(FIXTURE_DIST)
    .filter((file) => file.endsWith('.html'))
    .map(urlOfFile);

  it('visits every page type in every language (the list below is what the fixture site has)', () => {
    expect(pages).toEqual(expect.arrayContaining(REQUIRED.map(([url]) => url)));
    for (const [url, lang] of REQUIRED) {
      const html = fs.readFileSync(path.join(FIXTURE_DIST, url === '/' ? 'index.html' : `${url.slice(1)}.html`), 'utf8');
      expect(html, url).toContain(`<html lang="${lang}"`);
    }
  });

  it('loads every page of the site with zero CSP violations, and every island hydrates', async () => {
    const failures: Record<string, unknown> = {};
    let islands = 0;
    for (const url of pages) {
      const { page, violations, errors } = await visit(`${site.url}${url}`);
      const left = await page.locator('astro-island[ssr]').count();
      islands += await page.locator('astro-island').count();
      if (violations.length || errors.length || left) failures[url] = { violations, errors, notHydrated: left };
      await page.context().close();
    }
    expect(failures).toEqual({});
    expect(islands).toBeGreaterThan(pages.length); // the menu on every page, plus search and the BMI calculator
  });

  it('runs a search (Pagefind compiles WebAssembly) in every language without a violation', async () => {
    for (const [search, article] of [
      ['/search?q=zebrafruit', '/post/salt-basics'],
      ['/hi/search?q=zebrafruit', '/post/salt-basics-hindi'],
      ['/mr/search?q=zebrafruit', '/post/salt-basics-marathi'],
      ['/search/zebrafruit', '/post/salt-basics'], // the 404 page's fallback on hosts without rewrites
    ] as const) {
      const { page, violations, errors } = await visit(`${site.url}${search}`);
      await page.locator(`.search-results a[href="${article}"]`).first().waitFor({ timeout: 15_000 });
      expect({ search, violations, errors }).toEqual({ search, violations: [], errors: [] });
      await page.context().close();
    }
  });

  it('still lets the BMI calculator and the menu work (hydrated islands respond)', async () => {
    const { page, violations } = await visit(`${site.url}/utilities`);
    await page.getByLabel('Years', { exact: true }).fill('30');
    await page.getByLabel('Height (cm)', { exact: true }).fill('170');
    await page.getByLabel('Weight (kg)', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your BMI: 24.2');
    expect(violations).toEqual([]);
    await page.context().close();
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
    expect(await framed?.locator('text=salt-basics title').count().catch(() => 0)).toBe(0);
    await context.close();
    await new Promise((resolve) => framer.close(resolve));
  });
});

describe.runIf(browserAvailable())('the CSP browser check on a broken copy of the fixture site', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveLikeHost>>;

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
    [browser, site] = await Promise.all([launchBrowser(), serveLikeHost(dist)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function violationsOf(url: string, then?: (page: Page) => Promise<void>): Promise<string[]> {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const violations: string[] = [];
    await page.addInitScript(recordViolations);
    page.on('console', (msg) => /Content Security Policy/i.test(msg.text()) && violations.push(`console: ${msg.text()}`));
    await page.goto(url, { waitUntil: 'load' });
    await then?.(page);
    violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)));
    await context.close();
    return violations;
  }

  it('records an inline script and a style attribute that the policy blocks', async () => {
    const violations = await violationsOf(`${site.url}/post/salt-basics`);
    expect(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^style-src-attr blocked inline/)]));
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
    expect(status).toBe('“zebrafruit” के लिए 1 लेख मिला');
    // Only the blocked workers (Pagefind's and the service worker) are reported.
    expect(violations.filter((v) => !/worker-src/.test(v))).toEqual([]);
  });
});
