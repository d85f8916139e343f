import { z } from 'zod';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';
import { LOCALES } from '../i18n/locales.ts';
import { isWindowsReservedName, SLUG_PATTERN, webUrl, windowsReservedNameProblem, withoutHiddenCharacters } from './post-schema.ts';
import { DEFAULT_REVIEW_INTERVAL_MONTHS } from './review.ts';

/**
 * The schemas of the registries authors edit — `categories.yaml`, `tags.yaml`, `site.yaml`,
 * `menu.yaml` — and the types the site reads them as. `src/data/registries.ts` reads the files.
 */

/** A value readers see (a label, a name, a title): not empty, and shown as written (no hidden characters). */
const nonEmpty = withoutHiddenCharacters(z.string().trim().min(1, 'is empty. Fix: write a value.'));

/** A text in every published language. */
const localizedText = z.object({ en: nonEmpty, hi: nonEmpty, mr: nonEmpty }).strict();
export type LocalizedText = z.output<typeof localizedText>;

/**
 * `slug → labels`; keys are case-sensitive legacy slugs (e.g. `Maida`), but two may not differ
 * only in case: their pages would overwrite each other on a case-insensitive disk or CDN.
 */
/** A registry key that names files (`/category/{slug}`, `/people/{id}`): URL-safe, and a name Windows allows. */
const fileNameKey = (notUrlSafe: string) =>
  z
    .string()
    .regex(SLUG_PATTERN, notUrlSafe)
    .refine((value) => !isWindowsReservedName(value), { error: (issue) => windowsReservedNameProblem(String(issue.input)) });

export const labelRegistrySchema = z
  .record(fileNameKey('is not a URL-safe slug. Fix: use letters, digits and hyphens.'), localizedText)
  .superRefine((registry, ctx) => {
    const seen = new Map<string, string>();
    for (const key of Object.keys(registry)) {
      const earlier = seen.get(key.toLowerCase());
      if (earlier !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `differs only in upper/lower case from "${earlier}"; their pages would overwrite each other on a case-insensitive disk or CDN. Fix: merge the two entries, or rename one.`,
        });
      } else seen.set(key.toLowerCase(), key);
    }
  });

const link = z.object({ label: nonEmpty, url: webUrl() }).strict();

const homeSection = z
  .object({
    category: nonEmpty,
    limit: z.number().int().positive(),
  })
  .strict();

/** Kinds of entry in `people.yaml`: a named person, or a panel (shown and marked up as an organisation). */
export const PERSON_KINDS = ['person', 'review panel'] as const;

/**
 * One author or reviewer in `people.yaml`. Only what a reader can check: qualifications and a
 * registration number as the person holds them (never guessed), and a short bio per language.
 */
const personSchema = z
  .object({
    /**
     * As the person writes it in each script, e.g. `{ en: Dr. Anjali Deshmukh, hi: डॉ. अंजली
     * देशमुख, mr: डॉ. अंजली देशमुख }`; one string is the name in every language (a panel's
     * English name, say).
     */
    name: z
      .union([nonEmpty, localizedText])
      .transform((name): LocalizedText => (typeof name === 'string' ? { en: name, hi: name, mr: name } : name)),
    role: z.enum(PERSON_KINDS),
    /** Job title shown under the name and given as `jobTitle` in JSON-LD. */
    title: localizedText,
    qualifications: z.array(nonEmpty).default([]),
    /** A medical council registration, e.g. "Maharashtra Medical Council 12345"; only a real one. */
    registration: nonEmpty.optional(),
    languages: z.array(z.enum(LOCALES)).min(1, 'is empty. Fix: list the languages the person writes or reviews in, e.g. [en, hi, mr].'),
    bio: localizedText,
  })
  .strict();
export type Person = z.output<typeof personSchema>;

/** `people.yaml`: `id → person`; articles name people by id in `author` and `reviewedBy`. */
export const peopleSchema = z.record(
  fileNameKey('is not a URL-safe id. Fix: use lowercase letters, digits and hyphens, e.g. dr-anjali-deshmukh.'),
  personSchema,
);

/** A `{placeholder}` of the report-a-problem templates. */
const REPORT_PLACEHOLDERS = /\{(?:url|title)\}/;

/**
 * "Report a problem with this page": an email address (the link becomes `mailto:`, the only
 * place a mailto: address is allowed) and/or a Git host's new-issue URL with `{url}` and `{title}`.
 */
const reportProblemSchema = z
  .object({
    email: z.email('is not an email address. Fix: write the address alone, e.g. corrections@example.org (without mailto:).').optional(),
    issueUrl: webUrl()
      .refine((value) => REPORT_PLACEHOLDERS.test(value), {
        error:
          'has no {url} or {title}, so reports would not say which page they are about. Fix: add them, e.g. https://github.com/OWNER/REPO/issues/new?title={title}&body={url}.',
      })
      .optional(),
  })
  .strict()
  .refine((value) => value.email || value.issueUrl, { error: 'is empty. Fix: set email, issueUrl or both.' });
export type ReportProblemSettings = z.output<typeof reportProblemSchema>;

/** Phone numbers as dialled (digits only); pages show them in their language. */
const phoneNumber = z.string().regex(/^\d{3,12}$/, 'is not a phone number. Fix: write the digits only, e.g. "112" (quoted).');

export const siteSchema = z
  .object({
    name: nonEmpty,
    url: webUrl('site origin'),
    tagline: localizedText,
    description: localizedText,
    doctor: z.object({ name: nonEmpty, slug: z.string().regex(SLUG_PATTERN) }).strict(),
    defaultImage: z.string().startsWith(LOCAL_IMAGE_PREFIX, `must be a local image under ${LOCAL_IMAGE_PREFIX}.`),
    pageSize: z.number().int().min(1).max(100),
    social: z.array(link.extend({ icon: z.enum(['facebook', 'instagram', 'youtube', 'x', 'whatsapp']) })).length(4),
    communityLinks: z.array(link).length(8, 'must list exactly eight community links.'),
    healthNews: z.array(z.object({ headline: nonEmpty, url: link.shape.url, date: nonEmpty, source: nonEmpty }).strict()).min(1),
    banner: z.object({ category: nonEmpty, title: localizedText, text: localizedText }).strict(),
    sidebar: z.object({ categories: z.array(nonEmpty).min(1), tags: z.array(nonEmpty).min(1) }).strict(),
    /** How long a medical review stays current; an article's `nextReview` may only bring it forward. */
    review: z
      .object({
        intervalMonths: z
          .number()
          .int()
          .min(1)
          .max(36, 'is longer than three years, the most a health publisher should wait (PIF TICK). Fix: use at most 36.'),
      })
      .strict()
      .default({ intervalMonths: DEFAULT_REVIEW_INTERVAL_MONTHS }),
    reportProblem: reportProblemSchema,
    /** Named in every article's disclaimer. */
    emergencyNumbers: z.object({ emergency: phoneNumber, ambulance: phoneNumber, mentalHealth: phoneNumber }).strict(),
    /**
     * The categories whose articles may say `healthAdvice: false` (about pages, the editorial
     * policy): pages that give no health advice, so need no medical review. Anywhere else the
     * field would let a health article skip its review; `npm run review-report` lists each use.
     */
    notHealthAdvice: z
      .object({ categories: z.array(z.string().regex(SLUG_PATTERN, 'is not a URL-safe slug.')).default([]) })
      .strict()
      .default({ categories: [] }),
    /** The editorial policy article in each language, by slug: the footer links the reader's. */
    editorialPolicy: z
      .object(
        Object.fromEntries(LOCALES.map((lang) => [lang, z.string().regex(SLUG_PATTERN, 'is not a URL-safe slug.')])) as Record<
          (typeof LOCALES)[number],
          z.ZodString
        >,
      )
      .strict(),
    home: z
      .object({
        /** The legacy home page's three intro cards (English slugs; other homes show their translations). */
        introCards: z.array(z.string().regex(SLUG_PATTERN, 'is not a URL-safe slug.')).length(3, 'must list exactly three article slugs.'),
        hero: homeSection,
        myHealth: homeSection,
        recent: homeSection,
        sugar: homeSection,
      })
      .strict(),
  })
  .strict();
export type SiteSettings = z.output<typeof siteSchema>;

/** A menu entry links to one kind of built page by slug, never to a raw URL. */
interface MenuItemInput {
  label: { en: string; hi?: string | undefined; mr?: string | undefined };
  home?: boolean | undefined;
  post?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
  children?: MenuItemInput[] | undefined;
}
const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: z.object({ en: nonEmpty, hi: nonEmpty.optional(), mr: nonEmpty.optional() }).strict(),
      home: z.literal(true).optional(),
      post: nonEmpty.optional(),
      category: nonEmpty.optional(),
      tag: nonEmpty.optional(),
      children: z.array(menuItem).min(1).optional(),
    })
    .strict()
    .refine((item) => [item.home, item.post, item.category, item.tag].filter(Boolean).length <= 1, {
      error: 'has more than one target. Fix: keep one of home, post, category or tag.',
    })
    .refine((item) => item.home || item.post || item.category || item.tag || item.children, {
      error: 'leads nowhere. Fix: add a target (post, category, tag or home: true) or children.',
    }),
);
export const menuSchema = z.array(menuItem).min(1);
export type MenuItem = MenuItemInput;

/** A search term: a word or short phrase as readers type it. */
const searchTerm = withoutHiddenCharacters(
  z.string().trim().min(1, 'is empty. Fix: write a word.').max(60, 'is longer than 60 characters. Fix: use a word or a short phrase.'),
);

/**
 * `search-terms.yaml`: groups of words that mean the same thing to a reader (in any script),
 * and their common misspellings. Search looks for every term of a group the query belongs to.
 */
export const searchTermsSchema = z
  .object({
    groups: z.array(
      z
        .object({
          terms: z.array(searchTerm).min(2, 'needs at least two terms. Fix: list the words that mean the same thing.'),
          misspellings: z.array(searchTerm).optional(),
        })
        .strict(),
    ),
  })
  .strict();
export type SearchTerms = z.output<typeof searchTermsSchema>;

/**
 * `publishers.yaml`: the official website of each publisher named in `references`, exactly as
 * articles name it. A reference without a link of its own (a report, a book, a regulation
 * whose exact address is not stable) links its publisher there, so a reader can still find it.
 */
export const publishersSchema = z.record(
  withoutHiddenCharacters(
    z.string().trim().min(1).max(120, 'is longer than 120 characters. Fix: write the publisher as articles name it.'),
  ),
  webUrl('publisher website'),
);

export interface Registries {
  categories: Record<string, LocalizedText>;
  tags: Record<string, LocalizedText>;
  site: SiteSettings;
  menu: MenuItem[];
  people: Record<string, Person>;
  /** Publisher name → website (`publishers.yaml`; empty without the file). */
  publishers: Record<string, string>;
}
