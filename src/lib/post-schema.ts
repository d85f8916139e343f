import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import type { FieldHints } from './content-errors.ts';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';
import { REVIEW_DIGEST_PATTERN } from './review-digest.ts';
import { hasUserinfo } from './urls.ts';

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

/**
 * Invisible bidirectional controls (embeddings, overrides, isolates: U+202A–U+202E, U+2066–U+2069)
 * make text display in another order than it is stored ("Trojan Source" spoofing). English,
 * Hindi and Marathi never need them (the plain direction marks U+200E/U+200F stay allowed).
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Characters that show nothing yet change the text: control characters (but tab and line
 * ends), the zero-width space, the word joiner, the byte order mark and the Arabic letter mark.
 * A name with one looks like another and is not found by search. (ZWJ and ZWNJ stay: Hindi and
 * Marathi spell with them.)
 */
export const INVISIBLE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u2060\uFEFF]/;

/**
 * Why text would not show as written (a bidi control or an invisible character, named with its
 * position), or undefined when it shows as written.
 * @example hiddenCharacterProblem('Dr. Good') // => undefined
 */
export function hiddenCharacterProblem(value: string): string | undefined {
  for (const [pattern, effect] of [
    [BIDI_CONTROL, 'makes the text display in a different order than it is written'],
    [INVISIBLE_CHARACTER, 'shows nothing but makes the text differ from what it looks like (search and links miss it)'],
  ] as const) {
    const at = value.search(pattern);
    if (at === -1) continue;
    const code = value.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0');
    return `contains the invisible control character U+${code} (character ${at + 1}), which ${effect}. Fix: delete it (retype the words around it); no language on this site needs it.`;
  }
  return undefined;
}

/**
 * Text shown to readers as written: no bidirectional controls and no invisible characters.
 * Every human-readable value of the front-matter and the registries goes through it.
 */
export function withoutHiddenCharacters(schema: z.ZodString): z.ZodString {
  return schema.refine((value) => hiddenCharacterProblem(value) === undefined, {
    error: (issue) => hiddenCharacterProblem(String(issue.input)),
  });
}

const text = withoutHiddenCharacters(z.string().trim().min(1, 'is empty. Fix: write a value, or remove the field if it is optional.'));

/** Text of at most `max` characters; longer is a mistake (or an attempt to exhaust the build). */
function textUpTo(max: number, what = 'it') {
  return text.max(max, {
    error: (issue) => `is ${String(issue.input).length} characters long; at most ${max} fit. Fix: shorten ${what}.`,
  });
}

/** A slug is a file name (`post/{slug}.html`, its social card): well under the 255 bytes disks allow. */
export const MAX_SLUG_LENGTH = 100;

/** Longest meta description: search engines cut it there (the importer and `npm run new` use it too). */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Limits that keep one article from exhausting a listing, a card or the build. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TAGS = 20;
export const MAX_REFERENCES = 50;
export const MAX_URL_LENGTH = 2000;

/**
 * Names Windows keeps for devices, in any case and with any extension: no file `con.html` or
 * `Aux.svg` can be made there, so a slug or id that is one breaks a build or a checkout on Windows.
 * @example isWindowsReservedName('CON') // => true
 * @example isWindowsReservedName('lpt1.md') // => true
 * @example isWindowsReservedName('console') // => false
 */
export function isWindowsReservedName(name: string): boolean {
  return /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(?:\..*)?$/i.test(name);
}

/** Why a slug or id, which names files, is one Windows reserves; undefined when it is not. */
export function windowsReservedNameProblem(name: string): string | undefined {
  return isWindowsReservedName(name)
    ? `"${name}" is a name Windows keeps for a device (like CON, PRN, AUX, NUL, COM1 and LPT1, in any case), so no file of that name (its page, ${name}.html) can be made there. Fix: use a longer name, e.g. \`${name.toLowerCase()}-1\`.`
    : undefined;
}

/**
 * The name a file or folder can have on Windows: one not kept for a device
 * ({@link isWindowsReservedName}; `-1` added before its extension) and not ending in a dot or a
 * space (Windows drops them, so the file Git checks out would have another name).
 * @example portableFileName('con.md') // => 'con-1.md'
 * @example portableFileName('Aux.tar.gz') // => 'Aux-1.tar.gz'
 * @example portableFileName('salt.svg. ') // => 'salt.svg'
 * @example portableFileName('salt.svg') // => 'salt.svg'
 */
export function portableFileName(name: string): string {
  const trimmed = name.replace(/[. ]+$/, '');
  if (!isWindowsReservedName(trimmed)) return trimmed;
  const dot = trimmed.indexOf('.');
  return dot === -1 ? `${trimmed}-1` : `${trimmed.slice(0, dot)}-1${trimmed.slice(dot)}`;
}

/**
 * Why a file or folder of the content cannot be checked out on Windows, with the name to give
 * it; undefined when it can. `namedInArticles`: articles name it in their image addresses, which
 * must change with it.
 * @example windowsFileNameProblem('salt.md', false) // => undefined
 */
export function windowsFileNameProblem(name: string, namedInArticles: boolean): string | undefined {
  const fixed = portableFileName(name);
  if (fixed === name) return undefined;
  const what = isWindowsReservedName(name.replace(/[. ]+$/, ''))
    ? 'is one Windows keeps for a device (CON, PRN, AUX, NUL, COM1 to COM9 and LPT1 to LPT9, in any case and with any extension)'
    : 'ends in a dot or a space, which Windows drops';
  const rename = fixed
    ? `rename it to ${fixed}${namedInArticles ? ', and write that name where articles use it' : ''}`
    : 'rename it with letters, digits, hyphens and dots';
  return `its name "${name}" ${what}, so no clone of the site on Windows can check it out. Fix: ${rename}.`;
}

const slug = z
  .string()
  .max(MAX_SLUG_LENGTH, {
    error: (issue) =>
      `is ${String(issue.input).length} characters long; a slug is a file name and a URL, so at most ${MAX_SLUG_LENGTH} are allowed. Fix: use a shorter slug, e.g. the first few words of the title.`,
  })
  .refine((value) => SLUG_PATTERN.test(value), {
    error: (issue) =>
      `"${String(issue.input)}" is not URL-safe. Fix: use only letters, digits and hyphens${
        suggestSlug(String(issue.input)) ? `, e.g. \`${suggestSlug(String(issue.input))}\`` : ''
      }.`,
  })
  .refine((value) => !isWindowsReservedName(value), { error: (issue) => windowsReservedNameProblem(String(issue.input)) });

const epochSeconds = z
  .number()
  .int('must be a whole number of seconds. Fix: drop the decimals.')
  .positive('must be a positive number of seconds since 1970. Fix: use e.g. `date +%s`.')
  .refine((value) => value <= MAX_EPOCH_SECONDS, {
    error: (issue) =>
      `${String(issue.input)} looks like milliseconds. Fix: use epoch seconds, i.e. ${Math.floor(Number(issue.input) / 1000)}.`,
  });

/**
 * Whether `YYYY-MM-DD` names a day that exists (`2025-02-30` and `2025-13-45` do not).
 * @example isCalendarDate('2024-02-29') // => true
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

/** A calendar date written `YYYY-MM-DD` (front-matter is read as YAML 1.2, so it stays text). */
const calendarDate = z.string().refine(isCalendarDate, {
  error: (issue) =>
    `"${String(issue.input)}" is not a real date. Fix: write the day as YYYY-MM-DD, e.g. 2025-01-31 (months 01–12, and a day the month has).`,
});

/** An address with a user name before its host, refused wherever content gives one. */
const withoutUserinfo = (what: string) =>
  [
    (value: string) => !hasUserinfo(value),
    {
      error: (issue: { input?: unknown }) =>
        `"${String(issue.input).slice(0, 60)}" has a user name before its host (user@host), which makes the ${what} read as one site and go to another. Fix: write the address without the part up to the @.`,
    },
  ] as const;

/**
 * A web address a reader may follow: `https:` or `http:` only. `javascript:`, `data:` and
 * `vbscript:` addresses run code or hide content when clicked, so they are never links here,
 * and neither is a user name before the host (`https://www.who.int@evil.example/`).
 */
export function webUrl(what = 'web address') {
  return z
    .string()
    .max(MAX_URL_LENGTH, `is longer than ${MAX_URL_LENGTH} characters. Fix: link to the page itself, without tracking parameters.`)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && /^https?:\/\//i.test(value), {
      error: (issue) => {
        const value = String(issue.input);
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        return scheme && scheme !== 'http' && scheme !== 'https'
          ? `"${value.slice(0, 60)}" is a ${scheme}: address, and only https:// (or http://) ${what}es are allowed. Fix: link to the web page with https://.`
          : `"${value.slice(0, 60)}" is not a full ${what}. Fix: start it with https://, or remove it.`;
      },
    })
    .refine(...withoutUserinfo(what));
}

const imageUrl = z
  .string()
  .max(MAX_URL_LENGTH, `is longer than ${MAX_URL_LENGTH} characters. Fix: use a shorter address.`)
  .refine((value) => /^https?:\/\//.test(value) || value.startsWith(LOCAL_IMAGE_PREFIX), {
    error: (issue) =>
      `"${String(issue.input)}" is neither a web address nor a local image. Fix: use \`${LOCAL_IMAGE_PREFIX}file.svg\` for a file in content/images/, or a full https:// address.`,
  })
  .refine(...withoutUserinfo('image address'));

/** Longest title accepted: legacy titles stay under 120 characters; lists, tabs and cards show it whole. */
export const MAX_TITLE_LENGTH = 200;

const title = text.max(MAX_TITLE_LENGTH, {
  error: (issue) =>
    `is ${String(issue.input).length} characters long; at most ${MAX_TITLE_LENGTH} fit. Fix: shorten it, and move the detail into the article.`,
});

const reference = z
  .object({
    title: textUpTo(300, 'the title of the source'),
    publisher: textUpTo(MAX_NAME_LENGTH, 'the publisher').optional(),
    url: webUrl().optional(),
  })
  .strict();

/** The one value of `review`: published, but not yet medically reviewed. */
export const REVIEW_PENDING = 'pending';

/**
 * Whether an article says openly that its medical review is still pending. Such a page names
 * no reviewer and no review date (on the page or in its structured data): they would contradict
 * its "not yet reviewed" notice.
 */
export function isReviewPending(data: Pick<PostFrontmatter, 'review'>): boolean {
  return data.review === REVIEW_PENDING;
}

/**
 * Front-matter of one article: the legacy Post fields (names kept 1:1 with the database
 * export, including `postTimeodified`), plus what the static site needs.
 */
export const postFrontmatterSchema = z
  .object({
    title,
    slug,
    metaDescription: text.max(
      MAX_DESCRIPTION_LENGTH,
      `is longer than ${MAX_DESCRIPTION_LENGTH} characters. Fix: shorten it; search engines cut it there.`,
    ),
    featureImageUrl: imageUrl.optional(),
    status: z.enum(POST_STATUSES),
    primaryCategory: textUpTo(MAX_NAME_LENGTH),
    primaryCategorySlug: textUpTo(MAX_SLUG_LENGTH),
    postTime: epochSeconds,
    postTimeodified: epochSeconds,
    focusKeyWord: textUpTo(MAX_NAME_LENGTH).optional(),
    lang: z.enum(LOCALES),
    tags: z
      .array(textUpTo(MAX_SLUG_LENGTH))
      .max(MAX_TAGS, `has more than ${MAX_TAGS} tags. Fix: keep the ${MAX_TAGS} that describe the article best.`)
      .default([]),
    translationKey: slug.optional(),
    featured: z.boolean().default(false),
    /** Ids from `content/people.yaml` (validation names an unknown one, with the closest match). */
    author: textUpTo(MAX_NAME_LENGTH, 'the id').optional(),
    reviewedBy: textUpTo(MAX_NAME_LENGTH, 'the id').optional(),
    /** Said openly: a published article not yet medically reviewed (readers see a notice). */
    review: z
      .literal(REVIEW_PENDING, {
        error: `must be \`${REVIEW_PENDING}\` or left out. Fix: write \`review: ${REVIEW_PENDING}\` until the article has been medically reviewed.`,
      })
      .optional(),
    /** `false` for pages that are not health advice (about pages, the editorial policy): no review needed. */
    healthAdvice: z.boolean().default(true),
    lastReviewed: calendarDate.optional(),
    /**
     * What the last review covered: the digest of the text the reviewer signed off
     * (`src/lib/review-digest.ts`), written by `npm run review`, never by hand.
     */
    reviewedDigest: z
      .string()
      .regex(
        REVIEW_DIGEST_PATTERN,
        'is not a review digest (64 characters 0-9 and a-f, written by `npm run review`). Fix: do not edit it by hand; after a medical review run `npm run review -- <slug> --by <reviewer-id>`, which records it.',
      )
      .optional(),
    /** Review sooner than the site's policy (`review.intervalMonths` in site.yaml) would: a date after lastReviewed. */
    nextReview: calendarDate.optional(),
    /** On a translation: the English source's `postTimeodified` it was translated from. */
    translatedFrom: epochSeconds.optional(),
    references: z
      .array(reference)
      .max(MAX_REFERENCES, `lists more than ${MAX_REFERENCES} references. Fix: keep the ${MAX_REFERENCES} most useful sources.`)
      .default([]),
  })
  .strict();

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** One entry of an article's `references`, as the schema outputs it. */
export type PostReference = PostFrontmatter['references'][number];

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
  author: 'dr-anjali-deshmukh',
  reviewedBy: 'arogya-medical-review-panel',
  review: 'pending',
  healthAdvice: 'false',
  lastReviewed: '2025-01-31',
  reviewedDigest: '…   # written by npm run review -- <slug> --by <reviewer-id>',
  nextReview: '2026-01-31',
  translatedFrom: "1700000000   # the English source's postTimeodified",
  references: '[{ title: "…", publisher: "WHO", url: "https://…" }]',
  'references.title': '"Healthy diet — fact sheet"',
  'references.publisher': 'WHO',
  'references.url': 'https://www.who.int/…',
};
