import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import sirv from 'sirv';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep Debian's Chromium off the (closed) network and quiet in a sandbox. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Whether browser tests can run. Outside CI they skip (with how to install Chromium);
 * under CI=true a missing browser is a failure, never a silent skip.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const help = `Browser tests need Debian's Chromium: sudo apt-get install chromium fonts-lohit-deva fonts-lohit-deva-marathi`;
  if (process.env.CI === 'true') throw new Error(`${CHROMIUM_PATH} is missing. ${help}`);
  console.warn(`Skipping browser tests. ${help}`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Serves a built site the way a plain static host does: `/post/x` answers with
 * `post/x.html`, unknown paths get `404.html` with status 404.
 */
export async function serveSite(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const assets = sirv(distDir, { extensions: ['html'], dev: false, etag: false });
  const notFound = fs.readFileSync(`${distDir}/404.html`);
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
