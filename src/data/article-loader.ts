import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { markdownLimitProblems } from '../lib/markdown-limits.ts';
import { printable } from '../lib/printable.ts';
import { ArticleSourceError, stopKeepingParsedArticles, takeParsedArticleSource } from '../lib/article-source.ts';
import { reviewDigest, type ReviewedText } from '../lib/review-digest.ts';

/**
 * `textDigest`, the field the loader adds to each article's data (src/content.config.ts):
 * {@link reviewDigest} of its text as read, for comparing with its `reviewedDigest` on
 * the page (the collection keeps no Markdown: `retainBody: false`). Undefined for front-matter
 * too broken to have a text; validation names what is wrong with it.
 */
function textDigestOf(data: Record<string, unknown>, body: string): string | undefined {
  try {
    return reviewDigest({ data: data as unknown as ReviewedText['data'], body });
  } catch {
    return undefined;
  }
}

/** The part of Astro's content entry type that the glob loader calls for each file. */
interface EntryType {
  getEntryInfo(input: {
    contents: string;
    fileUrl: URL;
  }): Promise<{ data: Record<string, unknown>; body: string; slug?: unknown; rawData?: string }>;
  getRenderFunction?: (config: unknown) => Promise<((entry: { filePath?: string; body?: string }) => Promise<unknown>) | undefined>;
  [key: string]: unknown;
}

/** The loader context as Astro passes it: with the entry types it does not declare publicly. */
type GlobContext = LoaderContext & { entryTypes: Map<string, EntryType> };

/**
 * Markdown read by the one front-matter reader of the project (`parseArticleSource`), not by
 * Astro's own, so that no file means one thing to `npm run validate` and another to the build
 * (Astro's reader would also take TOML `+++` blocks and blank lines before the fence).
 * A rendering error fails the build naming the file, where the glob loader only logs it and
 * would publish the article without its text.
 */
export function withSafeMarkdown(markdown: EntryType, renderFailures: string[]): EntryType {
  return {
    ...markdown,
    async getEntryInfo({ contents, fileUrl }) {
      try {
        const { data, body } = takeParsedArticleSource(contents);
        return { data: { ...data, textDigest: textDigestOf(data, body) }, body: body.trim(), slug: data.slug };
      } catch (error) {
        if (!(error instanceof ArticleSourceError)) throw error;
        throw new Error(printable(`${path.relative(process.cwd(), fileURLToPath(fileUrl))} ${error.message}`));
      }
    },
    async getRenderFunction(config) {
      const render = await markdown.getRenderFunction?.(config);
      if (!render) return undefined;
      return async (entry) => {
        try {
          // The build validates first; `astro dev` goes on past invalid content, and must not
          // stall or crash in the Markdown step on an article over the limits either.
          const over = markdownLimitProblems(entry.body ?? '')[0];
          if (over) throw new Error(`body line ${over.line}: ${over.message} (npm run validate lists every problem)`);
          return await render(entry);
        } catch (error) {
          renderFailures.push(
            printable(`${entry.filePath ? path.relative(process.cwd(), entry.filePath) : 'an article'}: ${(error as Error).message}`),
          );
          throw error;
        }
      };
    },
  };
}

/** Astro's glob loader for Markdown articles, reading front-matter as data only. */
export function articleLoader(options: Parameters<typeof glob>[0]): Loader {
  const inner = glob(options);
  return {
    name: 'arogya-articles',
    async load(context) {
      const { entryTypes } = context as GlobContext;
      const markdown = entryTypes.get('.md');
      if (!markdown) throw new Error('Astro has no Markdown entry type: the article loader cannot read articles.');
      const renderFailures: string[] = [];
      const types = new Map(entryTypes).set('.md', withSafeMarkdown(markdown, renderFailures));
      try {
        await inner.load({ ...context, entryTypes: types } as GlobContext);
      } finally {
        // Every article validation kept has been taken: the rest (none, unless a file changed) goes.
        stopKeepingParsedArticles();
      }
      if (renderFailures.length) {
        throw new Error(
          `These articles could not be rendered, so the build stops rather than publish them without their text:\n${renderFailures.join('\n')}`,
        );
      }
    },
  };
}
