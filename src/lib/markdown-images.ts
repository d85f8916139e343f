import type { Definition, Image, ImageReference, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';

/** One image an article's Markdown shows, as the build will see it. */
export interface MarkdownImage {
  /** The address after `decodeURI`, as Astro's image step decodes it; undefined if that fails. */
  url: string | undefined;
  /** The address as written. */
  written: string;
}

/**
 * Every image of a Markdown body, found the way Astro's build finds the images it must load
 * (`![alt](url)` and `![alt][ref]` with its `[ref]: url` definition), so that validate judges
 * exactly the files the build would open.
 * @example markdownImages('![Salt](../../images/salt.svg)') // => [{ url: '../../images/salt.svg', written: '../../images/salt.svg' }]
 */
export function markdownImages(body: string): MarkdownImage[] {
  // Both forms start with "![": most articles have none and need no parse.
  if (!body.includes('![')) return [];
  const tree: Root = fromMarkdown(body);
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node: Definition) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
  });
  const images: MarkdownImage[] = [];
  visit(tree, (node) => {
    const written =
      node.type === 'image'
        ? (node as Image).url
        : node.type === 'imageReference'
          ? definitions.get((node as ImageReference).identifier)
          : undefined;
    if (!written) return;
    let url: string | undefined;
    try {
      url = decodeURI(written);
    } catch {
      url = undefined;
    }
    images.push({ url, written });
  });
  return images;
}
