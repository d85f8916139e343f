import { t } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { toIsoTimestamp } from './dates.ts';
import { labelOf } from './labels.ts';
import type { PostFrontmatter } from './post-schema.ts';
import type { Registries } from './registry-schema.ts';
import { socialCardUrl } from './social-card.ts';
import { medicalWebPage } from './structured-data.ts';
import { absoluteUrl, categoryUrl, homeUrl, postUrl, siteHref } from './urls.ts';

/** One step of a breadcrumb trail; the last is the page itself. */
export interface Crumb {
  label: string;
  href: string;
}

/** What an article page shows besides its text, derived from its front-matter and the registries. */
export interface ArticleView {
  lang: Locale;
  /** Absolute URL of the article. */
  url: string;
  categoryLabel: string;
  /** Tag slug and its label in the article's language. */
  tags: { slug: string; label: string }[];
  /** The lead image: the article's own or the site's default. */
  image: string;
  imageAlt: string;
  /** `lang → /post/{slug}` for every language version (itself included), for hreflang and the switcher. */
  alternates: Partial<Record<Locale, string>>;
  /** The other language versions, for "Also in". */
  otherVersions: { lang: Locale; slug: string }[];
  crumbs: Crumb[];
  /** The MedicalWebPage JSON-LD object. */
  jsonLd: ReturnType<typeof medicalWebPage>;
}

/**
 * Everything an article page derives from its data: labels, image, language versions,
 * breadcrumbs and structured data.
 */
export function articleView(
  data: PostFrontmatter,
  versions: Partial<Record<Locale, string>>,
  { site, categories, tags }: Pick<Registries, 'site' | 'categories' | 'tags'>,
): ArticleView {
  const { lang } = data;
  const siteUrl = siteHref(site.url);
  const url = absoluteUrl(postUrl(data.slug), siteUrl);
  const categoryLabel = labelOf(categories, data.primaryCategorySlug, lang, data.primaryCategory);
  const image = data.featureImageUrl ?? site.defaultImage;
  const entries = Object.entries(versions) as [Locale, string][];
  const crumbs: Crumb[] = [
    { label: t(lang)('nav.home'), href: homeUrl(lang) },
    { label: categoryLabel, href: categoryUrl(data.primaryCategorySlug) },
    { label: data.title, href: postUrl(data.slug) },
  ];
  return {
    lang,
    url,
    categoryLabel,
    tags: data.tags.map((slug) => ({ slug, label: labelOf(tags, slug, lang) })),
    image,
    imageAlt: data.featureImageUrl ? '' : site.defaultImageAlt[lang],
    alternates: Object.fromEntries(entries.map(([code, slug]) => [code, postUrl(slug)])),
    otherVersions: entries.filter(([code]) => code !== lang).map(([code, slug]) => ({ lang: code, slug })),
    crumbs,
    jsonLd: medicalWebPage({
      url,
      title: data.title,
      description: data.metaDescription,
      image: absoluteUrl(socialCardUrl(image), siteUrl),
      lang,
      datePublished: toIsoTimestamp(data.postTime),
      dateModified: toIsoTimestamp(data.postTimeodified),
      author: data.author,
      reviewedBy: data.reviewedBy,
      lastReviewed: data.lastReviewed,
      keywords: data.focusKeyWord,
      section: categoryLabel,
      siteName: site.name,
      siteUrl,
      crumbs: crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.href, siteUrl) })),
    }),
  };
}
