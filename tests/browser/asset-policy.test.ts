import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
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

describe.runIf(browserAvailable())('the asset policy in Chromium', () => {
  let browser: Browser;
  let site: StaticServer;

  beforeAll(async () => {
    const dir = scratchDir('asset-policy');
    for (const url of Object.values(PATHS)) {
      fs.mkdirSync(path.dirname(path.join(dir, url)), { recursive: true });
      fs.writeFileSync(path.join(dir, url), SCRIPTED_SVG);
    }
    // Served with the shipped headers, as Netlify would.
    fs.copyFileSync('public/_headers', path.join(dir, '_headers'));
    [browser, site] = await Promise.all([launchBrowser(), serveDist(dir, { hostFiles: true })]);
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
