import { t } from '../i18n/index.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';
import { coverSvg } from './cover-image.ts';
import { formatCalendarDate, formatDisplayDate, toIsoTimestamp } from './dates.ts';
import { labelOf } from './labels.ts';
import type { PostReference } from './post-schema.ts';
import type { LocalizedText, Person, ReportProblemSettings, SiteSettings } from './registry-schema.ts';
import { policyNextReview } from './review.ts';
import {
  emergencyNumbers,
  personLink,
  referenceViews,
  reportProblemLinks,
  type PersonLink,
  type ReferenceView,
  type ReportLinks,
} from './trust.ts';
import { absoluteUrl, categoryUrl, postUrl, siteHref, tagUrl } from './urls.ts';

/**
 * What the editor's preview shows of an article being edited: the parts of its page that come
 * from its fields (title, dates, category, notice, tags) and its trust block, in its language,
 * with the site's own strings and registries, so that the preview reads as the page will
 * (ArticlePage.astro and TrustBlock.astro; a browser test compares the two). Pure and free of
 * Node APIs: it runs in the editor (src/client/editor-preview.ts) on fields as typed, which
 * may be incomplete.
 */

/** The registries the preview reads, as the editor's page carries them. */
export interface PreviewRegistries {
  site: Pick<SiteSettings, 'name' | 'url' | 'emergencyNumbers'> & {
    reportProblem: ReportProblemSettings;
    review: { intervalMonths: number };
  };
  categories: Record<string, LocalizedText>;
  tags: Record<string, LocalizedText>;
  people: Record<string, Person>;
  publishers: Record<string, string>;
  /** The one value of `review` that says a medical review is still pending. */
  reviewPending: string;
}

/** A "By {name}" line: the text around the linked name. */
export interface Byline {
  before: string;
  person: PersonLink;
  after: string;
}

export interface ArticlePreview {
  lang: Locale;
  title: string;
  /** "Updated: …", "First published: …" with their `<time datetime>`; absent while the time is not set. */
  dates: { label: string; datetime: string; text: string }[];
  category?: { label: string; name: string; href: string } | undefined;
  /** The "not reviewed yet" notice, when the review is pending. */
  pendingNotice?: string | undefined;
  /** The lead image: the article's own (`featureImageUrl`, for the editor to resolve), else its generated cover as a `data:` URL. */
  leadImage: { url: string } | { cover: string };
  tags: { label: string; href: string }[];
  tagsLabel: string;
  trust: {
    heading: string;
    author?: Byline | undefined;
    reviewer?: Byline | undefined;
    reviewed?: { label: string; date: string; text: string; next?: { label: string; date: string; text: string } | undefined } | undefined;
    referencesHeading: string;
    references: ReferenceView[];
    disclaimer: string;
    emergency: string;
    report: ReportLinks;
    reportLabels: { report: string; email: string; issue: string };
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The reference list as typed so far: items without a title are left out, as they would fail. */
function references(value: unknown): PostReference[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown> | null) => {
    if (!item || !text(item.title).trim()) return [];
    const ref: PostReference = { title: text(item.title) };
    if (text(item.publisher).trim()) ref.publisher = text(item.publisher);
    if (text(item.url).trim()) ref.url = text(item.url);
    return [ref];
  });
}

const isCalendarDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The preview of an article from its fields (as the editor holds them) and the registries. */
export function articlePreview(fields: Record<string, unknown>, registries: PreviewRegistries): ArticlePreview {
  const lang: Locale = isLocale(fields.lang) ? fields.lang : 'en';
  const tr = t(lang);
  const title = text(fields.title);
  const url = absoluteUrl(postUrl(text(fields.slug)), siteHref(registries.site.url));
  const pending = fields.review === registries.reviewPending;
  const byline = (key: 'post.by' | 'post.reviewedBy', person: PersonLink | undefined): Byline | undefined => {
    if (!person) return undefined;
    const [before = '', after = ''] = tr(key, { name: '{name}' }).split('{name}');
    return { before, person, after };
  };
  const dates = (
    [
      ['post.updated', fields.postTimeodified],
      ['post.published', fields.postTime],
    ] as const
  ).flatMap(([key, seconds]) =>
    typeof seconds === 'number' && seconds > 0
      ? [{ label: tr(key), datetime: toIsoTimestamp(seconds), text: formatDisplayDate(seconds, lang) }]
      : [],
  );
  const slug = text(fields.primaryCategorySlug);
  const lastReviewed = !pending && isCalendarDay(fields.lastReviewed) ? fields.lastReviewed : undefined;
  const nextReview = lastReviewed
    ? isCalendarDay(fields.nextReview)
      ? fields.nextReview
      : policyNextReview(lastReviewed, registries.site.review.intervalMonths)
    : undefined;
  const tags = Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  return {
    lang,
    title,
    dates,
    category: slug
      ? {
          label: tr('post.category'),
          name: labelOf(registries.categories, slug, lang, text(fields.primaryCategory) || slug),
          href: categoryUrl(slug),
        }
      : undefined,
    pendingNotice: pending ? tr('post.reviewPending') : undefined,
    leadImage: text(fields.featureImageUrl)
      ? { url: text(fields.featureImageUrl) }
      : {
          cover: `data:image/svg+xml,${encodeURIComponent(
            coverSvg({
              slug: text(fields.slug),
              title,
              category: slug ? labelOf(registries.categories, slug, lang, text(fields.primaryCategory) || slug) : '',
              categorySlug: slug,
              lang,
              siteName: registries.site.name,
            }),
          )}`,
        },
    tags: tags.map((tag) => ({ label: labelOf(registries.tags, tag, lang), href: tagUrl(tag) })),
    tagsLabel: tr('post.tags'),
    trust: {
      heading: tr('post.trust'),
      author: byline('post.by', personLink(typeof fields.author === 'string' ? fields.author : undefined, registries.people, lang)),
      reviewer: pending
        ? undefined
        : byline(
            'post.reviewedBy',
            personLink(typeof fields.reviewedBy === 'string' ? fields.reviewedBy : undefined, registries.people, lang),
          ),
      reviewed: lastReviewed
        ? {
            label: tr('post.lastReviewed'),
            date: lastReviewed,
            text: formatCalendarDate(lastReviewed, lang),
            next: nextReview ? { label: tr('post.nextReview'), date: nextReview, text: formatCalendarDate(nextReview, lang) } : undefined,
          }
        : undefined,
      referencesHeading: tr('post.references'),
      references: referenceViews(references(fields.references), registries.publishers),
      disclaimer: tr('post.disclaimer'),
      emergency: tr('post.emergency', emergencyNumbers(registries.site, lang)),
      report: reportProblemLinks(registries.site.reportProblem, { url, title }, tr('post.reportSubject', { title })),
      reportLabels: { report: tr('post.report'), email: tr('post.reportEmail'), issue: tr('post.reportIssue') },
    },
  };
}

/**
 * The category label a file must carry for a category: the one it has when that still names the
 * category (in English or in the article's language), else the English label.
 * @example categoryLabelFor({ primaryCategorySlug: 'salt', primaryCategory: 'Sugar', lang: 'en' }, { salt: { en: 'Salt', hi: 'नमक', mr: 'मीठ' } }) // => 'Salt'
 * @example categoryLabelFor({ primaryCategorySlug: 'salt', primaryCategory: 'नमक', lang: 'hi' }, { salt: { en: 'Salt', hi: 'नमक', mr: 'मीठ' } }) // => 'नमक'
 */
export function categoryLabelFor(fields: Record<string, unknown>, categories: Record<string, LocalizedText>): string | undefined {
  const slug = text(fields.primaryCategorySlug);
  if (!Object.hasOwn(categories, slug)) return undefined;
  const labels = categories[slug]!;
  const lang = isLocale(fields.lang) ? fields.lang : 'en';
  const current = text(fields.primaryCategory);
  return current === labels.en || current === labels[lang] ? current : labels.en;
}
