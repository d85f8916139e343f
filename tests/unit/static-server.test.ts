import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalRedirect, pickEncoding, resolveFile, serveDist, type StaticServer } from '../../scripts/lib/static-server.ts';
import { scratchDir } from '../helpers/site-build.ts';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

/** A raw GET (no automatic decompression, no redirect following) to see exactly what the server sent. */
function get(url: string, acceptEncoding = ''): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const PAGE = '<html>' + 'आरोग्य '.repeat(200) + '</html>';

/** A small built site: pages, a hashed asset, an image, a 404 page and the two host files. */
function writeSite(name: string): string {
  const dist = scratchDir(name);
  const files: Record<string, string | Buffer> = {
    'index.html': 'home',
    'post/salt.html': PAGE,
    'hi/index.html': 'hindi home',
    'search.html': 'search page',
    '_astro/a.js': 'export const a = 1;'.repeat(50),
    '404.html': 'not found',
    'card.jpg': Buffer.from([0xff, 0xd8, 0xff]),
    _headers: '/*\n  X-Frame-Options: DENY\n/post/*\n  Cache-Control: no-cache\n',
    _redirects: '/search/*  /search  200\n/old/*  /post/:splat  301\n',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('canonicalRedirect', () => {
  const pages = new Set([
    '/',
    '/index.html',
    '/hi',
    '/hi.html',
    '/post/acidity',
    '/post/acidity.html',
    '/category/lifestyle',
    '/category/lifestyle.html',
  ]);
  const exists = (pathname: string) => pages.has(pathname);

  it('sends a trailing slash or .html to the canonical address of an existing page', () => {
    expect(canonicalRedirect('/post/acidity/', exists)).toBe('/post/acidity');
    expect(canonicalRedirect('/post/acidity//', exists)).toBe('/post/acidity');
    expect(canonicalRedirect('/hi/', exists)).toBe('/hi');
    expect(canonicalRedirect('/category/lifestyle/', exists)).toBe('/category/lifestyle');
    expect(canonicalRedirect('/post/acidity.html', exists)).toBe('/post/acidity');
    expect(canonicalRedirect('/index.html', exists)).toBe('/');
  });

  it('leaves canonical addresses, missing pages and other hosts alone', () => {
    for (const pathname of [
      '/',
      '/post/acidity',
      '/hi',
      '/post/missing/',
      '/post/missing.html',
      '/search/salt/',
      '//evil.example/',
      '/.html',
    ]) {
      expect(canonicalRedirect(pathname, exists), pathname).toBeUndefined();
    }
  });
});

describe('resolveFile', () => {
  let dist: string;
  beforeAll(() => {
    dist = writeSite('static-server-resolve');
  });

  it('resolves URL paths like a static host', () => {
    expect(resolveFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(resolveFile(dist, '/post/salt?x=1')).toBe(path.join(dist, 'post', 'salt.html'));
    expect(resolveFile(dist, '/hi/')).toBe(path.join(dist, 'hi', 'index.html'));
    expect(resolveFile(dist, '/post/none')).toBeUndefined();
  });

  it('refuses paths outside the folder and the host files', () => {
    expect(resolveFile(dist, '/../../etc/passwd')).toBeUndefined();
    expect(resolveFile(dist, '/_headers')).toBeUndefined();
    expect(resolveFile(dist, '/_redirects')).toBeUndefined();
  });
});

describe('serveDist', () => {
  let dist: string;
  let plain: StaticServer;
  let cdn: StaticServer;
  let host: StaticServer;
  beforeAll(async () => {
    dist = writeSite('static-server');
    [plain, cdn, host] = await Promise.all([serveDist(dist), serveDist(dist, { compress: true }), serveDist(dist, { hostFiles: true })]);
  });
  afterAll(() => Promise.all([plain?.close(), cdn?.close(), host?.close()]));

  it('listens on 127.0.0.1 only', () => {
    expect(plain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers /post/x with post/x.html, and unknown paths with 404.html and status 404', async () => {
    const page = await get(`${plain.url}/post/salt`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toBe(PAGE);
    const missing = await get(`${plain.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found');
  });

  it('records every answer it sends, headers included, as a reader pays for it', async () => {
    const server = await serveDist(dist);
    try {
      const page = await get(`${server.url}/post/salt`);
      expect(server.transfers()).toHaveLength(1);
      const [sent] = server.transfers();
      expect(sent?.path).toBe('/post/salt');
      expect(sent!.bytes).toBeGreaterThan(page.body.length + 100);
      expect(sent!.bytes).toBeLessThan(page.body.length + 600);
    } finally {
      await server.close();
    }
  });

  it('redirects /post/x/ and /post/x.html to /post/x, query kept, and never a missing page', async () => {
    const slash = await get(`${plain.url}/post/salt/?utm_source=x`);
    expect([slash.status, slash.headers.location]).toEqual([301, '/post/salt?utm_source=x']);
    const html = await get(`${plain.url}/post/salt.html`);
    expect([html.status, html.headers.location]).toEqual([301, '/post/salt']);
    expect((await get(`${plain.url}/post/nowhere/`)).status).toBe(404);
  });

  it('reads a file when it is asked for: a rewritten file is answered with its new bytes', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), 'home, redeployed');
    try {
      const home = await get(`${plain.url}/`);
      expect(home.body.toString()).toBe('home, redeployed');
      expect(Number(home.headers['content-length'])).toBe('home, redeployed'.length);
      expect((await get(`${cdn.url}/`, 'br')).body).toEqual(zlib.brotliCompressSync('home, redeployed'));
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), 'home');
    }
    expect(zlib.brotliDecompressSync((await get(`${cdn.url}/`, 'br')).body).toString()).toBe('home');
  });

  it('with compress, sends HTML Brotli-compressed to a browser that accepts it, gzip otherwise', async () => {
    const br = await get(`${cdn.url}/post/salt`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get(`${cdn.url}/post/salt`, 'gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    const identity = await get(`${cdn.url}/post/salt`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(PAGE);
    expect((await get(`${plain.url}/post/salt`, 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses images, and caches hashed assets for a year', async () => {
    const jpg = await get(`${cdn.url}/card.jpg`, 'br');
    expect(jpg.headers['content-encoding']).toBeUndefined();
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const js = await get(`${cdn.url}/_astro/a.js`, 'br');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get(`${cdn.url}/post/salt`)).headers['cache-control']).not.toContain('immutable');
  });

  it('without hostFiles, ignores _redirects and _headers and never serves them', async () => {
    expect((await get(`${plain.url}/search/salt`)).status).toBe(404);
    expect((await get(`${plain.url}/post/salt`)).headers['x-frame-options']).toBeUndefined();
    expect((await get(`${plain.url}/_redirects`)).status).toBe(404);
  });

  it('with hostFiles, answers a rewrite with its target, follows redirects and sends the headers of _headers', async () => {
    const rewritten = await get(`${host.url}/search/salt?lang=hi`);
    expect([rewritten.status, rewritten.body.toString()]).toEqual([200, 'search page']);
    const moved = await get(`${host.url}/old/salt`);
    expect([moved.status, moved.headers.location]).toEqual([301, '/post/salt']);
    const page = await get(`${host.url}/post/salt`);
    expect([page.headers['x-frame-options'], page.headers['cache-control']]).toEqual(['DENY', 'no-cache']);
    const missing = await get(`${host.url}/nowhere`);
    expect([missing.status, missing.headers['x-frame-options'], missing.headers['cache-control']]).toEqual([404, 'DENY', undefined]);
    expect((await get(`${host.url}/_headers`)).status).toBe(404);
  });
});
