import fs from 'node:fs';
import path from 'node:path';
import { headersFor, parseCspList, parseHeadersFile, parsePermissionsPolicy, type HeaderRule } from './headers-file.ts';
import { pagePath } from '../../src/lib/urls.ts';
import { listFiles } from './dist-pages.ts';

/**
 * The headers gate: what `_headers` (Netlify, Cloudflare Pages) sends, for every file of a
 * built site at the path a reader requests it (`/post/x` for `post/x.html`), plus `/sw.js`:
 *
 * - on every path, each once: HSTS of at least a year with `includeSubDomains`,
 *   `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `Cross-Origin-Opener-Policy: same-origin`, and a deny-by-default `Permissions-Policy`:
 *   every feature `()` except {@link SELF_FEATURES}, and at least {@link DENIED_FEATURES} listed;
 * - on every path, a Content-Security-Policy with `frame-ancestors 'none'` (the one directive a
 *   `<meta>` cannot carry); on {@link ASSET_PATHS}, a second policy, {@link ASSET_POLICY}, so
 *   that an asset opened directly (an SVG can carry a script) runs nothing; never that policy on
 *   a page or the service worker, which it would break;
 * - `Cache-Control`: one rule per path (hosts join repeated headers with commas): files under
 *   `/_astro/` immutable for at least a year; every HTML page and `/sw.js` `no-cache`.
 */

/** Features the site uses itself: the share buttons (Web Share, clipboard). */
export const SELF_FEATURES: Record<string, string> = { 'web-share': '(self)', 'clipboard-write': '(self)' };
/** Powerful features that must be switched off explicitly. */
export const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'display-capture',
  'browsing-topics',
];
const YEAR = 31_536_000;

/** Where the build puts files that are never documents: hashed assets and images. */
export const ASSET_PATHS = ['/_astro/', '/images/'];
/**
 * The policy of an asset opened directly: nothing may run or load (styles inside an SVG may
 * apply), and `sandbox` gives it an opaque origin, away from the site's storage and service worker.
 */
export const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface HeaderProblem {
  /** The request path: `/post/x`, `/_astro/app.js`. */
  path: string;
  message: string;
}

/** The request paths to check: every file as a reader requests it, and the service worker. */
export function requestPaths(distDir: string): { path: string; html: boolean }[] {
  const paths = listFiles(distDir)
    .filter((file) => file !== '_headers' && file !== '_redirects') // read by the host, never served
    .map((file) => (file.endsWith('.html') ? { path: pagePath(file), html: true } : { path: `/${file}`, html: false }));
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
      if (maxAge < YEAR || !/includeSubDomains/i.test(hsts))
        report(`Strict-Transport-Security "${hsts}" needs max-age of at least ${YEAR} and includeSubDomains.`);
    }
    const expect = (name: string, wanted: string) => {
      const value = one(name);
      if (value !== undefined && value.toLowerCase() !== wanted.toLowerCase()) report(`${name} is "${value}", expected "${wanted}".`);
    };
    expect('x-content-type-options', 'nosniff');
    expect('referrer-policy', 'strict-origin-when-cross-origin');
    expect('cross-origin-opener-policy', 'same-origin');
    for (const message of cspProblems(pathname, html, headers.get('content-security-policy') ?? [])) report(message);
    const permissions = one('permissions-policy');
    if (permissions !== undefined) {
      const features = parsePermissionsPolicy(permissions);
      for (const [feature, allow] of features) {
        if (allow !== '()' && SELF_FEATURES[feature] !== allow)
          report(`Permissions-Policy allows ${feature}=${allow}: deny it with ${feature}=().`);
      }
      const missing = DENIED_FEATURES.filter((feature) => !features.has(feature));
      if (missing.length > 0) report(`Permissions-Policy does not deny ${missing.join(', ')}.`);
    }

    const cacheValues = headers.get('cache-control') ?? [];
    if (cacheValues.length > 1) {
      report(`Cache-Control is set by ${cacheValues.length} rules (hosts join them: "${cacheValues.join(', ')}").`);
    } else if (pathname.startsWith('/_astro/')) {
      const cache = cacheValues[0] ?? '';
      if (!/\bimmutable\b/.test(cache) || Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0) < YEAR)
        report(`a hashed asset needs Cache-Control immutable for a year, has "${cache}".`);
    } else if (html || pathname === '/sw.js') {
      if (cacheValues[0] !== 'no-cache')
        report(
          `${html ? 'a page' : 'the service worker'} needs Cache-Control: no-cache (revalidate every time), has "${cacheValues[0] ?? 'nothing'}". Fix: add its path to public/_headers.`,
        );
    }
  }
  return problems;
}

/**
 * The Content-Security-Policy headers of one path. Several are allowed (hosts join them with
 * commas, and a browser enforces each policy of the list), so a path may have the asset policy
 * besides `frame-ancestors 'none'`.
 */
function cspProblems(pathname: string, html: boolean, values: string[]): string[] {
  const problems: string[] = [];
  const policies = parseCspList(values);
  if (values.length === 0) problems.push('no content-security-policy.');
  else if (!policies.some((policy) => policy.get('frame-ancestors')?.join(' ') === "'none'")) {
    problems.push(`Content-Security-Policy "${values.join(', ')}" lacks frame-ancestors 'none'.`);
  }
  const assetPolicies = policies.filter(isAssetPolicy);
  if (ASSET_PATHS.some((prefix) => pathname.startsWith(prefix))) {
    if (assetPolicies.length === 0)
      problems.push(
        `an asset needs Content-Security-Policy: ${ASSET_POLICY} (opened directly, it must run nothing), has "${values.join(', ')}".`,
      );
    for (const policy of assetPolicies) {
      const extra = [...policy].filter(([directive, tokens]) => !isAssetDirective(directive, tokens));
      if (extra.length > 0)
        problems.push(
          `the asset policy is relaxed by ${extra.map(([directive, tokens]) => [directive, ...tokens].join(' ')).join('; ')}: it must be exactly ${ASSET_POLICY}.`,
        );
    }
  } else if ((html || pathname === '/sw.js') && assetPolicies.length > 0) {
    problems.push(
      `the asset policy (${ASSET_POLICY}) would stop ${html ? 'this page' : 'the service worker'} from working: limit it to ${ASSET_PATHS.map((prefix) => `${prefix}*`).join(' and ')}.`,
    );
  }
  return problems;
}

/** A policy that sandboxes and denies by default: meant for assets, fatal to a page. */
function isAssetPolicy(policy: Map<string, string[]>): boolean {
  return policy.has('sandbox') && policy.get('default-src')?.join(' ') === "'none'";
}

/** The directives {@link ASSET_POLICY} may have: anything more would let an asset do more. */
function isAssetDirective(directive: string, tokens: string[]): boolean {
  const value = tokens.join(' ');
  // A bare sandbox: any allow-scripts, allow-same-origin… token would undo it.
  if (directive === 'sandbox') return value === '';
  if (directive === 'style-src') return value === "'unsafe-inline'" || value === "'none'";
  // default-src, and any other directive that only denies.
  return value === "'none'";
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
