import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/dist-pages.ts';
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
  return new Map(listFiles(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

const contentDir = scratchDir('import-content');
const distDir = scratchDir('import-dist');
const importInto = (content: string, file: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, ['scripts/import.ts', path.join(EXPORTS, file), ...extra], {
    env: { ...process.env, AROGYA_CONTENT_DIR: content, GITHUB_ACTIONS: '', ...env },
    encoding: 'utf8',
  });
const runImport = (file: string, ...extra: string[]): SpawnSyncReturns<string> => importInto(contentDir, file, extra);

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
let hostile: SpawnSyncReturns<string>;
let afterHostile: Map<string, string>;
let hostileAgain: SpawnSyncReturns<string>;
let afterHostileAgain: Map<string, string>;
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

  // A hostile export: active HTML, unusable images, a document the site would reject, and ids
  // and slugs that try to forge CI annotations. Imported as on CI, twice.
  hostile = importInto(contentDir, 'hostile.json', [], { GITHUB_ACTIONS: 'true' });
  afterHostile = snapshot(contentDir);
  hostileAgain = runImport('hostile.json');
  afterHostileAgain = snapshot(contentDir);

  build = buildSite(contentDir, distDir);
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
    for (const run of first) expect(run.stdout).toMatch(/✓ .*\d+ articles.* and the registries are valid\./);
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

describe('npm run import: a hostile export', () => {
  const HOSTILE = ['unsafe-html-everywhere', 'images-without-source'];

  it('writes only the documents that pass the site validation, and says why the others were skipped', () => {
    expect(hostile.status, hostile.stderr).toBe(2);
    expect(hostile.stdout).toContain('Summary: 2 created, 2 skipped, unsafe HTML removed from 2.');
    expect(hostile.stdout).toMatch(/skipped +#3 \(id h3\): fails the site's validation: title: is 251 characters long/);
    expect([...afterHostile.keys()].filter((name) => !afterForced.has(name)).sort()).toEqual(
      HOSTILE.map((slug) => path.join('posts', 'en', `${slug}.md`)).sort(),
    );
    expect(hostile.stdout).toMatch(/✓ .*and the registries are valid\./);
  });

  it("lists per document every unsafe thing it removed, naming the iframe's source in the report only", () => {
    expect(hostile.stdout).toContain(
      '- removed unsafe HTML: <script> ×1, onclick attribute ×1, onerror attribute ×1, <iframe> ×1 ("https://evil.example/embed?x=1"), <embed> ×1 ("https://evil.example/movie.swf"), <object> ×1 ("https://evil.example/applet"), javascript: URL in href ×2 ("javascript:alert(3)", " JaVa\\tScRiPt:alert(4)"), vbscript: URL in href ×1 ("vbscript:msgbox(5)"), data: URL in href ×1 ("data:text/html,<script>alert(6)</script>")',
    );
    expect(hostile.stdout).toContain(
      '- removed unsafe HTML: <img> without a usable src ×6 (no src, "", " ", "#", "./" and 1 more), javascript: URL in src ×1 ("javascript:alert(1)"), data: URL in src ×1 ("data:image/png;base64,iVBORw0KGgo=")',
    );
    const article = afterHostile.get(path.join('posts', 'en', 'unsafe-html-everywhere.md'))!;
    expect(article).not.toMatch(/evil\.example|<script|javascript:|vbscript:|onclick|onerror|data:/i);
    expect(afterHostile.get(path.join('posts', 'en', 'images-without-source.md'))).not.toMatch(
      /!\[[^\]]*\]\((?!https:\/\/images\.example\.org\/kept\.jpg\))/,
    );
  });

  it('prints ids and slugs that try to forge CI commands on one line, escaped', () => {
    const lines = hostile.stdout.split('\n');
    const commands = lines.filter((line) => line.startsWith('::'));
    expect(commands.map((line) => line.split('::')[1])).toEqual([
      'warning file=tests/fixtures/import/hostile.json',
      'warning file=tests/fixtures/import/hostile.json',
      'warning file=tests/fixtures/import/hostile.json',
      'warning file=tests/fixtures/import/hostile.json',
    ]);
    expect(commands).toContainEqual(
      expect.stringContaining(
        '#4 (id evil%0D%0A::error file=README.md::injected by an id): slug "100%25-bad%0A::warning::injected by a slug" is not URL-safe',
      ),
    );
    expect(hostile.stdout).toContain(
      '#4 (id evil\\r\\n::error file=README.md::injected by an id): slug "100%-bad\\n::warning::injected by a slug"',
    );
  });

  it('is unchanged on a second run', () => {
    expect(hostileAgain.stdout).toContain('Summary: 2 unchanged, 2 skipped, unsafe HTML removed from 2.');
    expect(afterHostileAgain).toEqual(afterHostile);
  });
});

describe('npm run import: never through a link, never outside --out', () => {
  /** A fresh copy of the fixture site, and a folder outside it that must stay untouched. */
  function site(name: string): { content: string; outside: string } {
    const content = scratchDir(`import-links-${name}`);
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const outside = scratchDir(`import-links-${name}-outside`);
    fs.writeFileSync(path.join(outside, 'precious.md'), 'not to be overwritten\n');
    return { content, outside };
  }

  it('refuses a linked language folder, with --force too, naming the real path, and writes nothing', () => {
    const { content, outside } = site('folder');
    fs.rmSync(path.join(content, 'posts', 'en'), { recursive: true });
    fs.symlinkSync(outside, path.join(content, 'posts', 'en'));
    const before = [snapshot(content), snapshot(outside)];
    const run = importInto(content, 'posts-array.json', ['--force']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refused to write (nothing was written):');
    expect(run.stderr).toContain(`is a symbolic link to ${fs.realpathSync(outside)}: writing`);
    expect(run.stderr).toContain(`would write ${path.join(fs.realpathSync(outside), 'fibre-and-gut.md')}, outside`);
    expect(run.stdout).toBe('');
    expect([snapshot(content), snapshot(outside)]).toEqual(before);
  });

  it('refuses a linked target file, with --force too', () => {
    const { content, outside } = site('file');
    fs.symlinkSync(path.join(outside, 'precious.md'), path.join(content, 'posts', 'en', 'fibre-and-gut.md'));
    const before = [snapshot(content), snapshot(outside)];
    const run = importInto(content, 'posts-array.json', ['--force']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`would write ${fs.realpathSync(path.join(outside, 'precious.md'))}, outside`);
    expect([snapshot(content), snapshot(outside)]).toEqual(before);
  });

  it('refuses a dangling link with a message, not a stack trace', () => {
    const { content } = site('dangling');
    fs.rmSync(path.join(content, 'posts', 'mr'), { recursive: true });
    fs.symlinkSync(path.join(content, 'no-such-folder'), path.join(content, 'posts', 'mr'));
    const run = importInto(content, 'posts-array.json');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`posts/mr is a symbolic link to ${path.join(content, 'no-such-folder')}, which does not exist.`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an --out with a linked folder on its way below the project', () => {
    const { content, outside } = site('out');
    const linked = path.join(content, 'linked-out');
    fs.symlinkSync(outside, linked);
    const before = snapshot(outside);
    const run = importInto(content, 'posts-keyed.json', ['--out', path.join(linked, 'posts')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`linked-out is a symbolic link to ${fs.realpathSync(outside)}`);
    expect(snapshot(outside)).toEqual(before);
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

  it('shows the hostile articles without any active content, embed link or broken image placeholder', () => {
    for (const slug of ['unsafe-html-everywhere', 'images-without-source']) {
      const html = readPage(distDir, `/post/${slug}`);
      const prose = load(html)('.prose').first();
      expect(html, slug).not.toContain('__ASTRO_IMAGE_');
      expect(prose.find('script, iframe, embed, object').length, slug).toBe(0);
      expect(prose.html(), slug).not.toMatch(/evil\.example|javascript:|vbscript:|data:|\son[a-z]+=/i);
      for (const src of prose
        .find('img')
        .map((_, img) => img.attribs.src)
        .get())
        expect(src, slug).toMatch(/^https:\/\//);
    }
    const $ = page('/post/unsafe-html-everywhere');
    expect($('.prose').text()).toContain('Read this link, that link, a VB link and a data link.');
    expect(
      page('/post/images-without-source')('.prose img')
        .map((_, img) => img.attribs.src)
        .get(),
    ).toEqual(['https://images.example.org/kept.jpg']);
    expect(fs.existsSync(path.join(distDir, 'post', 'title-too-long.html'))).toBe(false);
  });
});
