/**
 * A synthetic content folder of any size, for build-scale and search benchmarks: the real
 * registries (`content/*.yaml`, copied as they are), a few shared lead images, and N valid
 * articles across English, Hindi and Marathi whose words are drawn from the real articles'
 * bodies (in proportion to how often each word occurs), so search indexes and pages weigh
 * what real ones would. Deterministic for a seed. Never committed: it is written under
 * node_modules/.cache/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { stringify as toYaml } from 'yaml';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { LOCAL_IMAGE_PREFIX } from '../../src/lib/paths.ts';
import { reviewDigest, type ReviewedText } from '../../src/lib/review-digest.ts';
import { loadRegistries, type MenuItem, type Registries } from '../../src/data/registries.ts';

/** Marks a folder as generated, so a later run may empty it (and no other folder). */
export const CORPUS_MARKER = '.synthetic-corpus';

export const REGISTRY_FILES = ['categories.yaml', 'tags.yaml', 'site.yaml', 'menu.yaml', 'people.yaml'] as const;

/** Registries a content folder may have; copied when it does (the synonyms change what a search costs). */
export const OPTIONAL_REGISTRY_FILES = ['search-terms.yaml', 'search-stopwords.yaml', 'publishers.yaml'] as const;

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same corpus.
 * @example createRandom(1)() // => 0.6270739405881613
 */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The words of Markdown bodies, in order and with repeats (so drawing from the list
 * follows the real word frequencies). Markup, links' URLs, numbers and punctuation are left out;
 * Latin words are lower-cased.
 * @example wordsOf('## Salt\nEat [less salt](https://who.int) **daily**, 5 g.') // => ['salt', 'eat', 'less', 'salt', 'daily', 'g']
 */
export function wordsOf(markdown: string): string[] {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return (text.match(/[\p{L}\p{M}]+(?:['’][\p{L}]+)*/gu) ?? []).map((word) => (/^[A-Za-z'’]+$/.test(word) ? word.toLowerCase() : word));
}

/** Enough distinct text to make believable articles in one language. */
const MIN_VOCABULARY = 200;

/**
 * Word lists per language from `contentDir/posts/<lang>/*.md` (bodies only). A language
 * with too few words borrows English's; without any English words this throws.
 */
export function readVocabularies(contentDir: string): Record<Locale, string[]> {
  const read = (lang: Locale) => {
    const dir = path.join(contentDir, 'posts', lang);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap((name) => {
        try {
          return wordsOf(parseArticleSource(fs.readFileSync(path.join(dir, name), 'utf8')).body);
        } catch {
          return []; // an article mid-edit whose front-matter does not parse: skip it
        }
      });
  };
  const en = read('en');
  if (en.length < MIN_VOCABULARY) throw new Error(`Too few English words in ${contentDir}/posts/en to build a vocabulary.`);
  const hi = read('hi');
  const mr = read('mr');
  return { en, hi: hi.length >= MIN_VOCABULARY ? hi : en, mr: mr.length >= MIN_VOCABULARY ? mr : en };
}

/** Pages the registries link to, which the corpus must therefore contain. */
export interface RequiredTargets {
  posts: string[];
  categories: string[];
  tags: string[];
}

function menuTargets(items: MenuItem[], into: RequiredTargets): void {
  for (const item of items) {
    if (item.post) into.posts.push(item.post);
    if (item.category) into.categories.push(item.category);
    if (item.tag) into.tags.push(item.tag);
    if (item.children) menuTargets(item.children, into);
  }
}

/** Every post, category and tag the menu and the site settings link to, each once. */
export function requiredTargets({ menu, site }: Pick<Registries, 'menu' | 'site'>): RequiredTargets {
  const found: RequiredTargets = { posts: [...site.home.introCards, ...Object.values(site.editorialPolicy)], categories: [], tags: [] };
  menuTargets(menu, found);
  found.categories.push(
    site.banner.category,
    ...site.sidebar.categories,
    ...[site.home.hero, site.home.myHealth, site.home.recent, site.home.sugar].map((section) => section.category),
  );
  found.tags.push(...site.sidebar.tags);
  return {
    posts: [...new Set(found.posts)],
    categories: [...new Set(found.categories)],
    tags: [...new Set(found.tags)],
  };
}

/** The language a legacy slug is in (`diabetes-hindi` → hi), for articles the menu names. */
export function langOfSlug(slug: string): Locale {
  if (/-hindi$/.test(slug)) return 'hi';
  if (/-marathi$/.test(slug)) return 'mr';
  return 'en';
}

export interface CorpusOptions {
  count: number;
  seed: number;
  vocabularies: Record<Locale, string[]>;
  registries: Registries;
  /** Lead image URLs (`/images/…`) articles may share; the rest use the site's default. */
  images: string[];
}

/** One file of the corpus, relative to the content folder. */
export interface CorpusFile {
  path: string;
  content: string;
}

const KEY_POINTS: Record<Locale, string> = { en: 'Key points', hi: 'मुख्य बातें', mr: 'महत्त्वाचे मुद्दे' };
const FULL_STOP: Record<Locale, string> = { en: '.', hi: '।', mr: '.' };
const SLUG_SUFFIX: Record<Locale, string> = { en: '', hi: '-hindi', mr: '-marathi' };
const REFERENCES = [
  {
    title: 'Healthy diet — fact sheet',
    publisher: 'World Health Organization',
    url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
  },
  { title: 'Dietary Guidelines for Indians (2024)', publisher: 'ICMR–National Institute of Nutrition' },
];
/** Articles are dated between these (epoch seconds): 2019-01-01 and 2025-12-31. */
const FIRST_POST = 1_546_300_800;
const LAST_POST = 1_767_139_200;
const DAY = 86_400;

/**
 * The articles of a synthetic corpus: first the posts the registries link to (in the
 * language their slug suggests), then translation groups of one English, one Hindi and one
 * Marathi article. Categories and tags are used in turn, so every one the registries link to
 * has pages once `count` is a few dozen.
 * @throws Error when `count` is smaller than the number of posts the registries link to.
 */
export function syntheticArticles({ count, seed, vocabularies, registries, images }: CorpusOptions): CorpusFile[] {
  const random = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const required = requiredTargets(registries);
  if (count < required.posts.length) {
    throw new Error(`A corpus needs at least ${required.posts.length} articles: the menu and site.yaml link to that many posts.`);
  }
  const categorySlugs = [...required.categories, ...Object.keys(registries.categories).filter((c) => !required.categories.includes(c))];
  const tagSlugs = [...required.tags, ...Object.keys(registries.tags).filter((t) => !required.tags.includes(t))];
  // Every article is reviewed: by the first person and the first panel of people.yaml.
  const peopleIds = Object.keys(registries.people);
  const author = peopleIds.find((id) => registries.people[id]!.role === 'person') ?? peopleIds[0];
  const reviewedBy = peopleIds.find((id) => registries.people[id]!.role === 'review panel') ?? author;

  const words = (lang: Locale, n: number) => Array.from({ length: n }, () => pick(vocabularies[lang]));
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const sentence = (lang: Locale, min = 8, max = 16) => {
    const list = words(lang, int(min, max));
    return `${capitalise(list.join(' '))}${FULL_STOP[lang]}`;
  };
  const paragraph = (lang: Locale) => Array.from({ length: int(3, 5) }, () => sentence(lang)).join(' ');
  const heading = (lang: Locale) => capitalise(words(lang, int(2, 5)).join(' '));
  const body = (lang: Locale) => {
    const parts = [paragraph(lang)];
    const sections = int(3, 4);
    for (let s = 0; s < sections; s++) {
      parts.push(`## ${heading(lang)}`);
      for (let p = int(1, 2); p > 0; p--) parts.push(paragraph(lang));
      if (s === 1) parts.push(Array.from({ length: int(3, 5) }, () => `- ${sentence(lang, 4, 9)}`).join('\n'));
    }
    parts.push(`## ${KEY_POINTS[lang]}`, Array.from({ length: int(3, 4) }, () => `- ${sentence(lang, 5, 10)}`).join('\n'));
    return `${parts.join('\n\n')}\n`;
  };
  const truncate = (text: string, max: number) => (text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max)));

  // Slugs and languages first: translation groups point at their English member.
  const taken = new Set(required.posts);
  const plan = Array.from({ length: count }, (_, i) => {
    if (i < required.posts.length) {
      const slug = required.posts[i]!;
      return { slug, lang: langOfSlug(slug), group: slug, required: true };
    }
    const n = i - required.posts.length;
    const lang = LOCALES[n % LOCALES.length]!;
    const base = `${
      words('en', 3)
        .join('-')
        .replace(/[^a-z]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'article'
    }-${Math.floor(n / 3) + 1}`;
    let slug = `${base}${SLUG_SUFFIX[lang]}`;
    while (taken.has(slug)) slug = `${slug}-x`;
    taken.add(slug);
    return { slug, lang, group: '', required: false };
  });
  for (let i = required.posts.length; i < count; i++) {
    const n = i - required.posts.length;
    plan[i]!.group = plan[i - (n % LOCALES.length)]!.slug;
  }

  const span = LAST_POST - FIRST_POST;
  return plan.map(({ slug, lang, group, required: isRequired }, i) => {
    const categorySlug = categorySlugs[i % categorySlugs.length]!;
    const tags = [...new Set([tagSlugs[i % tagSlugs.length]!, ...Array.from({ length: int(0, 3) }, () => pick(tagSlugs))])];
    const postTime = FIRST_POST + Math.floor(((span - DAY) * i) / count) + int(0, DAY - 1);
    const postTimeodified = Math.min(LAST_POST, postTime + int(0, 180) * DAY);
    const lastReviewed = new Date(Math.min(LAST_POST, postTimeodified + int(1, 30) * DAY) * 1000).toISOString().slice(0, 10);
    const title = truncate(capitalise(words(lang, int(4, 8)).join(' ')), 100);
    const data: Record<string, unknown> = {
      title,
      slug,
      metaDescription: truncate(sentence(lang, 12, 22), 155),
      ...(images.length && i % 4 === 0 ? { featureImageUrl: images[(i / 4) % images.length] } : {}),
      status: isRequired || i % 97 !== 50 ? 'publish' : 'draft',
      primaryCategory: registries.categories[categorySlug]!.en,
      primaryCategorySlug: categorySlug,
      postTime,
      postTimeodified,
      focusKeyWord: pick(title.split(' ')).toLowerCase(),
      lang,
      tags,
      translationKey: group,
      featured: i >= required.posts.length && i < required.posts.length + 9,
      author,
      reviewedBy,
      lastReviewed,
      references: REFERENCES,
    };
    const text = body(lang);
    // The review covers the text as written (src/lib/review-digest.ts), as `npm run review` records it.
    data.reviewedDigest = reviewDigest({ data: data as unknown as ReviewedText['data'], body: text });
    return { path: `posts/${lang}/${slug}.md`, content: `---\n${toYaml(data, { lineWidth: 0 })}---\n\n${text}` };
  });
}

/**
 * Lead images to share: the site's default image and up to `extra` other top-level images
 * of the source folder, as `/images/…` URLs (the default first).
 */
export function sharedImages(contentDir: string, defaultImage: string, extra = 4): string[] {
  const dir = path.join(contentDir, 'images');
  const others = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name) && `${LOCAL_IMAGE_PREFIX}${name}` !== defaultImage)
        .sort()
        .slice(0, extra)
        .map((name) => `${LOCAL_IMAGE_PREFIX}${name}`)
    : [];
  return [defaultImage, ...others];
}

/**
 * Writes a synthetic corpus of `count` articles to `outDir` from the registries, images and
 * vocabulary of `sourceDir`. `outDir` is emptied first, but only when it is missing, empty,
 * or an earlier synthetic corpus.
 */
export function writeSyntheticCorpus({
  sourceDir,
  outDir,
  count,
  seed = 1,
}: {
  sourceDir: string;
  outDir: string;
  count: number;
  seed?: number;
}): { articles: number; images: string[] } {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length && !fs.existsSync(path.join(outDir, CORPUS_MARKER))) {
    throw new Error(`${outDir} exists and is not a synthetic corpus: refusing to replace it.`);
  }
  const registries = loadRegistries(path.resolve(sourceDir));
  const images = sharedImages(sourceDir, registries.site.defaultImage);
  const files = syntheticArticles({ count, seed, vocabularies: readVocabularies(sourceDir), registries, images });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, CORPUS_MARKER), `Generated by scripts/generate-corpus.ts (${count} articles, seed ${seed}).\n`);
  for (const file of REGISTRY_FILES) fs.copyFileSync(path.join(sourceDir, file), path.join(outDir, file));
  for (const file of OPTIONAL_REGISTRY_FILES) {
    if (fs.existsSync(path.join(sourceDir, file))) fs.copyFileSync(path.join(sourceDir, file), path.join(outDir, file));
  }
  for (const url of images) {
    const target = path.join(outDir, 'images', url.slice(LOCAL_IMAGE_PREFIX.length));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(sourceDir, 'images', url.slice(LOCAL_IMAGE_PREFIX.length)), target);
  }
  for (const lang of LOCALES) fs.mkdirSync(path.join(outDir, 'posts', lang), { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(outDir, file.path), file.content);
  return { articles: files.length, images };
}
