import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, FIXTURE_CONTENT, readPage, scratchDir, type BuildResult } from '../helpers/site-build.ts';

/**
 * The importer end to end: the fixture exports (one per input shape) go into a copy of the
 * fixture site, twice, and the result is built and compared with the source documents.
 */
const EXPORTS = path.resolve('tests/fixtures/import');
const FILES = ['posts-array.json', 'posts.ndjson', 'posts-keyed.json'] as const;

type Doc = Record<string, unknown>;

/** The source documents, read without the importer's own reader. */
function sourceDocuments(): Doc[] {
  const array = JSON.parse(fs.readFileSync(path.join(EXPORTS, 'posts-array.json'), 'utf8')) as Doc[];
  const lines = fs
    .readFileSync(path.join(EXPORTS, 'posts.ndjson'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Doc];
      } catch {
        return [];
      }
    });
  const keyed = Object.values(JSON.parse(fs.readFileSync(path.join(EXPORTS, 'posts-keyed.json'), 'utf8')) as Record<string, Doc>);
  return [...array, ...lines, ...keyed];
}

/** Epoch seconds of a source time, however the export wrote it. */
function seconds(value: unknown): number {
  if (typeof value === 'number') return value >= 1e11 ? Math.floor(value / 1000) : value;
  const stamp = value as { seconds?: number; _seconds?: number };
  return Number(stamp.seconds ?? stamp._seconds);
}

/** Every imported, published document: its expected language and category slug. */
const IMPORTED: Record<string, { lang: string; category?: string }> = {
  'fibre-and-gut': { lang: 'en' },
  'salt-and-bp-hindi': { lang: 'hi' },
  'sugar-how-much': { lang: 'mr' },
  'yoga-basics': { lang: 'hi' },
  'cow-milk-children': { lang: 'en' },
  'walking-marathi': { lang: 'mr' },
  'maida-vs-atta': { lang: 'en' },
  'rest-your-eyes': { lang: 'en', category: 'eye-care' },
};

function snapshot(dir: string): Map<string, string> {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
  return new Map(files.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

const contentDir = scratchDir('import-content');
const distDir = scratchDir('import-dist');
const runImport = (file: string, ...extra: string[]): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, ['scripts/import.ts', path.join(EXPORTS, file), ...extra], {
    env: { ...process.env, AROGYA_CONTENT_DIR: contentDir, GITHUB_ACTIONS: '' },
    encoding: 'utf8',
  });

let original: Map<string, string>;
let dryRun: SpawnSyncReturns<string>;
let afterDryRun: Map<string, string>;
let first: SpawnSyncReturns<string>[];
let afterFirst: Map<string, string>;
let second: SpawnSyncReturns<string>[];
let afterSecond: Map<string, string>;
let kept: SpawnSyncReturns<string>;
let keptText: string;
let forced: SpawnSyncReturns<string>;
let afterForced: Map<string, string>;
let build: BuildResult;
const EDITED = path.join('posts', 'en', 'fibre-and-gut.md');

beforeAll(() => {
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  original = snapshot(contentDir);
  dryRun = runImport('posts-array.json', '--dry-run');
  afterDryRun = snapshot(contentDir);
  first = FILES.map((file) => runImport(file));
  afterFirst = snapshot(contentDir);
  second = FILES.map((file) => runImport(file));
  afterSecond = snapshot(contentDir);

  // An author edits an imported article: a re-import keeps it, --force puts the export back.
  fs.appendFileSync(path.join(contentDir, EDITED), '\nA paragraph the author added.\n');
  kept = runImport('posts-array.json');
  keptText = fs.readFileSync(path.join(contentDir, EDITED), 'utf8');
  forced = runImport('posts-array.json', '--force');
  afterForced = snapshot(contentDir);

  build = buildSite(contentDir, distDir, { searchIndex: false });
}, 480_000);

describe('npm run import: the run report', () => {
  it('writes nothing on --dry-run and says what it would do', () => {
    expect(dryRun.status).toBe(2);
    expect(dryRun.stdout).toContain('Dry run (nothing is written)');
    expect(dryRun.stdout).toMatch(/would create +\S+fibre-and-gut\.md/);
    expect(dryRun.stdout).toContain('Would add 1 category');
    expect(afterDryRun).toEqual(original);
  });

  it('imports every valid document and exits 2 when some were skipped, 0 when none were', () => {
    expect(first.map((run) => run.status)).toEqual([2, 2, 0]);
    expect(first.map((run) => run.stderr)).toEqual(['', '', '']);
    const [array, ndjson, keyed] = first.map((run) => run.stdout);
    expect(array).toContain('Summary: 5 created, 5 skipped.');
    expect(ndjson).toContain('Summary: 2 created, 1 skipped.');
    expect(keyed).toContain('Summary: 2 created, 0 skipped.');
  });

  it('lists each skipped document with its reason', () => {
    const [array, ndjson] = first.map((run) => run.stdout);
    expect(array).toContain('#6 (id bad-no-slug): no slug');
    expect(array).toContain('#7 (id bad-no-title): no title');
    expect(array).toContain('#8 (id bad-time): postTime "next tuesday" is not a time');
    expect(array).toContain('#9 (id bad-duplicate): duplicate slug "fibre-and-gut"');
    expect(array).toMatch(/#10 \(id bad-clash\): slug "sugar-facts" is already used by \S*posts\/en\/sugar-facts\.md/);
    expect(ndjson).toMatch(/skipped +line 2: is not valid JSON/);
  });

  it('states the language of each file and why, and what it repaired', () => {
    const report = first.map((run) => run.stdout).join('\n');
    expect(report).toMatch(/salt-and-bp-hindi\.md +\[#2 \(id a2\); lang hi: category "hindi"\]/);
    expect(report).toMatch(/sugar-how-much\.md +\[#3 \(id a3\); lang mr: text: 100% Devanagari, Marathi words/);
    expect(report).toMatch(/yoga-basics\.md +\[#5 \(id a5\); lang hi: text: 100% Devanagari, not clearly Hindi or Marathi/);
    expect(report).toMatch(/walking-marathi\.md +\[line 3 \(id n3\); lang mr: slug ends in -marathi\]/);
    expect(report).toContain('status "scheduled" is not a known status: imported as draft');
    expect(report).toContain('no metaDescription: taken from the first paragraph');
  });

  it('adds the new categories and tags to the registries, keeping what was there', () => {
    for (const name of ['categories.yaml', 'tags.yaml']) {
      expect(afterFirst.get(name)!.startsWith(original.get(name)!), name).toBe(true);
    }
    expect(afterFirst.get('categories.yaml')).toContain('\ngut-health: { en: Gut Health, hi: Gut Health, mr: Gut Health }\n');
    expect(afterFirst.get('categories.yaml')).toContain('\neye-care: { en: Eye Care, hi: Eye Care, mr: Eye Care }\n');
    expect(afterFirst.get('tags.yaml')).toContain('\nfibre: { en: Dietary Fibre, hi: Dietary Fibre, mr: Dietary Fibre }\n');
    expect(afterFirst.get('tags.yaml')).toContain('\nblood-pressure: { en: Blood Pressure');
  });

  it('exits 1 for a wrong command line or an export it cannot read, writing nothing', () => {
    const before = snapshot(contentDir);
    const usage = spawnSync(process.execPath, ['scripts/import.ts', '--overwrite'], { encoding: 'utf8' });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run import');
    const missing = runImport('no-such-export.json');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Cannot read the export');
    expect(snapshot(contentDir)).toEqual(before);
  });

  it('runs the site validation afterwards and prints its result', () => {
    for (const run of first) expect(run.stdout).toMatch(/✓ \d+ articles and the registries are valid\./);
  });
});

describe('npm run import: safe to run twice', () => {
  it('gives byte-identical files and registries the second time', () => {
    expect(second.map((run) => run.status)).toEqual([2, 2, 0]);
    expect(second[0]!.stdout).toContain('Summary: 5 unchanged, 5 skipped.');
    expect(second[2]!.stdout).not.toContain('Added');
    expect(afterSecond).toEqual(afterFirst);
    expect([...afterFirst.keys()].filter((name) => !original.has(name)).sort()).toEqual(
      [
        'posts/en/cow-milk-children.md',
        'posts/en/fibre-and-gut.md',
        'posts/en/maida-vs-atta.md',
        'posts/en/rest-your-eyes.md',
        'posts/en/walking-after-meals.md',
        'posts/hi/salt-and-bp-hindi.md',
        'posts/hi/yoga-basics.md',
        'posts/mr/sugar-how-much.md',
        'posts/mr/walking-marathi.md',
      ].map((name) => name.split('/').join(path.sep)),
    );
  });

  it('keeps an article an author edited, and overwrites it only with --force', () => {
    expect(kept.stdout).toMatch(/kept +\S+fibre-and-gut\.md/);
    expect(kept.stdout).toContain('--force overwrites it');
    expect(keptText).toContain('A paragraph the author added.');
    expect(forced.stdout).toMatch(/overwritten +\S+fibre-and-gut\.md/);
    expect(afterForced).toEqual(afterFirst);
  });
});

describe('the imported articles on the built site', () => {
  const page = (pathname: string) => load(readPage(distDir, pathname));
  const sources = sourceDocuments();

  it('builds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it.each(Object.entries(IMPORTED))('%s keeps the title, URL, dates and category of its source document', (slug, expected) => {
    const source = sources.find((doc) => doc.slug === slug)!;
    const $ = page(`/post/${slug}`);
    expect($('html').attr('lang')).toBe(expected.lang);
    expect($('article h1').text()).toBe(source.title);
    expect($('link[rel="canonical"]').attr('href')).toBe(`https://arogya.example/post/${slug}`);
    const times = $('article .meta time');
    const updated = seconds(source.postTimeodified ?? source.postTime);
    expect(times.eq(0).attr('datetime')).toBe(new Date(updated * 1000).toISOString());
    expect(times.eq(1).attr('datetime')).toBe(new Date(seconds(source.postTime) * 1000).toISOString());
    const category = expected.category ?? (source.primaryCategorySlug as string);
    expect($(`article .meta a[href="/category/${category}"]`)).toHaveLength(1);
  });

  it('builds no page for a draft or a skipped document, and pages for the added category and tag', () => {
    for (const slug of ['walking-after-meals', 'bad-time-post', 'no-title-here']) {
      expect(fs.existsSync(path.join(distDir, 'post', `${slug}.html`)), slug).toBe(false);
    }
    expect(page('/category/gut-health')('main a[href="/post/fibre-and-gut"]').length).toBeGreaterThan(0);
    expect(page('/tag/fibre')('main a[href="/post/fibre-and-gut"]').length).toBeGreaterThan(0);
    expect(page('/post/fibre-and-gut')('.prose img').attr('src')).toBe('https://images.example.org/grains.jpg?w=800&h=400');
  });
});
