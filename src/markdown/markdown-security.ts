import type { Element, Root } from 'hast';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { printable } from '../lib/printable.ts';

/**
 * What an article may contain: GitHub's allow list (no script, iframe, style, event handlers
 * or javascript:/data: URLs) plus figures and image sizes. Heading ids are kept as written.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
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
