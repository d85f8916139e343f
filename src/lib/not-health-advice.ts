import { LOCALE_NAMES } from '../i18n/locales.ts';
import { isPublished } from './posts.ts';
import { markdownCell, markdownFile, type ReportPost } from './review-report.ts';

/**
 * Every published article that says `healthAdvice: false`, for `npm run review-report`: each is
 * spared a medical review (validate allows it only in the categories site.yaml lists under
 * `notHealthAdvice`), so an editor sees every one of them. Ordered by file.
 */
export function notHealthAdviceItems(posts: readonly ReportPost[]): ReportPost[] {
  return posts.filter((post) => isPublished(post.data) && !post.data.healthAdvice).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The list as a Markdown section, after the review tables.
 * @example notHealthAdviceMarkdown([]) // includes 'No published article says healthAdvice: false.'
 */
export function notHealthAdviceMarkdown(posts: readonly ReportPost[]): string {
  const lines = [
    '### Not health advice: no medical review',
    '',
    'These articles say `healthAdvice: false`, so they name no reviewer and are not marked up as medical pages. Check that none gives health advice.',
    '',
  ];
  if (!posts.length) return `${[...lines, 'No published article says healthAdvice: false.'].join('\n')}\n`;
  lines.push(
    '| Article | Language | Category |',
    '| --- | --- | --- |',
    ...posts.map(
      ({ file, data }) =>
        `| ${markdownFile(file)} | ${LOCALE_NAMES[data.lang]} (${data.lang}) | ${markdownCell(data.primaryCategorySlug)} |`,
    ),
  );
  return `${lines.join('\n')}\n`;
}
