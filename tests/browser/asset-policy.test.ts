import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/lib/headers-file.ts';
import { browserAvailable, launchBrowser } from '../helpers/browser.ts';
import { scratchDir } from '../helpers/site-build.ts';

/**
 * The defence in depth behind the SVG checks: should a scripted SVG reach `/_astro/` or
 * `/images/` anyway, the asset policy of `public/_headers` keeps its script from running when
 * the file is opened directly. A copy outside those paths shows that the script would run.
 */

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="console.log('svg-handler-ran')">
<script>console.log('svg-script-ran')</script>
<rect width="10" height="10"/>
</svg>
`;
const PATHS = { asset: '/_astro/scripted.abc123.svg', image: '/images/scripted.svg', elsewhere: '/elsewhere/scripted.svg' };

/** Serves a folder with the headers of the shipped `public/_headers`, as Netlify would. */
async function serveWithShippedHeaders(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
  const files = sirv(dir, { dev: false, etag: false });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    for (const [name, values] of headersFor(rules, pathname)) res.setHeader(name, values.join(', '));
    files(req, res, () => {
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.runIf(browserAvailable())('the asset policy in Chromium', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveWithShippedHeaders>>;

  beforeAll(async () => {
    const dir = scratchDir('asset-policy');
    for (const url of Object.values(PATHS)) {
      fs.mkdirSync(path.dirname(path.join(dir, url)), { recursive: true });
      fs.writeFileSync(path.join(dir, url), SCRIPTED_SVG);
    }
    [browser, site] = await Promise.all([launchBrowser(), serveWithShippedHeaders(dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** Opens an SVG on its own, as a reader following a link to it would; returns what its code logged. */
  async function open(url: string): Promise<{ logged: string[]; csp: string | undefined }> {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().startsWith('svg-')) logged.push(msg.text());
    });
    // The script and the onload handler run while the document loads, so before 'load' returns.
    const response = await page.goto(`${site.url}${url}`, { waitUntil: 'load' });
    expect(response?.status(), url).toBe(200);
    const csp = response?.headers()['content-security-policy'];
    await context.close();
    return { logged, csp };
  }

  it('runs the script of an SVG outside the asset paths (so the test can see a script run)', async () => {
    expect((await open(PATHS.elsewhere)).logged).toEqual(['svg-script-ran', 'svg-handler-ran']);
  });

  it('runs nothing of the same SVG under /_astro/ or /images/', async () => {
    for (const url of [PATHS.asset, PATHS.image]) {
      const { logged, csp } = await open(url);
      expect(csp, url).toMatch(/sandbox$/);
      expect(logged, url).toEqual([]);
    }
  });
});
