/**
 * A static host for benchmarks, on 127.0.0.1 only: answers like a CDN serving `dist/`
 * (`/post/x` → `post/x.html`, unknown paths → `404.html` with status 404), compresses text
 * with Brotli or gzip as the browser asks, and caches `/_astro/` files for a year. Without
 * compression Lighthouse and the byte counts would measure a host nobody deploys to.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

/** Types a CDN compresses; images (except SVG) and Pagefind's pre-compressed files are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

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
 * `/` → `index.html`, `/post/x` → `post/x.html`, `/hi/` → `hi/index.html`.
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
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface StaticServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves `distDir` on 127.0.0.1 on a free port (or `port`). */
export async function serveDist(distDir: string, port = 0): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const encoded = (file: string, encoding: Encoding): Buffer => {
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(raw, { level: 9 })
            : raw;
      cache.set(key, body);
    }
    return body;
  };
  const server = http.createServer((req, res) => {
    const urlPath = req.url ?? '/';
    const found = resolveFile(distDir, urlPath);
    const file = found ?? path.join(distDir, '404.html');
    const ext = path.extname(file).toLowerCase();
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    const body = encoded(file, encoding);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      vary: 'accept-encoding',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
