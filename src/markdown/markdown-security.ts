import type { Element, Root } from 'hast';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { printable } from '../lib/printable.ts';
import { hasUserinfo } from '../lib/urls.ts';

/** What every `id` and `name` an article writes starts with (see `articleSanitizeSchema`). */
export const CONTENT_ID_PREFIX = 'user-content-';

/**
 * What an article may contain: GitHub's allow list (no script, iframe, style, event handlers
 * or javascript:/data: URLs) plus figures and image sizes. Every `id` and `name` gets the
 * prefix `user-content-`, as on GitHub: `<img name="querySelectorAll">` would otherwise
 * replace `document.querySelectorAll` for the page's own scripts (DOM clobbering).
 * `rehypeLinkPrefixedIds` points the article's own `#x` links at the prefixed ids.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: ['ariaDescribedBy', 'ariaLabelledBy', 'id', 'name'],
  clobberPrefix: CONTENT_ID_PREFIX,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption'],
  attributes: {
    ...defaultSchema.attributes,
    img: [...(defaultSchema.attributes?.img ?? []), 'width', 'height', 'loading', 'decoding'],
  },
};

const ALLOWED_TAGS = new Set(articleSanitizeSchema.tagNames);
const URL_PROPERTIES = ['href', 'src', 'srcSet', 'action', 'formAction', 'poster', 'cite'];
/** Schemes a browser would run or inline: never allowed in an article. */
const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;

export interface UnsafeHtmlFinding {
  /** What was found, e.g. `<script>`, `onclick attribute`, `javascript: URL`. */
  what: string;
  line?: number | undefined;
}

/** How a user name before a host is reported (`rehypeDropUserinfoUrls` removes it). */
export const USERINFO_FINDING = 'user@host address in';

/** The addresses of a URL property: one, or each candidate of a `srcset`. */
function addressesOf(name: string, value: unknown): string[] {
  const text = String(Array.isArray(value) ? value.join(name === 'srcSet' ? ', ' : ' ') : value);
  return name === 'srcSet' ? text.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [text];
}

/** Lists what the sanitiser will remove from an article's HTML tree. */
export function findUnsafeHtml(tree: Root): UnsafeHtmlFinding[] {
  const findings: UnsafeHtmlFinding[] = [];
  visit(tree, 'element', (node: Element) => {
    const line = node.position?.start.line;
    if (!ALLOWED_TAGS.has(node.tagName)) findings.push({ what: `<${node.tagName}>`, line });
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      if (/^on/i.test(name)) findings.push({ what: `${name.toLowerCase()} attribute`, line });
      else if (name === 'style') findings.push({ what: 'style attribute', line });
      else if (URL_PROPERTIES.includes(name)) {
        // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
        const url = String(Array.isArray(value) ? value.join(' ') : value).replace(/[\u0000-\u0020]/g, '');
        if (DANGEROUS_URL.test(url)) findings.push({ what: `${url.split(':')[0]?.toLowerCase()}: URL in ${name}`, line });
        else if (addressesOf(name, value).some(hasUserinfo)) findings.push({ what: `${USERINFO_FINDING} ${name}`, line });
      }
    }
  });
  return findings;
}

export interface ReportOptions {
  /** Where findings go; the build prints them as warnings naming the file. */
  report?: (file: string, findings: UnsafeHtmlFinding[]) => void;
}

function warn(file: string, findings: UnsafeHtmlFinding[]): void {
  const list = findings.map((f) => `${f.what}${f.line ? ` (body line ${f.line})` : ''}`).join(', ');
  // The file name and the tag and attribute names come from content: printed escaped.
  console.warn(printable(`[arogya:sanitize] ${file}: removed unsafe HTML: ${list}. Fix: use plain Markdown instead.`));
}

/**
 * A rehype plugin that reports, with the file name, what `rehype-sanitize` (which must run
 * right after it) is about to remove, so that an author learns why part of an article vanished.
 */
export function rehypeReportUnsafeHtml(options: ReportOptions = {}) {
  const report = options.report ?? warn;
  return (tree: Root, file: VFile) => {
    const findings = findUnsafeHtml(tree);
    if (findings.length) report(file.path ? file.path.replace(`${process.cwd()}/`, '') : '(unknown file)', findings);
  };
}

/**
 * A rehype plugin, after the sanitiser: a link to `#x` on the same page follows the id `x` to
 * its prefixed form `#user-content-x` where the article has such an id (written in HTML, or a
 * footnote), so in-page links keep working. Other `#x` links (to the heading ids Astro adds
 * later) are left as they are.
 */
export function rehypeLinkPrefixedIds() {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (typeof id === 'string' && id.startsWith(CONTENT_ID_PREFIX)) ids.add(id);
    });
    if (!ids.size) return;
    visit(tree, 'element', (node: Element) => {
      const href = node.properties?.href;
      if (typeof href !== 'string' || !href.startsWith('#')) return;
      const target = `${CONTENT_ID_PREFIX}${decodeFragment(href.slice(1))}`;
      if (!href.startsWith(`#${CONTENT_ID_PREFIX}`) && ids.has(target)) node.properties.href = `#${target}`;
    });
  };
}

/** A fragment as the id it names (`%20` is a space); as written if it is not valid %-encoding. */
function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * A rehype plugin, after the sanitiser (which keeps any http(s) address): removes every
 * address with a user name before its host (`https://www.who.int@evil.example/` reads as the
 * WHO's and goes to evil.example). A link keeps its words; `rehypeReportUnsafeHtml` names it.
 */
export function rehypeDropUserinfoUrls() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const name of URL_PROPERTIES) {
        const value = node.properties?.[name];
        if (value !== undefined && value !== null && addressesOf(name, value).some(hasUserinfo)) delete node.properties[name];
      }
    });
  };
}
