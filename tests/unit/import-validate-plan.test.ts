import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { imageExistsIn, listPostFiles } from '../../src/data/corpus.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { MAX_ARTICLE_BYTES, type SourceFile } from '../../src/lib/validation.ts';
import type { PlanInput } from '../../scripts/lib/import/plan.ts';
import { planProblems, planValidImport, writtenFiles, type PlanValidation } from '../../scripts/lib/import/validate-plan.ts';
import { legacyDocument } from './import-fixtures.ts';

/** The fixture site's registries and articles, as the importer sees them before it writes. */
const CONTENT = path.resolve('tests/fixtures/site');
const OUT = path.join(CONTENT, 'posts');
const name = (file: string) => path.relative(process.cwd(), file);
const existing: SourceFile[] = listPostFiles(OUT).map((file) => ({
  file: name(file),
  ...parseArticleSource(fs.readFileSync(file, 'utf8')),
}));
const validation: PlanValidation = {
  registries: loadRegistries(CONTENT),
  existing,
  name,
  now: 1_800_000_000,
  contentDir: CONTENT,
  imageExists: imageExistsIn(CONTENT),
};

const input = (documents: PlanInput['documents']): PlanInput => ({
  documents,
  outDir: OUT,
  existing: existing.map((source) => ({ file: path.resolve(source.file), slug: String((source.data as { slug: string }).slug) })),
  readFile: () => undefined,
  categories: validation.registries.categories,
  tags: validation.registries.tags,
  force: false,
  bodyField: 'content',
  imageExists: validation.imageExists,
  now: validation.now,
});
const plan = (documents: PlanInput['documents']) => planValidImport(input(documents), (planned) => planProblems(planned, validation));
const LONG_TITLE = 'A title that goes on and on '.repeat(10).trim();

describe('planValidImport with the site validation', () => {
  it('skips a document whose article the site would reject, with the validation message, and writes the rest', () => {
    const result = plan([legacyDocument('fine'), legacyDocument('too-long', { title: LONG_TITLE })]);
    expect(result.files.map((file) => file.slug)).toEqual(['fine']);
    expect(result.skipped).toEqual([
      { label: '#too-long', reason: expect.stringMatching(/^fails the site's validation: title: is 279 characters long; .*Fix: /) },
    ]);
  });

  it('drops the new categories and tags of a rejected document, and imports a later copy of its slug instead', () => {
    const result = plan([
      legacyDocument('again', { title: LONG_TITLE, primaryCategory: 'Gut Health', primaryCategorySlug: 'gut-health', tags: ['fibre'] }),
      legacyDocument('again', { title: 'A shorter title' }),
    ]);
    expect(result.newCategories).toEqual([]);
    expect(result.newTags).toEqual([]);
    expect(result.files.map((file) => [file.label, file.slug])).toEqual([['#again', 'again']]);
    expect(result.files[0]!.text).toContain('title: "A shorter title"');
  });

  it('checks articles against the whole corpus: a slug that differs only in case from an existing one is skipped', () => {
    const result = plan([legacyDocument('Salt-Basics')]);
    expect(result.files).toEqual([]);
    expect(result.skipped[0]!.reason).toMatch(/^fails the site's validation: slug: .*salt-basics\.md/);
  });

  it('checks them with the registries the import would leave: a new category is no problem', () => {
    const result = plan([legacyDocument('gut', { primaryCategory: 'Gut Health', primaryCategorySlug: 'gut-health' })]);
    expect(result.skipped).toEqual([]);
    expect(result.newCategories.map((entry) => entry.slug)).toEqual(['gut-health']);
  });

  it('skips, with the reason, a slug Windows reserves (any case), HTML nested too deep and a body too large', () => {
    const result = plan([
      legacyDocument('CON'),
      legacyDocument('aux'),
      legacyDocument('deep', { content: '<div>'.repeat(20_000) }),
      legacyDocument('huge', { content: '<p>Words and more words.</p>'.repeat(Math.ceil((3 * 1024 * 1024) / 28)) }),
      legacyDocument('fine'),
    ]);
    expect(result.files.map((file) => file.slug)).toEqual(['fine']);
    expect(result.skipped).toEqual([
      { label: '#CON', reason: expect.stringMatching(/^fails the site's validation: slug: "CON" is a name Windows keeps for a device/) },
      { label: '#aux', reason: expect.stringMatching(/^fails the site's validation: slug: "aux" is a name Windows keeps for a device/) },
      { label: '#deep', reason: expect.stringMatching(/^its HTML nests elements 20000 deep, more than the 100 the importer converts/) },
      { label: '#huge', reason: expect.stringMatching(/^its HTML body is 3\.0 MB, more than the 2 MB the importer converts/) },
    ]);
  });

  it('lists the skipped documents in the export order', () => {
    const result = plan([
      legacyDocument('x1', { title: LONG_TITLE }),
      legacyDocument('', { title: 'No slug' }),
      legacyDocument('x3', { title: LONG_TITLE }),
    ]);
    expect(result.skipped.map((skip) => skip.label)).toEqual(['#x1', '#', '#x3']);
  });
});

describe('planProblems', () => {
  it('refuses an article larger than validate allows, as validate would, before anything is written', () => {
    const planned = planValidImport(input([legacyDocument('big')]), () => new Map());
    planned.files[0]!.text += 'Words and more words.\n'.repeat(MAX_ARTICLE_BYTES / 20);
    expect([...planProblems(planned, validation).values()]).toEqual([
      [expect.stringMatching(/^is 1\.\d MB; an article may be at most 1 MB\. Fix: split it/)],
    ]);
  });

  it("reports only the files the import writes, never another article's problems", () => {
    const broken: SourceFile = { file: 'elsewhere/broken.md', data: { title: 'No other field' }, body: '' };
    const planned = planValidImport(input([legacyDocument('fine')]), () => new Map());
    expect(writtenFiles(planned)).toHaveLength(1);
    expect(planProblems(planned, { ...validation, existing: [...existing, broken] })).toEqual(new Map());
  });
});
