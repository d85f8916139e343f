import type { AstroIntegration } from 'astro';
import { ContentValidationError } from '../lib/content-errors.ts';
import { printable } from '../lib/printable.ts';
import { loadValidatedCorpus } from '../data/corpus.ts';
import { loadRegistries } from '../data/registries.ts';
import { getToday } from '../data/today.ts';
import { reviewItems } from '../lib/review-report.ts';
import type { ValidatedPost } from '../lib/validation.ts';

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
          const posts = loadValidatedCorpus();
          logger.info(`${posts.length} articles and the registries are valid.`);
          // Overdue articles stay published (with a notice on the page); the build says which.
          const policy = loadRegistries().site.review;
          for (const item of reviewItems(posts, policy, getToday())) {
            if (item.kind !== 'overdue' || !item.review) continue;
            logger.warn(
              `${printable(item.file)}: medical review overdue since ${item.review.nextReview} (last reviewed ${item.review.lastReviewed}); the page shows a notice. Fix: review it and update lastReviewed (npm run review-report lists all).`,
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
