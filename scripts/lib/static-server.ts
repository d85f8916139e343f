/**
 * The static host of `npm start`, the benchmarks and the browser tests, on 127.0.0.1 only. It
 * answers like a CDN serving a built site: `/post/x` → `post/x.html`, unknown paths →
 * `404.html` with status 404, and, as Cloudflare Pages does, `/post/x/` and `/post/x.html`
 * → a 301 redirect to `/post/x`, the canonical address ({@link canonicalRedirect}). Asked to, it also
 * - follows the host files of the folder as Netlify and Cloudflare Pages do (`hostFiles`): the
 *   rewrites and redirects of `_redirects`, and the headers of `_headers` on every answer;
 * - compresses text with Brotli or gzip as the browser asks (`compress`): without that,
 *   Lighthouse and the byte counts would measure a host nobody deploys to.
 *
 * Files are read when they are asked for, never listed up front: a deploy test rewrites files
 * while the server runs, and must get the new bytes and sizes.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentTypeOf } from '../../src/lib/content-types.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { parseRedirectsFile, resolveRedirect, type RedirectRule } from './redirects-file.ts';

/** Types a CDN compresses; images (except SVG) and Pagefind's pre-compressed files are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/** Read by the host, never served. */
const HOST_FILES = ['_headers', '_redirects'];

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, from an `Accept-Encoding` header (Brotli preferred).
 * @example pickEncoding('gzip, deflate, br, zstd') // => 'br'
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The file that answers a URL path on a static host, or undefined for a 404:
 * `/` → `index.html`, `/post/x` → `post/x.html`, `/hi/` → `hi/index.html`. Paths outside the
 * folder and the host files (`_headers`, `_redirects`) have none.
 */
export function resolveFile(distDir: string, urlPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return undefined;
  }
  const root = path.resolve(distDir);
  const base = path.resolve(root, `.${pathname}`);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  if (HOST_FILES.some((name) => base === path.join(root, name))) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Where a non-canonical address of a page redirects: `/x.html` and `/x/` to `/x` (`/index.html`
 * to `/`), when that page exists (`exists` says whether a path has a file). Undefined for a
 * canonical address, or one whose page does not exist (a 404, or a host rule's business).
 * @example canonicalRedirect('/post/salt/', (p) => p === '/post/salt') // => '/post/salt'
 * @example canonicalRedirect('/post/salt.html', () => true) // => '/post/salt'
 * @example canonicalRedirect('/post/salt', () => true) // => undefined
 */
export function canonicalRedirect(pathname: string, exists: (pathname: string) => boolean): string | undefined {
  let target: string | undefined;
  if (pathname.length > 1 && pathname.endsWith('/')) target = pathname.replace(/\/+$/, '') || '/';
  else if (/[^/]\.html$/.test(pathname) && exists(pathname)) target = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
  if (target === undefined || target.startsWith('//')) return undefined;
  return exists(target) ? target : undefined;
}

export interface ServeOptions {
  /** The port to listen on; a free one by default. */
  port?: number;
  /** Follow the folder's `_redirects` and `_headers`, as Netlify and Cloudflare Pages do. */
  hostFiles?: boolean;
  /** Brotli or gzip for text, as the browser asks. */
  compress?: boolean;
}

/** One answer as it left the server: its request path and every byte written for it (status line, headers, body). */
export interface Transfer {
  path: string;
  bytes: number;
}

export interface StaticServer {
  url: string;
  port: number;
  /** Every answer sent so far, in order: what really crossed the network (HTTP-cache hits never reach the server). */
  transfers: () => readonly Transfer[];
  close: () => Promise<void>;
}

/** The rules of a host file in `distDir`; none when the folder has no such file. */
function readHostFile<T>(distDir: string, name: string, parse: (text: string) => T[]): T[] {
  const file = path.join(distDir, name);
  return fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * Cache-Control without `_headers`: hashed `/_astro/` files for a year, the rest revalidated.
 * With `hostFiles`, `_headers` alone decides, as on the host.
 */
function defaultCacheControl(urlPath: string): string {
  return urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** Serves `distDir` on 127.0.0.1 (see the module doc for what it answers). */
export async function serveDist(
  distDir: string,
  { port = 0, hostFiles = false, compress = false }: ServeOptions = {},
): Promise<StaticServer> {
  const headerRules: HeaderRule[] = hostFiles ? readHostFile(distDir, '_headers', parseHeadersFile) : [];
  const redirects: RedirectRule[] = hostFiles ? readHostFile(distDir, '_redirects', parseRedirectsFile) : [];

  // Compressing at Brotli's best is slow: each body is compressed once while its file is unchanged.
  const compressed = new Map<string, { stamp: string; body: Buffer }>();
  const bodyOf = (file: string, encoding: Encoding): Buffer => {
    if (encoding === 'identity') return fs.readFileSync(file);
    const stat = fs.statSync(file);
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached?.stamp === stamp) return cached.body;
    const raw = fs.readFileSync(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(raw, { level: 9 });
    compressed.set(key, { stamp, body });
    return body;
  };

  const transfers: Transfer[] = [];
  const server = http.createServer((req, res) => {
    const urlPath = req.url ?? '/';
    const written = req.socket.bytesWritten;
    res.on('finish', () => transfers.push({ path: urlPath, bytes: req.socket.bytesWritten - written }));
    const pathname = urlPath.split(/[?#]/)[0] ?? '/';
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, values] of headersFor(headerRules, pathname)) headers[name] = values.join(', ');
    if (!hostFiles) headers['cache-control'] = defaultCacheControl(urlPath);

    const canonical = canonicalRedirect(pathname, (candidate) => resolveFile(distDir, candidate) !== undefined);
    if (canonical) {
      const query = urlPath.slice(pathname.length).split('#')[0] ?? '';
      res.writeHead(301, { ...headers, location: canonical + query });
      res.end();
      return;
    }
    const redirect = resolveRedirect(redirects, pathname);
    if (redirect && redirect.rule.status !== 200) {
      res.writeHead(redirect.rule.status, { ...headers, location: redirect.to });
      res.end();
      return;
    }
    const found = resolveFile(distDir, redirect ? redirect.to : urlPath);
    const file = found ?? path.join(distDir, '404.html');
    const exists = found !== undefined || fs.existsSync(file);
    const ext = path.extname(file).toLowerCase();
    const encoding = compress && exists && COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    const body = exists ? bodyOf(file, encoding) : Buffer.alloc(0);
    headers['content-type'] = contentTypeOf(file) ?? 'application/octet-stream';
    headers['content-length'] = body.length;
    if (compress) headers.vary = 'accept-encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    transfers: () => transfers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
