/**
 * Turns a legacy article body (HTML from the editor) into clean Markdown with the unified
 * ecosystem: rehype-parse → rehype-remark → remark-gfm → remark-stringify. Images and links
 * keep their URLs exactly as they are.
 *
 * Nothing active survives: scripts, embeds (iframe, object, embed…), event-handler attributes,
 * `javascript:`/`vbscript:`/`data:` addresses and images without a usable address are removed
 * before the conversion, and each removal is counted and named for the import report (the names
 * are the build's own, from `findUnsafeHtml`).
 */
import type { Element, ElementContent } from 'hast';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { findUnsafeHtml, USERINFO_FINDING } from '../../../src/markdown/markdown-security.ts';
import { MAX_ARTICLE_BYTES } from '../../../src/lib/validation.ts';
import { hasUserinfo } from '../../../src/lib/urls.ts';

/** One kind of unsafe HTML taken out of a body, for the report. */
export interface RemovedHtml {
  /** As the build names it: `<script>`, `onerror attribute`, `javascript: URL in href`, `<img> without a usable src`. */
  what: string;
  count: number;
  /** The addresses it pointed to (an iframe's src, an image's src), shown in the report only. */
  sources: string[];
}

export interface ConvertedBody {
  /** The Markdown body, ending without a newline ('' for an empty body). */
  markdown: string;
  /** Plain text of the first paragraph that has any ('' if none), for a metaDescription. */
  firstParagraph: string;
  /** Plain text of the whole body, for telling its language. */
  text: string;
  /** Every unsafe thing removed from the HTML, in the order first met. */
  removed: RemovedHtml[];
}

/**
 * Elements that run code, load another document or change how the page resolves addresses:
 * removed with everything inside them. (Other elements the site does not allow, such as
 * `<span style>` or `<font>`, only lose their markup in the conversion and are not reported.)
 * An `<iframe>` does not become a link to its source either: a reader would follow it to
 * whatever the embed pointed at.
 */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'noscript',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'link',
  'meta',
  'svg',
  'math',
]);

/** `javascript: URL in href` as `findUnsafeHtml` names a dangerous address, split into its parts. */
const DANGEROUS_URL_FINDING = /^([a-z]+): URL in (\w+)$/;

/** The longest address the report shows (a `data:` image can be megabytes). */
const SHOWN_SOURCE_MAX = 80;

function shownSource(value: unknown): string {
  if (value === undefined || value === null) return 'no src';
  const text = String(Array.isArray(value) ? value.join(' ') : value);
  const shown = text.length > SHOWN_SOURCE_MAX ? `${text.slice(0, SHOWN_SOURCE_MAX - 1)}…` : text;
  return JSON.stringify(shown);
}

/**
 * Whether an image address can be shown as it is: an absolute `http(s)://` address with a host
 * (and no user name before it).
 * Anything else (missing, empty, `#`, `./`, `https:`, a path on the old site) would be looked up
 * by the build as a file beside the article and, not found, leave a broken placeholder in the page.
 * @example isUsableImageUrl('https://images.example.org/a.jpg') // => true
 * @example isUsableImageUrl('#') // => false
 */
export function isUsableImageUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '' && url === url.trim() && !hasUserinfo(url);
}

class Removals {
  readonly list: RemovedHtml[] = [];
  add(what: string, source?: string): void {
    let entry = this.list.find((item) => item.what === what);
    if (!entry) {
      entry = { what, count: 0, sources: [] };
      this.list.push(entry);
    }
    entry.count++;
    if (source !== undefined) entry.sources.push(source);
  }
}

/** What to do with one element: drop it (and its content), unwrap it (keep its content) or keep it. */
type Verdict = 'drop' | 'unwrap' | 'keep';

/**
 * Judges one element by what the build's `findUnsafeHtml` finds on it alone (its children are
 * judged in turn), removing its unsafe attributes and recording what goes.
 */
function inspect(node: Element, removals: Removals): Verdict {
  const properties = node.properties ?? {};
  if (ACTIVE_ELEMENTS.has(node.tagName)) {
    const source = properties.src ?? properties.data ?? properties.href;
    removals.add(`<${node.tagName}>`, source === undefined ? undefined : shownSource(source));
    return 'drop';
  }
  const findings = findUnsafeHtml({ type: 'root', children: [{ ...node, children: [] }] });
  let verdict: Verdict = 'keep';
  for (const { what } of findings) {
    if (/^on\S* attribute$/.test(what)) {
      removals.add(what);
      continue;
    }
    // A script address, or one with a user name before its host: both go.
    const property =
      DANGEROUS_URL_FINDING.exec(what)?.[2] ??
      (what.startsWith(`${USERINFO_FINDING} `) ? what.slice(USERINFO_FINDING.length + 1) : undefined);
    if (!property) continue;
    if (node.tagName === 'img' && property === 'src') {
      removals.add(what, shownSource(properties.src));
      verdict = 'drop';
    } else if (node.tagName === 'a' && property === 'href') {
      // The words of the link stay; only the address goes.
      removals.add(what, shownSource(properties.href));
      verdict = verdict === 'drop' ? 'drop' : 'unwrap';
    } else {
      removals.add(what, shownSource(properties[property]));
      delete properties[property];
    }
  }
  for (const name of Object.keys(properties)) if (/^on/i.test(name)) delete properties[name];
  if (node.tagName === 'img' && verdict !== 'drop') {
    const src = typeof properties.src === 'string' ? properties.src.trim() : undefined;
    if (src === undefined || !isUsableImageUrl(src)) {
      removals.add('<img> without a usable src', shownSource(properties.src));
      return 'drop';
    }
    properties.src = src;
  }
  return verdict;
}

function defuseChildren(parent: { children: ElementContent[] }, removals: Removals): void {
  const kept: ElementContent[] = [];
  for (const child of parent.children) {
    if (child.type !== 'element') {
      kept.push(child);
      continue;
    }
    const verdict = inspect(child, removals);
    if (verdict === 'drop') continue;
    defuseChildren(child, removals);
    if (verdict === 'unwrap') kept.push(...child.children);
    else kept.push(child);
  }
  parent.children = kept;
}

/** The build's name for a dangerous address in a link (`javascript: URL in href`), if it is one. */
function dangerousHref(url: string): string | undefined {
  return findUnsafeHtml({ type: 'root', children: [{ type: 'element', tagName: 'a', properties: { href: url }, children: [] }] })[0]?.what;
}

/**
 * The same rules once more on the Markdown tree, for images and links that the conversion makes
 * from other elements (a video's poster becomes an image, its source a link).
 */
function defuseMarkdown(parent: Parents, removals: Removals): void {
  const kept: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'image' && !isUsableImageUrl(child.url)) {
      removals.add('image without a usable address', shownSource(child.url));
      continue;
    }
    if ('children' in child) defuseMarkdown(child, removals);
    const dangerous = child.type === 'link' ? dangerousHref(child.url) : undefined;
    if (child.type === 'link' && dangerous) {
      removals.add(dangerous, shownSource(child.url));
      kept.push(...(child.children as RootContent[]));
    } else {
      kept.push(child);
    }
  }
  (parent as { children: RootContent[] }).children = kept;
}

/** Plain text of an mdast node (image alt text included). */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if ('children' in node) {
    const separator = node.type === 'root' || node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' ? '\n' : '';
    return (node.children as Nodes[]).map(plainText).join(separator);
  }
  return '';
}

const NBSP = /\u00a0/g;

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, fn);
}

/** Whether a block carries nothing (an editor's `<p>&nbsp;</p>` spacer). */
function isEmptyBlock(node: RootContent): boolean {
  if (node.type !== 'paragraph' && node.type !== 'heading') return false;
  let content = false;
  visit(node, (child) => {
    if (child.type === 'image' || child.type === 'imageReference') content = true;
  });
  return !content && plainText(node).trim() === '';
}

function removeEmptyBlocks(parent: Parents): void {
  const kept = (parent.children as RootContent[]).filter((child) => !isEmptyBlock(child));
  (parent as { children: RootContent[] }).children = kept;
  for (const child of kept) if ('children' in child && child.type !== 'paragraph' && child.type !== 'heading') removeEmptyBlocks(child);
}

/**
 * Tidies what editors leave behind: non-breaking spaces become spaces, empty paragraphs go,
 * a first `#` heading that repeats the title goes (the page prints the title), and when `#`
 * headings remain every heading moves one level down (the title is the page's only `#`).
 */
export function tidy(tree: Root, title?: string): void {
  visit(tree, (node) => {
    if (node.type === 'text') node.value = node.value.replace(NBSP, ' ');
  });
  removeEmptyBlocks(tree);
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1 && title && plainText(first).trim() === title.trim()) {
    tree.children.shift();
  }
  let hasTopHeading = false;
  visit(tree, (node) => {
    if (node.type === 'heading' && node.depth === 1) hasTopHeading = true;
  });
  if (hasTopHeading) {
    visit(tree, (node) => {
      if (node.type === 'heading') node.depth = Math.min(6, node.depth + 1) as typeof node.depth;
    });
  }
}

const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
};

/** Stands in for `&` in URLs while stringifying, so that it is not escaped as `\&`. */
const AMPERSAND = '\uE000';

/**
 * remark-stringify escapes every `&` before a letter in a URL (`?a=1\&b=2`); that is correct
 * Markdown but changes how the URL reads. An `&` that cannot start a character reference
 * (no `;` follows the name) is written as it is.
 */
function protectUrls(tree: Root): boolean {
  let safe = true;
  visit(tree, (node) => {
    if ('value' in node && typeof node.value === 'string' && node.value.includes(AMPERSAND)) safe = false;
  });
  if (!safe) return false;
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = node.url.replace(/&(?![A-Za-z0-9#]+;)/g, AMPERSAND);
    }
  });
  return true;
}

/**
 * The deepest HTML the importer converts. The conversion walks the tree recursively, and 20,000
 * nested `<div>`s overflowed the stack; an editor's HTML nests a few levels (the fixture
 * exports at most 3), and an article validate accepts nests far less than this.
 */
export const MAX_IMPORT_HTML_DEPTH = 100;

/** HTML the importer will not convert: the message says why (the document is skipped with it). */
export class UnconvertibleHtmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnconvertibleHtmlError';
  }
}

/**
 * The largest HTML body the importer converts: twice the largest article file (validate's
 * limit), as Markdown keeps nearly all of an article's text. Converting costs about 15 s a MB.
 */
export const MAX_IMPORT_HTML_BYTES = 2 * MAX_ARTICLE_BYTES;

/**
 * How deeply the elements of an HTML fragment nest, as the HTML parser (parse5, the one rehype
 * uses) builds them, measured without recursion so that any depth can be measured.
 * @example htmlNestingDepth('<p>a <b>b</b></p><p>c</p>') // => 2
 */
export function htmlNestingDepth(html: string): number {
  type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;
  let deepest = 0;
  const stack: [Node, number][] = [[parseFragment(html), 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) stack.push([child, 'tagName' in child ? depth + 1 : depth]);
  }
  return deepest;
}

const reader = unified().use(rehypeParse, { fragment: true });
const toMarkdownTree = unified().use(rehypeRemark);
const writer = unified().use(remarkGfm).use(remarkStringify, STRINGIFY);

/**
 * Converts an HTML body to Markdown, with its first paragraph and whole text in plain form.
 * @throws UnconvertibleHtmlError for HTML larger than {@link MAX_IMPORT_HTML_BYTES} or nested deeper than {@link MAX_IMPORT_HTML_DEPTH}.
 * @example htmlToMarkdown('<p>Salt is <b>sodium</b> chloride.</p>').markdown // => 'Salt is **sodium** chloride.'
 */
export function htmlToMarkdown(html: string, options: { title?: string | undefined } = {}): ConvertedBody {
  const bytes = Buffer.byteLength(html);
  if (bytes > MAX_IMPORT_HTML_BYTES) {
    throw new UnconvertibleHtmlError(
      `its HTML body is ${(bytes / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_IMPORT_HTML_BYTES / 1024 / 1024} MB the importer converts (an article may be at most ${MAX_ARTICLE_BYTES / 1024 / 1024} MB). Fix: split the document into parts, then export it again`,
    );
  }
  const depth = htmlNestingDepth(html);
  if (depth > MAX_IMPORT_HTML_DEPTH) {
    throw new UnconvertibleHtmlError(
      `its HTML nests elements ${depth} deep, more than the ${MAX_IMPORT_HTML_DEPTH} the importer converts (an editor's HTML nests a few levels). Fix: simplify the document's HTML, then export it again`,
    );
  }
  const removals = new Removals();
  const hast = reader.parse(html);
  defuseChildren(hast as unknown as { children: ElementContent[] }, removals);
  const tree = toMarkdownTree.runSync(hast) as Root;
  defuseMarkdown(tree, removals);
  tidy(tree, options.title);
  const firstParagraph = tree.children.find((node) => node.type === 'paragraph' && plainText(node).trim());
  const text = plainText(tree);
  const protectedUrls = protectUrls(tree);
  let markdown = writer.stringify(writer.runSync(tree) as Root).trim();
  if (protectedUrls) markdown = markdown.replaceAll(AMPERSAND, '&');
  return {
    markdown,
    firstParagraph: firstParagraph ? plainText(firstParagraph).replace(/\s+/g, ' ').trim() : '',
    text,
    removed: removals.list,
  };
}
