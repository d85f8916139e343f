import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import type { FieldHints } from './content-errors.ts';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';

/** URL-safe slug: ASCII letters, digits, single hyphens/underscores between them. */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/** Epoch seconds stay below this until the year 5138; larger values are milliseconds. */
export const MAX_EPOCH_SECONDS = 99_999_999_999;

/** Statuses the legacy database used. Only `publish` is public (see `isPublished`). */
export const POST_STATUSES = ['publish', 'draft', 'pending', 'private', 'trash'] as const;

/**
 * Suggests a URL-safe slug for a bad one (used in error messages and by the importer).
 * @example suggestSlug('Vitamin D: Part 1') // => 'vitamin-d-part-1'
 */
export function suggestSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const text = z.string().trim().min(1, 'is empty. Fix: write a value, or remove the field if it is optional.');

const slug = z.string().refine((value) => SLUG_PATTERN.test(value), {
  error: (issue) =>
    `"${String(issue.input)}" is not URL-safe. Fix: use only letters, digits and hyphens${
      suggestSlug(String(issue.input)) ? `, e.g. \`${suggestSlug(String(issue.input))}\`` : ''
    }.`,
});

const epochSeconds = z
  .number()
  .int('must be a whole number of seconds. Fix: drop the decimals.')
  .positive('must be a positive number of seconds since 1970. Fix: use e.g. `date +%s`.')
  .refine((value) => value <= MAX_EPOCH_SECONDS, {
    error: (issue) =>
      `${String(issue.input)} looks like milliseconds. Fix: use epoch seconds, i.e. ${Math.floor(
        Number(issue.input) / 1000,
      )}.`,
  });

/** A calendar date; YAML gives a Date for `2025-01-31`, quoted text stays a string. */
const calendarDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-01-31.')])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value));

const imageUrl = z.string().refine((value) => /^https?:\/\//.test(value) || value.startsWith(LOCAL_IMAGE_PREFIX), {
  error: (issue) =>
    `"${String(issue.input)}" is neither a web address nor a local image. Fix: use \`${LOCAL_IMAGE_PREFIX}file.svg\` for a file in content/images/, or a full https:// address.`,
});

/** Longest title accepted: legacy titles stay under 120 characters; lists, tabs and cards show it whole. */
export const MAX_TITLE_LENGTH = 200;

/**
 * Invisible bidirectional controls (embeddings, overrides, isolates: U+202A–U+202E, U+2066–U+2069)
 * make text display in another order than it is stored ("Trojan Source" spoofing). English,
 * Hindi and Marathi never need them (the plain direction marks U+200E/U+200F stay allowed).
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** A line of text shown as written: no bidirectional controls. */
function withoutBidiControls(schema: z.ZodString): z.ZodString {
  return schema.refine((value) => !BIDI_CONTROL.test(value), {
    error: (issue) => {
      const value = String(issue.input);
      const at = value.search(BIDI_CONTROL);
      const code = value.charCodeAt(at).toString(16).toUpperCase();
      return `contains the invisible control character U+${code} (character ${at + 1}), which makes the text display in a different order than it is written. Fix: delete it (retype the words around it); no language on this site needs it.`;
    },
  });
}

const title = withoutBidiControls(
  text.max(MAX_TITLE_LENGTH, {
    error: (issue) =>
      `is ${String(issue.input).length} characters long; at most ${MAX_TITLE_LENGTH} fit. Fix: shorten it, and move the detail into the article.`,
  }),
);

const reference = z
  .object({
    title: text,
    publisher: text.optional(),
    url: z.url({ error: 'is not a full web address. Fix: start it with https://, or remove it.' }).optional(),
  })
  .strict();

/**
 * Front-matter of one article: the legacy Post fields (names kept 1:1 with the database
 * export, including `postTimeodified`), plus what the static site needs.
 */
export const postFrontmatterSchema = z
  .object({
    title,
    slug,
    metaDescription: withoutBidiControls(text.max(160, 'is longer than 160 characters. Fix: shorten it; search engines cut it there.')),
    featureImageUrl: imageUrl.optional(),
    status: z.enum(POST_STATUSES),
    primaryCategory: text,
    primaryCategorySlug: text,
    postTime: epochSeconds,
    postTimeodified: epochSeconds,
    focusKeyWord: text.optional(),
    lang: z.enum(LOCALES),
    tags: z.array(text).default([]),
    translationKey: slug.optional(),
    featured: z.boolean().default(false),
    author: text.optional(),
    reviewedBy: text.optional(),
    lastReviewed: calendarDate.optional(),
    references: z.array(reference).default([]),
  })
  .strict();

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** Example values shown in "add …" fixes. */
export const POST_FIELD_HINTS: FieldHints = {
  title: '"Vitamin D, Part 1"',
  slug: 'vitamin-d-part-1',
  metaDescription: '"One sentence, at most 160 characters."',
  featureImageUrl: '/images/vitamin-d-part-1.svg',
  status: 'publish',
  primaryCategory: 'Vitamins',
  primaryCategorySlug: 'vitamins',
  postTime: '1617253200   # epoch seconds: date +%s',
  postTimeodified: '1617253200   # epoch seconds, not earlier than postTime',
  focusKeyWord: 'vitamin d',
  lang: 'en',
  tags: '[vitamins, calcium]',
  translationKey: 'vitamin-d-part-1',
  featured: 'false',
  author: 'Dr. Anjali Deshmukh',
  reviewedBy: 'Arogya Medical Review Panel',
  lastReviewed: '2025-01-31',
  references: '[{ title: "…", publisher: "WHO", url: "https://…" }]',
  'references.title': '"Healthy diet — fact sheet"',
  'references.publisher': 'WHO',
  'references.url': 'https://www.who.int/…',
};
