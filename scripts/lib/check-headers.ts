import fs from 'node:fs';
import path from 'node:path';
import { headersFor, parseCsp, parseHeadersFile, parsePermissionsPolicy, type HeaderRule } from '../../src/lib/headers-file.ts';
import { listFiles, urlOfFile } from './dist-pages.ts';

/**
 * The headers gate: what `_headers` (Netlify, Cloudflare Pages) sends, for every file of a
 * built site at the path a reader requests it (`/post/x` for `post/x.html`), plus `/sw.js`:
 *
 * - on every path, each once: HSTS of at least a year with `includeSubDomains`,
 *   `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `Cross-Origin-Opener-Policy: same-origin`, `Content-Security-Policy: frame-ancestors 'none'`
 *   (the one directive a `<meta>` cannot carry), and a deny-by-default `Permissions-Policy`:
 *   every feature `()` except {@link SELF_FEATURES}, and at least {@link DENIED_FEATURES} listed;
 * - `Cache-Control`: one rule per path (hosts join repeated headers with commas): files under
 *   `/_astro/` immutable for at least a year; every HTML page and `/sw.js` `no-cache`.
 */

/** Features the site uses itself: the share buttons (Web Share, clipboard). */
export const SELF_FEATURES: Record<string, string> = { 'web-share': '(self)', 'clipboard-write': '(self)' };
/** Powerful features that must be switched off explicitly. */
export const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'browsing-topics'];
const YEAR = 31_536_000;

export interface HeaderProblem {
  /** The request path: `/post/x`, `/_astro/app.js`. */
  path: string;
  message: string;
}

/** The request paths to check: every file as a reader requests it, and the service worker. */
export function requestPaths(distDir: string): { path: string; html: boolean }[] {
  const paths = listFiles(distDir)
    .filter((file) => file !== '_headers' && file !== '_redirects') // read by the host, never served
    .map((file) => (file.endsWith('.html') ? { path: urlOfFile(file), html: true } : { path: `/${file}`, html: false }));
  if (!paths.some((p) => p.path === '/sw.js')) paths.push({ path: '/sw.js', html: false });
  return paths;
}

/** Checks header rules against request paths; empty when every rule holds. */
export function checkHeaderRules(rules: readonly HeaderRule[], paths: { path: string; html: boolean }[]): HeaderProblem[] {
  const problems: HeaderProblem[] = [];
  for (const { path: pathname, html } of paths) {
    const headers = headersFor(rules, pathname);
    const report = (message: string) => problems.push({ path: pathname, message });
    const one = (name: string): string | undefined => {
      const values = headers.get(name) ?? [];
      if (values.length !== 1) {
        report(values.length === 0 ? `no ${name}.` : `${name} is set by ${values.length} rules (hosts join them: "${values.join(', ')}").`);
        return undefined;
      }
      return values[0];
    };

    const hsts = one('strict-transport-security');
    if (hsts !== undefined) {
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      if (maxAge < YEAR || !/includeSubDomains/i.test(hsts)) report(`Strict-Transport-Security "${hsts}" needs max-age of at least ${YEAR} and includeSubDomains.`);
    }
    const expect = (name: string, wanted: string) => {
      const value = one(name);
      if (value !== undefined && value.toLowerCase() !== wanted.toLowerCase()) report(`${name} is "${value}", expected "${wanted}".`);
    };
    expect('x-content-type-options', 'nosniff');
    expect('referrer-policy', 'strict-origin-when-cross-origin');
    expect('cross-origin-opener-policy', 'same-origin');
    const csp = one('content-security-policy');
    if (csp !== undefined && parseCsp(csp).get('frame-ancestors')?.join(' ') !== "'none'") report(`Content-Security-Policy "${csp}" lacks frame-ancestors 'none'.`);
    const permissions = one('permissions-policy');
    if (permissions !== undefined) {
      const features = parsePermissionsPolicy(permissions);
      for (const [feature, allow] of features) {
        if (allow !== '()' && SELF_FEATURES[feature] !== allow) report(`Permissions-Policy allows ${feature}=${allow}: deny it with ${feature}=().`);
      }
      const missing = DENIED_FEATURES.filter((feature) => !features.has(feature));
      if (missing.length > 0) report(`Permissions-Policy does not deny ${missing.join(', ')}.`);
    }

    const cacheValues = headers.get('cache-control') ?? [];
    if (cacheValues.length > 1) {
      report(`Cache-Control is set by ${cacheValues.length} rules (hosts join them: "${cacheValues.join(', ')}").`);
    } else if (pathname.startsWith('/_astro/')) {
      const cache = cacheValues[0] ?? '';
      if (!/\bimmutable\b/.test(cache) || Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0) < YEAR) report(`a hashed asset needs Cache-Control immutable for a year, has "${cache}".`);
    } else if (html || pathname === '/sw.js') {
      if (cacheValues[0] !== 'no-cache') report(`${html ? 'a page' : 'the service worker'} needs Cache-Control: no-cache (revalidate every time), has "${cacheValues[0] ?? 'nothing'}". Fix: add its path to public/_headers.`);
    }
  }
  return problems;
}

/** Checks `_headers` of a built site against every file in it. */
export function checkHeaders(distDir: string): HeaderProblem[] {
  const file = path.join(distDir, '_headers');
  if (!fs.existsSync(file)) return [{ path: '/', message: `${file} is missing: the host would send no security header.` }];
  return checkHeaderRules(parseHeadersFile(fs.readFileSync(file, 'utf8')), requestPaths(distDir));
}

/** Problems grouped by message, with the paths that have it (a few, then a count). */
export function formatHeaderProblems(problems: HeaderProblem[]): string {
  const byMessage = new Map<string, string[]>();
  for (const { path: p, message } of problems) byMessage.set(message, [...(byMessage.get(message) ?? []), p]);
  return [...byMessage]
    .map(([message, paths]) => `${message}\n  at ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}`)
    .join('\n');
}
