import path from 'node:path';

/**
 * The Content-Type of each kind of file the site serves, by extension (lower case): one table
 * for the static host of `npm start` and the tests (scripts/lib/static-server.ts) and for the
 * routes that serve files as they are (`/images/…`, the editor's files under `/admin/`), so that
 * a file is sent as the same type whoever serves it.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/**
 * The Content-Type of a file, by its extension in any case; undefined for a kind the site does
 * not serve (the caller decides what to send then).
 * @example contentTypeOf('content/images/Salt.SVG') // => 'image/svg+xml'
 * @example contentTypeOf('/admin/decap-cms-3.16.3/decap-cms.js') // => 'text/javascript; charset=utf-8'
 * @example contentTypeOf('notes.tar') // => undefined
 */
export function contentTypeOf(file: string): string | undefined {
  const extension = path.extname(file).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined;
}
