import type { UnifiedProcessorOptions } from '@astrojs/markdown-remark';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeExternalLinks } from './external-links.ts';
import { articleSanitizeSchema, rehypeReportUnsafeHtml } from './markdown-security.ts';

/**
 * The Markdown step of articles, as `astro.config.mjs` hands it to Astro (`markdown.processor:
 * unified(articleMarkdown(site.url))`), and as the tests run it with Astro's own
 * `createMarkdownProcessor`. Articles arrive by pull request: raw HTML is parsed, what is
 * unsafe is reported and removed; Astro's own image and heading-id steps run after these.
 */
export function articleMarkdown(site: string) {
  return {
    // SmartyPants (curly quotes, dashes) took almost half of the Markdown time, about 3.5 ms
    // an article: too much for a 10,000-article build. Quotes and dashes print as typed.
    smartypants: false,
    // Links to other sites get rel="noopener noreferrer" after sanitising (which drops `rel`).
    rehypePlugins: [rehypeRaw, rehypeReportUnsafeHtml, [rehypeSanitize, articleSanitizeSchema], [rehypeExternalLinks, { site }]],
  } satisfies UnifiedProcessorOptions;
}
