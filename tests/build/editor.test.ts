import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { checkSecurity, type SecurityProblem } from '../../scripts/lib/check-page-security.ts';
import { listFiles } from '../../scripts/lib/dist-pages.ts';
import { parseCsp } from '../../scripts/lib/headers-file.ts';
import { pageAssets } from '../../scripts/lib/service-worker.ts';
import { contentImages } from '../../src/data/editor.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { editorPageData, type EditorPageData } from '../../src/lib/editor-config.ts';
import { decapAssetsPath, EDITOR_PATH, editorPolicy } from '../../src/lib/editor-page.ts';
import { pagePath } from '../../src/lib/urls.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST, readPage, scratchDir } from '../helpers/site-build.ts';

const require = createRequire(import.meta.url);
const decapPackage = path.dirname(require.resolve('decap-cms/package.json'));
const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies['decap-cms'] as string;
const files = listFiles(FIXTURE_DIST);
const read = (file: string) =>
  fs.existsSync(path.join(FIXTURE_DIST, file)) ? fs.readFileSync(path.join(FIXTURE_DIST, file), 'utf8') : undefined;
const adminHtml = () => readPage(FIXTURE_DIST, EDITOR_PATH);
const pageData = () => JSON.parse(load(adminHtml())('#editor-data').text()) as EditorPageData;
const readerPages = files.filter((file) => file.endsWith('.html') && file !== 'admin.html');

describe('the editor page /admin in the built site', () => {
  it('is one page that tells search engines to keep out, and loads no stylesheet of its own', () => {
    const $ = load(adminHtml());
    expect($('meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
    expect($('link[rel="stylesheet"]')).toHaveLength(0);
    expect($('[data-pagefind-body]')).toHaveLength(0);
    expect(files.filter((file) => file.endsWith('.html') && file.startsWith('admin'))).toEqual(['admin.html']);
  });

  it('has its own policy: the editor page policy on top of the site policy, and nothing else', () => {
    const csp = parseCsp(load(adminHtml())('meta[http-equiv="content-security-policy"]').attr('content') ?? '');
    const policy = editorPolicy(undefined);
    expect(csp.get('script-src')!.filter((token) => !token.startsWith("'sha256-"))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...policy.scriptSources,
    ]);
    expect(csp.get('style-src')).toEqual(policy.styleSources);
    expect(csp.get('connect-src')).toEqual(policy.connectSources);
    expect(csp.get('img-src')).toEqual(["'self'", 'https:', ...policy.imageSources]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('carries the configuration generated for the content it was built from', () => {
    const { previewStyles, ...data } = pageData();
    const expected = editorPageData(loadRegistries(FIXTURE_CONTENT), path.relative(process.cwd(), FIXTURE_CONTENT), {
      decapScript: `${decapAssetsPath(pinned)}/decap-cms.js`,
      previewStyles: [],
    });
    expect({ ...data, previewStyles: [] }).toEqual(expected);
    expect(data.config.collections.map((collection) => collection.folder)).toEqual(
      ['en', 'hi', 'mr'].map((lang) => `tests/fixtures/site/posts/${lang}`),
    );
    // The preview's stylesheets are the site's own CSS, built.
    expect(previewStyles).toHaveLength(2);
    for (const href of previewStyles) expect(read(href.slice(1)), href).toMatch(/\.prose\b|--/);
  });

  it('serves Decap CMS from this site, the pinned version, byte for byte as the package ships it', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const folder = decapAssetsPath(pinned).slice(1);
    const served = files.filter((file) => file.startsWith(`${EDITOR_PATH.slice(1)}/`));
    expect(served.length).toBeGreaterThan(10);
    expect(served.every((file) => file.startsWith(`${folder}/`))).toBe(true);
    expect(served).toContain(`${folder}/decap-cms.js`);
    for (const file of served) {
      expect(
        fs.readFileSync(path.join(FIXTURE_DIST, file)).equals(fs.readFileSync(path.join(decapPackage, 'dist', path.basename(file)))),
        file,
      ).toBe(true);
    }
    // The script the page starts it with is on this site too.
    const $ = load(adminHtml());
    expect(
      $('script[src]')
        .map((_, el) => $(el).attr('src'))
        .get(),
    ).toEqual([expect.stringMatching(/^\/_astro\/[^/]+\.js$/)]);
  });
});

describe('the content images at /images/', () => {
  it('are published there byte for byte, where the editor shows them from, and no reader page uses them', () => {
    const images = contentImages(FIXTURE_CONTENT);
    expect(images.map((image) => image.url)).toEqual(['/images/default-lead.svg', '/images/salt.svg']);
    for (const { url, file } of images) {
      expect(fs.readFileSync(path.join(FIXTURE_DIST, url.slice(1))).equals(fs.readFileSync(file)), url).toBe(true);
    }
    expect(files.filter((file) => file.startsWith('images/'))).toEqual(images.map((image) => image.url.slice(1)));
    for (const page of readerPages) expect(read(page), page).not.toMatch(/["'(]\/images\//);
  });
});

describe('reader pages and the editor', () => {
  it('no reader page links to, loads or preloads any of the editor, directly or through its scripts', () => {
    expect(readerPages.length).toBeGreaterThan(20);
    const adminAssets = pageAssets(adminHtml(), read);
    const editorOnly = adminAssets.filter((file) => !readerPages.some((page) => pageAssets(read(page)!, read).includes(file)));
    // The editor's own script and the preview's stylesheets are the editor page's alone.
    expect(editorOnly.length).toBeGreaterThanOrEqual(3);
    for (const page of readerPages) {
      const html = read(page)!;
      const $ = load(html);
      const references = $('[href], [src]')
        .map((_, el) => $(el).attr('href') ?? $(el).attr('src'))
        .get();
      expect(
        references.filter((url) => /^\/admin(?:\/|$)/.test(url)),
        page,
      ).toEqual([]);
      const assets = pageAssets(html, read);
      expect(
        assets.filter((file) => editorOnly.includes(file)),
        page,
      ).toEqual([]);
      for (const asset of assets.filter((file) => file.endsWith('.js'))) {
        expect(read(asset), `${page}: ${asset}`).not.toMatch(/CMS_MANUAL_INIT|registerCustomFormat|decap-cms/);
      }
    }
  });

  it('leaves the editor out of the sitemap, the search index and the service worker', () => {
    const sitemaps = files.filter((file) => /^sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(read(file), file).not.toMatch(/\/admin\b/);
    const fragments = files.filter((file) => file.startsWith('pagefind/fragment/'));
    expect(fragments.length).toBeGreaterThan(0);
    const indexed = fragments.map((file) => {
      const raw = zlib.gunzipSync(fs.readFileSync(path.join(FIXTURE_DIST, file))).toString('utf8');
      return (JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string }).url;
    });
    expect(indexed).toContain('/post/salt-basics.html');
    expect(indexed.filter((url) => url.startsWith('/admin'))).toEqual([]);
    const worker = read('sw.js')!;
    expect(worker).toContain('offline');
    // Its one mention of the editor: the route that sends it to the network only (tests/build/service-worker.test.ts).
    const networkOnlyRoute = String.raw`/^\/admin(?:\.html)?(?:\/|$)/`;
    expect(worker).toContain(networkOnlyRoute);
    expect(worker.replaceAll(networkOnlyRoute, '')).not.toMatch(/admin|decap|AdminPage/);
  });
});

describe('the page security gate on the editor page', () => {
  /** The gate's findings on a copy of the fixture site with the editor page edited. */
  function problemsWith(name: string, edit: (html: string) => string, file = 'admin.html'): SecurityProblem[] {
    const dist = scratchDir(name);
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    const full = path.join(dist, file);
    const html = fs.readFileSync(full, 'utf8');
    const edited = edit(html);
    expect(edited).not.toBe(html);
    fs.writeFileSync(full, edited);
    return checkSecurity(dist).filter((problem) => problem.file === file);
  }

  it('passes the editor page as built', () => {
    expect(checkSecurity(FIXTURE_DIST).filter((problem) => pagePath(problem.file) === EDITOR_PATH)).toEqual([]);
  });

  it('reports an editor page that search engines may index, or whose policy allows inline scripts or any host', () => {
    const kinds = (problems: SecurityProblem[]) => problems.map((problem) => `${problem.kind} ${problem.message}`);
    expect(kinds(problemsWith('editor-indexable', (html) => html.replace('<meta name="robots" content="noindex, nofollow">', '')))).toEqual(
      [expect.stringMatching(/^editor-indexable /)],
    );
    expect(
      kinds(problemsWith('editor-inline', (html) => html.replace("'unsafe-eval'", "'unsafe-eval' 'unsafe-inline' https://cdn.example"))),
    ).toEqual(["csp-weak script-src allows 'unsafe-inline' https://cdn.example."]);
    expect(
      kinds(
        problemsWith('editor-connect', (html) => html.replace("connect-src 'self' blob:", "connect-src 'self' blob: * http://api.example")),
      ),
    ).toEqual(['csp-weak connect-src allows * http://api.example.']);
  });

  it("never allows the editor's relaxations on a reader page", () => {
    const problems = problemsWith(
      'editor-policy-on-reader-page',
      (html) =>
        html
          .replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")
          .replace(/style-src [^;"]*/, "style-src 'self' 'unsafe-inline'"),
      'post/salt-basics.html',
    );
    expect(problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining(["script-src allows 'unsafe-eval'.", "style-src allows 'unsafe-inline'."]),
    );
  });
});
