import fs from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { buildSite, FIXTURE_CONTENT, FIXTURE_DIST, readPage, scratchDir, type BuildResult } from '../helpers/site-build.ts';

const HOSTILE = path.resolve('tests/fixtures/hostile');
const BROKEN = path.resolve('tests/fixtures/broken');

/**
 * Articles a pull request could bring that the build salvages: the unsafe HTML is removed,
 * with a warning naming the file and what went. Each one sets `window.__pwned` or calls
 * `alert()` if anything of it runs.
 */
const SALVAGEABLE = {
  'unsafe-html': ['<script>', 'onerror attribute', 'javascript: URL in href'],
  'script-variants': [
    '<script>',
    '<svg>',
    '<noscript>',
    '<iframe>',
    '<object>',
    '<embed>',
    '<style>',
    '<math>',
    '<form>',
    '<meta>',
    '<base>',
    '<template>',
  ],
  'event-handlers': [
    'onmouseover attribute',
    'onclick attribute',
    'ontoggle attribute',
    'onload attribute',
    'onfocus attribute',
    'onerror attribute',
    'style attribute',
  ],
  'javascript-links': ['javascript: URL in href', 'vbscript: URL in href', 'data: URL in href'],
  'data-image': ['data: URL in src', 'data: URL in srcSet'],
  // Also: names of the page's globals (prefixed, not removed) and links that leave the site by `/\`.
  'dom-clobbering': ['<form>', 'user@host address in href'],
};

/** Articles that cannot be published as they are: the build fails, naming the file and the fix. */
const UNSALVAGEABLE = {
  'long-title.md': 'title: is 10000 characters long; at most 200 fit. Fix: shorten it',
  'empty-body.md': 'body: is empty, so the page would show only the title. Fix: write the article',
  'bidi-title.md': 'title: contains the invisible control character U+202E (character 19)',
  'latin1.md': 'is not saved as UTF-8: line 2 has bytes that are not UTF-8 text',
};

/** URL attributes a browser follows or loads, and the schemes that would run code there. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'xlink:href', 'background'];
const RUNNABLE_URL = /^(?:javascript|vbscript|data):/i;

/** Everything on a page that could run code, for a page built from the site's own templates. */
function runnableParts($: CheerioAPI): { scripts: string[]; handlers: string[]; urls: string[]; embeds: string[] } {
  const scripts = $('script')
    // Data blocks never run: structured data, and the editor page's generated configuration.
    .filter((_, el) => !['application/ld+json', 'application/json'].includes($(el).attr('type') ?? ''))
    .map((_, el) => $(el).attr('src') ?? $(el).text())
    .get();
  const handlers: string[] = [];
  const urls: string[] = [];
  const tagOf = (el: Parameters<typeof $>[0]) => String($(el).prop('tagName')).toLowerCase();
  $('*').each((_, el) => {
    for (const [name, value] of Object.entries($(el).attr() ?? {})) {
      if (/^on/i.test(name)) handlers.push(`<${tagOf(el)} ${name}>`);
      // Browsers ignore control characters and spaces in a scheme ("java\tscript:").
      if (URL_ATTRIBUTES.includes(name) && RUNNABLE_URL.test(value.replace(/[\u0000-\u0020]/g, '')))
        urls.push(`<${tagOf(el)} ${name}="${value}">`);
    }
  });
  const embeds = $('iframe, object, embed, base, meta[http-equiv="refresh" i], form[action^="javascript" i], svg script, math')
    .map((_, el) => tagOf(el))
    .get();
  return { scripts, handlers, urls, embeds };
}

/** Every built page of a site, as `[file, cheerio]`. */
function pagesOf(dist: string): [string, CheerioAPI][] {
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file, load(fs.readFileSync(path.join(dist, file), 'utf8'))]);
}

describe('runnableParts', () => {
  it('finds scripts, handlers, runnable URLs however spelled, and embeds', () => {
    const $ = load(
      '<script>x()</script><script type="application/ld+json">{}</script><img src=x OnError=y>' +
        '<a href="jav&#x09;ascript:y">a</a><img srcset="data:image/png;base64,AA 1x"><iframe src="/"></iframe><svg><script>z()</script></svg>',
    );
    expect(runnableParts($)).toEqual({
      scripts: ['x()', 'z()'],
      handlers: ['<img onerror>'],
      urls: ['<a href="jav\tascript:y">', '<img srcset="data:image/png;base64,AA 1x">'],
      embeds: ['iframe', 'script'],
    });
  });
});

describe('hostile articles', () => {
  let content: string;
  let dist: string;
  let build: BuildResult;

  beforeAll(() => {
    content = scratchDir('hostile-content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    for (const slug of Object.keys(SALVAGEABLE))
      fs.copyFileSync(path.join(HOSTILE, `${slug}.md`), path.join(content, `posts/en/${slug}.md`));
    dist = `${content}-dist`;
    build = buildSite(content, dist);
  });

  it('that can be salvaged build, with a warning naming each file and what was removed', () => {
    expect(build.status, build.output).toBe(0);
    for (const [slug, removed] of Object.entries(SALVAGEABLE)) {
      const warning = build.output
        .split('\n')
        .find((line) => line.includes(`[arogya:sanitize] `) && line.includes(`posts/en/${slug}.md: removed unsafe HTML: `));
      expect(warning, slug).toBeDefined();
      for (const what of removed) expect(warning, slug).toContain(what);
    }
  });

  it('publish nothing that could run on any page: no script, handler, runnable URL or embed of their own', () => {
    // The site's own scripts (hydration, search, service worker), as built from the plain fixture.
    const ownScripts = new Set(pagesOf(FIXTURE_DIST).flatMap(([, $]) => runnableParts($).scripts));
    const pages = pagesOf(dist);
    expect(pages.map(([file]) => file)).toEqual(expect.arrayContaining(Object.keys(SALVAGEABLE).map((slug) => `post/${slug}.html`)));
    for (const [file, $] of pages) {
      const { scripts, ...rest } = runnableParts($);
      expect({ ...rest, scripts: scripts.filter((script) => !ownScripts.has(script)) }, file).toEqual({
        handlers: [],
        urls: [],
        embeds: [],
        scripts: [],
      });
    }
  });

  it('keep the safe text, and their titles and descriptions stay text everywhere', () => {
    const title = 'Events "><img src=x onerror=alert(document.domain)>';
    const description = `' onmouseover='alert(1)' data-x=" </title><script>alert(2)</script>`;
    const $ = load(readPage(dist, '/post/event-handlers'));
    expect($('title').text()).toBe(`${title} | Arogya`);
    expect($('h1').text()).toBe(title);
    expect($('meta[name="description"]').attr('content')).toBe(description);
    expect($('meta[property="og:title"]').attr('content')).toBe(title);
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text()) as { headline: string; description: string };
    expect([jsonLd.headline, jsonLd.description]).toEqual([title, description]);
    for (const slug of Object.keys(SALVAGEABLE)) {
      const prose = load(readPage(dist, `/post/${slug}`))('.prose').text();
      expect(prose, slug).toContain('Safe text before.');
      expect(prose, slug).toContain('Safe text after.');
    }
    // Listings and feeds show the title as text too.
    const listings = pagesOf(dist).filter(([file]) => file.startsWith('category/lifestyle'));
    expect(listings.some(([, page]) => page('main .post-card h2').text().includes(title))).toBe(true);
    const rss = load(fs.readFileSync(path.join(dist, 'rss.xml'), 'utf8'), { xml: true });
    expect(
      rss('item > title')
        .map((_, el) => rss(el).text())
        .get(),
    ).toContain(title);
  });

  it('say in the warning where in the body each unsafe part was, and escape a hostile title everywhere', () => {
    expect(build.output).toMatch(
      /\[arogya:sanitize\] \S*posts\/en\/unsafe-html\.md: removed unsafe HTML: <script> \(body line 3\), onerror attribute \(body line 5\), javascript: URL in href \(body line 7\)/,
    );
    const html = readPage(dist, '/post/unsafe-html');
    const body = html.slice(html.indexOf('<article'));
    expect(body).toContain('Safe text before.');
    expect(body).toContain('Safe text after.');
    expect(body).not.toMatch(/__pwned|onerror|javascript:/);
    // The title stays text everywhere: in <title>, in attributes and inside JSON-LD.
    const title = 'Salt </script><script>alert(\'title\')</script> "quoted"';
    const $ = load(html);
    expect(
      $('script').filter((_, el) => $(el).text().includes("alert('title')") && $(el).attr('type') !== 'application/ld+json'),
    ).toHaveLength(0);
    expect($('title').text()).toBe(`${title} | Arogya`);
    expect($('h1').text()).toBe(title);
    expect($('meta[property="og:title"]').attr('content')).toBe(title);
    expect(JSON.parse($('script[type="application/ld+json"]').text()).headline).toBe(title);
  });

  it('name no element after a global of the page, and mark every link that leaves the site', () => {
    const $ = load(readPage(dist, '/post/dom-clobbering'));
    const globals = ['querySelectorAll', 'getElementById', 'serviceWorker', 'addEventListener', 'cookie'];
    const named = (el: Parameters<typeof $>[0]) => [$(el).attr('name'), $(el).attr('id')].some((value) => globals.includes(value ?? ''));
    expect($('[name], [id]').filter((_, el) => named(el))).toHaveLength(0);
    expect([$('.prose img[alt="A"]').attr('name'), $('.prose img[alt="B"]').attr('name')]).toEqual([
      'user-content-querySelectorAll',
      'user-content-getElementById',
    ]);
    const anchor = $('.prose a:contains("An anchor named after globals")');
    expect([anchor.attr('id'), anchor.attr('name')]).toEqual(['user-content-serviceWorker', 'user-content-addEventListener']);
    // The article's own in-page link follows the prefixed id.
    expect($('.prose a:contains("a link to it")').attr('href')).toBe('#user-content-serviceWorker');
    // `/\host` and `\\host` are other sites to a browser: marked so.
    for (const text of ['Looks like a page of this site', 'so does this'])
      expect($(`.prose a:contains("${text}")`).attr('rel'), text).toBe('noopener noreferrer');
    // A user name before the host: the address is gone, the words stay.
    const who = $('.prose a:contains("The WHO, in appearance")');
    expect(who.attr('href')).toBeUndefined();
    expect($('.prose').text()).toContain('The WHO, in appearance');
  });

  it('that cannot be salvaged fail the build, naming every file and its fix', () => {
    const broken = scratchDir('hostile-unsalvageable');
    fs.cpSync(FIXTURE_CONTENT, broken, { recursive: true });
    for (const file of Object.keys(UNSALVAGEABLE)) {
      const text = fs.readFileSync(path.join(BROKEN, file), 'utf8');
      // Latin-1 bytes are made here rather than committed: "é" becomes the single byte 0xE9.
      fs.writeFileSync(path.join(broken, 'posts/en', file), file === 'latin1.md' ? Buffer.from(text, 'latin1') : text);
    }
    const result = buildSite(broken, `${broken}-dist`);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Found \d+ problems in the content:/);
    for (const [file, message] of Object.entries(UNSALVAGEABLE)) {
      expect(result.output).toMatch(
        new RegExp(`posts/en/${file.replace('.', '\\.')}\\n\\s+- ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
    expect(fs.existsSync(path.join(`${broken}-dist`, 'index.html'))).toBe(false);
  });

  describe.runIf(browserAvailable())('opened in Chromium', () => {
    let browser: Browser;
    let site: StaticServer;

    beforeAll(async () => {
      expect(build.status, build.output).toBe(0);
      // A control: a built article with payloads put in unsanitised, under the same policy.
      const control = readPage(dist, '/post/salt-basics').replace(
        '<div class="prose">',
        '<div class="prose"><div onmouseover="window.__pwned = 1">Hover</div>' +
          '<script>alert("control")</script><a href="javascript:window.__pwned = 2">Link</a>',
      );
      expect(control).toContain('alert("control")');
      fs.writeFileSync(path.join(dist, 'control-unsafe.html'), control);
      [browser, site] = await Promise.all([launchBrowser(), serveDist(dist)]);
    });
    afterAll(async () => {
      await Promise.all([browser?.close(), site?.close()]);
    });

    interface Probe {
      pwned: unknown;
      dialogs: string[];
      errors: string[];
      runnableLinks: string[];
    }

    /**
     * Opens a page, fires the events that inline handlers listen for on every element of the
     * article, and reports anything that ran. With `csp: false` the page's Content Security
     * Policy is ignored, so that the markup itself is tested, not only the policy.
     */
    async function probe(page: Page, pathname: string): Promise<Probe> {
      const found: Probe = { pwned: undefined, dialogs: [], errors: [], runnableLinks: [] };
      const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
        found.dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      const onConsole = (msg: { type: () => string; text: () => string; location: () => { url: string } }) => {
        // The hostile articles' own broken image addresses (src="x", "x.png") answer 404.
        if (msg.type() === 'error' && !(/status of 404/.test(msg.text()) && /\/post\/x(?:\.png)?$/.test(msg.location().url)))
          found.errors.push(msg.text());
      };
      const onError = (error: Error) => found.errors.push(error.message);
      page.on('dialog', onDialog);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      try {
        await page.goto(`${site.url}${pathname}`, { waitUntil: 'load' });
        // The search results list the hostile articles' titles and excerpts.
        if (pathname.startsWith('/search')) await page.locator('.search-results h2 a').first().waitFor();
        found.runnableLinks = await page.evaluate(() => {
          const runnable: string[] = [];
          for (const el of document.querySelectorAll('main *')) {
            for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'load', 'error']) el.dispatchEvent(new Event(type));
            if (el instanceof HTMLAnchorElement && el.href && !/^(?:https?|mailto):$/.test(new URL(el.href).protocol))
              runnable.push(el.href);
          }
          return runnable;
        });
        await page.waitForTimeout(100);
        found.pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
      } finally {
        page.off('dialog', onDialog);
        page.off('console', onConsole);
        page.off('pageerror', onError);
      }
      return found;
    }

    const PAGES = [
      ...Object.keys(SALVAGEABLE).map((slug) => `/post/${slug}`),
      '/category/lifestyle',
      '/category/lifestyle/2',
      '/tag/salt',
      '/search?q=safe',
    ];
    const clean: Probe = { pwned: undefined, dialogs: [], errors: [], runnableLinks: [] };

    it("leave the page's own scripts working: menu and save-offline button appear, no errors", async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${site.url}/post/dom-clobbering`, { waitUntil: 'load' });
        // The menu hydrates on the reader's first interaction with it (a focus here).
        await page.locator('nav.main-menu').dispatchEvent('focusin');
        await page.locator('nav.main-menu[data-hydrated]').waitFor({ state: 'attached' });
        await expect.poll(() => page.locator('[data-save-offline]').isVisible()).toBe(true);
        expect(await page.evaluate(() => typeof document.querySelectorAll)).toBe('function');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    for (const csp of [true, false]) {
      it(`run nothing ${csp ? 'as served (with the Content Security Policy)' : 'even with the Content Security Policy ignored'}`, async () => {
        const context = await browser.newContext({ bypassCSP: !csp });
        const page = await context.newPage();
        try {
          for (const pathname of PAGES) expect(await probe(page, pathname), pathname).toEqual(clean);
          // The control page shows that the probe catches what would run: the policy blocks
          // and reports it; without the policy it runs.
          const control = await probe(page, '/control-unsafe.html');
          if (csp) {
            expect(control.errors.filter((error) => /Content Security Policy/.test(error))).toHaveLength(2);
            expect([control.pwned, control.dialogs]).toEqual([undefined, []]);
          } else expect([control.pwned, control.dialogs]).toEqual([1, ['control']]);
          expect(control.runnableLinks).toEqual(['javascript:window.__pwned = 2']);
        } finally {
          await context.close();
        }
      });
    }
  });
});
