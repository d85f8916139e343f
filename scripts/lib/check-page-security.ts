import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AnyNode } from 'domhandler';
import { parseCsp } from './headers-file.ts';
import { editorPolicy, isEditorPath } from '../../src/lib/editor-page.ts';
import { findSvgHazards } from '../../src/lib/svg-safety.ts';
import { pagePath } from '../../src/lib/urls.ts';
import { lineOf, listFiles, loadPage, siteOriginOf, startTag, type DistPage } from './dist-pages.ts';

/**
 * The page security gate, over every HTML page (and stylesheet) of a built site:
 *
 * - **CSP**: one `<meta http-equiv="content-security-policy">`, before any script, style or
 *   stylesheet; `script-src` only `'self'`, `'wasm-unsafe-eval'` (Pagefind) and hashes — never
 *   `'unsafe-inline'`/`'unsafe-eval'`, hosts or schemes; `style-src` only `'self'` and hashes;
 *   `default-src 'self'`, `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`; no
 *   `frame-ancestors` (ignored in a `<meta>`, with a console error: it is sent by `_headers`).
 * - **Inline code the policy allows**: every inline script (not a data block such as
 *   `application/ld+json`) and every `<style>` has its hash in the policy; no `on…=` handler,
 *   no `style=""` attribute, no `javascript:` URL (the policy would block them).
 * - **No third-party code or fonts**: no `<script src>`, `<link rel=stylesheet|preload|
 *   modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest>`, `<iframe>`, `<embed>` or
 *   `<object>` on another origin, and no `@import`/`url()` to another origin in inline styles or
 *   the built `.css` files (fonts come from the reader's system). Images may be on other sites.
 * - **External links**: every `<a>`/`<area>` to another origin has `rel` with `noopener` and
 *   `noreferrer`.
 * - **Inert images**: every `.svg` anywhere in the build passes {@link findSvgHazards} (no
 *   script, handler, `foreignObject` or outside reference): opened directly, an SVG runs its
 *   scripts on the site's origin, and no page's `<meta>` policy reaches it.
 * - **The editor's page** (`/admin`, src/lib/editor-page.ts) alone may add what Decap CMS needs
 *   ({@link editorPolicy}): `'unsafe-eval'` in `script-src` (never `'unsafe-inline'` or a host),
 *   `'unsafe-inline'` in `style-src`, and a `connect-src` of `'self'`, `blob:` and exact
 *   `https://` origins (a Git host's API); it must say `noindex`.
 */

export type SecurityProblemKind =
  | 'csp-missing'
  | 'csp-weak'
  | 'csp-order'
  | 'inline-script-not-hashed'
  | 'inline-style-not-hashed'
  | 'inline-handler'
  | 'style-attribute'
  | 'javascript-url'
  | 'third-party-resource'
  | 'external-link-rel'
  | 'unsafe-svg'
  | 'editor-indexable';

export interface SecurityProblem {
  kind: SecurityProblemKind;
  /** Inside the dist folder: `post/x.html`, `_astro/app.css`. */
  file: string;
  line: number;
  /** The element's start tag (or the CSS text) that is at fault. */
  element: string;
  message: string;
}

export interface CheckSecurityOptions {
  /** The site's origin. Default: the home page's canonical origin. */
  site?: string;
}

/** Script `type`s a browser runs; anything else (`application/ld+json`…) is a data block. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
/** `<link rel>` values that make the browser fetch (and often run or render) the target. */
const LOADING_RELS = [
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
  'mask-icon',
];
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
const URL_IN_CSS = /(?:@import\s+(?:url\()?|url\()\s*['"]?([^'")\s]+)/gi;

const isRunnable = (type: string | undefined) => SCRIPT_TYPES.has((type ?? '').trim().toLowerCase());

function isOffSite(value: string, origin: string): boolean {
  const trimmed = value.trim();
  if (!/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed, origin).origin !== origin;
  } catch {
    return true;
  }
}

/** The hashes (`'sha256-…'`) of a text in every algorithm a policy may use. */
function hashesOf(text: string): string[] {
  return ['sha256', 'sha384', 'sha512'].map((algorithm) => `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`);
}

/** Checks the CSP `<meta>` of one page; returns its directives when there is one. */
function checkCsp(
  page: DistPage,
  report: (kind: SecurityProblemKind, node: AnyNode | undefined, message: string) => void,
): Map<string, string[]> | undefined {
  const { $ } = page;
  const metas = $('meta[http-equiv]').filter((_, el) => $(el).attr('http-equiv')!.toLowerCase() === 'content-security-policy');
  if (metas.length !== 1) {
    report('csp-missing', metas.get(1), `expected one Content-Security-Policy <meta>, found ${metas.length}.`);
    if (metas.length === 0) return undefined;
  }
  const meta = metas.get(0)!;
  if ($(meta).closest('head').length === 0) report('csp-order', meta, 'the CSP <meta> is not in <head>: browsers ignore it there.');
  const metaOffset = (meta as { sourceCodeLocation?: { startOffset: number } }).sourceCodeLocation?.startOffset ?? 0;
  // Data blocks (JSON-LD) are never run, so they may come first.
  const before = $('script, style, link[rel~="stylesheet"], link[rel~="modulepreload"], link[rel~="preload"]').filter(
    (_, el) =>
      ((el as { sourceCodeLocation?: { startOffset: number } }).sourceCodeLocation?.startOffset ?? 0) < metaOffset &&
      !(el.tagName === 'script' && !isRunnable($(el).attr('type'))),
  );
  if (before.length > 0) report('csp-order', before.get(0), 'comes before the CSP <meta>, so the policy does not cover it.');

  const csp = parseCsp($(meta).attr('content') ?? '');
  const weak = (message: string) => report('csp-weak', meta, message);
  const only = (directive: string, allowed: (token: string) => boolean) => {
    const tokens = csp.get(directive);
    if (!tokens) return weak(`no ${directive}.`);
    const bad = tokens.filter((token) => !allowed(token));
    if (bad.length > 0) weak(`${directive} allows ${bad.join(' ')}.`);
  };
  // The editor's page may add what its policy names (src/lib/editor-page.ts); no other page may.
  const editor = isEditorPath(pagePath(page.file)) ? editorPolicy(undefined) : undefined;
  only('script-src', (t) => t === "'self'" || t === "'wasm-unsafe-eval'" || HASH.test(t) || !!editor?.scriptSources.includes(t));
  only('style-src', (t) => t === "'self'" || HASH.test(t) || !!editor?.styleSources.includes(t));
  if (editor) only('connect-src', (t) => editor.connectSources.includes(t) || /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(t));
  for (const directive of ['script-src-elem', 'script-src-attr', 'style-src-elem', 'style-src-attr']) {
    if (csp.has(directive)) only(directive, (t) => t === "'self'" || t === "'none'" || HASH.test(t));
  }
  only('default-src', (t) => t === "'self'" || t === "'none'");
  only('object-src', (t) => t === "'none'");
  only('base-uri', (t) => t === "'self'" || t === "'none'");
  only('form-action', (t) => t === "'self'" || t === "'none'");
  if (csp.has('frame-ancestors'))
    weak('frame-ancestors is ignored in a <meta> (and logged as an error): send it as a header (public/_headers).');
  return csp;
}

/** Checks one HTML page of a built site. */
export function checkPageSecurity(page: DistPage, origin: string): SecurityProblem[] {
  const { $ } = page;
  const problems: SecurityProblem[] = [];
  const report = (kind: SecurityProblemKind, node: AnyNode | undefined, message: string) =>
    problems.push({ kind, file: page.file, line: node ? lineOf(node) : 0, element: node ? startTag(page, node) : '', message });

  const csp = checkCsp(page, report);
  if (isEditorPath(pagePath(page.file)) && !/\bnoindex\b/i.test($('meta[name="robots"]').attr('content') ?? '')) {
    report(
      'editor-indexable',
      $('head').get(0),
      'the editor\'s page must not be indexed: add <meta name="robots" content="noindex, nofollow">.',
    );
  }
  const scriptSources = new Set([...(csp?.get('script-src') ?? []), ...(csp?.get('script-src-elem') ?? [])]);
  const styleSources = new Set([...(csp?.get('style-src') ?? []), ...(csp?.get('style-src-elem') ?? [])]);

  $('script:not([src])').each((_, el) => {
    if (!isRunnable($(el).attr('type'))) return;
    if (!hashesOf($(el).text()).some((hash) => scriptSources.has(hash))) {
      report('inline-script-not-hashed', el, 'this inline script is not in script-src: the browser will not run it.');
    }
  });
  $('style').each((_, el) => {
    const css = $(el).text();
    if (!hashesOf(css).some((hash) => styleSources.has(hash))) {
      report('inline-style-not-hashed', el, 'this inline style is not in style-src: the browser will not apply it.');
    }
    for (const [, url] of css.matchAll(URL_IN_CSS)) {
      if (url && isOffSite(url, origin)) report('third-party-resource', el, `the style loads ${url} from another site.`);
    }
  });
  $('*').each((_, el) => {
    for (const [name, value] of Object.entries((el as { attribs?: Record<string, string> }).attribs ?? {})) {
      if (/^on/i.test(name)) report('inline-handler', el, `the ${name} handler will not run under the CSP: use a bundled <script>.`);
      else if (name === 'style') report('style-attribute', el, 'style="" is blocked by the CSP: use a class.');
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value.replace(/[\u0000-\u001f]/g, ''))) {
        report('javascript-url', el, 'javascript: URLs are blocked by the CSP and unsafe.');
      }
    }
  });

  const offSite = (selector: string, attribute: string, what: string) =>
    $(selector).each((_, el) => {
      const value = $(el).attr(attribute);
      if (value && isOffSite(value, origin))
        report('third-party-resource', el, `${what} from another site (${value}): serve it from this site or drop it.`);
    });
  offSite('script[src]', 'src', 'a script');
  offSite(LOADING_RELS.map((rel) => `link[rel~="${rel}"]`).join(', '), 'href', 'a linked resource');
  offSite('iframe[src]', 'src', 'a frame');
  offSite('embed[src]', 'src', 'an embed');
  offSite('object[data]', 'data', 'an object');

  $('a[href], area[href]').each((_, el) => {
    const href = $(el).attr('href')!;
    if (!/^\s*(?:https?:)?\/\//i.test(href) || !isOffSite(href, origin)) return;
    const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
    const missing = ['noopener', 'noreferrer'].filter((token) => !rel.includes(token));
    if (missing.length > 0) report('external-link-rel', el, `a link to another site needs rel="${missing.join(' ')}".`);
  });
  return problems;
}

/** Checks a built stylesheet for `@import`/`url()` to another origin (web fonts, mostly). */
export function checkStylesheet(file: string, css: string, origin: string): SecurityProblem[] {
  const problems: SecurityProblem[] = [];
  for (const match of css.matchAll(URL_IN_CSS)) {
    const url = match[1];
    if (url && isOffSite(url, origin)) {
      const line = css.slice(0, match.index).split('\n').length;
      problems.push({
        kind: 'third-party-resource',
        file,
        line,
        element: match[0],
        message: `the stylesheet loads ${url} from another site.`,
      });
    }
  }
  return problems;
}

/** Checks a built SVG: one problem per hazard, at the line the hazard names. */
export function checkSvg(file: string, svg: string): SecurityProblem[] {
  return findSvgHazards(svg).map((hazard) => ({
    kind: 'unsafe-svg',
    file,
    line: Number(/\(line (\d+)\)/.exec(hazard)?.[1] ?? 0),
    element: '',
    message: `this image ${hazard}`,
  }));
}

/** Checks every HTML page, stylesheet and SVG of a built site; empty when all hold. */
export function checkSecurity(distDir: string, options: CheckSecurityOptions = {}): SecurityProblem[] {
  const origin = options.site ? new URL(options.site).origin : siteOriginOf(distDir);
  const files = listFiles(distDir);
  return [
    ...files.filter((file) => file.endsWith('.html')).flatMap((file) => checkPageSecurity(loadPage(distDir, file), origin)),
    ...files
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => checkStylesheet(file, fs.readFileSync(path.join(distDir, file), 'utf8'), origin)),
    ...files
      .filter((file) => file.toLowerCase().endsWith('.svg'))
      .flatMap((file) => checkSvg(file, fs.readFileSync(path.join(distDir, file), 'utf8'))),
  ];
}

/** Problems as lines for a terminal. */
export function formatSecurityProblems(problems: SecurityProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line} ${p.kind} ${p.element}\n  ${p.message}`).join('\n');
}
