import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditorServer, type EditorServer } from '../../scripts/lib/editor-server.ts';
import { editorContentPath } from '../../src/data/editor.ts';
import { EDITOR_PHRASES } from '../../src/lib/editor-config.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_CONTENT, FIXTURE_DIST, scratchDir } from '../helpers/site-build.ts';

/**
 * The editor at /admin in Chromium, as an author uses it on their computer (`npm run cms`):
 * the fixture site as built, and Decap CMS's proxy in Git mode on a repository made from the
 * fixture content (a temporary clone). The editorial workflow runs for real: saving creates
 * the branch `cms/posts-{lang}/{slug}` with its status, publishing merges it. What a Git host
 * adds (a pull request per branch, CI's checks on it) is not run here: README, "For authors".
 */

const BRANCH = 'main';

/** Reports every CSP violation, from the first script a page runs, to the test (`reportViolation`). */
function reportViolations(): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    true,
  );
}

describe.runIf(browserAvailable())('the editor at /admin, saving to a local repository', () => {
  let repo: string;
  let content: string;
  let server: EditorServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const violations: string[] = [];

  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const branches = () => git('branch', '--list', '--format=%(refname:short)').split('\n').filter(Boolean);
  /** Waits until `check` holds for the repository (the proxy commits after the page has moved on). */
  async function untilRepo(check: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 300 && !check(); i++) await page.waitForTimeout(100);
    expect(check(), `${what}\n${server.proxyLog()}`).toBe(true);
  }
  const field = (name: string) => page.locator(`[id^="${name}-field-"]`).first();
  /** Picks an option of a choice (Decap CMS's select and relation widgets). */
  async function choose(name: string, typed: string, option = typed): Promise<void> {
    await field(name).fill(typed);
    await page.locator('[id*="-option-"]', { hasText: option }).first().click();
  }
  const preview = (): FrameLocator => page.locator('iframe').first().contentFrame();
  /** A reader page of the site, at the width of the preview, so that the same media queries apply. */
  async function readerPage(url: string): Promise<Page> {
    const { width } = (await page.locator('iframe').first().boundingBox())!;
    const reader = await context.newPage();
    await reader.setViewportSize({ width: Math.round(width), height: 1000 });
    await reader.goto(`${server.url}${url}`);
    return reader;
  }
  /** The font of the first `selector`, as computed. */
  const style = (frame: Page | FrameLocator, selector: string) =>
    frame
      .locator(selector)
      .first()
      .evaluate((element) => {
        const computed = getComputedStyle(element);
        return `${computed.fontFamily} ${computed.fontSize}/${computed.lineHeight} ${computed.fontWeight}`;
      });
  /**
   * The fonts Chromium drew the text of the first `selector` with (family and glyphs drawn), in
   * `target`'s page or, with `inPreview`, in the editor's preview frame: what the reader sees.
   */
  async function fontsDrawn(target: Page, selector: string, inPreview = false): Promise<string[]> {
    type DomNode = { nodeId: number; nodeName: string; children?: DomNode[]; contentDocument?: DomNode };
    const cdp = await context.newCDPSession(target);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
      const frameDocument = (node: DomNode): DomNode | undefined =>
        node.nodeName === 'IFRAME' && node.contentDocument ? node.contentDocument : (node.children ?? []).map(frameDocument).find(Boolean);
      const scope = inPreview ? frameDocument(root) : root;
      expect(scope, 'the preview frame').toBeDefined();
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: scope!.nodeId, selector });
      expect(nodeId, selector).toBeGreaterThan(0);
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => `${font.familyName} ${font.glyphCount}`).sort();
    } finally {
      await cdp.detach();
    }
  }
  const families = (fonts: string[]) => [...new Set(fonts.map((font) => font.replace(/ \d+$/, '')))];
  /**
   * Goes to a screen of the editor as its links do, by way of the collection's list: Decap CMS
   * keeps the draft of an entry while its editor stays on screen.
   */
  async function go(collection: string, entry: string): Promise<void> {
    await page.evaluate((hash) => (location.hash = hash), `/collections/${collection}`);
    await page.locator(`a[href$="/collections/${collection}/new"]`).first().waitFor();
    await page.evaluate((hash) => (location.hash = hash), `/collections/${collection}/${entry}`);
    await field('title').waitFor();
  }

  beforeAll(async () => {
    // A repository like a clone of the project: the fixture content at its place in the tree.
    repo = scratchDir('editor-repo');
    content = path.join(repo, editorContentPath(FIXTURE_CONTENT));
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    // The English article to translate names its translation group, as every real one does.
    const english = path.join(content, 'posts/en/sugar-facts.md');
    fs.writeFileSync(english, fs.readFileSync(english, 'utf8').replace('lang: en\n', 'lang: en\ntranslationKey: sugar-facts\n'));
    git('init', '--quiet', '--initial-branch', BRANCH);
    git('config', 'user.name', 'Editor Test');
    git('config', 'user.email', 'editor-test@example.org');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'The fixture content');
    [server, browser] = await Promise.all([startEditorServer({ distDir: FIXTURE_DIST, repoDir: repo, branch: BRANCH }), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
    await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(reportViolations);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // Publishing asks "Are you sure…?".
    page.on('dialog', (dialog) => void dialog.accept());
    // Decap CMS is a 5 MB script: on a busy machine it takes a while to start.
    await page.goto(`${server.url}/admin#/collections/posts-en/entries/salt-basics`);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
    await field('title').waitFor({ timeout: 60_000 });
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  it(
    'previews an article as its page shows it: the trust block reads as on the built page, in the site styles',
    { timeout: 120_000 },
    async () => {
      await preview().locator('.trust .references').waitFor();
      const reader = await readerPage('/post/salt-basics');
      const text = async (frame: Page | FrameLocator, selector: string) =>
        (await frame.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();
      expect(await text(preview(), '.trust')).toBe(await text(reader, '.trust'));
      expect(await text(preview(), 'h1')).toBe(await text(reader, 'article h1'));
      const author = (frame: Page | FrameLocator) => frame.locator('.trust a[rel="author"]').getAttribute('href');
      expect(await author(preview())).toBe(await author(reader));
      // The site's stylesheets style it: the preview's frame loads them, and its title and trust block get their font.
      const stylesheets = await preview()
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(stylesheets).toEqual([
        expect.stringMatching(/^\/_astro\/global\.[\w-]+\.css$/),
        expect.stringMatching(/^\/_astro\/layout\.[\w-]+\.css$/),
      ]);
      expect(await style(preview(), 'h1')).toBe(await style(reader, 'article h1'));
      // Its lead image, a file of the repository, shows.
      await expect
        .poll(() =>
          preview()
            .locator('img.lead-image')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(await style(preview(), '.trust .disclaimer')).toBe(await style(reader, '.trust .disclaimer'));
      await reader.close();
    },
  );

  it(
    "is never kept by the reader's service worker, where a reader page installed it: page, scripts, preview styles or images",
    { timeout: 300_000 },
    async () => {
      // Before any test saves salt-basics: in a new browser profile, Decap CMS then stays at
      // "Loading entry..." for it (service workers blocked or not).
      const device = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      try {
        const tab = await device.newPage();
        const cachedUrls = () =>
          tab.evaluate(async () => {
            const urls: string[] = [];
            for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
            return urls;
          });
        await tab.goto(`${server.url}/post/salt-basics`);
        await tab.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller)
            await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        });
        await tab.goto(`${server.url}/admin#/collections/posts-en/entries/salt-basics`);
        expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the editor page').toBe(true);
        await tab.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
        await tab.locator('[id^="title-field-"]').first().waitFor({ timeout: 60_000 });
        const frame = tab.locator('iframe').first().contentFrame();
        await frame.locator('.trust .references').waitFor();
        await frame.locator('img.lead-image').waitFor();
        const previewStyles = await frame
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        expect(previewStyles.length).toBeGreaterThan(0);
        // A reader page after the editor: once it is kept, whatever the editor's requests would have stored is stored.
        await tab.goto(`${server.url}/post/sugar-facts`);
        await expect.poll(cachedUrls, { timeout: 30_000 }).toContain(`${server.url}/post/sugar-facts`);
        const kept = (await cachedUrls()).map((url) => new URL(url).pathname);
        expect(kept.some((pathname) => pathname.startsWith('/_astro/'))).toBe(true);
        expect(
          kept.filter((pathname) => /^\/admin|^\/images\/|^\/api\/|AdminPage|decap/.test(pathname) || previewStyles.includes(pathname)),
        ).toEqual([]);
      } finally {
        await device.close();
      }
    },
  );

  it('edits one field of an existing article: its branch changes that line and nothing else', { timeout: 120_000 }, async () => {
    await field('metaDescription').fill('Why less salt helps, and how to eat less of it.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Status: Draft').waitFor();
    await untilRepo(() => branches().includes('cms/posts-en/salt-basics'), 'saving makes a branch');
    const diff = git('diff', '--unified=0', BRANCH, 'cms/posts-en/salt-basics')
      .split('\n')
      .filter((line) => /^[-+](?![-+])/.test(line));
    expect(diff).toEqual(['-metaDescription: "About salt-basics."', '+metaDescription: "Why less salt helps, and how to eat less of it."']);
  });

  it(
    "creates a Hindi translation of an English article (category, two tags, a reviewer, an uploaded image), refused in validate's words while a field is wrong, previewed in Devanagari as the site shows it, saved as a branch, published, and it validates",
    { timeout: 300_000 },
    async () => {
      await go('posts-hi', 'new');
      // The editor refuses what validate refuses, in its words: a missing title, a slug that is not
      // URL-safe (validate's message without its example, which it makes from the value).
      const errorsBefore = errors.length;
      await field('slug').fill('Sugar Facts');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(EDITOR_PHRASES.editor.editorControlPane.widget.required.replace('%{fieldLabel}', 'Title')).waitFor();
      const slugMessage = postFrontmatterSchema.shape.slug.safeParse('Sugar Facts').error!.issues[0]!.message;
      expect(slugMessage).toMatch(/^"Sugar Facts" is not URL-safe\. Fix: use only letters, digits and hyphens, e\.g\. /);
      await page.getByText(`slug: ${slugMessage.slice('"Sugar Facts" '.length, slugMessage.indexOf(', e.g.'))}.`).waitFor();
      expect(branches().filter((name) => name.startsWith('cms/posts-hi/'))).toEqual([]);
      // Decap CMS refuses that save by rejecting a promise nobody handles (persistEntry's
      // `Promise.reject()`): the one error of the page expected here.
      await expect.poll(() => errors.slice(errorsBefore)).toEqual(['undefined']);
      errors.splice(errorsBefore);
      await field('title').fill('चीनी: ज़रूरी बातें');
      // Decap CMS's text field keeps its cursor across a change: empty it first, or the text is added.
      await field('slug').clear();
      await field('slug').fill('sugar-facts-hindi');
      await field('metaDescription').fill('चीनी कितनी खाएँ, और क्यों कम।');
      await choose('status', 'publish');
      await choose('primaryCategorySlug', 'Sugar');
      await choose('tags', 'Sugar');
      await choose('tags', 'Salt');
      await choose('translationKey', 'sugar', 'sugar-facts title');
      await choose('author', 'dr-test-author');
      await choose('reviewedBy', 'review-panel');
      await field('lastReviewed').fill('2026-05-01');
      await page.getByRole('button', { name: /Add references/ }).click();
      await page.locator('[id^="title-field-"]').nth(1).fill('Sugars and dental caries');
      await page.locator('[id^="publisher-field-"]').first().fill('World Health Organization');
      await page.locator('[id^="url-field-"]').first().fill('https://www.who.int/news-room/fact-sheets/detail/sugars-and-dental-caries');
      await page.locator('[data-slate-editor="true"]').first().click();
      await page.keyboard.type('मीठे पेय सबसे ज़्यादा चीनी देते हैं।');
      // An image from the author's computer, uploaded through the media library.
      const image = path.join(scratchDir('editor-upload'), 'chini-kam.png');
      await sharp({ create: { width: 800, height: 420, channels: 3, background: '#d98e04' } })
        .png()
        .toFile(image);
      await page.getByText('Choose an image').click();
      await page.locator('input[type="file"]').setInputFiles(image);
      await page.getByRole('button', { name: 'Choose selected' }).click();

      // The preview: the translation in Hindi, in the site's markup, beside its English source.
      await expect.poll(() => preview().locator('.editor-source h1').textContent()).toBe('sugar-facts title');
      expect(await preview().locator('article').getAttribute('lang')).toBe('hi');
      expect(await preview().locator('.trust [data-person="author"]').innerText()).toContain('डॉ. टेस्ट लेखिका');
      expect(await preview().locator('.tag-list').innerText()).toMatch(/चीनी[\s\S]*नमक/);
      // Its body and trust block in Devanagari as the site's Hindi pages show them: the same styles,
      // and drawn in the same fonts (a Devanagari one for the body).
      const hindi = await readerPage('/post/salt-basics-hindi');
      for (const selector of ['.prose p', '.trust h2', '.trust .disclaimer']) {
        const previewSelector = `article[lang="hi"] ${selector}`;
        expect(await style(preview(), previewSelector), selector).toBe(await style(hindi, selector));
      }
      const bodyFonts = families(await fontsDrawn(page, 'article[lang="hi"] .prose p', true));
      expect(
        bodyFonts.some((family) => /Devanagari/i.test(family)),
        bodyFonts.join(', '),
      ).toBe(true);
      expect(families(await fontsDrawn(hindi, 'article .prose p'))).toEqual(expect.arrayContaining(bodyFonts));
      // The trust block says the same words on both, so the same glyphs of the same fonts.
      for (const selector of ['.trust h2', '.trust .disclaimer']) {
        expect(await fontsDrawn(page, `article[lang="hi"] ${selector}`, true), selector).toEqual(await fontsDrawn(hindi, selector));
      }
      await hindi.close();

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Status: Draft').waitFor();
      await untilRepo(() => branches().includes('cms/posts-hi/sugar-facts-hindi'), 'saving makes a branch');
      expect(git('config', 'branch.cms/posts-hi/sugar-facts-hindi.description').trim()).toBe('decap-cms/draft');
      expect(git('diff', '--name-only', BRANCH, 'cms/posts-hi/sugar-facts-hindi').split('\n').filter(Boolean).sort()).toEqual([
        'tests/fixtures/site/images/chini-kam.png',
        'tests/fixtures/site/posts/hi/sugar-facts-hindi.md',
      ]);

      // Draft → in review → ready → published (merged into the branch the editor works on).
      await page.getByText('Status: Draft').click();
      await page.getByText('In review', { exact: true }).click();
      await page.getByText('Status: In review').waitFor();
      await page.getByText('Status: In review').click();
      await page.getByText('Ready', { exact: true }).click();
      await page.getByText('Status: Ready').waitFor();
      expect(git('config', 'branch.cms/posts-hi/sugar-facts-hindi.description').trim()).toBe('decap-cms/pending_publish');
      await page.getByText('Publish', { exact: true }).click();
      await page.getByText('Publish now', { exact: true }).click();
      await untilRepo(() => !branches().includes('cms/posts-hi/sugar-facts-hindi'), 'publishing merges the branch');

      const file = path.join(content, 'posts/hi/sugar-facts-hindi.md');
      const { data, body } = parseArticleSource(fs.readFileSync(file, 'utf8'));
      expect(data).toMatchObject({
        title: 'चीनी: ज़रूरी बातें',
        slug: 'sugar-facts-hindi',
        lang: 'hi',
        status: 'publish',
        primaryCategorySlug: 'sugar',
        primaryCategory: 'Sugar',
        tags: ['sugar', 'salt'],
        translationKey: 'sugar-facts',
        author: 'dr-test-author',
        reviewedBy: 'review-panel',
        lastReviewed: '2026-05-01',
        featureImageUrl: '/images/chini-kam.png',
        references: [
          {
            title: 'Sugars and dental caries',
            publisher: 'World Health Organization',
            url: 'https://www.who.int/news-room/fact-sheets/detail/sugars-and-dental-caries',
          },
        ],
      });
      expect(body.trim()).toBe('मीठे पेय सबसे ज़्यादा चीनी देते हैं।');
      expect(fs.existsSync(path.join(content, 'images/chini-kam.png'))).toBe(true);
      expect(git('status', '--porcelain')).toBe('');

      // The editor records who reviewed and when; which text the review covered only the reviewer's
      // sign-off records (npm run review), as for any article: validate asks for it.
      // Signed off today: the editor stamped "Last modified" with now, and a review covers the text as it is.
      const signOff = spawnSync(process.execPath, ['scripts/review.ts', 'sugar-facts-hindi', '--by', 'review-panel'], {
        env: { ...process.env, AROGYA_CONTENT_DIR: content },
        encoding: 'utf8',
      });
      expect(signOff.status, `${signOff.stdout}\n${signOff.stderr}`).toBe(0);
      const validate = spawnSync('npm', ['run', 'validate'], { env: { ...process.env, AROGYA_CONTENT_DIR: content }, encoding: 'utf8' });
      expect(validate.status, `${validate.stdout}\n${validate.stderr}`).toBe(0);
      expect(validate.stdout).toMatch(/articles \(\d+ published\) and the registries are valid/);
    },
  );

  it('ran without a CSP violation or an uncaught error, and a reader page loads nothing of the editor', async () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    const reader = await context.newPage();
    const readerRequests: string[] = [];
    reader.on('request', (request) => readerRequests.push(new URL(request.url()).pathname));
    await reader.goto(`${server.url}/post/salt-basics-hindi`, { waitUntil: 'networkidle' });
    await reader.close();
    expect(readerRequests.length).toBeGreaterThan(3);
    expect(readerRequests.filter((pathname) => /^\/admin|AdminPage|\/_astro\/(?:global|layout)\./.test(pathname))).toEqual([]);
  });
});
