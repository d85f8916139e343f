import type { Locale } from '../i18n/locales.ts';
import { translationsOf, type PostIndex, type PostLike } from './posts.ts';

// Both functions run once per article page. They read the lists `buildPostIndex` made and
// keep what they derive from them per index, so building N articles costs about N lookups,
// not N scans of the whole corpus (at 10,000 articles the scans took ~40 s of the build).

/** Each post's place in `index.all` (newest first): the tie-break that keeps results stable. */
const positions = new WeakMap<object, Map<unknown, number>>();

function positionIn<T extends { data: PostLike }>(index: PostIndex<T>): Map<unknown, number> {
  let map = positions.get(index);
  if (!map) {
    map = new Map(index.all.map((post, i) => [post, i]));
    positions.set(index, map);
  }
  return map;
}

/**
 * Articles to read next: same language, same category first (newest first), then those
 * sharing the most tags (newest first among equals); never the article itself.
 */
export function relatedPosts<T extends { data: PostLike }>(index: PostIndex<T>, post: T, limit = 4): T[] {
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
  const position = positionIn(index);
  const byTags = [...shared]
    .sort(([a, sharedA], [b, sharedB]) => sharedB - sharedA || position.get(a)! - position.get(b)!)
    .map(([other]) => other);
  return [...related, ...byTags].slice(0, limit);
}

/** Per index: each category's articles in one language, oldest first, and where each one is. */
const seriesCache = new WeakMap<object, Map<string, { list: unknown[]; at: Map<string, number> }>>();

/**
 * The previous (older) and next (newer) article in the same category and language, by first
 * publication, so that a series ("Part 1", "Part 2", …) reads in order.
 */
export function adjacentInCategory<T extends { data: PostLike }>(
  index: PostIndex<T>,
  post: T,
): { previous?: T | undefined; next?: T | undefined } {
  let byKey = seriesCache.get(index);
  if (!byKey) {
    byKey = new Map();
    seriesCache.set(index, byKey);
  }
  const key = `${post.data.primaryCategorySlug}\u0000${post.data.lang}`;
  let series = byKey.get(key);
  if (!series) {
    const list = (index.byCategory.get(post.data.primaryCategorySlug) ?? [])
      .filter((other) => other.data.lang === post.data.lang)
      .sort((a, b) => a.data.postTime - b.data.postTime || a.data.slug.localeCompare(b.data.slug));
    series = { list, at: new Map(list.map((other, i) => [other.data.slug, i])) };
    byKey.set(key, series);
  }
  const at = series.at.get(post.data.slug);
  if (at === undefined) return {};
  return { previous: series.list[at - 1] as T | undefined, next: series.list[at + 1] as T | undefined };
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
