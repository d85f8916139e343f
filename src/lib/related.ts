import type { Locale } from '../i18n/locales.ts';
import { seriesKey, translationsOf, type PostIndex, type PostLike } from './posts.ts';

// Both functions run once per article page and only read the lists `buildPostIndex` made, so
// building N articles costs about N lookups, not N scans of the whole corpus.

/**
 * Articles to read next: same language, same category first (newest first), then those
 * sharing the most tags (newest first among equals); never the article itself. Three: a
 * short list on a phone, and each card costs the article's first-render bytes.
 */
export function relatedPosts<T extends { data: PostLike }>(index: PostIndex<T>, post: T, limit = 3): T[] {
  const { slug, lang, primaryCategorySlug, tags } = post.data;
  const related: T[] = [];
  for (const other of index.byCategory.get(primaryCategorySlug) ?? []) {
    if (related.length >= limit) return related;
    if (other.data.lang === lang && other.data.slug !== slug) related.push(other);
  }
  if (related.length >= limit) return related;
  // Fewer than `limit` in the category: add articles of other categories by shared tags.
  const shared = new Map<T, number>();
  for (const tag of new Set(tags)) {
    for (const other of index.byTag.get(tag) ?? []) {
      if (other.data.lang !== lang || other.data.slug === slug || other.data.primaryCategorySlug === primaryCategorySlug) continue;
      shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  const byTags = [...shared]
    .sort(([a, sharedA], [b, sharedB]) => sharedB - sharedA || index.position.get(a)! - index.position.get(b)!)
    .map(([other]) => other);
  return [...related, ...byTags].slice(0, limit);
}

/**
 * The previous (older) and next (newer) article in the same category and language, by first
 * publication, so that a series ("Part 1", "Part 2", …) reads in order.
 */
export function adjacentInCategory<T extends { data: PostLike }>(
  index: PostIndex<T>,
  post: T,
): { previous?: T | undefined; next?: T | undefined } {
  const series = index.series.get(seriesKey(post)) ?? [];
  const at = index.seriesPosition.get(post);
  if (at === undefined) return {};
  return { previous: series[at - 1], next: series[at + 1] };
}

/** The other articles an article page links to, computed once per page. */
export interface ArticleLinks<T> {
  related: T[];
  previous?: T | undefined;
  next?: T | undefined;
  /** The slug of the article in each language it exists in (itself included). */
  versions: Partial<Record<Locale, string>>;
}

/** Everything {@link ArticleLinks} lists for `post`. */
export function articleLinks<T extends { data: PostLike }>(index: PostIndex<T>, post: T): ArticleLinks<T> {
  return { related: relatedPosts(index, post), ...adjacentInCategory(index, post), versions: translationsOf(index, post) };
}
