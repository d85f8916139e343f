/**
 * One legacy document → one article: the Post fields with their legacy names (including
 * `postTimeodified`), plus `lang`, `tags` and `translationKey`, and the body in Markdown.
 * Everything the importer had to decide or repair is said in `notes`, for the report.
 */
import type { Locale } from '../../../src/i18n/locales.ts';
import { MAX_DESCRIPTION_LENGTH, POST_STATUSES, REVIEW_PENDING, SLUG_PATTERN, suggestSlug } from '../../../src/lib/post-schema.ts';
import { LOCAL_IMAGE_PREFIX } from '../../../src/lib/paths.ts';
import { markdownFile, type FrontmatterValue } from '../frontmatter.ts';
import { htmlToMarkdown, UnconvertibleHtmlError, type RemovedHtml } from './html-to-markdown.ts';
import { inferLanguage } from './infer-language.ts';
import { normaliseTime, type TimeForm } from './normalise-time.ts';
import { resolveTerm, type Registry, type RegistryEntry } from './registry-update.ts';

const ONE_DAY = 24 * 60 * 60;

/** What the report says of every imported article: the export cannot say who reviewed it. */
export const NOT_REVIEWED_NOTE = `marked \`review: ${REVIEW_PENDING}\` (the page says it is not medically reviewed yet): the export has no author, reviewer, review date or sources. Add them once it is reviewed`;

/**
 * Shortens text to at most `max` characters at a word boundary, ending in `…` when cut.
 * @example trimAtWord('Salt is needed, but too much raises blood pressure.', 30) // => 'Salt is needed, but too much…'
 */
export function trimAtWord(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The group key of an article's language versions: its slug without the legacy
 * `-hindi`/`-marathi` suffix.
 * @example translationKeyOf('vitamin-d-part-1-hindi') // => 'vitamin-d-part-1'
 */
export function translationKeyOf(slug: string): string {
  const base = slug.replace(/-(?:hindi|marathi)$/i, '');
  return base && SLUG_PATTERN.test(base) ? base : slug;
}

export interface ConvertOptions {
  /** Name of the HTML body field (`content` by default). */
  bodyField: string;
  categories: Readonly<Registry>;
  tags: Readonly<Registry>;
  /** Whether a local `/images/…` file exists in the content folder. */
  imageExists: (url: string) => boolean;
  /** Epoch seconds, to reject times in the future as the site does. */
  now: number;
}

export interface ConvertedArticle {
  ok: true;
  slug: string;
  lang: Locale;
  /** Why this language (said per file in the report). */
  langReason: string;
  translationKey: string;
  /** Front-matter, in schema order once written. */
  fields: Record<string, FrontmatterValue>;
  body: string;
  /** Decisions and repairs the report states for this file. */
  notes: string[];
  /** Unsafe HTML taken out of the body (scripts, embeds, event handlers, dangerous addresses). */
  removedHtml: RemovedHtml[];
  /** Categories and tags this article needs that the registries lack. */
  newCategories: RegistryEntry[];
  newTags: RegistryEntry[];
}

export type ConvertResult = ConvertedArticle | { ok: false; reason: string };

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const TIME_FORM_NOTE: Record<TimeForm, string | undefined> = {
  seconds: undefined,
  milliseconds: 'milliseconds',
  timestamp: 'a timestamp object',
  iso: 'an ISO date',
};

/** Tags as exporters write them: a list of slugs, labels or `{ slug, name }`, or "a, b". */
function tagTerms(value: unknown): { slug?: string | undefined; label?: string | undefined; shown: string }[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const terms: { slug?: string | undefined; label?: string | undefined; shown: string }[] = [];
  for (const item of list) {
    if (typeof item === 'string' && item.trim()) {
      const value = item.trim();
      terms.push(
        SLUG_PATTERN.test(value) && value === value.toLowerCase() ? { slug: value, shown: value } : { label: value, shown: value },
      );
    } else if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      const slug = text(record.slug);
      const label = text(record.name) ?? text(record.label) ?? text(record.title);
      terms.push({ slug, label, shown: slug ?? label ?? JSON.stringify(item) });
    }
  }
  return terms;
}

function featureImage(value: unknown, imageExists: (url: string) => boolean, notes: string[]): string | undefined {
  const url = text(value);
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) {
    notes.push(`featureImageUrl "${url}" had no scheme; written as https:${url}`);
    return `https:${url}`;
  }
  if (url.startsWith(LOCAL_IMAGE_PREFIX) && imageExists(url)) return url;
  notes.push(`featureImageUrl "${url}" is neither a web address nor an image in content/images; left out (the default image shows)`);
  return undefined;
}

/**
 * Converts one export document. It fails (the document is skipped, with the reason) when
 * the title, slug, category or a time is missing or unusable; everything else is repaired and
 * noted: an unknown status becomes `draft`, a missing metaDescription is taken from the first
 * paragraph, an unknown category or tag is to be added to its registry.
 */
export function convertDocument(doc: Record<string, unknown>, options: ConvertOptions): ConvertResult {
  const notes: string[] = [];
  const title = text(doc.title);
  if (!title) return { ok: false, reason: 'no title' };
  const slug = text(doc.slug);
  if (!slug) return { ok: false, reason: 'no slug' };
  if (!SLUG_PATTERN.test(slug)) {
    const suggestion = suggestSlug(slug);
    return {
      ok: false,
      reason: `slug "${slug}" is not URL-safe${suggestion ? ` (it would have to become "${suggestion}", which changes its URL)` : ''}`,
    };
  }

  const posted = normaliseTime(doc.postTime);
  if (!posted.ok) return { ok: false, reason: `postTime ${posted.reason}` };
  let modified = doc.postTimeodified === undefined || doc.postTimeodified === null ? undefined : normaliseTime(doc.postTimeodified);
  if (modified && !modified.ok) return { ok: false, reason: `postTimeodified ${modified.reason}` };
  if (!modified) {
    notes.push('no postTimeodified: set to postTime');
    modified = posted;
  }
  for (const [field, time] of [
    ['postTime', posted],
    ['postTimeodified', modified],
  ] as const) {
    const form = TIME_FORM_NOTE[time.form];
    if (form) notes.push(`${field} converted from ${form} to epoch seconds`);
    if (time.seconds > options.now + ONE_DAY) {
      return { ok: false, reason: `${field} ${time.seconds} is more than a day in the future` };
    }
  }
  let postTimeodified = modified.seconds;
  if (postTimeodified < posted.seconds) {
    notes.push(`postTimeodified was before postTime: set to postTime`);
    postTimeodified = posted.seconds;
  }

  const categorySlug = text(doc.primaryCategorySlug);
  const categoryLabel = text(doc.primaryCategory);
  const category = resolveTerm(options.categories, { slug: categorySlug, label: categoryLabel });
  if (!category.ok) return { ok: false, reason: `category ${category.reason}` };

  const html = doc[options.bodyField];
  if (typeof html !== 'string' || !html.trim()) notes.push(`no body in the "${options.bodyField}" field: the article is empty`);
  let body: ReturnType<typeof htmlToMarkdown>;
  try {
    body = htmlToMarkdown(typeof html === 'string' ? html : '', { title });
  } catch (error) {
    if (!(error instanceof UnconvertibleHtmlError)) throw error;
    return { ok: false, reason: error.message };
  }

  const language = inferLanguage({ categorySlug: category.slug, slug, text: `${title}\n${body.text}` });
  if (language.note) notes.push(language.note);

  const registryLabels = category.added?.labels ?? options.categories[category.slug]!;
  let primaryCategory = categoryLabel ?? registryLabels.en;
  if (primaryCategory !== registryLabels.en && primaryCategory !== registryLabels[language.lang]) {
    notes.push(`primaryCategory "${primaryCategory}" is not the registry's label of "${category.slug}": written as "${registryLabels.en}"`);
    primaryCategory = registryLabels.en;
  }
  const newCategories = category.added ? [category.added] : [];
  if (category.added) notes.push(`category "${category.slug}" is new: it goes into categories.yaml`);

  const tags: string[] = [];
  const newTags: RegistryEntry[] = [];
  const tagRegistry: Registry = { ...options.tags };
  for (const term of tagTerms(doc.tags)) {
    const tag = resolveTerm(tagRegistry, term);
    if (!tag.ok) {
      notes.push(`tag "${term.shown}" left out: ${tag.reason}`);
      continue;
    }
    if (tag.added) {
      tagRegistry[tag.slug] = tag.added.labels;
      newTags.push(tag.added);
      notes.push(`tag "${tag.slug}" is new: it goes into tags.yaml`);
    }
    if (!tags.includes(tag.slug)) tags.push(tag.slug);
  }

  let metaDescription = text(doc.metaDescription);
  if (!metaDescription) {
    metaDescription = trimAtWord(body.firstParagraph || title);
    notes.push(`no metaDescription: taken from the ${body.firstParagraph ? 'first paragraph' : 'title'}`);
  } else if (metaDescription.replace(/\s+/g, ' ').length > MAX_DESCRIPTION_LENGTH) {
    metaDescription = trimAtWord(metaDescription);
    notes.push(`metaDescription longer than ${MAX_DESCRIPTION_LENGTH} characters: shortened at a word`);
  } else {
    metaDescription = metaDescription.replace(/\s+/g, ' ');
  }

  const rawStatus = text(doc.status);
  let status = rawStatus;
  if (!rawStatus || !(POST_STATUSES as readonly string[]).includes(rawStatus)) {
    notes.push(rawStatus ? `status "${rawStatus}" is not a known status: imported as draft` : 'no status: imported as draft');
    status = 'draft';
  }

  const translationKey = translationKeyOf(slug);
  const fields: Record<string, FrontmatterValue> = {
    title,
    slug,
    metaDescription,
    featureImageUrl: featureImage(doc.featureImageUrl, options.imageExists, notes),
    status,
    primaryCategory,
    primaryCategorySlug: category.slug,
    postTime: posted.seconds,
    postTimeodified,
    focusKeyWord: text(doc.focusKeyWord),
    lang: language.lang,
    tags,
    translationKey,
    // The legacy Post has no author, reviewer, review date or sources: said openly on the page
    // (and in the report) until someone reviews it and fills them in.
    review: REVIEW_PENDING,
  };
  notes.push(NOT_REVIEWED_NOTE);
  return {
    ok: true,
    slug,
    lang: language.lang,
    langReason: language.reason,
    translationKey,
    fields,
    body: body.markdown,
    notes,
    removedHtml: body.removed,
    newCategories,
    newTags,
  };
}

/** The file text of a converted article (front-matter, then body). */
export function articleText(article: Pick<ConvertedArticle, 'fields' | 'body'>): string {
  return markdownFile(article.fields, article.body);
}
