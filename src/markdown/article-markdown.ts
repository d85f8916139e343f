import type { UnifiedProcessorOptions } from '@astrojs/markdown-remark';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeExternalLinks } from './external-links.ts';
import { articleSanitizeSchema, rehypeDropUserinfoUrls, rehypeLinkPrefixedIds, rehypeReportUnsafeHtml } from './markdown-security.ts';

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
    // Footnote ids get their `user-content-` prefix from the sanitiser, like every other id.
    remarkRehype: { clobberPrefix: '' },
    // After sanitising: addresses with a user name before the host go, in-page links follow the
    // prefixed ids, and links to other sites get rel="noopener noreferrer" (sanitising drops `rel`).
    rehypePlugins: [
      rehypeRaw,
      rehypeReportUnsafeHtml,
      [rehypeSanitize, articleSanitizeSchema],
      rehypeDropUserinfoUrls,
      rehypeLinkPrefixedIds,
      [rehypeExternalLinks, { site }],
    ],
  } satisfies UnifiedProcessorOptions;
}
