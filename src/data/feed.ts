import rss from '@astrojs/rss';
import { t } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { getSiteData } from './site-data.ts';
import { labelOf } from '../lib/labels.ts';
import { absoluteUrl, homeUrl, postUrl, siteHref } from '../lib/urls.ts';

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 50;

/** The RSS feed of one language: its newest published articles. */
export async function languageFeed(lang: Locale): Promise<Response> {
  const { site: settings, categories, posts } = await getSiteData();
  const origin = siteHref(settings.url);
  return rss({
    title: t(lang)('feed.title', { site: settings.name }),
    description: settings.description[lang],
    site: absoluteUrl(homeUrl(lang), origin),
    customData: `<language>${lang}</language>`,
    // Channel links match the site's URLs, which have no trailing slash.
    trailingSlash: false,
    items: (posts.byLang.get(lang) ?? []).slice(0, FEED_SIZE).map(({ data }) => ({
      title: data.title,
      link: absoluteUrl(postUrl(data.slug), origin),
      pubDate: new Date(data.postTime * 1000),
      description: data.metaDescription,
      categories: [labelOf(categories, data.primaryCategorySlug, lang, data.primaryCategory)],
    })),
  });
}
