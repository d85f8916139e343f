import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales.ts';
import { isoDateInIndia } from './dates.ts';
import { printable } from './printable.ts';
import type { PostFrontmatter } from './post-schema.ts';
import { isPublished } from './posts.ts';
import { reviewDigest } from './review-digest.ts';
import {
  DUE_SOON_DAYS,
  reviewState,
  textChangedSinceReview,
  translationLag,
  type ReviewState,
  type TextChange,
  type TranslationLag,
} from './review.ts';

/**
 * What editors must look at: published articles whose medical review is overdue or due soon,
 * whose text changed after its review, and translations whose English source changed after they
 * were translated. Pure: the articles, the
 * policy and "today" come in; `npm run review-report` prints the Markdown and the build warns
 * about each overdue file.
 */

/** An article as the report reads it: where it is, its validated front-matter and its Markdown. */
export interface ReportPost {
  file: string;
  data: PostFrontmatter;
  body: string;
}

export type ReviewItemKind = 'overdue' | 'text-changed' | 'due-soon' | 'translation-behind';

export interface ReviewItem {
  kind: ReviewItemKind;
  file: string;
  slug: string;
  lang: Locale;
  /** `reviewedBy` as written, or undefined when the article names no reviewer. */
  reviewer: string | undefined;
  /** For overdue, text-changed and due-soon items. */
  review?: ReviewState | undefined;
  /** For text-changed items: the text is no longer the one the reviewer signed off. */
  changed?: TextChange | undefined;
  /** For translation-behind items, with the English source's file. */
  lag?: (TranslationLag & { sourceFile: string }) | undefined;
}

const KIND_ORDER: Record<ReviewItemKind, number> = { overdue: 0, 'text-changed': 1, 'due-soon': 2, 'translation-behind': 3 };

/** The date an item is sorted by within its kind: the review day, the due date, or when the English changed. */
function itemDate(item: ReviewItem): string {
  if (item.kind === 'text-changed') return item.review!.lastReviewed;
  return item.review?.nextReview ?? (item.lag ? isoDateInIndia(item.lag.sourceModified) : '');
}

/**
 * Every published article whose review is overdue or due within {@link DUE_SOON_DAYS} days of
 * `today`, whose text changed after its review, and every published translation behind its
 * published English source (an article can be several). Ordered overdue, text changed, due soon,
 * behind; earliest date first, then by file.
 */
export function reviewItems(posts: readonly ReportPost[], policy: { intervalMonths: number }, today: string): ReviewItem[] {
  const published = posts.filter((post) => isPublished(post.data));
  const english = new Map<string, ReportPost>();
  for (const post of published) if (post.data.lang === 'en' && post.data.translationKey) english.set(post.data.translationKey, post);
  const items: ReviewItem[] = [];
  for (const { file, data, body } of published) {
    const base = { file, slug: data.slug, lang: data.lang, reviewer: data.reviewedBy };
    const review = reviewState(data, policy, today);
    if (review && review.status !== 'current') items.push({ ...base, kind: review.status, review });
    const changed = review && textChangedSinceReview(data, reviewDigest({ data, body }));
    if (changed) items.push({ ...base, kind: 'text-changed', review, changed });
    const source = data.translationKey ? english.get(data.translationKey) : undefined;
    const lag = translationLag(data, source?.data);
    if (lag && source) items.push({ ...base, kind: 'translation-behind', lag: { ...lag, sourceFile: source.file } });
  }
  return items.sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || itemDate(a).localeCompare(itemDate(b)) || a.file.localeCompare(b.file),
  );
}

/** One reviewer's items in one language. */
export interface ReviewGroup {
  reviewer: string | undefined;
  lang: Locale;
  items: ReviewItem[];
}

/** Items grouped by reviewer (alphabetically, articles without one last), then by language. */
export function groupReviewItems(items: readonly ReviewItem[]): ReviewGroup[] {
  const groups = new Map<string, ReviewGroup>();
  for (const item of items) {
    const key = `${item.reviewer ?? ''}\u0000${item.lang}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { reviewer: item.reviewer, lang: item.lang, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.reviewer === undefined) - Number(b.reviewer === undefined) ||
      (a.reviewer ?? '').localeCompare(b.reviewer ?? '') ||
      LOCALES.indexOf(a.lang) - LOCALES.indexOf(b.lang),
  );
}

/**
 * Text from content, safe in a Markdown table cell: it cannot end the cell, start a link, an
 * autolink (`www.`, `https://`, `a@b`) or HTML, or break the line (a CI summary renders it).
 * @example markdownCell('a|b <i>') // => 'a\\|b \\<i\\>'
 * @example markdownCell('www.evil.example') // => 'www\\.evil.example'
 */
export function markdownCell(text: string): string {
  return printable(text.replace(/[\r\n]+/g, ' '))
    .replace(/[\\`*_[\]<>|#!~@]/g, (c) => `\\${c}`)
    .replace(/(www)\./gi, '$1\\.')
    .replace(/:(?=\/\/)/g, '\\:');
}

/**
 * A file name from content in a Markdown table cell: a code span, in which nothing becomes a
 * link or markup (only `|` is escaped, as tables require), with control characters shown.
 * @example markdownFile('content/posts/en/www.evil.example.md') // => '`content/posts/en/www.evil.example.md`'
 */
export function markdownFile(file: string): string {
  const text = printable(file).replaceAll('|', '\\|');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A code span drops one space at each end; the spaces let it start or end with a backtick.
  const pad = longest || /^ | $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function statusCells(item: ReviewItem): [string, string, string] {
  if (item.changed) {
    const { lastReviewed } = item.review!;
    const updated = item.changed.updated === undefined ? '' : ` (updated ${isoDateInIndia(item.changed.updated)})`;
    return [
      'Text changed after review',
      lastReviewed,
      `the text is not the one reviewed on ${lastReviewed}${updated}; review it, then \`npm run review -- ${item.slug} --by …\` (\`--restamp\` if the meaning did not change)`,
    ];
  }
  if (item.review) {
    const { nextReview, lastReviewed, daysLeft } = item.review;
    return item.kind === 'overdue'
      ? ['Review overdue', nextReview, `due ${plural(-daysLeft, 'day', 'days')} ago; last reviewed ${lastReviewed}`]
      : [
          'Review due soon',
          nextReview,
          `${daysLeft === 0 ? 'due today' : `due in ${plural(daysLeft, 'day', 'days')}`}; last reviewed ${lastReviewed}`,
        ];
  }
  const lag = item.lag!;
  return [
    'Translation behind English',
    isoDateInIndia(lag.sourceModified),
    `English ${markdownFile(lag.sourceFile)} changed (postTimeodified ${lag.sourceModified}); translated from ${lag.translatedFrom} (${isoDateInIndia(lag.translatedFrom)})`,
  ];
}

/**
 * The report as Markdown: a summary line, then one table per reviewer and language. A reviewer is
 * shown by `nameOf(id)` (their name in people.yaml) with the id, or by the id alone.
 * @example reviewReportMarkdown([], { intervalMonths: 24 }, '2026-06-01') // includes 'Nothing is overdue'
 */
export function reviewReportMarkdown(
  items: readonly ReviewItem[],
  policy: { intervalMonths: number },
  today: string,
  nameOf: (id: string) => string | undefined = () => undefined,
): string {
  const reviewerHeading = (id: string | undefined) => {
    if (id === undefined) return 'No reviewer named';
    const name = nameOf(id);
    return name && name !== id ? `${markdownCell(name)} (${markdownCell(id)})` : markdownCell(id);
  };
  const count = (kind: ReviewItemKind) => items.filter((item) => item.kind === kind).length;
  const lines = [
    `## Review report, ${today}`,
    '',
    `Policy: a medical review stays current for ${policy.intervalMonths} months; "due soon" means within ${DUE_SOON_DAYS} days.`,
    '',
  ];
  if (items.length === 0) {
    lines.push(`Nothing is overdue, changed after review, due within ${DUE_SOON_DAYS} days or behind its English source.`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `${plural(count('overdue'), 'review', 'reviews')} overdue, ${plural(count('text-changed'), 'text', 'texts')} changed after review, ${plural(count('due-soon'), 'review', 'reviews')} due within ${DUE_SOON_DAYS} days, ${plural(count('translation-behind'), 'translation', 'translations')} behind the English source.`,
  );
  for (const group of groupReviewItems(items)) {
    lines.push(
      '',
      `### ${reviewerHeading(group.reviewer)} · ${LOCALE_NAMES[group.lang]} (${group.lang})`,
      '',
      '| Article | Status | Date | Details |',
      '| --- | --- | --- | --- |',
      ...group.items.map((item) => `| ${markdownFile(item.file)} | ${statusCells(item).join(' | ')} |`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `--strict`: 1 when a review is overdue or no longer covers its article's text, else 0 (due soon
 * and lagging translations never fail).
 */
export function reviewReportExitCode(items: readonly ReviewItem[], strict: boolean): 0 | 1 {
  return strict && items.some((item) => item.kind === 'overdue' || item.kind === 'text-changed') ? 1 : 0;
}
