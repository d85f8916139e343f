import { t } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { toIsoTimestamp } from './dates.ts';
import { labelOf } from './labels.ts';
import { isReviewPending, type PostFrontmatter } from './post-schema.ts';
import type { Registries } from './registry-schema.ts';
import { leadImageUrl } from './cover-image.ts';
import { socialCardUrl } from './social-card.ts';
import { articlePageLd, personLd } from './structured-data.ts';
import {
  emergencyNumbers,
  personLink,
  referenceViews,
  reportProblemLinks,
  type PersonLink,
  type ReferenceView,
  type ReportLinks,
} from './trust.ts';
import { absoluteUrl, categoryUrl, homeUrl, postUrl, siteHref } from './urls.ts';

// The references as the trust block lists them (src/lib/trust.ts, which the editor's preview shares).
export { referenceViews, type ReferenceView } from './trust.ts';

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
  /** The image of social cards: the article's own or the site's default. */
  image: string;
  /** The image atop the page: the article's own or its generated cover (src/lib/cover-image.ts). */
  leadImage: string;
  imageAlt: string;
  /** `lang → /post/{slug}` for every language version (itself included), for hreflang and the switcher. */
  alternates: Partial<Record<Locale, string>>;
  /** The other language versions, for "Also in". */
  otherVersions: { lang: Locale; slug: string }[];
  crumbs: Crumb[];
  /** Who wrote and reviewed it, linked to their pages (people.yaml). */
  author?: PersonLink | undefined;
  reviewer?: PersonLink | undefined;
  /** `YYYY-MM-DD` of the last medical review; none while the review is pending. */
  lastReviewed?: string | undefined;
  /** "Report a problem with this page", prefilled with its address and title. */
  report: ReportLinks;
  /** The emergency numbers the disclaimer names, in the page's digits. */
  emergency: ReturnType<typeof emergencyNumbers>;
  /** Its references, each with a link to follow (its own, else its publisher's). */
  references: ReferenceView[];
  /** The JSON-LD object: a MedicalWebPage, or a WebPage for a page that gives no health advice. */
  jsonLd: ReturnType<typeof articlePageLd>;
}

/**
 * Everything an article page derives from its data: labels, image, language versions,
 * breadcrumbs and structured data. `textChanged`: the text changed after its last review
 * (src/lib/review.ts#textChangedSinceReview).
 *
 * The structured data claims only what is true of the text as published: no `reviewedBy` or
 * `lastReviewed` once the text changed after the review, and no sample person (people.yaml
 * `sample: true`) as author or reviewer, since a sample is not someone a reader can check.
 */
export function articleView(
  data: PostFrontmatter,
  versions: Partial<Record<Locale, string>>,
  { site, categories, tags, people, publishers }: Pick<Registries, 'site' | 'categories' | 'tags' | 'people' | 'publishers'>,
  { textChanged }: { textChanged: boolean },
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
  const author = personLink(data.author, people, lang);
  const pending = isReviewPending(data);
  const reviewer = pending ? undefined : personLink(data.reviewedBy, people, lang);
  const lastReviewed = pending ? undefined : data.lastReviewed;
  const personData = (link: PersonLink | undefined) =>
    link && !link.sample ? personLd({ ...link, url: absoluteUrl(link.href, siteUrl) }) : undefined;
  const reviewClaimed = Boolean(reviewer && !reviewer.sample && !textChanged);
  return {
    lang,
    url,
    author,
    reviewer,
    lastReviewed,
    report: reportProblemLinks(site.reportProblem, { url, title: data.title }, t(lang)('post.reportSubject', { title: data.title })),
    emergency: emergencyNumbers(site, lang),
    references: referenceViews(data.references, publishers),
    categoryLabel,
    tags: data.tags.map((slug) => ({ slug, label: labelOf(tags, slug, lang) })),
    image,
    leadImage: leadImageUrl(data),
    // A generated cover repeats the category and title the page shows as text: decorative.
    imageAlt: '',
    alternates: Object.fromEntries(entries.map(([code, slug]) => [code, postUrl(slug)])),
    otherVersions: entries.filter(([code]) => code !== lang).map(([code, slug]) => ({ lang: code, slug })),
    crumbs,
    jsonLd: articlePageLd({
      healthAdvice: data.healthAdvice,
      url,
      title: data.title,
      description: data.metaDescription,
      image: absoluteUrl(socialCardUrl(image), siteUrl),
      lang,
      datePublished: toIsoTimestamp(data.postTime),
      dateModified: toIsoTimestamp(data.postTimeodified),
      author: personData(author),
      reviewedBy: reviewClaimed ? personData(reviewer) : undefined,
      lastReviewed: reviewClaimed ? lastReviewed : undefined,
      keywords: data.focusKeyWord,
      section: categoryLabel,
      siteName: site.name,
      siteUrl,
      crumbs: crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.href, siteUrl) })),
    }),
  };
}
