import type { AstroIntegration } from 'astro';
import { keepParsedArticles } from '../lib/article-source.ts';
import { ContentValidationError } from '../lib/content-errors.ts';
import { printable } from '../lib/printable.ts';
import { loadValidatedCorpus } from '../data/corpus.ts';
import { loadRegistries } from '../data/registries.ts';
import { getToday } from '../data/today.ts';
import { reviewItems } from '../lib/review-report.ts';
import { fileList, type ValidatedPost } from '../lib/validation.ts';

/**
 * Runs the author-facing content checks before Astro reads a single article, so a broken
 * article fails the build with file, field and fix, instead of vanishing or half-rendering.
 */
export function validateContent({
  onValid,
}: {
  /** Gets the validated articles, so later steps (the sitemap) need not read the corpus again. */
  onValid?: (posts: ValidatedPost[]) => void;
} = {}): AstroIntegration {
  return {
    name: 'arogya:validate-content',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        try {
          // The content layer reads the same files next: what validation parses is kept for it.
          if (command === 'build') keepParsedArticles();
          const posts = loadValidatedCorpus();
          logger.info(`${posts.length} articles and the registries are valid.`);
          // Overdue and changed articles stay published (with a notice on the page); the build says which.
          const policy = loadRegistries().site.review;
          const items = reviewItems(posts, policy, getToday());
          for (const item of items) {
            if (item.kind !== 'overdue' || !item.review) continue;
            logger.warn(
              `${printable(item.file)}: medical review overdue since ${item.review.nextReview} (last reviewed ${item.review.lastReviewed}); the page shows a notice. Fix: review it and record it with \`npm run review\` (npm run review-report lists all).`,
            );
          }
          // One line, not one per article: after a large edit it would bury every other warning.
          const changed = items.filter((item) => item.kind === 'text-changed').map((item) => printable(item.file));
          if (changed.length) {
            logger.warn(
              `${changed.length} ${changed.length === 1 ? 'article changed' : 'articles changed'} after their medical review (${fileList(changed, 5)}); each page says so and its structured data claims no review. Fix: review them and record it with \`npm run review\` (npm run review-report lists all).`,
            );
          }
          onValid?.(posts);
        } catch (error) {
          if (!(error instanceof ContentValidationError)) throw error;
          // The dev server keeps running so the author can fix the file and reload.
          if (command === 'dev') logger.error(error.message);
          else throw error;
        }
      },
    },
  };
}
