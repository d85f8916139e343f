import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, resolveFile, serveDist, type StaticServer } from '../../scripts/lib/bench/static-server.ts';
import { scratchDir } from '../helpers/site-build.ts';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

/** A raw GET (no automatic decompression) to see exactly what the server sent. */
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

describe('serveDist', () => {
  let dist: string;
  let server: StaticServer;
  const page = '<html>' + 'आरोग्य '.repeat(200) + '</html>';
  beforeAll(async () => {
    dist = scratchDir('bench-static-server');
    fs.mkdirSync(path.join(dist, 'post'));
    fs.mkdirSync(path.join(dist, '_astro'));
    fs.writeFileSync(path.join(dist, 'index.html'), 'home');
    fs.writeFileSync(path.join(dist, 'post', 'salt.html'), page);
    fs.writeFileSync(path.join(dist, '_astro', 'a.js'), 'export const a = 1;'.repeat(50));
    fs.writeFileSync(path.join(dist, '404.html'), 'not found');
    fs.writeFileSync(path.join(dist, 'card.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    server = await serveDist(dist);
  });
  afterAll(() => server?.close());

  it('resolves URL paths like a static host, refusing paths outside the folder', () => {
    expect(resolveFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(resolveFile(dist, '/post/salt?x=1')).toBe(path.join(dist, 'post', 'salt.html'));
    expect(resolveFile(dist, '/post/none')).toBeUndefined();
    expect(resolveFile(dist, '/../../etc/passwd')).toBeUndefined();
  });

  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('sends HTML Brotli-compressed to a browser that accepts it, gzip otherwise', async () => {
    const br = await get(`${server.url}/post/salt`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    const gzip = await get(`${server.url}/post/salt`, 'gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get(`${server.url}/post/salt`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('never compresses images, and caches hashed assets for a year', async () => {
    const jpg = await get(`${server.url}/card.jpg`, 'br');
    expect(jpg.headers['content-encoding']).toBeUndefined();
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const js = await get(`${server.url}/_astro/a.js`, 'br');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get(`${server.url}/post/salt`)).headers['cache-control']).not.toContain('immutable');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const missing = await get(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found');
  });
});
