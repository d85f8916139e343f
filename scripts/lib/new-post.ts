/**
 * `npm run new`: the pure part of scaffolding an article. Given the command line, the
 * registries and the articles already on disk, it decides the slug, the file and every
 * front-matter field, or refuses with a message that says what to do.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { MAX_DESCRIPTION_LENGTH, REVIEW_PENDING, SLUG_PATTERN, suggestSlug } from '../../src/lib/post-schema.ts';
import type { LocalizedText } from '../../src/lib/registry-schema.ts';
import { displayPath as display } from './display-path.ts';
import type { ExistingPost } from './existing-posts.ts';
import { markdownFile, type FrontmatterValue } from './frontmatter.ts';

/** A refusal: printed as it is, exit code 1. */
export class NewPostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewPostError';
  }
}

export const USAGE = `Usage: npm run new -- --lang <en|hi|mr> --category <category-slug> --title "<title>"
                      [--slug <slug>] [--translation-of <slug-of-the-english-article>] [--keyword "<focus keyword>"]`;

export interface NewPostArgs {
  lang: Locale;
  category: string;
  title: string;
  slug?: string | undefined;
  translationOf?: string | undefined;
  keyword?: string | undefined;
}

/** Slug suffixes of translated articles on the legacy site (`vitamin-d-part-1-hindi`). */
export const LANGUAGE_SLUG_SUFFIX: Record<Locale, string> = { en: '', hi: '-hindi', mr: '-marathi' };

/**
 * Reads the command line (the part after `npm run new --`).
 * @throws NewPostError naming the missing or wrong option, with the usage.
 * @example parseNewPostArgs(['--lang', 'en', '--category', 'salt', '--title', 'Salt']).lang // => 'en'
 */
export function parseNewPostArgs(argv: string[]): NewPostArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        lang: { type: 'string' },
        category: { type: 'string' },
        title: { type: 'string' },
        slug: { type: 'string' },
        'translation-of': { type: 'string' },
        keyword: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new NewPostError(`${(error as Error).message}\n${USAGE}`);
  }
  const str = (name: string) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const missing = ['lang', 'category', 'title'].filter((name) => !str(name));
  if (missing.length) throw new NewPostError(`Missing ${missing.map((m) => `--${m}`).join(', ')}.\n${USAGE}`);
  const lang = str('lang')!;
  if (!isLocale(lang)) throw new NewPostError(`--lang "${lang}" is not a site language. Fix: use one of ${LOCALES.join(', ')}.`);
  return {
    lang,
    category: str('category')!,
    title: str('title')!,
    slug: str('slug'),
    translationOf: str('translation-of'),
    keyword: str('keyword'),
  };
}

/**
 * The article's slug: `--slug` as given, else made from the title, with `-hindi`/`-marathi`
 * added for Hindi and Marathi articles as on the legacy site.
 * @throws NewPostError when the title has no Latin letters (Devanagari) and no `--slug` is given.
 * @example deriveSlug({ title: 'Salt and Health', lang: 'hi' }) // => 'salt-and-health-hindi'
 */
export function deriveSlug({ title, lang, slug, translationOf }: Pick<NewPostArgs, 'title' | 'lang' | 'slug' | 'translationOf'>): string {
  if (slug !== undefined) {
    if (!SLUG_PATTERN.test(slug)) {
      const suggestion = suggestSlug(slug);
      throw new NewPostError(
        `--slug "${slug}" is not URL-safe. Fix: use only letters, digits and hyphens${suggestion ? `, e.g. --slug ${suggestion}` : ''}.`,
      );
    }
    return slug;
  }
  const base = suggestSlug(title);
  const suffix = LANGUAGE_SLUG_SUFFIX[lang];
  if (!base) {
    const example = `${translationOf ?? 'salt-and-health'}${suffix}`;
    throw new NewPostError(
      `The title "${title}" has no Latin letters to make a URL from. Fix: add --slug with letters, digits and hyphens, e.g. --slug ${example}.`,
    );
  }
  return suffix && !base.endsWith(suffix) ? `${base}${suffix}` : base;
}

/**
 * A metaDescription the author must replace: it validates (so the draft builds) but says
 * plainly what to write.
 * @example metaDescriptionPrompt('Salt') // => 'Write one sentence (at most 160 characters) about "Salt".'
 */
export function metaDescriptionPrompt(title: string): string {
  const frame = (t: string) => `Write one sentence (at most ${MAX_DESCRIPTION_LENGTH} characters) about "${t}".`;
  if (frame(title).length <= MAX_DESCRIPTION_LENGTH) return frame(title);
  const room = MAX_DESCRIPTION_LENGTH - frame('…').length;
  return frame(`${title.slice(0, room).trimEnd()}…`);
}

const OUTLINE: Record<Locale, string[]> = {
  en: ['What it is', 'Why it matters for your health', 'What you can do', 'When to see a doctor'],
  hi: ['यह क्या है', 'यह आपके स्वास्थ्य के लिए क्यों मायने रखता है', 'आप क्या कर सकते हैं', 'डॉक्टर से कब मिलें'],
  mr: ['हे काय आहे', 'हे आपल्या आरोग्यासाठी का महत्त्वाचे आहे', 'आपण काय करू शकता', 'डॉक्टरांना कधी भेटावे'],
};

/**
 * The starting body: a note on what to write first, then `##` section headings in the
 * article's language (the page prints the title, references and disclaimer itself).
 */
export function outlineBody(lang: Locale): string {
  const sections = OUTLINE[lang].map((heading) => `## ${heading}\n\n<!-- Write this section, or remove the heading. -->`);
  return [
    '<!-- Start with a short paragraph that says what the reader will learn. Replace every comment, then set status: publish. -->',
    ...sections,
  ].join('\n\n');
}

/**
 * Who writes a new article: the site's doctor (site.yaml `doctor.slug`) when people.yaml lists
 * her, else the first person there who is not a panel.
 * @example defaultAuthor({ 'dr-a': { role: 'person' } }, 'dr-a') // => 'dr-a'
 */
export function defaultAuthor(people: Record<string, { role: string }>, doctorSlug: string): string | undefined {
  if (Object.hasOwn(people, doctorSlug)) return doctorSlug;
  return Object.keys(people).find((id) => people[id]!.role === 'person');
}

export interface NewPostContext {
  /** `slug → labels` from categories.yaml. */
  categories: Record<string, LocalizedText>;
  /** The author's id in people.yaml (see `defaultAuthor`). */
  author: string | undefined;
  /** Articles already on disk (see `readExistingPosts`). */
  existing: ExistingPost[];
  /** The `posts` folder of the content folder. */
  postsDir: string;
  /** Epoch seconds. */
  now: number;
}

export interface NewPostPlan {
  /** Absolute path of the file to write. */
  file: string;
  slug: string;
  text: string;
  /** Things the author should know (e.g. a translation link to add on the other version). */
  notes: string[];
}

/**
 * Decides everything about the new article without touching the disk.
 * @throws NewPostError for an unknown category, an unusable or taken slug, or an unknown
 * or already translated `--translation-of` article.
 */
export function planNewPost(args: NewPostArgs, context: NewPostContext): NewPostPlan {
  const category = context.categories[args.category];
  if (!category) {
    const known = Object.keys(context.categories).join(', ');
    throw new NewPostError(
      `--category "${args.category}" is not in categories.yaml. Fix: use one of these slugs (case-sensitive): ${known}; or add the category to categories.yaml first.`,
    );
  }
  const slug = deriveSlug(args);
  const file = path.join(context.postsDir, args.lang, `${slug}.md`);
  if (context.existing.some((post) => path.resolve(post.file) === path.resolve(file))) {
    throw new NewPostError(`${display(file)} already exists; refusing to overwrite it. Fix: edit that file, or choose another --slug.`);
  }
  const taken = context.existing.find((post) => post.slug === slug);
  if (taken) {
    throw new NewPostError(
      `The slug "${slug}" is already used by ${display(taken.file)}. Fix: choose another --slug (the slug is the URL).`,
    );
  }

  const notes: string[] = [];
  let translationKey = slug;
  /** The English source's version this translation starts from (see `translatedFrom`). */
  let translatedFrom: number | undefined;
  if (args.translationOf !== undefined) {
    const original = context.existing.find((post) => post.slug === args.translationOf);
    if (!original) {
      throw new NewPostError(
        `--translation-of "${args.translationOf}": no article has that slug. Fix: give the slug of the article this one translates.`,
      );
    }
    translationKey = original.translationKey ?? original.slug!;
    const clash = context.existing.find((post) => post.lang === args.lang && post.translationKey === translationKey);
    if (clash) {
      throw new NewPostError(
        `"${args.translationOf}" already has a "${args.lang}" version: ${display(clash.file)}. Fix: edit that file instead.`,
      );
    }
    const source =
      original.lang === 'en' ? original : context.existing.find((post) => post.lang === 'en' && post.translationKey === translationKey);
    if (args.lang !== 'en') translatedFrom = source?.postTimeodified;
    if (!original.translationKey) {
      notes.push(
        `${display(original.file)} has no translationKey: add \`translationKey: ${translationKey}\` to it so that the versions link to each other.`,
      );
    }
  }

  const fields: Record<string, FrontmatterValue> = {
    title: args.title,
    slug,
    metaDescription: metaDescriptionPrompt(args.title),
    status: 'draft',
    primaryCategory: category.en,
    primaryCategorySlug: args.category,
    postTime: context.now,
    postTimeodified: context.now,
    focusKeyWord: args.keyword ?? args.title.toLowerCase(),
    lang: args.lang,
    tags: [],
    translationKey,
    featured: false,
    author: context.author,
    // Said openly until a reviewer has checked it: validate then asks for reviewedBy and lastReviewed.
    review: REVIEW_PENDING,
    ...(translatedFrom !== undefined ? { translatedFrom } : {}),
    references: [],
  };
  return { file, slug, text: markdownFile(fields, outlineBody(args.lang)), notes };
}
