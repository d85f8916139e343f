import fs from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { pagePath } from '../../src/lib/urls.ts';

/** One built HTML page, parsed with source positions (for "file:line" reports). */
export interface DistPage {
  /** Path inside the dist folder, with `/` separators: `post/salt.html`. */
  file: string;
  /** The public path the host answers it at: `/post/salt`, `/` for `index.html`. */
  url: string;
  html: string;
  $: CheerioAPI;
  /** `<html lang>`, or `''` when missing. */
  lang: string;
}

/** Every file under `distDir` (relative, `/`-separated, sorted). */
export function listFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(distDir, file)).isFile())
    .sort();
}

/** Parses one HTML file of a dist folder (`<noscript>` content is parsed as markup too). */
export function loadPage(distDir: string, file: string): DistPage {
  const html = fs.readFileSync(path.join(distDir, file), 'utf8');
  const $ = load(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  return { file, url: pagePath(file), html, $, lang: $('html').attr('lang') ?? '' };
}

/** Every HTML page of a dist folder. */
export function loadPages(distDir: string): DistPage[] {
  return listFiles(distDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => loadPage(distDir, file));
}

/** The 1-based source line an element starts on (the build minifies, so often 1). */
export function lineOf(node: AnyNode): number {
  return (node as Element).sourceCodeLocation?.startLine ?? 0;
}

/** An element's start tag, shortened, to show where a problem is: `<a href="/post/x">`. */
export function startTag(page: DistPage, node: AnyNode, max = 160): string {
  const location = (node as Element).sourceCodeLocation?.startTag;
  const tag = location ? page.html.slice(location.startOffset, location.endOffset) : `<${(node as Element).tagName ?? '?'}>`;
  return tag.length > max ? `${tag.slice(0, max - 1)}…` : tag;
}

/**
 * The site's origin, read from the home page's canonical link: absolute links to it are
 * internal links.
 */
export function siteOriginOf(distDir: string): string {
  const { $ } = loadPage(distDir, 'index.html');
  const canonical = $('link[rel="canonical"]').attr('href');
  if (!canonical) throw new Error(`${distDir}/index.html has no <link rel="canonical">: cannot tell the site's origin.`);
  return new URL(canonical).origin;
}
