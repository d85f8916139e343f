import type { Locale } from '../i18n/locales.ts';
import type { PostIndex, PostLike } from './posts.ts';
import type { SiteSettings } from './registries.ts';

export type HomeSectionKey = keyof SiteSettings['home'];

export interface HomeSections<T> {
  hero: T[];
  myHealth: T[];
  recent: T[];
  sugar: T[];
  featured: T[];
  /** Newest articles in the page's language (what a Hindi or Marathi reader sees first). */
  latestInLanguage: T[];
}

/** The legacy home page's three fixed intro cards (English slugs; other homes use their translations). */
export function introCardSlugs(site: Pick<SiteSettings, 'doctor'>): [string, string, string] {
  return [`about-${site.doctor.slug}`, 'about-this-website', 'self-health-lecture-overview'];
}

/** How many featured articles the home page shows (legacy: three). */
export const FEATURED_LIMIT = 3;

/**
 * The legacy home-page queries — published posts of a category, newest `postTimeodified`
 * first, limited — for one language. `/` (English) keeps the legacy behaviour of not
 * filtering by language, so it shows exactly what the old site showed.
 */
export function getHomeSections<T extends { data: PostLike }>(
  index: PostIndex<T>,
  config: SiteSettings['home'],
  lang: Locale,
): HomeSections<T> {
  const inLanguage = (posts: T[] | undefined) => (posts ?? []).filter((p) => lang === 'en' || p.data.lang === lang);
  const section = (key: HomeSectionKey) => inLanguage(index.byCategory.get(config[key].category)).slice(0, config[key].limit);
  return {
    hero: section('hero'),
    myHealth: section('myHealth'),
    recent: section('recent'),
    sugar: section('sugar'),
    featured: index.all.filter((p) => p.data.featured && p.data.lang === lang).slice(0, FEATURED_LIMIT),
    latestInLanguage: (index.byLang.get(lang) ?? []).slice(0, 6),
  };
}
