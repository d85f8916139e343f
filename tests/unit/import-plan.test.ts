import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from '../../scripts/lib/import/args.ts';
import { planImport, type PlanInput } from '../../scripts/lib/import/plan.ts';
import { formatImportReport, importExitCode } from '../../scripts/lib/import/report.ts';

const OUT = '/site/posts';
const doc = (slug: string, extra: Record<string, unknown> = {}) => ({
  label: `#${slug}`,
  data: {
    title: `Title of ${slug}`,
    slug,
    metaDescription: `About ${slug}.`,
    status: 'publish',
    primaryCategory: 'Lifestyle',
    primaryCategorySlug: 'lifestyle',
    postTime: 1_600_000_000,
    postTimeodified: 1_600_000_000,
    content: `<p>Body of ${slug}.</p>`,
    ...extra,
  },
});
const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  documents: [],
  outDir: OUT,
  existing: [],
  readFile: () => undefined,
  categories: { lifestyle: { en: 'Lifestyle', hi: 'जीवनशैली', mr: 'जीवनशैली' } },
  tags: {},
  force: false,
  bodyField: 'content',
  imageExists: () => false,
  now: 1_700_000_000,
  display: (file) => file,
  ...overrides,
});

describe('planImport', () => {
  it('plans one file per document at <out>/<lang>/<slug>.md', () => {
    const plan = planImport(input({ documents: [doc('a'), doc('b-hindi')] }));
    expect(plan.files.map((f) => [f.file, f.action, f.lang])).toEqual([
      [path.join(OUT, 'en', 'a.md'), 'create', 'en'],
      [path.join(OUT, 'hi', 'b-hindi.md'), 'create', 'hi'],
    ]);
    expect(plan.skipped).toEqual([]);
    expect(importExitCode(plan)).toBe(0);
  });

  it('is unchanged on a second run, keeps an edited file, and overwrites it only with force', () => {
    const first = planImport(input({ documents: [doc('a')] })).files[0]!;
    const existing = [{ file: first.file, slug: 'a', lang: 'en', translationKey: 'a' }];
    expect(planImport(input({ documents: [doc('a')], existing, readFile: () => first.text })).files[0]!.action).toBe('unchanged');
    const edited = input({ documents: [doc('a')], existing, readFile: () => `${first.text}Edited.\n` });
    expect(planImport(edited).files[0]!.action).toBe('keep');
    expect(planImport({ ...edited, force: true }).files[0]!.action).toBe('update');
  });

  it('skips duplicates within the export (keeping the first) and slugs other articles have', () => {
    const plan = planImport(
      input({
        documents: [doc('a'), doc('a', { title: 'Copy' }), doc('taken'), doc('', { title: 'No slug' })],
        problems: [{ label: 'line 9', reason: 'is not valid JSON' }],
        existing: [{ file: '/site/posts/mr/taken.md', slug: 'taken', lang: 'mr' }],
      }),
    );
    expect(plan.files.map((f) => f.slug)).toEqual(['a']);
    expect(plan.skipped).toEqual([
      { label: 'line 9', reason: 'is not valid JSON' },
      { label: '#a', reason: 'duplicate slug "a": #a earlier in the export has it too (that one is imported)' },
      { label: '#taken', reason: 'slug "taken" is already used by /site/posts/mr/taken.md, a different article' },
      { label: '#', reason: 'no slug' },
    ]);
    expect(importExitCode(plan)).toBe(2);
  });

  it('imports a later document with the slug of an earlier one that was skipped', () => {
    const plan = planImport(input({ documents: [doc('a', { postTime: 'bad' }), doc('a', { title: 'Good' })] }));
    expect(plan.files.map((f) => f.label)).toEqual(['#a']);
    expect(plan.files[0]!.text).toContain('title: "Good"');
    expect(plan.skipped).toEqual([{ label: '#a', reason: 'postTime "bad" is not a time' }]);
  });

  it('collects each new category and tag once, for accepted documents only', () => {
    const extra = { primaryCategory: 'Gut Health', primaryCategorySlug: 'gut-health', tags: ['fibre'] };
    const plan = planImport(
      input({ documents: [doc('a', extra), doc('b', extra), doc('c', { ...extra, primaryCategorySlug: 'never', postTime: 'bad' })] }),
    );
    expect(plan.newCategories.map((c) => c.slug)).toEqual(['gut-health']);
    expect(plan.newTags.map((t) => t.slug)).toEqual(['fibre']);
  });

  it('leaves out a translationKey whose language version another article already is', () => {
    const plan = planImport(
      input({
        documents: [doc('salt-hindi')],
        existing: [{ file: '/site/posts/hi/namak.md', slug: 'namak', lang: 'hi', translationKey: 'salt' }],
      }),
    );
    expect(plan.files[0]!.text).not.toContain('translationKey');
    expect(plan.files[0]!.notes).toContain(
      'translationKey "salt" left out: /site/posts/hi/namak.md is already its "hi" version; link the versions by hand',
    );
  });
});

describe('formatImportReport', () => {
  it('names every file with its language and why, every skip with its reason, and sums up', () => {
    const plan = planImport(
      input({
        documents: [doc('a', { status: 'odd', tags: ['fibre'] }), doc('a')],
        readFile: () => undefined,
      }),
    );
    const context = {
      exportFile: '/x/posts.json',
      shape: 'array' as const,
      documents: 2,
      outDir: OUT,
      categoriesFile: '/site/categories.yaml',
      tagsFile: '/site/tags.yaml',
      dryRun: false,
    };
    expect(formatImportReport(plan, context, (f) => f)).toBe(
      [
        'Import of /x/posts.json (array, 2 documents) into /site/posts',
        '',
        '  created      /site/posts/en/a.md  [#a; lang en: text: 0% Devanagari]',
        '                 - tag "fibre" is new: it goes into tags.yaml',
        '                 - status "odd" is not a known status: imported as draft',
        '  skipped      #a: duplicate slug "a": #a earlier in the export has it too (that one is imported)',
        '',
        'Added 1 tag to /site/tags.yaml: fibre ("Fibre")',
        'Check their Hindi and Marathi labels: the export gives one label for all languages.',
        '',
        'Summary: 1 created, 1 skipped.',
      ].join('\n'),
    );
    const dry = formatImportReport(plan, { ...context, dryRun: true }, (f) => f);
    expect(dry).toContain('Dry run (nothing is written): import of');
    expect(dry).toContain('would create');
    expect(dry).toContain('Would add 1 tag');
  });
});

describe('parseImportArgs', () => {
  it('reads the export file and the options', () => {
    expect(parseImportArgs(['e.json', '--out', 'x', '--body-field', 'html', '--dry-run', '--force'])).toEqual({
      exportFile: 'e.json',
      out: 'x',
      bodyField: 'html',
      dryRun: true,
      force: true,
      help: false,
    });
    expect(parseImportArgs(['e.json'])).toMatchObject({ bodyField: 'content', dryRun: false, force: false, out: undefined });
  });

  it('refuses a missing or second file and unknown options', () => {
    expect(() => parseImportArgs([])).toThrow(new UsageError('Missing the export file.'));
    expect(() => parseImportArgs(['a.json', 'b.json'])).toThrow('Give one export file, not 2');
    expect(() => parseImportArgs(['a.json', '--overwrite'])).toThrow(UsageError);
    expect(() => parseImportArgs(['a.json', '--out', ''])).toThrow('--out needs a value.');
  });
});
