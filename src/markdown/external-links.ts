import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** The `rel` tokens every link to another site carries: no `window.opener`, no Referer. */
export const EXTERNAL_REL = ['noopener', 'noreferrer'] as const;

/**
 * Whether `href` leaves the site: read as a browser reads it from a page of the site (the URL
 * standard's parser), an `http:`/`https:` address on another origin. So the protocol-relative
 * `//host/…` is external, and so are the forms browsers take for it: `/\host`, `\\host`,
 * and tabs or newlines inside. Relative links, `#anchors`, `mailto:` and `tel:` stay.
 * @example isExternalHref('https://www.who.int/', 'https://arogya.example') // => true
 * @example isExternalHref('/\\evil.example', 'https://arogya.example') // => true
 * @example isExternalHref('https://arogya.example/post/x', 'https://arogya.example') // => false
 * @example isExternalHref('/post/x', 'https://arogya.example') // => false
 */
export function isExternalHref(href: string, siteUrl: string | URL): boolean {
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    // An address a browser cannot resolve on our origin: treat it as leaving the site.
    return true;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== site.origin;
}

/** `rel` with `noopener` and `noreferrer` added (existing tokens kept, none repeated). */
export function withExternalRel(rel: readonly string[]): string[] {
  const tokens = rel.flatMap((token) => token.split(/\s+/)).filter(Boolean);
  const seen = new Set(tokens.map((token) => token.toLowerCase()));
  return [...tokens, ...EXTERNAL_REL.filter((token) => !seen.has(token))];
}

export interface ExternalLinksOptions {
  /** The site's origin (`url` in site.yaml); links to it are not external. */
  site: string | URL;
}

/**
 * A rehype plugin that gives every article link to another site `rel="noopener noreferrer"`.
 * It must run after `rehype-sanitize`, which drops any `rel` an author wrote.
 */
export function rehypeExternalLinks(options: ExternalLinksOptions) {
  const { site } = options;
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' && node.tagName !== 'area') return;
      const href = node.properties?.href;
      if (typeof href !== 'string' || !isExternalHref(href, site)) return;
      const rel = node.properties.rel;
      const current = Array.isArray(rel) ? rel.map(String) : typeof rel === 'string' ? [rel] : [];
      node.properties.rel = withExternalRel(current);
    });
  };
}
