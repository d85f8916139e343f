import fs from 'node:fs';
import path from 'node:path';
import type { AnyNode } from 'domhandler';
import { lineOf, listFiles, loadPages, siteOriginOf, startTag, type DistPage } from './dist-pages.ts';
import { parseRedirectsFile, resolveRedirect, type RedirectRule } from './redirects-file.ts';
import { printable } from '../../src/lib/printable.ts';

/**
 * The link gate: every internal reference in a built site resolves, and Hindi and Marathi
 * pages do not send readers to pages of another language from their content.
 *
 * **What is checked for existence** (on every HTML page, `<noscript>` included):
 * `a[href]`, `area[href]`, `link[href]` (canonical and hreflang alternates too), `form[action]`,
 * `script[src]`, `img[src]`, `source[src]`, every `srcset` entry of `img`/`source`, and the
 * `og:image`/`twitter:image` of the page. A reference is internal when it is relative or on the
 * site's own origin; other origins and `mailto:`/`tel:`/`data:` URLs are not checked here.
 *
 * **How a path resolves** (as a static host answers it, `build.format: 'file'`): `/` is
 * `index.html`; `/post/x` is the file `post/x`, else `post/x.html`, else `post/x/index.html`;
 * a path ending in `/` is its `index.html`. The host's rewrite and redirect rules in `_redirects`
 * (`/search/*  /search  200`) are followed first. Query strings are ignored.
 *
 * **Anchors**: `#id` and `page#id` need an element with that `id` (or an `<a name>`) on the
 * target page; an empty fragment and `#top` always work (HTML spec).
 *
 * **Languages**: a page's language is its `<html lang>`, mapped from its public URL. A link
 * counts when it is inside `<main>` and either sits in the article body (`.prose`) or leads to
 * an article (a page with `og:type` `article`: listing cards, home-page cards, related articles,
 * previous/next). A counted link whose own language is Hindi or Marathi must lead to a page of
 * that language. A link's own language is HTML's: the nearest `lang` attribute around it, so the
 * page's on a `hi`/`mr` page, unless a card declares the language of the article it shows
 * (`<article class="post-card" lang="mr">` on a mixed listing, a home intro card that falls back
 * to the English article): those say what they lead to, and are not flagged.
 * Not counted, as the way to change language or as shared chrome: the language switcher
 * (`.lang-switch`), the "also in" links (`.also-in`), links carrying `hreflang`, `<link rel=
 * alternate hreflang>`, and everything outside `<main>` or leading to a non-article page outside
 * the body (header, menu, footer, breadcrumbs, category and tag chips, pagination, `/utilities`,
 * feeds): category and tag listings are English when their articles are mixed, by design.
 */

export type LinkProblemKind = 'broken-link' | 'missing-anchor' | 'missing-image' | 'cross-language';

export interface LinkProblem {
  kind: LinkProblemKind;
  /** The page it was found on, inside the dist folder: `post/x.html`. */
  file: string;
  /** Source line of the element (1 for most minified pages). */
  line: number;
  /** The element's start tag, to find it: `<a href="/post/y">`. */
  element: string;
  /** The reference as written. */
  target: string;
  message: string;
}

export interface CheckLinksOptions {
  /** The site's origin; absolute links to it are internal. Default: the home page's canonical origin. */
  site?: string;
}

/** The host's rules of `_redirects` in a dist folder (none without the file). */
function readHostRules(distDir: string): RedirectRule[] {
  const file = path.join(distDir, '_redirects');
  return fs.existsSync(file) ? parseRedirectsFile(fs.readFileSync(file, 'utf8')) : [];
}

/** The path a rewrite or redirect leads to on this site; the path itself when none applies. */
function applyHostRules(pathname: string, rules: readonly RedirectRule[]): string {
  const target = resolveRedirect(rules, pathname)?.to;
  return target?.startsWith('/') ? new URL(target, 'http://x').pathname : pathname;
}

/** Entries of a `srcset`: the URLs, without width/density descriptors (HTML's parsing rules). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return urls;
    const url = /^\S+/.exec(rest)![0];
    rest = rest.slice(url.length);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // Skip the descriptors, up to the next comma outside parentheses.
    let depth = 0;
    let i = 0;
    for (; i < rest.length; i++) {
      const c = rest[i];
      if (c === '(') depth++;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 0) break;
    }
    rest = rest.slice(i);
  }
}

interface Reference {
  node: AnyNode;
  value: string;
  kind: 'link' | 'image';
}

/** Every reference on a page that the gate checks. */
function referencesOf(page: DistPage): Reference[] {
  const { $ } = page;
  const found: Reference[] = [];
  const add = (selector: string, attribute: string, kind: Reference['kind']) =>
    $(selector).each((_, node) => {
      const value = $(node).attr(attribute);
      if (value !== undefined) found.push({ node, value, kind });
    });
  add('a[href], area[href], link[href]', 'href', 'link');
  add('form[action]', 'action', 'link');
  add('script[src]', 'src', 'link');
  add('img[src], source[src]', 'src', 'image');
  add('meta[property="og:image"], meta[name="twitter:image"]', 'content', 'image');
  $('img[srcset], source[srcset]').each((_, node) => {
    for (const value of srcsetUrls($(node).attr('srcset') ?? '')) found.push({ node, value, kind: 'image' });
  });
  return found;
}

/** Resolves references against pages and files of one dist folder. */
class Site {
  readonly origin: string;
  readonly files: Set<string>;
  readonly pages = new Map<string, DistPage>();
  readonly ids = new Map<string, Set<string>>();
  readonly rules: RedirectRule[];

  constructor(distDir: string, origin: string) {
    this.origin = origin;
    this.files = new Set(listFiles(distDir));
    this.rules = readHostRules(distDir);
    for (const page of loadPages(distDir)) {
      this.pages.set(page.file, page);
      const ids = new Set<string>();
      page.$('[id]').each((_, el) => void ids.add(page.$(el).attr('id')!));
      page.$('a[name]').each((_, el) => void ids.add(page.$(el).attr('name')!));
      this.ids.set(page.file, ids);
    }
  }

  /** The URL of a reference, or undefined when it leaves the site (or is not a URL at all). */
  internalUrl(value: string, page: DistPage): URL | undefined {
    let url: URL;
    try {
      url = new URL(value.trim(), `${this.origin}${page.url}`);
    } catch {
      return undefined;
    }
    return url.origin === this.origin ? url : undefined;
  }

  /** The file a path is served from, if any. */
  fileFor(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(applyHostRules(pathname, this.rules));
    } catch {
      return undefined;
    }
    const bare = decoded.replace(/^\/+/, '');
    const candidates = decoded.endsWith('/') ? [`${bare}index.html`] : [bare, `${bare}.html`, `${bare}/index.html`];
    return candidates.find((file) => this.files.has(file));
  }
}

const isArticle = (page: DistPage | undefined) => page?.$('meta[property="og:type"]').attr('content') === 'article';

/** Whether a link on a `hi`/`mr` page is held to the same-language rule (see the module doc). */
function countsForLanguage(page: DistPage, node: AnyNode, target: DistPage | undefined): boolean {
  const $el = page.$(node);
  if (!$el.is('a, area') || $el.closest('main').length === 0) return false;
  if ($el.closest('.lang-switch, .also-in').length > 0 || $el.is('[hreflang]')) return false;
  return $el.closest('.prose').length > 0 || isArticle(target);
}

/**
 * Checks every page of a built site (see the module doc for the rules).
 * @returns the problems, in page order; empty when every link holds.
 */
export function checkLinks(distDir: string, options: CheckLinksOptions = {}): LinkProblem[] {
  const site = new Site(distDir, options.site ? new URL(options.site).origin : siteOriginOf(distDir));
  const problems: LinkProblem[] = [];
  for (const page of site.pages.values()) {
    for (const { node, value, kind } of referencesOf(page)) {
      const url = site.internalUrl(value, page);
      if (!url) continue;
      const report = (problemKind: LinkProblemKind, message: string) =>
        problems.push({ kind: problemKind, file: page.file, line: lineOf(node), element: startTag(page, node), target: value, message });

      const file = url.pathname === new URL(page.url, site.origin).pathname ? page.file : site.fileFor(url.pathname);
      if (!file) {
        report(
          kind === 'image' ? 'missing-image' : 'broken-link',
          `${url.pathname} does not exist in the build (no file ${url.pathname.replace(/^\//, '') || 'index.html'}, .html or /index.html).`,
        );
        continue;
      }
      const fragment = url.hash.slice(1);
      if (fragment && fragment.toLowerCase() !== 'top' && site.ids.has(file)) {
        let id = fragment;
        try {
          id = decodeURIComponent(fragment);
        } catch {
          // Keep the raw fragment; it will not match and be reported.
        }
        if (!site.ids.get(file)!.has(id)) report('missing-anchor', `${file} has no element with id="${id}".`);
      }
      const target = site.pages.get(file);
      const lang = page.$(node).closest('[lang]').attr('lang') ?? page.lang;
      if ((lang === 'hi' || lang === 'mr') && target?.lang && target.lang !== lang && countsForLanguage(page, node, target)) {
        report(
          'cross-language',
          `${lang} content links to ${url.pathname}, a page in "${target.lang}". Fix: link the ${lang} version, or use the language switcher.`,
        );
      }
    }
  }
  return problems;
}

/** Problems as lines for a terminal: `post/x.html:1 broken-link <a href="/y">: …`. */
export function formatLinkProblems(problems: LinkProblem[]): string {
  // Pages, links and messages come from content: each printed on its own line, escaped.
  return problems.map((p) => `${printable(`${p.file}:${p.line} ${p.kind} ${p.element}`)}\n  ${printable(p.message)}`).join('\n');
}
