import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import type { PostFrontmatter } from '../../src/lib/post-schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CORPUS_MARKER,
  createRandom,
  langOfSlug,
  readVocabularies,
  requiredTargets,
  sharedImages,
  syntheticArticles,
  wordsOf,
  writeSyntheticCorpus,
} from '../../scripts/lib/synthetic-corpus.ts';
import { loadValidatedCorpus } from '../../src/data/corpus.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { validateCorpus } from '../../src/lib/validation.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

const registries = loadRegistries(FIXTURE_CONTENT);
const vocabularies = {
  en: 'sugar salt water fibre diet health heart vitamin the and of a to in'.split(' '),
  hi: 'चीनी नमक पानी आहार सेहत दिल और का की में'.split(' '),
  mr: 'साखर मीठ पाणी आहार आरोग्य हृदय आणि चा ची मध्ये'.split(' '),
};
const generate = (count: number, seed = 7) =>
  syntheticArticles({ count, seed, vocabularies, registries, images: ['/images/default-lead.svg', '/images/salt.svg'] });

describe('createRandom', () => {
  it('is deterministic for a seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(createRandom(43)()).not.toBe(values[0]);
  });
});

describe('wordsOf', () => {
  it('keeps the words of Markdown with repeats, dropping markup, URLs and numbers', () => {
    expect(wordsOf('## Salt\nEat [less salt](https://who.int) **daily**, 5 g.\n![x](a.svg)')).toEqual([
      'salt',
      'eat',
      'less',
      'salt',
      'daily',
      'g',
    ]);
  });

  it('keeps Devanagari words whole, with their vowel signs and viramas', () => {
    expect(wordsOf('मधुमेह (डायबिटीज़) में क्या खाएँ? ठीक।')).toEqual(['मधुमेह', 'डायबिटीज़', 'में', 'क्या', 'खाएँ', 'ठीक']);
  });
});

describe('requiredTargets', () => {
  it('collects the posts, categories and tags the menu and site.yaml link to, once each', () => {
    const targets = requiredTargets(registries);
    expect(targets.posts).toEqual(expect.arrayContaining(['about-dr-anjali-deshmukh', 'salt-basics', 'salt-basics-hindi', 'maida-facts']));
    expect(targets.categories).toEqual(expect.arrayContaining(['lifestyle', 'Maida', 'hindi', registries.site.banner.category]));
    expect(targets.tags).toEqual(expect.arrayContaining(['cow-milk', 'salt', ...registries.site.sidebar.tags]));
    expect(new Set(targets.posts).size).toBe(targets.posts.length);
  });

  it('infers the language of a legacy slug', () => {
    expect(langOfSlug('diabetes-hindi')).toBe('hi');
    expect(langOfSlug('diabetes-marathi')).toBe('mr');
    expect(langOfSlug('diabetes')).toBe('en');
  });
});

describe('syntheticArticles', () => {
  const files = generate(120);
  const sources = files.map((file) => {
    const { data, body: content } = parseArticleSource(file.content);
    return { file: file.path, data: data as PostFrontmatter, body: content };
  });

  it('writes exactly the asked number of articles, deterministically', () => {
    expect(files).toHaveLength(120);
    expect(generate(120)).toEqual(files);
    expect(generate(120, 8)).not.toEqual(files);
  });

  it('passes the same validation as the build, menu and site links included', () => {
    const { issues } = validateCorpus(sources, {
      registries,
      now: Math.floor(Date.UTC(2026, 0, 1) / 1000),
      contentDir: FIXTURE_CONTENT,
      imageExists: (url) => ['/images/default-lead.svg', '/images/salt.svg'].includes(url),
    });
    expect(issues).toEqual([]);
  });

  it('spreads articles over the three languages in translation groups, one per language', () => {
    const byLang = { en: 0, hi: 0, mr: 0 } as Record<string, number>;
    const groups = new Map<string, string[]>();
    for (const { data } of sources) {
      byLang[data.lang] = (byLang[data.lang] ?? 0) + 1;
      groups.set(data.translationKey!, [...(groups.get(data.translationKey!) ?? []), data.lang]);
    }
    expect(Math.min(...Object.values(byLang))).toBeGreaterThan(30);
    expect([...groups.values()].some((langs) => langs.length === 3)).toBe(true);
    for (const langs of groups.values()) expect(new Set(langs).size).toBe(langs.length);
  });

  it('writes bodies of realistic length in the article’s language, with headings and key points', () => {
    for (const { data, body } of sources.slice(20, 26)) {
      const words = body.split(/\s+/).filter(Boolean).length;
      expect(words, data.slug).toBeGreaterThan(150);
      expect(words, data.slug).toBeLessThan(900);
      expect(body).toMatch(/^## /m);
      const text = body.replace(/^## (Key points|मुख्य बातें|महत्त्वाचे मुद्दे)$/m, '');
      expect(wordsOf(text).filter((word) => !vocabularies[data.lang as 'en'].includes(word))).toEqual([]);
    }
    expect(sources.find((s) => s.data.lang === 'hi')!.body).toContain('## मुख्य बातें');
  });

  it('uses every category and tag of the registries, and shares a few images', () => {
    expect(new Set(sources.map((s) => s.data.primaryCategorySlug))).toEqual(new Set(Object.keys(registries.categories)));
    expect(new Set(sources.flatMap((s) => s.data.tags))).toEqual(new Set(Object.keys(registries.tags)));
    expect(new Set(sources.map((s) => s.data.featureImageUrl).filter(Boolean))).toEqual(
      new Set(['/images/default-lead.svg', '/images/salt.svg']),
    );
  });

  it('keeps every date in order and in the past, however many articles', () => {
    for (const file of generate(3000)) {
      const data = parseArticleSource(file.content).data as PostFrontmatter;
      expect(data.postTimeodified, file.path).toBeGreaterThanOrEqual(data.postTime);
      expect(data.postTimeodified * 1000, file.path).toBeLessThanOrEqual(Date.UTC(2026, 0, 1));
      const reviewed = String(data.lastReviewed);
      expect(reviewed >= new Date(data.postTimeodified * 1000).toISOString().slice(0, 10), file.path).toBe(true);
    }
  });

  it('refuses a count too small for the posts the menu links to', () => {
    expect(() => generate(3)).toThrow(/at least \d+ articles/);
  });
});

describe('writeSyntheticCorpus', () => {
  let source: string;
  beforeAll(() => {
    // The fixture registries and images, with enough real-looking text for a vocabulary.
    source = scratchDir('synthetic-source');
    for (const file of fs.readdirSync(FIXTURE_CONTENT)) {
      if (file.endsWith('.yaml')) fs.copyFileSync(path.join(FIXTURE_CONTENT, file), path.join(source, file));
    }
    fs.cpSync(path.join(FIXTURE_CONTENT, 'images'), path.join(source, 'images'), { recursive: true });
    fs.mkdirSync(path.join(source, 'posts', 'en'), { recursive: true });
    const text = Array.from({ length: 300 }, (_, i) => vocabularies.en[i % vocabularies.en.length]).join(' ');
    fs.writeFileSync(path.join(source, 'posts', 'en', 'words.md'), `---\ntitle: x\n---\n\n${text}\n`);
  });

  it('writes a content folder that the build’s own validation accepts', () => {
    const out = path.join(scratchDir('synthetic-out'), 'corpus');
    const { articles, images } = writeSyntheticCorpus({ sourceDir: source, outDir: out, count: 60 });
    expect(articles).toBe(60);
    expect(images).toEqual(sharedImages(source, registries.site.defaultImage));
    expect(fs.existsSync(path.join(out, CORPUS_MARKER))).toBe(true);
    for (const file of ['categories.yaml', 'tags.yaml', 'site.yaml', 'menu.yaml']) {
      expect(fs.readFileSync(path.join(out, file), 'utf8')).toBe(fs.readFileSync(path.join(source, file), 'utf8'));
    }
    const posts = loadValidatedCorpus(out);
    expect(posts).toHaveLength(60);
    // Hindi and Marathi have too few words here: they borrow the English vocabulary.
    expect(readVocabularies(source).hi).toEqual(readVocabularies(source).en);
  });

  it('replaces an earlier corpus, but never a folder that is not one', () => {
    const out = path.join(scratchDir('synthetic-replace'), 'corpus');
    writeSyntheticCorpus({ sourceDir: source, outDir: out, count: 60 });
    writeSyntheticCorpus({ sourceDir: source, outDir: out, count: 40 });
    expect(loadValidatedCorpus(out)).toHaveLength(40);
    const precious = scratchDir('synthetic-precious');
    fs.writeFileSync(path.join(precious, 'notes.md'), 'keep me');
    expect(() => writeSyntheticCorpus({ sourceDir: source, outDir: precious, count: 40 })).toThrow(/refusing/);
    expect(fs.readFileSync(path.join(precious, 'notes.md'), 'utf8')).toBe('keep me');
  });
});
