import { z } from 'zod';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';
import { LOCALES } from '../i18n/locales.ts';
import {
  isCalendarDate,
  isWindowsReservedName,
  SLUG_PATTERN,
  webUrl,
  windowsReservedNameProblem,
  withoutHiddenCharacters,
} from './post-schema.ts';
import { DEFAULT_REVIEW_INTERVAL_MONTHS } from './review.ts';
import { groupToken } from './search/synonyms.ts';
import { searchWords } from './search/text.ts';
import { editorSettingsSchema } from './editor-settings.ts';

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

/** A day written `YYYY-MM-DD`. */
const calendarDay = z.string().refine(isCalendarDate, {
  error: (issue) => `"${String(issue.input)}" is not a real date. Fix: write the day as YYYY-MM-DD, e.g. 2026-03-10.`,
});

/**
 * The footer's Health News (src/lib/health-news.ts): items dated and linked to the news item
 * itself, shown for `maxAgeMonths`; the sources are linked when no item is recent enough.
 */
const healthNewsSchema = z
  .object({
    maxAgeMonths: z.number().int().min(1).max(36, 'is more than three years; news that old is history. Fix: use at most 36.'),
    sources: z
      .array(z.object({ label: localizedText, url: webUrl() }).strict())
      .min(1, 'is empty. Fix: list where readers find current health news (e.g. the health ministry), shown when no item is recent.'),
    items: z
      .array(
        z
          .object({
            /** The linked article's own headline, as published (in `lang`). */
            headline: nonEmpty,
            url: webUrl(),
            date: calendarDay,
            source: nonEmpty,
            lang: z.enum(LOCALES).default('en'),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

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
    /**
     * A review panel's members: ids of `person` entries with their qualifications, so that its
     * page names who reviews. Required for a panel, refused for a person.
     */
    members: z.array(nonEmpty).optional(),
    /**
     * A profile that stands in for a real one (the repository's demonstration content): its page
     * and every trust block say "Sample profile", structured data leaves it out, and
     * `npm run preflight` blocks a deploy while it is in this file.
     */
    sample: z.boolean().default(false),
  })
  .strict();
export type Person = z.output<typeof personSchema>;

/**
 * Panels name real members: each member is a `person` entry of this file with qualifications,
 * and a panel with a sample member is itself a sample (it cannot pass as a real one).
 */
function checkPanels(people: Record<string, Person>, ctx: z.RefinementCtx): void {
  for (const [id, person] of Object.entries(people)) {
    const issue = (message: string, path: (string | number)[] = ['members']) =>
      ctx.addIssue({ code: 'custom', path: [id, ...path], message });
    if (person.role !== 'review panel') {
      if (person.members)
        issue(`is set on a ${person.role}; only a review panel has members. Fix: delete members, or write \`role: review panel\`.`);
      continue;
    }
    if (!person.members?.length) {
      issue(
        'is missing: a review panel names its members, so readers can check who reviews. Fix: add `members: [id, …]`, the ids of people in this file (each with their qualifications).',
      );
      continue;
    }
    person.members.forEach((memberId, i) => {
      const member = Object.hasOwn(people, memberId) ? people[memberId] : undefined;
      if (!member) {
        issue(`"${memberId}" is not an id in this file. Fix: add the person (with their qualifications), or correct the id.`, [
          'members',
          i,
        ]);
      } else if (member.role !== 'person') {
        issue(`"${memberId}" is a ${member.role}; members are people. Fix: list the people on that panel instead.`, ['members', i]);
      } else if (!member.qualifications.length) {
        issue(`"${memberId}" lists no qualifications, so readers cannot check them. Fix: add their \`qualifications\`.`, ['members', i]);
      } else if (member.sample && !person.sample) {
        issue(
          `"${memberId}" is a sample profile, so this panel is not a real one. Fix: list its real members, or write \`sample: true\` on the panel.`,
          ['members', i],
        );
      }
    });
  }
}

/** `people.yaml`: `id → person`; articles name people by id in `author` and `reviewedBy`. */
export const peopleSchema = z
  .record(fileNameKey('is not a URL-safe id. Fix: use lowercase letters, digits and hyphens, e.g. dr-anjali-deshmukh.'), personSchema)
  .superRefine(checkPanels);

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
    healthNews: healthNewsSchema,
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
    /**
     * Fields of this file that only stand in for real values (`social`, `doctor.name`, …):
     * `npm run preflight` blocks a deploy while any is listed. Addresses on example domains
     * (`arogya.example`) are found without being listed.
     */
    placeholders: z.array(nonEmpty).default([]),
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
    /** The Git host the editor at /admin saves to (src/lib/editor-settings.ts); optional. */
    editor: editorSettingsSchema.optional(),
  })
  .strict()
  .superRefine((site, ctx) => {
    site.placeholders.forEach((field, i) => {
      let value: unknown = site;
      for (const part of field.split('.'))
        value = value && typeof value === 'object' && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
      if (value === undefined || field.startsWith('placeholders')) {
        ctx.addIssue({
          code: 'custom',
          path: ['placeholders', i],
          message: `"${field}" is not a field of this file. Fix: write the path of a field that stands in for a real value, e.g. \`reportProblem.email\` or \`social.0.url\` (or delete the entry once the real value is set).`,
        });
      }
    });
  });
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
 * and their common misspellings. Search looks for every term of a group the query names. Each
 * group has a stable `id`: the index's token for the group is derived from it.
 */
export const searchTermsSchema = z
  .object({
    groups: z.array(
      z
        .object({
          id: z.string().regex(SLUG_PATTERN, 'is not a slug. Fix: use lower-case letters, digits and hyphens, e.g. blood-pressure.'),
          terms: z.array(searchTerm).min(2, 'needs at least two terms. Fix: list the words that mean the same thing.'),
          romanised: z.array(searchTerm).optional(),
          misspellings: z.array(searchTerm).optional(),
          aspect: z.boolean().optional(),
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine(({ groups }, ctx) => {
    const ids = new Map<string, number>();
    const tokens = new Map<string, string>();
    groups.forEach((group, index) => {
      const earlier = ids.get(group.id);
      if (earlier !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['groups', index, 'id'],
          message: `"${group.id}" is also the id of group ${earlier + 1}. Fix: give each group its own id.`,
        });
        return;
      }
      ids.set(group.id, index);
      const token = groupToken(group.id);
      const clash = tokens.get(token);
      if (clash !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['groups', index, 'id'],
          message: `"${group.id}" gets the same index token as "${clash}" (${token}). Fix: choose another id for the new group.`,
        });
      } else tokens.set(token, group.id);
    });
  });
export type SearchTerms = z.output<typeof searchTermsSchema>;

/** One word a search ignores: lower case, no spaces. */
const stopWord = z
  .string()
  .trim()
  .min(1, 'is empty. Fix: write a word.')
  .max(30, 'is longer than 30 characters. Fix: a stop word is one short word.')
  .refine((word) => searchWords(word).length === 1 && word === word.toLowerCase(), {
    error: 'is not one lower-case word. Fix: write one word in lower case, without punctuation.',
  });

/**
 * `search-stopwords.yaml`: the function and question words a search ignores (a word in any list
 * is ignored in every language). The lists also tell search how a query is written: a romanised
 * Hindi or Marathi one ("kya", "madhe"), and in which of the two languages.
 */
export const searchStopWordsSchema = z
  .object({
    en: z.array(stopWord),
    hi: z.array(stopWord),
    mr: z.array(stopWord),
    'hi-romanised': z.array(stopWord),
    'mr-romanised': z.array(stopWord),
  })
  .strict();
export type SearchStopWords = z.output<typeof searchStopWordsSchema>;

/** What search knows of words: synonym groups and the stop words of every language, in search's normal form. */
export type { SearchLexiconData as SearchLexicon } from './search/query.ts';

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
