/**
 * Page weight of built pages, measured from `dist/` without a browser: the HTML, the CSS
 * that blocks the first render, every JavaScript file the page loads (entry scripts, island
 * components and renderers, and everything they import), and of those what it loads before
 * the reader interacts (not the code of islands that hydrate on interaction or only at some
 * addresses), render-blocking scripts, images without dimensions, the lead image and web fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { load } from 'cheerio';
import { listFiles } from '../dist-pages.ts';
import type { Sizes } from './format.ts';

/**
 * Sizes of a file as sent raw, gzip (level 9) and Brotli (quality 11, as static hosts
 * pre-compress).
 */
export function compressedSizes(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sums sizes (each file is compressed on its own, as it is sent). */
export function addSizes(...all: Sizes[]): Sizes {
  return all.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** One `<img>` as written in the HTML. */
export interface ImageTag {
  src: string;
  srcset: string | undefined;
  sizes: string | undefined;
  width: string | undefined;
  height: string | undefined;
  className: string;
}

/** What a page asks the browser to load, read from its HTML. */
export interface PageAssets {
  /** `<link rel="stylesheet">` hrefs: they block the first render. */
  stylesheets: string[];
  /** Classic `<script src>` without `async`/`defer`: they block parsing and rendering. */
  blockingScripts: string[];
  /** Every script the page may load: `<script src>`, island components and renderers, imports of inline modules. */
  scripts: string[];
  /** Of those, what it loads before any interaction: not the code of `client:interaction` or `client:path` islands. */
  scriptsAtLoad: string[];
  images: ImageTag[];
  /** Inline `<style>` text (counted in the HTML bytes; checked for web fonts). */
  inlineStyles: string[];
}

/**
 * Client directives whose island loads nothing until the reader asks (src/integrations/client-directives.ts):
 * `interaction` (the menu) on the first interaction, `path` (the 404 page's search) only at some addresses.
 */
const ON_DEMAND_DIRECTIVES = new Set(['interaction', 'path']);

/** Static and literal dynamic import specifiers in (minified) JavaScript. */
export function importSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Reads the assets a page references. */
export function analyseHtml(html: string): PageAssets {
  const $ = load(html);
  const stylesheets = $('link[rel~="stylesheet"]')
    .toArray()
    .filter((el) => !/^print$/i.test($(el).attr('media') ?? ''))
    .map((el) => $(el).attr('href') ?? '')
    .filter(Boolean);
  const blockingScripts: string[] = [];
  const scripts = new Set<string>();
  for (const el of $('script').toArray()) {
    const script = $(el);
    const type = (script.attr('type') ?? '').trim().toLowerCase();
    const src = script.attr('src');
    const isModule = type === 'module';
    const isClassic = type === '' || /javascript|ecmascript/.test(type);
    if (!isModule && !isClassic) continue; // JSON-LD and other data blocks
    if (src) {
      scripts.add(src);
      if (isClassic && script.attr('async') === undefined && script.attr('defer') === undefined) blockingScripts.push(src);
    } else if (isModule) {
      for (const specifier of importSpecifiers(script.text())) if (specifier.startsWith('/')) scripts.add(specifier);
    }
  }
  const atLoad = new Set(scripts);
  for (const el of $('astro-island').toArray()) {
    const onDemand = ON_DEMAND_DIRECTIVES.has($(el).attr('client') ?? '');
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = $(el).attr(attribute);
      if (!url) continue;
      scripts.add(url);
      if (!onDemand) atLoad.add(url);
    }
  }
  const images = $('img')
    .toArray()
    .map((el) => {
      const img = $(el);
      return {
        src: img.attr('src') ?? '',
        srcset: img.attr('srcset'),
        sizes: img.attr('sizes'),
        width: img.attr('width'),
        height: img.attr('height'),
        className: img.attr('class') ?? '',
      };
    });
  const inlineStyles = $('style')
    .toArray()
    .map((el) => $(el).text());
  return { stylesheets, blockingScripts, scripts: [...scripts], scriptsAtLoad: [...atLoad], images, inlineStyles };
}

/**
 * Every script URL reachable from `entries` through imports, in a stable order.
 * `read` returns a script's text by URL path, or undefined when it is not a local file.
 */
export function scriptClosure(entries: string[], read: (url: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = read(url);
    if (code === undefined) continue;
    seen.add(url);
    for (const specifier of importSpecifiers(code)) {
      if (specifier.startsWith('/') || specifier.startsWith('.')) {
        queue.push(new URL(specifier, `http://x${url}`).pathname);
      }
    }
  }
  return [...seen].sort();
}

/**
 * The candidate a browser downloads for an image shown `width` CSS pixels wide at DPR 1:
 * the smallest `w` candidate at least that wide (else the widest); `src` without a srcset.
 * @example pickCandidate({ src: '/a.png', srcset: '/a-400.webp 400w, /a-800.webp 800w' }, 400) // => '/a-400.webp'
 */
export function pickCandidate(img: Pick<ImageTag, 'src' | 'srcset'>, width: number): string {
  if (!img.srcset) return img.src;
  const candidates = img.srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? '', w: /^(\d+)w$/.exec(descriptor ?? '')?.[1] }))
    .filter((c): c is { url: string; w: string } => Boolean(c.url) && c.w !== undefined)
    .map((c) => ({ url: c.url, w: Number(c.w) }))
    .sort((a, b) => a.w - b.w);
  if (!candidates.length) return img.src;
  return (candidates.find((c) => c.w >= width) ?? candidates[candidates.length - 1]!).url;
}

const RASTER = /\.(png|jpe?g|webp|avif|gif)(\?|$)/i;

/** The kind of page a built HTML file is, by its path in `dist/`. */
export type PageType = 'home' | 'article' | 'category' | 'tag' | 'utilities' | 'search' | '404' | 'other';

/**
 * @example pageTypeOf('post/salt.html') // => 'article'
 * @example pageTypeOf('hi.html') // => 'home'
 */
export function pageTypeOf(file: string): PageType {
  const f = file.replace(/\\/g, '/');
  if (/^(index|hi|mr|hi\/index|mr\/index)\.html$/.test(f)) return 'home';
  if (f.startsWith('post/')) return 'article';
  if (f.startsWith('category/')) return 'category';
  if (f.startsWith('tag/')) return 'tag';
  if (/^((hi|mr)\/)?utilities\.html$/.test(f)) return 'utilities';
  if (/^((hi|mr)\/)?search\.html$/.test(f)) return 'search';
  if (f === '404.html') return '404';
  return 'other';
}

/** The weight of one built page. */
export interface PageWeight {
  /** Path of the HTML file in dist/, e.g. `post/salt.html`. */
  file: string;
  type: PageType;
  html: Sizes;
  css: Sizes;
  js: Sizes;
  /** The JavaScript loaded before any interaction (see {@link PageAssets.scriptsAtLoad}). */
  jsAtLoad: Sizes;
  /** HTML + render-blocking CSS: what the first render waits for. */
  firstRender: Sizes;
  jsFiles: string[];
  jsAtLoadFiles: string[];
  blockingScripts: string[];
  /** `<img>` tags without both width and height. */
  unsizedImages: string[];
  /** Raster `<img>` tags without a srcset. */
  unresponsiveImages: string[];
  /** The article's lead image at 400 CSS px: URL and bytes; undefined when there is none or it is remote. */
  leadImage: { url: string; bytes: number } | undefined;
  /** `@font-face` rules in the page's CSS (inline or linked). */
  fontFaces: number;
}

/** Measures pages of one built site; compressed sizes of shared files are computed once. */
export class PageWeigher {
  readonly #dist: string;
  readonly #sizes = new Map<string, Sizes>();
  readonly #text = new Map<string, string | undefined>();

  constructor(distDir: string) {
    this.#dist = path.resolve(distDir);
  }

  #fileOf(url: string): string | undefined {
    if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return undefined;
    const file = path.join(this.#dist, decodeURIComponent(url.split(/[?#]/)[0]!));
    return file.startsWith(path.resolve(this.#dist)) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
  }

  #read(url: string): string | undefined {
    if (!this.#text.has(url)) {
      const file = this.#fileOf(url);
      this.#text.set(url, file ? fs.readFileSync(file, 'utf8') : undefined);
    }
    return this.#text.get(url);
  }

  #sizesOf(url: string): Sizes {
    let sizes = this.#sizes.get(url);
    if (!sizes) {
      const file = this.#fileOf(url);
      if (!file) throw new Error(`${url} is referenced by a page but is not in ${this.#dist}.`);
      sizes = compressedSizes(fs.readFileSync(file));
      this.#sizes.set(url, sizes);
    }
    return sizes;
  }

  /** Measures `file` (a path inside dist/, e.g. `post/salt.html`). */
  measure(file: string): PageWeight {
    const html = fs.readFileSync(path.join(this.#dist, file));
    const assets = analyseHtml(html.toString('utf8'));
    const css = addSizes(...assets.stylesheets.map((url) => this.#sizesOf(url)));
    const jsFiles = scriptClosure(assets.scripts, (url) => this.#read(url));
    const jsAtLoadFiles = scriptClosure(assets.scriptsAtLoad, (url) => this.#read(url));
    const htmlSizes = compressedSizes(html);
    const cssText = [...assets.inlineStyles, ...assets.stylesheets.map((url) => this.#read(url) ?? '')].join('\n');
    const lead = assets.images.find((img) => img.className.split(/\s+/).includes('lead-image'));
    const leadUrl = lead ? pickCandidate(lead, 400) : undefined;
    const leadFile = leadUrl ? this.#fileOf(leadUrl) : undefined;
    return {
      file,
      type: pageTypeOf(file),
      html: htmlSizes,
      css,
      js: addSizes(...jsFiles.map((url) => this.#sizesOf(url))),
      jsAtLoad: addSizes(...jsAtLoadFiles.map((url) => this.#sizesOf(url))),
      firstRender: addSizes(htmlSizes, css),
      jsFiles,
      jsAtLoadFiles,
      blockingScripts: assets.blockingScripts,
      unsizedImages: assets.images.filter((img) => !img.width || !img.height).map((img) => img.src),
      unresponsiveImages: assets.images.filter((img) => RASTER.test(img.src) && !img.srcset).map((img) => img.src),
      leadImage: leadUrl && leadFile ? { url: leadUrl, bytes: fs.statSync(leadFile).size } : undefined,
      fontFaces: (cssText.match(/@font-face/gi) ?? []).length,
    };
  }
}

/** Every HTML page in a built site, as paths relative to it, sorted. */
export function listPages(distDir: string): string[] {
  return listFiles(distDir).filter((name) => name.endsWith('.html') && !name.startsWith('pagefind'));
}

/** Font files shipped in a built site (we promise none: Devanagari uses system fonts). */
export function listFontFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(woff2?|ttf|otf|eot)$/i.test(name))
    .sort();
}

/** The social cards in `dist/social/`: each file's size and whether it really is a JPEG. */
export function socialCards(distDir: string): { file: string; bytes: number; jpeg: boolean }[] {
  const dir = path.join(distDir, 'social');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort()
    .map((file) => {
      const head = Buffer.alloc(3);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, head, 0, 3, 0);
      fs.closeSync(fd);
      return {
        file: path.relative(distDir, file).split(path.sep).join('/'),
        bytes: fs.statSync(file).size,
        jpeg: file.endsWith('.jpg') && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
      };
    });
}
