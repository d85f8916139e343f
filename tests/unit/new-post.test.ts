import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { describe, expect, it } from 'vitest';
import { ContentValidationError } from '../../src/lib/content-errors.ts';
import { loadValidatedCorpus } from '../../src/data/corpus.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { displayPath } from '../../scripts/lib/display-path.ts';
import type { ExistingPost } from '../../scripts/lib/existing-posts.ts';
import {
  deriveSlug,
  metaDescriptionPrompt,
  NewPostError,
  outlineBody,
  defaultAuthor,
  parseNewPostArgs,
  planNewPost,
  type NewPostContext,
} from '../../scripts/lib/new-post.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

const categories = {
  'gut-bacteria': { en: 'Gut Bacteria', hi: 'आंत के बैक्टीरिया', mr: 'आतड्यातील जीवाणू' },
  Maida: { en: 'Maida', hi: 'मैदा', mr: 'मैदा' },
};
const POSTS = '/content/posts';
const context = (existing: ExistingPost[] = []): NewPostContext => ({
  categories,
  author: 'dr-anjali-deshmukh',
  existing,
  postsDir: POSTS,
  now: 1_700_000_000,
});
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(NewPostError);
    return (error as Error).message;
  }
  throw new Error('expected a NewPostError');
};

describe('parseNewPostArgs', () => {
  it('reads every option', () => {
    expect(
      parseNewPostArgs([
        '--lang',
        'hi',
        '--category',
        'gut-bacteria',
        '--title',
        ' Gut ',
        '--slug',
        'gut-hindi',
        '--translation-of',
        'gut',
        '--keyword',
        'आंत',
      ]),
    ).toEqual({ lang: 'hi', category: 'gut-bacteria', title: 'Gut', slug: 'gut-hindi', translationOf: 'gut', keyword: 'आंत' });
  });

  it('names the missing options and prints the usage', () => {
    const text = message(() => parseNewPostArgs(['--lang', 'en']));
    expect(text).toContain('Missing --category, --title.');
    expect(text).toContain('Usage: npm run new');
  });

  it('refuses a language the site does not publish, and an unknown option', () => {
    expect(message(() => parseNewPostArgs(['--lang', 'fr', '--category', 'x', '--title', 'X']))).toBe(
      '--lang "fr" is not a site language. Fix: use one of en, hi, mr.',
    );
    expect(message(() => parseNewPostArgs(['--lang', 'en', '--category', 'x', '--title', 'X', '--draft']))).toContain(
      "Unknown option '--draft'",
    );
  });
});

describe('deriveSlug', () => {
  it('makes an English slug from the title', () => {
    expect(deriveSlug({ title: 'Vitamin D: Part 1', lang: 'en' })).toBe('vitamin-d-part-1');
  });

  it('adds the legacy -hindi / -marathi suffix, once', () => {
    expect(deriveSlug({ title: 'Salt and Health', lang: 'hi' })).toBe('salt-and-health-hindi');
    expect(deriveSlug({ title: 'Salt and Health', lang: 'mr' })).toBe('salt-and-health-marathi');
    expect(deriveSlug({ title: 'Salt Hindi', lang: 'hi' })).toBe('salt-hindi');
  });

  it('keeps a given --slug as it is (no suffix), if it is URL-safe', () => {
    expect(deriveSlug({ title: 'नमक', lang: 'hi', slug: 'namak' })).toBe('namak');
    expect(() => deriveSlug({ title: 'x', lang: 'en', slug: 'Salt & Health' })).toThrow(
      '--slug "Salt & Health" is not URL-safe. Fix: use only letters, digits and hyphens, e.g. --slug salt-health.',
    );
  });

  it('requires --slug for a Devanagari-only title, with an example', () => {
    expect(message(() => deriveSlug({ title: 'नमक और स्वास्थ्य', lang: 'hi' }))).toBe(
      'The title "नमक और स्वास्थ्य" has no Latin letters to make a URL from. Fix: add --slug with letters, digits and hyphens, e.g. --slug salt-and-health-hindi.',
    );
    expect(message(() => deriveSlug({ title: 'मीठ', lang: 'mr', translationOf: 'salt-basics' }))).toContain('--slug salt-basics-marathi');
  });
});

describe('metaDescriptionPrompt', () => {
  it('asks for the sentence and fits the 160-character limit even for a long title', () => {
    expect(metaDescriptionPrompt('Salt')).toBe('Write one sentence (at most 160 characters) about "Salt".');
    const long = metaDescriptionPrompt('A very long title '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/…"\.$/);
  });
});

describe('outlineBody', () => {
  it('gives ## section headings in the article language', () => {
    expect(outlineBody('en')).toContain('\n## What you can do\n');
    expect(outlineBody('mr')).toContain('\n## डॉक्टरांना कधी भेटावे\n');
    expect(outlineBody('hi').match(/^## /gm)).toHaveLength(4);
  });
});

describe('planNewPost', () => {
  const args = { lang: 'hi' as const, category: 'gut-bacteria', title: 'Gut Bacteria: Part 1' };

  it('fills in every front-matter field, valid by the schema, as a draft', () => {
    const plan = planNewPost(args, context());
    expect(plan.file).toBe(path.join(POSTS, 'hi', 'gut-bacteria-part-1-hindi.md'));
    const { data, body: content } = parseArticleSource(plan.text);
    expect(data).toEqual({
      title: 'Gut Bacteria: Part 1',
      slug: 'gut-bacteria-part-1-hindi',
      metaDescription: 'Write one sentence (at most 160 characters) about "Gut Bacteria: Part 1".',
      status: 'draft',
      primaryCategory: 'Gut Bacteria',
      primaryCategorySlug: 'gut-bacteria',
      postTime: 1_700_000_000,
      postTimeodified: 1_700_000_000,
      focusKeyWord: 'gut bacteria: part 1',
      lang: 'hi',
      tags: [],
      translationKey: 'gut-bacteria-part-1-hindi',
      featured: false,
      author: 'dr-anjali-deshmukh',
      review: 'pending',
      references: [],
    });
    expect(Object.keys(data)).toEqual(Object.keys(postFrontmatterSchema.shape).filter((key) => key in data));
    expect(postFrontmatterSchema.safeParse(data).success).toBe(true);
    expect(content).toContain('## यह क्या है');
  });

  it('lists the valid category slugs for an unknown one', () => {
    expect(message(() => planNewPost({ ...args, category: 'maida' }, context()))).toBe(
      '--category "maida" is not in categories.yaml. Fix: use one of these slugs (case-sensitive): gut-bacteria, Maida; or add the category to categories.yaml first.',
    );
  });

  it('refuses to overwrite a file, and a slug another article has', () => {
    const file = path.join(POSTS, 'hi', 'gut-bacteria-part-1-hindi.md');
    expect(message(() => planNewPost(args, context([{ file }])))).toContain(
      'gut-bacteria-part-1-hindi.md already exists; refusing to overwrite it.',
    );
    const other = path.join(POSTS, 'en', 'gut.md');
    expect(message(() => planNewPost({ ...args, slug: 'gut' }, context([{ file: other, slug: 'gut' }])))).toContain(
      'The slug "gut" is already used by',
    );
  });

  it('joins the translation group of --translation-of, and refuses a second version in one language', () => {
    const english = { file: path.join(POSTS, 'en', 'gut.md'), slug: 'gut', lang: 'en', translationKey: 'gut-group' };
    const plan = planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut' }, context([english]));
    expect(parseArticleSource(plan.text).data.translationKey).toBe('gut-group');
    expect(plan.notes).toEqual([]);

    const hindi = { file: path.join(POSTS, 'hi', 'gut-h.md'), slug: 'gut-h', lang: 'hi', translationKey: 'gut-group' };
    expect(message(() => planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut' }, context([english, hindi])))).toContain(
      '"gut" already has a "hi" version',
    );
    expect(message(() => planNewPost({ ...args, translationOf: 'nope' }, context([english])))).toContain('no article has that slug');
  });

  it("records the English source's postTimeodified as translatedFrom, also when translating from another translation", () => {
    const english = {
      file: path.join(POSTS, 'en', 'gut.md'),
      slug: 'gut',
      lang: 'en',
      translationKey: 'gut-group',
      postTimeodified: 1_650_000_000,
    };
    const marathi = {
      file: path.join(POSTS, 'mr', 'gut-m.md'),
      slug: 'gut-m',
      lang: 'mr',
      translationKey: 'gut-group',
      postTimeodified: 1_660_000_000,
    };
    const fromEnglish = parseArticleSource(planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut' }, context([english])).text).data;
    expect(fromEnglish.translatedFrom).toBe(1_650_000_000);
    expect(Object.keys(fromEnglish).slice(-2)).toEqual(['translatedFrom', 'references']);
    const fromMarathi = parseArticleSource(
      planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut-m' }, context([english, marathi])).text,
    ).data;
    expect(fromMarathi.translatedFrom).toBe(1_650_000_000);
    // No English version: nothing to record.
    expect(
      parseArticleSource(planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut-m' }, context([marathi])).text).data,
    ).not.toHaveProperty('translatedFrom');
  });

  it('says to add the translationKey to an original that has none', () => {
    const english = { file: path.join(POSTS, 'en', 'gut.md'), slug: 'gut', lang: 'en' };
    const plan = planNewPost({ ...args, slug: 'gut-hindi', translationOf: 'gut' }, context([english]));
    expect(parseArticleSource(plan.text).data.translationKey).toBe('gut');
    expect(plan.notes[0]).toContain('has no translationKey: add `translationKey: gut` to it');
  });
});

describe('npm run new (the script)', () => {
  const run = (contentDir: string, ...argv: string[]) =>
    spawnSync(process.execPath, ['scripts/new-post.ts', ...argv], {
      env: { ...process.env, AROGYA_CONTENT_DIR: contentDir },
      encoding: 'utf8',
    });
  const copy = () => {
    const dir = scratchDir('new-post-content');
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    return dir;
  };

  it('writes a draft that passes the site validation, and refuses to write it twice', () => {
    const dir = copy();
    const before = loadValidatedCorpus(dir).length;
    const first = run(dir, '--lang', 'mr', '--category', 'sugar', '--title', 'Sugar and Teeth');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const file = path.join(dir, 'posts', 'mr', 'sugar-and-teeth-marathi.md');
    expect(first.stdout).toContain(`Wrote ${displayPath(file)} (status: draft).`);

    let posts: ReturnType<typeof loadValidatedCorpus> = [];
    expect(() => (posts = loadValidatedCorpus(dir))).not.toThrow(ContentValidationError);
    expect(posts).toHaveLength(before + 1);
    const created = posts.find((post) => post.data.slug === 'sugar-and-teeth-marathi')!;
    expect(created.data).toMatchObject({
      status: 'draft',
      lang: 'mr',
      primaryCategory: 'Sugar',
      author: 'dr-test-author',
      review: 'pending',
    });

    const text = fs.readFileSync(file, 'utf8');
    const again = run(dir, '--lang', 'mr', '--category', 'sugar', '--title', 'Sugar and Teeth');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${displayPath(file)} already exists; refusing to overwrite it.`);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('refuses a slug another article has, an unknown category and a Devanagari title without --slug', () => {
    const dir = copy();
    const taken = run(dir, '--lang', 'mr', '--category', 'sugar', '--title', 'X', '--slug', 'salt-basics');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(
      `The slug "salt-basics" is already used by ${displayPath(path.join(dir, 'posts', 'en', 'salt-basics.md'))}`,
    );

    const category = run(dir, '--lang', 'en', '--category', 'maida', '--title', 'Maida');
    expect(category.status).toBe(1);
    expect(category.stderr).toContain('--category "maida" is not in categories.yaml. Fix: use one of these slugs (case-sensitive):');
    expect(category.stderr).toContain('Maida');

    const devanagari = run(dir, '--lang', 'hi', '--category', 'hindi', '--title', 'नमक');
    expect(devanagari.status).toBe(1);
    expect(devanagari.stderr).toContain('has no Latin letters to make a URL from. Fix: add --slug');
    expect(fs.readdirSync(path.join(dir, 'posts', 'hi'))).toEqual(fs.readdirSync(path.join(FIXTURE_CONTENT, 'posts', 'hi')));
  });
});

describe('defaultAuthor', () => {
  it("writes the site's doctor as the author when people.yaml lists her, else its first person (never a panel)", () => {
    const people = { panel: { role: 'review panel' }, 'dr-a': { role: 'person' }, 'dr-b': { role: 'person' } };
    expect(defaultAuthor(people, 'dr-b')).toBe('dr-b');
    expect(defaultAuthor(people, 'dr-unknown')).toBe('dr-a');
    expect(defaultAuthor({ panel: { role: 'review panel' } }, 'dr-a')).toBeUndefined();
  });
});
