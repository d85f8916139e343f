import { t, type UIKey } from '../i18n/index.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { toIsoTimestamp } from './dates.ts';
import { labelOf } from './labels.ts';
import { translationsOf, type PostIndex, type PostLike } from './posts.ts';
import type { Registries, SiteSettings } from './registry-schema.ts';
import { socialCardUrl } from './social-card.ts';
import { webPage } from './structured-data.ts';
import { absoluteUrl, categoryUrl, homeUrl, siteHref } from './urls.ts';

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
  /** The legacy lists, or a topic section of a Hindi or Marathi home (`topic-{category slug}`). */
  id: 'featured' | 'recent' | 'my-health' | 'sugar' | `topic-${string}`;
  title: string;
  posts: T[];
  /** Legacy: the recent list puts the image on alternating sides. */
  alternate: boolean;
  /** A "more" link under the list. */
  more?: { href: string; label: string } | undefined;
}

/** Topic sections on a Hindi or Marathi home, and articles in each. */
export const TOPIC_SECTIONS = 4;
export const TOPIC_SIZE = 3;

/**
 * The topic of an article: the category of its English version when it has one (Hindi and
 * Marathi articles are filed under their language's category), else its own.
 */
function topicOf<T extends { data: PostLike }>(posts: PostIndex<T>, post: T): string {
  const english = translationsOf(posts, post)[DEFAULT_LOCALE];
  return (english && posts.bySlug.get(english)?.data.primaryCategorySlug) || post.data.primaryCategorySlug;
}

/** The category most of these articles are filed under (Hindi articles: `hindi`). */
function mainCategoryOf<T extends { data: PostLike }>(list: T[]): string | undefined {
  const counts = new Map<string, number>();
  for (const post of list) counts.set(post.data.primaryCategorySlug, (counts.get(post.data.primaryCategorySlug) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * A Hindi or Marathi home's own sections, all from articles in its language: featured articles
 * (its own `featured`, else its versions of the English featured ones) and the largest topics,
 * newest first, leaving out the intro cards and what is featured.
 * @example languageHomeSections(buildPostIndex(entries), 'hi', new Set(['about'])) gives the Hindi home's `featured` articles and its `topics` ({ slug, posts }), largest first.
 */
export function languageHomeSections<T extends { data: PostLike }>(
  posts: PostIndex<T>,
  lang: Locale,
  skipCategories: ReadonlySet<string>,
  skipSlugs: ReadonlySet<string> = new Set(),
): { featured: T[]; topics: { slug: string; posts: T[] }[] } {
  const own = (posts.byLang.get(lang) ?? []).filter((post) => !skipSlugs.has(post.data.slug));
  let featured = own.filter((post) => post.data.featured).slice(0, FEATURED_LIMIT);
  if (featured.length === 0) {
    featured = posts.all
      .filter((post) => post.data.featured && post.data.lang === DEFAULT_LOCALE)
      .map((post) => posts.bySlug.get(translationsOf(posts, post)[lang] ?? ''))
      .filter((post): post is T => post !== undefined && !skipSlugs.has(post.data.slug))
      .slice(0, FEATURED_LIMIT);
  }
  const shown = new Set(featured);
  const byTopic = new Map<string, T[]>();
  for (const post of own) {
    const topic = topicOf(posts, post);
    if (shown.has(post) || skipCategories.has(topic)) continue;
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), post]);
  }
  const topics = [...byTopic]
    // Largest topics first; ties by the newest article (`own` is newest first).
    .sort(([, a], [, b]) => b.length - a.length || own.indexOf(a[0]!) - own.indexOf(b[0]!))
    .slice(0, TOPIC_SECTIONS)
    .map(([slug, list]) => ({ slug, posts: list.slice(0, TOPIC_SIZE) }));
  return { featured, topics };
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
  /** The page's title (the layout adds the site's name): the tagline, in the page's language. */
  title: string;
  description: string;
  /** The title shares show, where it differs from {@link HomeView.title} (legacy English: the hero's). */
  socialTitle: string | undefined;
  alternates: Partial<Record<Locale, string>>;
  sidebar: { categories: SidebarLink[]; tags: SidebarLink[] };
  /** The WebPage JSON-LD object. */
  jsonLd: ReturnType<typeof webPage>;
}

/** The lists that are one category's newest articles (site.yaml `home`). */
const LIST_CATEGORIES: Partial<Record<HomeList<unknown>['id'], HomeSectionKey>> = {
  recent: 'recent',
  'my-health': 'myHealth',
  sugar: 'sugar',
};

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
  const legacyLists = (
    [
      ['featured', sections.featured, false],
      ['recent', lang === DEFAULT_LOCALE ? sections.recent : sections.latestInLanguage, true],
      ['my-health', sections.myHealth, false],
      ['sugar', sections.sugar, false],
    ] as const
  ).map(([id, list, alternate]): HomeList<T> => {
    const title = tr(LIST_TITLES[id]);
    // A list drawn from one category links it ("more"): on a phone the list shows its first
    // few cards only. Hindi and Marathi "recent" lists are their newest articles instead.
    const key = LIST_CATEGORIES[id];
    const category = key && !(id === 'recent' && lang !== DEFAULT_LOCALE) ? site.home[key].category : undefined;
    return {
      id,
      title,
      posts: list,
      alternate,
      more: category ? { href: categoryUrl(category), label: tr('home.moreIn', { title }) } : undefined,
    };
  });
  // English keeps the legacy page; Hindi and Marathi get featured articles and topic sections
  // from their own articles, leaving out the intro cards and their topic ("about").
  const introTopics = new Set(introCards.map((post) => topicOf(posts, post)));
  const own =
    lang === DEFAULT_LOCALE ? undefined : languageHomeSections(posts, lang, introTopics, new Set(introCards.map((post) => post.data.slug)));
  const allInLanguage =
    lang === DEFAULT_LOCALE
      ? undefined
      : mainCategoryOf((posts.byLang.get(lang) ?? []).filter((post) => !introTopics.has(post.data.primaryCategorySlug)));
  const lists = (
    own
      ? [
          { id: 'featured', title: tr('home.featured'), posts: own.featured, alternate: false } satisfies HomeList<T>,
          ...legacyLists
            .filter((list) => list.id !== 'featured')
            .map((list) =>
              list.id === 'recent' && allInLanguage
                ? { ...list, more: { href: categoryUrl(allInLanguage), label: tr('home.allInLanguage') } }
                : list,
            ),
          ...own.topics.map(({ slug, posts: list }): HomeList<T> => {
            const title = labelOf(categories, slug, lang);
            return {
              id: `topic-${slug}`,
              title,
              posts: list,
              alternate: false,
              more: { href: categoryUrl(slug), label: tr('home.moreIn', { title }) },
            };
          }),
        ]
      : legacyLists
  )
    // One section per heading: a topic named like a list above it (the legacy "recent" category) is left out.
    .filter((list) => list.posts.length > 0)
    .filter((list, i, all) => all.findIndex((other) => other.title === list.title) === i);
  // Legacy behaviour: the home page's metadata comes from the latest lifestyle post.
  const hero = sections.hero[0];
  const siteUrl = siteHref(site.url);
  const image = hero ? (hero.data.featureImageUrl ?? site.defaultImage) : undefined;
  // English keeps the legacy metadata; a Hindi or Marathi home describes the site, in its
  // language, not its newest lifestyle article (tabs, shares and search engines show it).
  const legacyMeta = lang === DEFAULT_LOCALE ? hero : undefined;
  const description = legacyMeta?.data.metaDescription ?? site.description[lang];
  return {
    introCards,
    showBanner: posts.byCategory.has(site.banner.category),
    hero,
    lists,
    image,
    title: site.tagline[lang],
    description,
    socialTitle: legacyMeta?.data.title,
    alternates: Object.fromEntries(LOCALES.map((code) => [code, homeUrl(code)])),
    sidebar: {
      categories: site.sidebar.categories.map((slug) => ({ slug, label: labelOf(categories, slug, lang) })),
      tags: site.sidebar.tags.map((slug) => ({ slug, label: labelOf(tags, slug, lang) })),
    },
    jsonLd: webPage({
      url: absoluteUrl(homeUrl(lang), siteUrl),
      name: legacyMeta?.data.title ?? site.name,
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
