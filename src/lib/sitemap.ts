import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { PostLike } from './posts.ts';
import { absoluteUrl, homeUrl, postUrl } from './urls.ts';

export interface SitemapLink {
  lang: string;
  url: string;
}

/**
 * `hreflang` alternates for the sitemap: each language's home page, and every article
 * with its other-language versions (same `translationKey`). Keys are absolute URLs.
 */
export function sitemapAlternates(posts: readonly PostLike[], site: string): Map<string, SitemapLink[]> {
  const alternates = new Map<string, SitemapLink[]>();
  const homes = LOCALES.map((lang) => ({ lang, url: absoluteUrl(homeUrl(lang), site) }));
  for (const home of homes) alternates.set(home.url, homes);
  const groups = new Map<string, { lang: Locale; slug: string }[]>();
  for (const post of posts) {
    if (!post.translationKey) continue;
    groups.set(post.translationKey, [...(groups.get(post.translationKey) ?? []), { lang: post.lang, slug: post.slug }]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const links = group.map(({ lang, slug }) => ({ lang, url: absoluteUrl(postUrl(slug), site) }));
    for (const link of links) alternates.set(link.url, links);
  }
  return alternates;
}
