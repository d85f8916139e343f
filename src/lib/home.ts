import { t, type UIKey } from '../i18n/index.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { toIsoTimestamp } from './dates.ts';
import { labelOf } from './labels.ts';
import { translationsOf, type PostIndex, type PostLike } from './posts.ts';
import type { Registries, SiteSettings } from './registry-schema.ts';
import { socialCardUrl } from './social-card.ts';
import { webPage } from './structured-data.ts';
import { absoluteUrl, homeUrl, siteHref } from './urls.ts';

/** The legacy home page's category queries (`home` in site.yaml, besides the intro cards). */
export type HomeSectionKey = Exclude<keyof SiteSettings['home'], 'introCards'>;

export interface HomeSections<T> {
  hero: T[];
  myHealth: T[];
  recent: T[];
  sugar: T[];
  featured: T[];
  /** Newest articles in the page's language (what a Hindi or Marathi reader sees first). */
  latestInLanguage: T[];
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
  const inLanguage = (posts: T[] | undefined) => (posts ?? []).filter((p) => lang === DEFAULT_LOCALE || p.data.lang === lang);
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

/** A list of article cards on the home page. */
export interface HomeList<T> {
  id: 'featured' | 'recent' | 'my-health' | 'sugar';
  title: string;
  posts: T[];
  /** Legacy: the recent list puts the image on alternating sides. */
  alternate: boolean;
}

/** A sidebar link to a category or tag page, labelled in the page's language. */
export interface SidebarLink {
  slug: string;
  label: string;
}

/** What a home page shows, derived from the published posts and the registries. */
export interface HomeView<T> {
  /** The intro cards, each in the reader's language where a version exists. */
  introCards: T[];
  /** Whether the banner's category has a page to link to. */
  showBanner: boolean;
  /** The latest lifestyle article: the legacy home page's lead card and its metadata. */
  hero: T | undefined;
  lists: HomeList<T>[];
  image: string | undefined;
  description: string;
  alternates: Partial<Record<Locale, string>>;
  sidebar: { categories: SidebarLink[]; tags: SidebarLink[] };
  /** The WebPage JSON-LD object. */
  jsonLd: ReturnType<typeof webPage>;
}

const LIST_TITLES: Record<HomeList<unknown>['id'], UIKey> = {
  featured: 'home.featured',
  recent: 'home.recent',
  'my-health': 'home.myHealth',
  sugar: 'home.sugar',
};

/**
 * The home page of a language. English (`/`) keeps the legacy page: its "recent" list is the
 * legacy category query over all languages; Hindi and Marathi show their newest articles there.
 */
export function homeView<T extends { data: PostLike & { title: string; metaDescription: string; featureImageUrl?: string | undefined } }>(
  posts: PostIndex<T>,
  { site, categories, tags }: Pick<Registries, 'site' | 'categories' | 'tags'>,
  lang: Locale,
): HomeView<T> {
  const tr = t(lang);
  const sections = getHomeSections(posts, site.home, lang);
  const introCards = site.home.introCards
    .map((slug) => posts.bySlug.get(slug))
    .filter((post) => post !== undefined)
    .map((post) => posts.bySlug.get(translationsOf(posts, post)[lang] ?? post.data.slug) ?? post);
  const lists = (
    [
      ['featured', sections.featured, false],
      ['recent', lang === DEFAULT_LOCALE ? sections.recent : sections.latestInLanguage, true],
      ['my-health', sections.myHealth, false],
      ['sugar', sections.sugar, false],
    ] as const
  )
    .map(([id, list, alternate]) => ({ id, title: tr(LIST_TITLES[id]), posts: list, alternate }))
    .filter((list) => list.posts.length > 0);
  // Legacy behaviour: the home page's metadata comes from the latest lifestyle post.
  const hero = sections.hero[0];
  const siteUrl = siteHref(site.url);
  const image = hero ? (hero.data.featureImageUrl ?? site.defaultImage) : undefined;
  const description = hero?.data.metaDescription ?? site.description[lang];
  return {
    introCards,
    showBanner: posts.byCategory.has(site.banner.category),
    hero,
    lists,
    image,
    description,
    alternates: Object.fromEntries(LOCALES.map((code) => [code, homeUrl(code)])),
    sidebar: {
      categories: site.sidebar.categories.map((slug) => ({ slug, label: labelOf(categories, slug, lang) })),
      tags: site.sidebar.tags.map((slug) => ({ slug, label: labelOf(tags, slug, lang) })),
    },
    jsonLd: webPage({
      url: absoluteUrl(homeUrl(lang), siteUrl),
      name: hero?.data.title ?? site.name,
      description,
      lang,
      image: image ? absoluteUrl(socialCardUrl(image), siteUrl) : undefined,
      datePublished: hero ? toIsoTimestamp(hero.data.postTime) : undefined,
      dateModified: hero ? toIsoTimestamp(hero.data.postTimeodified) : undefined,
      siteName: site.name,
      siteUrl,
    }),
  };
}
