import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import {
  NOT_REVIEWED_NOTE,
  articleText,
  convertDocument,
  trimAtWord,
  translationKeyOf,
  type ConvertedArticle,
  type ConvertOptions,
} from '../../scripts/lib/import/to-frontmatter.ts';

const options: ConvertOptions = {
  bodyField: 'content',
  categories: {
    lifestyle: { en: 'Lifestyle', hi: 'जीवनशैली', mr: 'जीवनशैली' },
    hindi: { en: 'Hindi', hi: 'हिंदी', mr: 'हिंदी' },
  },
  tags: { salt: { en: 'Salt', hi: 'नमक', mr: 'मीठ' } },
  imageExists: (url) => url === '/images/salt.svg',
  now: 1_700_000_000,
};
const base = {
  title: 'Salt Basics',
  slug: 'salt-basics',
  metaDescription: 'All about salt.',
  status: 'publish',
  primaryCategory: 'Lifestyle',
  primaryCategorySlug: 'lifestyle',
  postTime: 1_600_000_000,
  postTimeodified: 1_650_000_000,
  content: '<p>Salt is <b>sodium chloride</b>.</p>',
};
const convert = (doc: Record<string, unknown>, opts: Partial<ConvertOptions> = {}) => convertDocument(doc, { ...options, ...opts });
const ok = (doc: Record<string, unknown>, opts: Partial<ConvertOptions> = {}) => {
  const result = convert(doc, opts);
  if (!result.ok) throw new Error(result.reason);
  return result as ConvertedArticle;
};

describe('trimAtWord', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(trimAtWord('  Short   text. ')).toBe('Short text.');
    expect(trimAtWord('Salt is needed, but too much raises blood pressure.', 30)).toBe('Salt is needed, but too much…');
    const long = trimAtWord('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    expect(trimAtWord('x'.repeat(200)).length).toBe(160);
  });
});

describe('translationKeyOf', () => {
  it('drops the legacy language suffix', () => {
    expect(translationKeyOf('vitamin-d-part-1-hindi')).toBe('vitamin-d-part-1');
    expect(translationKeyOf('walking-marathi')).toBe('walking');
    expect(translationKeyOf('salt')).toBe('salt');
    expect(translationKeyOf('hindi')).toBe('hindi');
  });
});

describe('convertDocument', () => {
  it('writes the legacy fields with their names, plus lang, tags and translationKey, valid by the schema', () => {
    // The export cannot say who reviewed an article: it stays published, marked and listed as not reviewed.
    const article = ok({ ...base, featureImageUrl: 'https://x.org/a.jpg', focusKeyWord: 'salt', extra: 'ignored' });
    expect(article.fields).toEqual({
      title: 'Salt Basics',
      slug: 'salt-basics',
      metaDescription: 'All about salt.',
      featureImageUrl: 'https://x.org/a.jpg',
      status: 'publish',
      primaryCategory: 'Lifestyle',
      primaryCategorySlug: 'lifestyle',
      postTime: 1_600_000_000,
      postTimeodified: 1_650_000_000,
      focusKeyWord: 'salt',
      lang: 'en',
      tags: [],
      translationKey: 'salt-basics',
      review: 'pending',
    });
    expect(article.notes).toEqual([NOT_REVIEWED_NOTE]);
    const { data, body: content } = parseArticleSource(articleText(article));
    expect(postFrontmatterSchema.safeParse(data).success).toBe(true);
    expect(Object.keys(data)).toContain('postTimeodified');
    expect(content).toBe('Salt is **sodium chloride**.\n');
  });

  it('skips a document without title or slug, with an unsafe slug, or an unusable time or category', () => {
    expect(convert({ ...base, title: ' ' })).toEqual({ ok: false, reason: 'no title' });
    expect(convert({ ...base, slug: undefined })).toEqual({ ok: false, reason: 'no slug' });
    expect(convert({ ...base, slug: 'salt basics' })).toMatchObject({ ok: false, reason: expect.stringContaining('is not URL-safe') });
    expect(convert({ ...base, postTime: 'soon' })).toEqual({ ok: false, reason: 'postTime "soon" is not a time' });
    expect(convert({ ...base, postTime: undefined })).toEqual({ ok: false, reason: 'postTime is missing' });
    expect(convert({ ...base, postTimeodified: 'later' })).toEqual({ ok: false, reason: 'postTimeodified "later" is not a time' });
    expect(convert({ ...base, postTime: 1_800_000_000, postTimeodified: 1_800_000_000 })).toEqual({
      ok: false,
      reason: 'postTime 1800000000 is more than a day in the future',
    });
    expect(convert({ ...base, primaryCategory: undefined, primaryCategorySlug: undefined })).toEqual({
      ok: false,
      reason: 'category has neither slug nor label',
    });
  });

  it('normalises every time form to seconds and says so', () => {
    const article = ok({ ...base, postTime: { _seconds: 1_600_000_000, _nanoseconds: 5 }, postTimeodified: 1_650_000_000_999 });
    expect([article.fields.postTime, article.fields.postTimeodified]).toEqual([1_600_000_000, 1_650_000_000]);
    expect(article.notes).toEqual([
      'postTime converted from a timestamp object to epoch seconds',
      'postTimeodified converted from milliseconds to epoch seconds',
      NOT_REVIEWED_NOTE,
    ]);
    expect(ok({ ...base, postTimeodified: undefined }).fields.postTimeodified).toBe(1_600_000_000);
    const backwards = ok({ ...base, postTimeodified: 1_500_000_000 });
    expect(backwards.fields.postTimeodified).toBe(1_600_000_000);
    expect(backwards.notes).toContain('postTimeodified was before postTime: set to postTime');
  });

  it('turns an unknown or missing status into draft, noted', () => {
    const article = ok({ ...base, status: 'scheduled' });
    expect(article.fields.status).toBe('draft');
    expect(article.notes).toContain('status "scheduled" is not a known status: imported as draft');
    expect(ok({ ...base, status: undefined }).notes).toContain('no status: imported as draft');
    for (const status of ['publish', 'draft', 'pending', 'private', 'trash']) expect(ok({ ...base, status }).fields.status).toBe(status);
  });

  it('derives a missing metaDescription from the first paragraph, and shortens a long one', () => {
    const long = 'Salt matters. '.repeat(20);
    const derived = ok({ ...base, metaDescription: '', content: `<h2>Intro</h2><p>${long}</p>` });
    expect(derived.fields.metaDescription).toBe(trimAtWord(long));
    expect(String(derived.fields.metaDescription).length).toBeLessThanOrEqual(160);
    expect(derived.notes).toContain('no metaDescription: taken from the first paragraph');
    expect(ok({ ...base, metaDescription: undefined, content: '' }).fields.metaDescription).toBe('Salt Basics');
    const shortened = ok({ ...base, metaDescription: long });
    expect(String(shortened.fields.metaDescription).length).toBeLessThanOrEqual(160);
    expect(shortened.notes).toContain('metaDescription longer than 160 characters: shortened at a word');
  });

  it('infers the language and the translation group', () => {
    const hindi = ok({ ...base, slug: 'salt-basics-hindi', title: 'नमक', primaryCategory: 'Hindi', primaryCategorySlug: 'hindi' });
    expect([hindi.lang, hindi.langReason, hindi.translationKey, hindi.fields.lang]).toEqual([
      'hi',
      'category "hindi"',
      'salt-basics',
      'hi',
    ]);
  });

  it('adds unknown categories and tags instead of dropping them', () => {
    const article = ok({
      ...base,
      primaryCategory: 'Gut Health',
      primaryCategorySlug: 'gut-health',
      tags: ['salt', 'Salt', { slug: 'fibre', name: 'Dietary Fibre' }, 'Blood Pressure', 'रक्तदाब'],
    });
    expect(article.fields.primaryCategorySlug).toBe('gut-health');
    expect(article.newCategories).toEqual([{ slug: 'gut-health', labels: { en: 'Gut Health', hi: 'Gut Health', mr: 'Gut Health' } }]);
    expect(article.fields.tags).toEqual(['salt', 'fibre', 'blood-pressure']);
    expect(article.newTags.map((t) => t.slug)).toEqual(['fibre', 'blood-pressure']);
    expect(article.notes).toContain('tag "रक्तदाब" left out: "रक्तदाब" has no Latin letters to make a slug from');
    expect(ok({ ...base, tags: 'salt, Blood Pressure' }).fields.tags).toEqual(['salt', 'blood-pressure']);
  });

  it('finds a category by its label, and writes the registry label when the export has another', () => {
    expect(ok({ ...base, primaryCategorySlug: undefined, primaryCategory: 'Lifestyle' }).fields.primaryCategorySlug).toBe('lifestyle');
    const relabelled = ok({ ...base, primaryCategory: 'Life style' });
    expect(relabelled.fields.primaryCategory).toBe('Lifestyle');
    expect(relabelled.notes[0]).toContain('is not the registry\'s label of "lifestyle"');
  });

  it('keeps web and existing local images, repairs a scheme-less one, and leaves out the rest', () => {
    expect(ok({ ...base, featureImageUrl: '/images/salt.svg' }).fields.featureImageUrl).toBe('/images/salt.svg');
    expect(ok({ ...base, featureImageUrl: '//cdn.x.org/a.jpg' }).fields.featureImageUrl).toBe('https://cdn.x.org/a.jpg');
    const missing = ok({ ...base, featureImageUrl: '/images/none.svg' });
    expect(missing.fields.featureImageUrl).toBeUndefined();
    expect(missing.notes[0]).toContain('left out (the default image shows)');
  });

  it('reads the body from another field when told to, and notes an empty body', () => {
    expect(ok({ ...base, content: undefined, html: '<p>From html.</p>' }, { bodyField: 'html' }).body).toBe('From html.');
    expect(ok({ ...base, content: undefined }).notes).toContain('no body in the "content" field: the article is empty');
  });
});
