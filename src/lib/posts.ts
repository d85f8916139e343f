import type { Locale } from '../i18n/locales.ts';
import type { PostFrontmatter } from './post-schema.ts';

/** The least a listing needs from a post; content entries and validated files both fit. */
export type PostLike = Pick<
  PostFrontmatter,
  'slug' | 'status' | 'postTimeodified' | 'postTime' | 'primaryCategorySlug' | 'tags' | 'lang' | 'featured' | 'translationKey'
>;

/** The one rule for what is public: only `status: publish`. Everything else is built nowhere. */
export function isPublished(post: Pick<PostFrontmatter, 'status'>): boolean {
  return post.status === 'publish';
}

/**
 * Newest first by `postTimeodified` (the legacy order), then by slug so that equal times
 * still give the same order on every build.
 */
export function compareByModifiedDesc(a: PostLike, b: PostLike): number {
  return b.postTimeodified - a.postTimeodified || a.slug.localeCompare(b.slug);
}

/** Published posts, newest first. */
export function getPublishedPosts<T extends { data: PostLike }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => isPublished(entry.data)).sort((a, b) => compareByModifiedDesc(a.data, b.data));
}

/** Indexes of published posts computed once per build, so pages never re-scan the corpus. */
export interface PostIndex<T extends { data: PostLike }> {
  all: T[];
  bySlug: Map<string, T>;
  byCategory: Map<string, T[]>;
  byTag: Map<string, T[]>;
  byLang: Map<Locale, T[]>;
  /** Versions of one article in each language, by `translationKey`. */
  byTranslationKey: Map<string, T[]>;
  /**
   * Each category's articles in one language, oldest first by first publication (key from
   * {@link seriesKey}): the order a series ("Part 1", "Part 2", …) reads in.
   */
  series: Map<string, T[]>;
  /** Each post's place in `all` (newest first): the tie-break that keeps orders stable. */
  position: Map<T, number>;
  /** Each post's place in its list in `series`. */
  seriesPosition: Map<T, number>;
}

/** The key of a category's articles in one language in {@link PostIndex.series}. */
export function seriesKey(post: { data: Pick<PostLike, 'primaryCategorySlug' | 'lang'> }): string {
  return `${post.data.primaryCategorySlug}\u0000${post.data.lang}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds every lookup the pages need from the published posts (newest first in each list). */
export function buildPostIndex<T extends { data: PostLike }>(entries: readonly T[]): PostIndex<T> {
  const all = getPublishedPosts(entries);
  const index: PostIndex<T> = {
    all,
    bySlug: new Map(),
    byCategory: new Map(),
    byTag: new Map(),
    byLang: new Map(),
    byTranslationKey: new Map(),
    series: new Map(),
    position: new Map(all.map((post, i) => [post, i])),
    seriesPosition: new Map(),
  };
  for (const entry of all) {
    index.bySlug.set(entry.data.slug, entry);
    push(index.byCategory, entry.data.primaryCategorySlug, entry);
    for (const tag of entry.data.tags) push(index.byTag, tag, entry);
    push(index.byLang, entry.data.lang, entry);
    if (entry.data.translationKey) push(index.byTranslationKey, entry.data.translationKey, entry);
    push(index.series, seriesKey(entry), entry);
  }
  for (const list of index.series.values()) {
    list.sort((a, b) => a.data.postTime - b.data.postTime || a.data.slug.localeCompare(b.data.slug));
    list.forEach((post, i) => index.seriesPosition.set(post, i));
  }
  return index;
}

/**
 * The language of a listing, so that `<html lang>` matches what is read: the language of its
 * articles when they all share one (e.g. /category/hindi), else the fallback (mixed listings).
 */
export function listingLanguage(posts: readonly { data: Pick<PostLike, 'lang'> }[], fallback: Locale): Locale {
  const langs = new Set(posts.map(({ data }) => data.lang));
  const [only] = langs;
  return langs.size === 1 && only ? only : fallback;
}

/**
 * The published versions of a post in every language (itself included), as `lang → slug`.
 * Only posts with a `translationKey` have versions other than themselves.
 */
export function translationsOf<T extends { data: PostLike }>(index: PostIndex<T>, post: T): Partial<Record<Locale, string>> {
  const group = post.data.translationKey ? (index.byTranslationKey.get(post.data.translationKey) ?? [post]) : [post];
  return Object.fromEntries(group.map((entry) => [entry.data.lang, entry.data.slug]));
}
