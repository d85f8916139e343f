import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from '../../scripts/lib/import/args.ts';
import { planImport, type PlanInput } from '../../scripts/lib/import/plan.ts';
import { printable } from '../../src/lib/printable.ts';
import { describeRemovedHtml, formatImportReport, importAnnotations, importExitCode } from '../../scripts/lib/import/report.ts';
import { legacyDocument } from './import-fixtures.ts';
import { NOT_REVIEWED_NOTE } from '../../scripts/lib/import/to-frontmatter.ts';

const OUT = '/site/posts';
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
    const plan = planImport(input({ documents: [legacyDocument('a'), legacyDocument('b-hindi')] }));
    expect(plan.files.map((f) => [f.file, f.action, f.lang])).toEqual([
      [path.join(OUT, 'en', 'a.md'), 'create', 'en'],
      [path.join(OUT, 'hi', 'b-hindi.md'), 'create', 'hi'],
    ]);
    expect(plan.skipped).toEqual([]);
    expect(importExitCode(plan)).toBe(0);
  });

  it('is unchanged on a second run, keeps an edited file, and overwrites it only with force', () => {
    const first = planImport(input({ documents: [legacyDocument('a')] })).files[0]!;
    const existing = [{ file: first.file, slug: 'a', lang: 'en', translationKey: 'a' }];
    expect(planImport(input({ documents: [legacyDocument('a')], existing, readFile: () => first.text })).files[0]!.action).toBe(
      'unchanged',
    );
    const edited = input({ documents: [legacyDocument('a')], existing, readFile: () => `${first.text}Edited.\n` });
    expect(planImport(edited).files[0]!.action).toBe('keep');
    expect(planImport({ ...edited, force: true }).files[0]!.action).toBe('update');
  });

  it('skips duplicates within the export (keeping the first) and slugs other articles have', () => {
    const plan = planImport(
      input({
        documents: [
          legacyDocument('a'),
          legacyDocument('a', { title: 'Copy' }),
          legacyDocument('taken'),
          legacyDocument('', { title: 'No slug' }),
        ],
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
    const plan = planImport(input({ documents: [legacyDocument('a', { postTime: 'bad' }), legacyDocument('a', { title: 'Good' })] }));
    expect(plan.files.map((f) => f.label)).toEqual(['#a']);
    expect(plan.files[0]!.text).toContain('title: "Good"');
    expect(plan.skipped).toEqual([{ label: '#a', reason: 'postTime "bad" is not a time' }]);
  });

  it('collects each new category and tag once, for accepted documents only', () => {
    const extra = { primaryCategory: 'Gut Health', primaryCategorySlug: 'gut-health', tags: ['fibre'] };
    const plan = planImport(
      input({
        documents: [
          legacyDocument('a', extra),
          legacyDocument('b', extra),
          legacyDocument('c', { ...extra, primaryCategorySlug: 'never', postTime: 'bad' }),
        ],
      }),
    );
    expect(plan.newCategories.map((c) => c.slug)).toEqual(['gut-health']);
    expect(plan.newTags.map((t) => t.slug)).toEqual(['fibre']);
  });

  it('adds a category or tag named like a JavaScript object property, like any other', () => {
    const plan = planImport(
      input({
        documents: [
          legacyDocument('a', { primaryCategory: 'Constructor', primaryCategorySlug: 'constructor', tags: ['toString', '__proto__'] }),
        ],
      }),
    );
    expect(plan.newCategories.map((c) => c.slug)).toEqual(['constructor']);
    expect(plan.newTags.map((t) => t.slug)).toEqual(['toString', 'proto']);
  });

  it('leaves out a translationKey whose language version another article already is', () => {
    const plan = planImport(
      input({
        documents: [legacyDocument('salt-hindi')],
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
        documents: [legacyDocument('a', { status: 'odd', tags: ['fibre'] }), legacyDocument('a')],
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
        `                 - ${NOT_REVIEWED_NOTE}`,
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

describe('the report of unsafe HTML and of hostile labels', () => {
  const context = {
    exportFile: '/x/posts.json',
    shape: 'array' as const,
    documents: 3,
    outDir: OUT,
    categoriesFile: '/site/categories.yaml',
    tagsFile: '/site/tags.yaml',
    dryRun: false,
  };
  const hostile = planImport(
    input({
      documents: [
        legacyDocument('a', {
          content:
            '<p onclick="x()">Body.</p><script>alert(1)</script><iframe src="https://evil.example/e"></iframe><p><a href="javascript:alert(2)">link</a></p>',
        }),
        {
          label: '#2 (id evil\r\n::error file=README.md::forged)',
          data: { ...legacyDocument('b').data, slug: '100%-bad\n::warning::forged' },
        },
        legacyDocument('c', { title: 'Tab\there, escape \u001b[31mred, bidi \u202egnp.exe' }),
      ],
    }),
  );

  it("lists, per document, each kind of unsafe HTML removed, with counts and the embeds' sources", () => {
    expect(hostile.files[0]!.removedHtml.map((r) => r.what)).toEqual([
      'onclick attribute',
      '<script>',
      '<iframe>',
      'javascript: URL in href',
    ]);
    const report = formatImportReport(hostile, context, (f) => f);
    expect(report).toContain(
      '                 - removed unsafe HTML: onclick attribute ×1, <script> ×1, <iframe> ×1 ("https://evil.example/e"), javascript: URL in href ×1 ("javascript:alert(2)")',
    );
    expect(report).toContain('Summary: 2 created, 1 skipped, unsafe HTML removed from 1.');
    expect(
      describeRemovedHtml([{ what: '<img> without a usable src', count: 7, sources: ['"1"', '"2"', '"3"', '"4"', '"5"', '"6"', '"7"'] }]),
    ).toBe('<img> without a usable src ×7 ("1", "2", "3", "4", "5" and 2 more)');
  });

  it('prints what the export supplied on one line each, so that no line can start a CI workflow command', () => {
    const report = formatImportReport(hostile, context, (f) => f);
    for (const line of report.split('\n')) expect(line.startsWith('::'), line).toBe(false);
    expect(report).toContain('#2 (id evil\\r\\n::error file=README.md::forged): slug "100%-bad\\n::warning::forged" is not URL-safe');
    expect(report).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(printable('Tab\there, \u001b[31m, \u202e, \u0085 and \u2028')).toBe('Tab\\there, \\u001b[31m, \\u202e, \\u0085 and \\u2028');
  });

  it('annotates skips and removals for CI with everything escaped', () => {
    const lines = importAnnotations(hostile, 'exports/posts, 2024.json');
    expect(lines).toEqual([
      '::warning file=exports/posts%2C 2024.json::#a: removed unsafe HTML: onclick attribute ×1, <script> ×1, <iframe> ×1 ("https://evil.example/e"), javascript: URL in href ×1 ("javascript:alert(2)")',
      expect.stringMatching(
        /^::warning file=exports\/posts%2C 2024\.json::#2 \(id evil%0D%0A::error file=README\.md::forged\): slug "100%25-bad%0A::warning::forged" is not URL-safe/,
      ),
    ]);
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
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
