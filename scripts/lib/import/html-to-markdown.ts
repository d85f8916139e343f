/**
 * Turns a legacy article body (HTML from the editor) into clean Markdown with the unified
 * ecosystem: rehype-parse → rehype-remark → remark-gfm → remark-stringify. Images and links
 * keep their URLs exactly as they are.
 */
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, { type Options as RehypeRemarkOptions } from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';

export interface ConvertedBody {
  /** The Markdown body, ending without a newline ('' for an empty body). */
  markdown: string;
  /** Plain text of the first paragraph that has any ('' if none), for a metaDescription. */
  firstParagraph: string;
  /** Plain text of the whole body, for telling its language. */
  text: string;
}

type Handler = NonNullable<RehypeRemarkOptions['handlers']>[string];

/**
 * Video embeds (`<iframe src>`) become a link to the video, rather than vanish (the default
 * keeps only iframes that have a title).
 */
const iframe: Handler = (_state, node) => {
  const src = node.properties?.src;
  if (typeof src !== 'string' || !src) return undefined;
  const title = typeof node.properties?.title === 'string' && node.properties.title.trim() ? node.properties.title.trim() : src;
  return { type: 'paragraph', children: [{ type: 'link', url: src, title: null, children: [{ type: 'text', value: title }] }] };
};

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

const parser = unified().use(rehypeParse, { fragment: true }).use(rehypeRemark, { handlers: { iframe } });
const writer = unified().use(remarkGfm).use(remarkStringify, STRINGIFY);

/**
 * Converts an HTML body to Markdown, with its first paragraph and whole text in plain form.
 * @example htmlToMarkdown('<p>Salt is <b>sodium</b> chloride.</p>').markdown // => 'Salt is **sodium** chloride.'
 */
export function htmlToMarkdown(html: string, options: { title?: string | undefined } = {}): ConvertedBody {
  const tree = parser.runSync(parser.parse(html)) as Root;
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
  };
}
