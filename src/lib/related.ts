import type { PostIndex, PostLike } from './posts.ts';

/**
 * Articles to read next: same language, same category first (newest first), then those
 * sharing the most tags; never the article itself.
 */
export function relatedPosts<T extends { data: PostLike }>(index: PostIndex<T>, post: T, limit = 4): T[] {
  const { slug, lang, primaryCategorySlug, tags } = post.data;
  const candidates = (index.byLang.get(lang) ?? []).filter((other) => other.data.slug !== slug);
  const sameCategory = candidates.filter((other) => other.data.primaryCategorySlug === primaryCategorySlug);
  const byTags = candidates
    .filter((other) => other.data.primaryCategorySlug !== primaryCategorySlug)
    .map((other) => ({ other, shared: other.data.tags.filter((tag) => tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ other }) => other);
  return [...sameCategory, ...byTags].slice(0, limit);
}

/**
 * The previous (older) and next (newer) article in the same category and language, by first
 * publication, so that a series ("Part 1", "Part 2", …) reads in order.
 */
export function adjacentInCategory<T extends { data: PostLike }>(
  index: PostIndex<T>,
  post: T,
): { previous?: T | undefined; next?: T | undefined } {
  const inCategory = (index.byCategory.get(post.data.primaryCategorySlug) ?? [])
    .filter((other) => other.data.lang === post.data.lang)
    .sort(
    (a, b) => a.data.postTime - b.data.postTime || a.data.slug.localeCompare(b.data.slug),
  );
  const at = inCategory.findIndex((other) => other.data.slug === post.data.slug);
  if (at < 0) return {};
  return { previous: inCategory[at - 1], next: inCategory[at + 1] };
}
