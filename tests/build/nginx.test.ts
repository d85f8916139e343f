import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_POLICY } from '../../scripts/lib/check-headers.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/**
 * The nginx block of README.md, as an operator pastes it, run by a real nginx (Debian's) over the
 * fixture build: only its `listen` lines (to loopback ports, without TLS) and its `root` are
 * changed. Outside CI the test is skipped when nginx is not installed; under CI=true it must run.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file));
const INSTALL = 'The nginx test needs nginx: sudo apt-get install nginx-light (Debian), or any nginx from 1.9.5 on.';
if (!NGINX) {
  if (process.env.CI === 'true') throw new Error(`nginx is missing. ${INSTALL}`);
  console.warn(`Skipping the nginx test. ${INSTALL}`);
}

const README_BLOCK = /```nginx\n([\s\S]*?)```/.exec(fs.readFileSync('README.md', 'utf8'))?.[1] ?? '';

/**
 * `count` distinct TCP ports free on loopback right now. The probes are all open before any is
 * closed: probed one after another, the system may hand out the same port twice, and nginx then
 * served HTTPS's block on the HTTP port (a 200 where the redirect's 301 was expected).
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The README block with only what a test machine must change; each change must find its line. */
function adaptBlock(block: string, { https, http, root }: { https: number; http: number; root: string }): string {
  const changes: [RegExp, string][] = [
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${https};`],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${http};`],
    [/^(\s*)root [^;]+;$/m, `$1root ${root};`],
  ];
  return changes.reduce((text, [pattern, replacement]) => {
    expect(text, `README's nginx block has no line matching ${pattern}`).toMatch(pattern);
    return text.replace(pattern, replacement);
  }, block);
}

describe.skipIf(!NGINX)('the nginx block in README.md, on a real nginx', () => {
  let prefix: string;
  let base: string;
  let httpBase: string;
  let server: ChildProcess | undefined;
  const args = () => ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-nginx-'));
    const root = path.join(prefix, 'site');
    fs.cpSync(FIXTURE_DIST, root, { recursive: true });
    // An image under /images/ (the content images the editor shows are there too) to check the assets' policy on it.
    fs.mkdirSync(path.join(root, 'images'), { recursive: true });
    fs.writeFileSync(path.join(root, 'images', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Workers of an nginx started as root run as nobody: they must be able to read the copy.
    for (const dir of [prefix, root, path.join(root, 'images')]) fs.chmodSync(dir, 0o755);
    const [https, http] = (await freePorts(2)) as [number, number];
    base = `http://127.0.0.1:${https}`;
    httpBase = `http://127.0.0.1:${http}`;
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(prefix, kind)};`);
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        `pid ${path.join(prefix, 'nginx.pid')};`,
        `error_log ${path.join(prefix, 'error.log')};`,
        'worker_processes 1;',
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...temp.map((line) => `  ${line}`),
        adaptBlock(README_BLOCK, { https, http, root }),
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX!, ['-t', ...args()], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toContain('syntax is ok');
    expect(check.stderr).toContain('test is successful');
    server = spawn(NGINX!, [...args(), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    server.stderr!.on('data', (chunk) => (stderr += chunk));
    // Ready when it answers (it exits at once on a bad configuration: then say why).
    for (;;) {
      if (server.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      try {
        await fetch(`${base}/`, { redirect: 'manual' });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    }
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${base}${pathname}`, { redirect: 'manual' });
  const location = (response: Response) => {
    const url = new URL(response.headers.get('location')!, base);
    return `${url.pathname}${url.search}`;
  };

  it('passes nginx -t as pasted (only listen and root changed)', () => {
    // Checked in beforeAll, before starting it; here the block itself, to say what was tested.
    expect(README_BLOCK).toContain('listen 443 ssl http2;');
    expect(README_BLOCK).not.toMatch(/^\s*http2 on;/m);
  });

  it('serves a page at its address without .html, the home page, a language home and the 404 page', async () => {
    for (const [pathname, lang] of [
      ['/post/salt-basics', 'en'],
      ['/', 'en'],
      ['/hi', 'hi'],
      ['/people/review-panel', 'en'],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(await response.text(), pathname).toContain(`<html lang="${lang}"`);
    }
    const missing = await get('/post/no-such-article');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(FIXTURE_DIST, '404.html'), 'utf8'));
  });

  it('redirects /post/x/, /post/x.html and /index.html to the one address, keeping the query', async () => {
    for (const [from, to] of [
      ['/post/salt-basics/', '/post/salt-basics'],
      ['/post/salt-basics.html', '/post/salt-basics'],
      ['/index.html', '/'],
      ['/hi/', '/hi'],
      ['/category/Maida.html?utm_source=x', '/category/Maida?utm_source=x'],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(location(response), from).toBe(to);
    }
  });

  it('answers the legacy /search/{text} URLs with the search page', async () => {
    const response = await get('/search/salt%20bp');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(fs.readFileSync(path.join(FIXTURE_DIST, 'search.html'), 'utf8'));
  });

  it('sends the security headers on pages, revalidated, without the assets’ policy', async () => {
    for (const pathname of ['/post/salt-basics', '/', '/sw.js', '/post/no-such-article']) {
      const { headers } = await get(pathname);
      expect(headers.get('strict-transport-security'), pathname).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), pathname).toMatch(/(^|, )camera=\(\)/);
      expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
      expect(headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(headers.get('content-security-policy'), pathname).toBe("frame-ancestors 'none'");
      expect(headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and gives assets and images the second policy', async () => {
    const asset = fs.readdirSync(path.join(FIXTURE_DIST, '_astro')).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    const hashed = await get(`/_astro/${asset}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Two Content-Security-Policy headers, as a browser joins them: both apply.
    expect(hashed.headers.get('content-security-policy')).toBe(`frame-ancestors 'none', ${ASSET_POLICY}`);
    const image = await get('/images/drawing.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('content-security-policy')).toBe(`frame-ancestors 'none', ${ASSET_POLICY}`);
    expect(image.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends plain HTTP to HTTPS, same host and address', async () => {
    const response = await fetch(`${httpBase}/post/salt-basics?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/post/salt-basics?x=1');
  });
});
