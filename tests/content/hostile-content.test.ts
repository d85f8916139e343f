import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentValidationError, formatContentIssues } from '../../src/lib/content-errors.ts';
import { imageExistsIn, loadValidatedCorpus, MAX_ARTICLE_BYTES } from '../../src/data/corpus.ts';
import { validateCorpus } from '../../src/lib/validation.ts';
import { loadRegistries } from '../../src/data/registries.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

/**
 * What a hostile pull request could put in the content folder. Each case must be stopped by
 * validation (the gate `npm run validate` and the build share) with a message that names the
 * file and what to fix — and nothing in it may ever run.
 */
const HOSTILE = path.resolve('tests/fixtures/hostile-content');
/** 2025-11-13: after every fixture time. */
const NOW = 1_763_000_000;

let counter = 0;
/** A copy of the fixture site, with `hostile` files added to posts/en/. */
function siteWith(hostile: string[] = []): string {
  const dir = scratchDir(`hostile-content-${process.pid}-${++counter}`);
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  for (const name of hostile) fs.copyFileSync(path.join(HOSTILE, name), path.join(dir, 'posts/en', name));
  return dir;
}

/** How many synonym groups the fixture site's registry has. */
function fixtureGroupCount(): number {
  return (fs.readFileSync(path.join(FIXTURE_CONTENT, 'search-terms.yaml'), 'utf8').match(/^\s*- id:/gm) ?? []).length;
}

/** The validation report for a content folder ('valid' if none). */
function report(contentDir: string): string {
  try {
    loadValidatedCorpus(contentDir, NOW);
    return 'valid';
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return error.message;
  }
}

/** The report for the fixture site plus one hostile article, with the scratch folder's path shortened. */
function reportFor(name: string): string {
  const dir = siteWith([name]);
  return report(dir).replaceAll(path.relative(process.cwd(), dir), '<site>');
}

const MARKER = path.join(scratchDir(`hostile-marker-${process.pid}`), 'pwned');

afterEach(() => {
  delete (globalThis as { __arogyaPwned?: boolean }).__arogyaPwned;
});

describe('front-matter is data, never code', () => {
  it.each([
    ['engine-js.md', '"---js"'],
    ['engine-javascript.md', '"---javascript"'],
    ['engine-json.md', '"---json"'],
    ['engine-coffee.md', '"---coffee"'],
    ['engine-tag-after-space.md', '"--- js"'],
  ])('refuses %s, naming the file, and runs none of it', (name, opening) => {
    process.env.AROGYA_PWNED_MARKER = MARKER;
    const text = reportFor(name);
    expect(text).toContain(`<site>/posts/en/${name}`);
    expect(text).toContain(`opens its front-matter with ${opening}`);
    expect(text).toContain('Fix: make the first line exactly ---');
    expect((globalThis as { __arogyaPwned?: boolean }).__arogyaPwned).toBeUndefined();
    expect(fs.existsSync(MARKER)).toBe(false);
  });

  it('refuses TOML front-matter and blank lines before the fence, which other readers would accept', () => {
    expect(reportFor('engine-toml.md')).toContain('engine-toml.md\n  - has TOML front-matter (+++)');
    expect(reportFor('blank-line-before-fence.md')).toContain('blank-line-before-fence.md\n  - has blank lines before its front-matter');
  });

  it('stops an alias bomb with one short message instead of exhausting memory', () => {
    const text = reportFor('alias-bomb.md');
    expect(text).toContain('alias-bomb.md\n  - has front-matter that expands YAML aliases (*name) more than 100 times');
    expect(text.length).toBeLessThan(2_000);
  });

  it('refuses YAML tags', () => {
    expect(reportFor('yaml-tag.md')).toContain('yaml-tag.md\n  - has front-matter that uses the YAML tag !!binary, and tags are not accepted');
  });
});

describe('nothing leaves the content folder', () => {
  it('refuses a symbolic link to an article outside the folder, naming the link and its target', () => {
    const dir = siteWith();
    const outside = path.join(scratchDir(`hostile-outside-${process.pid}`), 'secret.md');
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'posts/en/salt-basics.md'), outside);
    fs.writeFileSync(outside, fs.readFileSync(outside, 'utf8').replace('slug: salt-basics', 'slug: secret'));
    fs.symlinkSync(outside, path.join(dir, 'posts/en/secret.md'));
    expect(report(dir)).toContain(`posts/en/secret.md\n  - is a symbolic link (to ${outside}). Links are not followed`);
  });

  it('refuses a symbolic link to a folder of images, and a dangling link, without a stack trace', () => {
    const dir = siteWith();
    fs.symlinkSync(path.resolve('src/assets'), path.join(dir, 'images/assets'));
    fs.symlinkSync(path.join(dir, 'no-such-file.md'), path.join(dir, 'posts/en/dangling.md'));
    const text = report(dir);
    expect(text).toContain(`images/assets\n  - is a symbolic link (to ${path.resolve('src/assets')}).`);
    expect(text).toContain('Fix: replace the link with the real folder, or delete it.');
    expect(text).toContain(`posts/en/dangling.md\n  - is a symbolic link (to ${path.join(dir, 'no-such-file.md')}, which does not exist).`);
  });

  it('names a hidden article, which the build would skip, instead of losing it', () => {
    const dir = siteWith();
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'posts/en/salt-basics.md'), path.join(dir, 'posts/en/.salt-copy.md'));
    expect(report(dir)).toContain('posts/en/.salt-copy.md\n  - is hidden (a name in its path starts with a dot), so the build would skip it.');
  });

  it('refuses a symbolic link in place of a registry', () => {
    const dir = siteWith();
    fs.rmSync(path.join(dir, 'tags.yaml'));
    fs.symlinkSync(path.join(FIXTURE_CONTENT, 'tags.yaml'), path.join(dir, 'tags.yaml'));
    expect(report(dir)).toContain('tags.yaml\n  - is a symbolic link');
  });

  it('refuses a lead image that climbs out of the images folder', () => {
    expect(reportFor('lead-image-traversal.md')).toContain(
      'featureImageUrl: "/images/../../../../src/assets/logo.svg" leads out of content/images/ (or names it in a roundabout way with ./, ../ or \\)',
    );
  });

  it('refuses Markdown images outside the images folder, also %-encoded and by reference', () => {
    const text = reportFor('markdown-image-traversal.md');
    expect(text).toContain('body: the image "../../../../../src/assets/logo.svg" leads out of <site>/images/');
    expect(text).toContain('body: the image "../../images/%2e%2e/%2e%2e/%2e%2e/src/assets/logo.svg" leads out of <site>/images/');
    expect(text).toContain('body: the image "../../../../../package.json" leads out of <site>/images/');
  });

  it('refuses Markdown images that do not exist or that the build would not look up', () => {
    const text = reportFor('markdown-image-missing.md');
    expect(text).toContain('body: the image "../../images/no-such-picture.svg" does not exist (looked for <site>/images/no-such-picture.svg)');
    expect(text).toContain('body: the image "/images/salt.svg" starts with /, which the build does not look up');
  });

  it('refuses an SVG image that could run a script, naming the file', () => {
    const dir = siteWith();
    fs.writeFileSync(path.join(dir, 'images/pwn.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = report(dir).replaceAll(path.relative(process.cwd(), dir), '<site>');
    expect(text).toMatch(/<site>\/images\/pwn\.svg\n {2}- .*<script>/);
  });
});

describe('images the build could not survive', () => {
  it('refuses an SVG whose size the build cannot read, even one no article shows', () => {
    const dir = siteWith();
    fs.copyFileSync(path.resolve('tests/fixtures/svg-size/no-size.svg'), path.join(dir, 'images/no-size.svg'));
    expect(report(dir)).toContain('images/no-size.svg\n  - declares no size the build can read: its <svg> tag');
  });

  it('refuses an upper-case extension, in the file name and in the address that names it', () => {
    const dir = siteWith(['lead-image-upper-case.md']);
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(dir, 'images/Upper.SVG'));
    const text = report(dir);
    expect(text).toContain('images/Upper.SVG\n  - has the extension .SVG, and the build publishes only lower-case ones (.svg, .png, .jpg, .jpeg, .webp, .avif)');
    expect(text).toContain('Fix: rename it to Upper.svg');
    expect(text).toContain('featureImageUrl: "/images/Upper.SVG" is not an image the site publishes (svg, png, jpg, jpeg, webp, avif, in lower case)');
  });

  it('finds an image by its exact name only, as the build does, also on a disk that ignores case', () => {
    const file = (name: string) => ({ name, isFile: () => true, isDirectory: () => false }) as fs.Dirent;
    const folder = (name: string) => ({ name, isFile: () => false, isDirectory: () => true }) as fs.Dirent;
    const listings: Record<string, fs.Dirent[]> = {
      [path.join(FIXTURE_CONTENT, 'images')]: [file('salt.svg'), folder('icons')],
      [path.join(FIXTURE_CONTENT, 'images', 'icons')]: [file('leaf.png')],
    };
    // Like macOS or Windows: a lookup by any case finds the file, but the listing has one name.
    const exists = imageExistsIn(FIXTURE_CONTENT, (dir) => listings[dir]);
    expect(['/images/salt.svg', '/images/icons/leaf.png'].map(exists)).toEqual([true, true]);
    expect(['/images/Salt.svg', '/images/ICONS/leaf.png', '/images/icons', '/images/salt.svg/x.png'].map(exists)).toEqual([false, false, false, false]);
  });

  it('refuses a "PNG" that is not one, naming the file', () => {
    const dir = siteWith();
    fs.writeFileSync(path.join(dir, 'images/photo.png'), '<html><script>alert(1)</script></html>');
    expect(report(dir)).toContain('images/photo.png\n  - is not a PNG image, although its name says so');
  });
});

describe('limits the build could not survive', () => {
  it.each([
    ['slug-too-long.md', 'slug: is 101 characters long; a slug is a file name and a URL, so at most 100 are allowed.'],
    ['author-too-long.md', 'author: is 134 characters long; at most 120 fit. Fix: shorten the id.'],
    ['too-many-tags.md', 'tags: has more than 20 tags.'],
    ['too-many-references.md', 'references: lists more than 50 references.'],
  ])('%s', (name, message) => {
    expect(reportFor(name)).toContain(`${name}\n  - ${message}`);
  });

  it('refuses slugs and registry keys that Windows reserves, whose files could not be made there', () => {
    expect(reportFor('windows-reserved-slug.md')).toContain('windows-reserved-slug.md\n  - slug: "Con" is a name Windows keeps for a device');
    const dir = siteWith();
    fs.appendFileSync(path.join(dir, 'categories.yaml'), 'nul: { en: Nul, hi: नल, mr: नल }\n');
    fs.appendFileSync(
      path.join(dir, 'people.yaml'),
      'COM1: { name: A Panel, role: review panel, title: { en: Review, hi: समीक्षा, mr: पुनरावलोकन }, languages: [en], bio: { en: Reviews., hi: जाँचता है।, mr: तपासते. } }\n',
    );
    const text = report(dir);
    expect(text).toContain('categories.yaml\n  - nul: "nul" is a name Windows keeps for a device');
    expect(text).toContain('people.yaml\n  - COM1: "COM1" is a name Windows keeps for a device');
  });

  it('refuses article, image and folder names Windows reserves or cuts short, naming the file and the name to give it', () => {
    // Made here, not kept as fixtures: this repository must itself check out on Windows.
    const dir = siteWith();
    fs.renameSync(path.join(dir, 'posts/en/salt-basics.md'), path.join(dir, 'posts/en/con.md'));
    fs.renameSync(path.join(dir, 'posts/en/sugar-facts.md'), path.join(dir, 'posts/en/Lpt9.draft.md'));
    fs.renameSync(path.join(dir, 'posts/hi/salt-basics-hindi.md'), path.join(dir, 'posts/hi/COM1.md'));
    // Not an .md file any more: without this check the article would be left out without a word.
    fs.renameSync(path.join(dir, 'posts/mr/water-and-heat-marathi.md'), path.join(dir, 'posts/mr/water-and-heat-marathi.md '));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(dir, 'images/Aux.svg'));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(dir, 'images/salt.svg.'));
    fs.mkdirSync(path.join(dir, 'images/nul'));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(dir, 'images/nul/salt.svg'));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'images/salt.svg'), path.join(dir, 'images/console.svg'));
    const text = report(dir).replaceAll(path.relative(process.cwd(), dir), '<site>');
    const device = 'is one Windows keeps for a device (CON, PRN, AUX, NUL, COM1 to COM9 and LPT1 to LPT9, in any case and with any extension)';
    const clone = 'so no clone of the site on Windows can check it out';
    expect(text).toContain(`<site>/posts/en/con.md\n  - its name "con.md" ${device}, ${clone}. Fix: rename it to con-1.md.\n`);
    expect(text).toContain(`<site>/posts/en/Lpt9.draft.md\n  - its name "Lpt9.draft.md" ${device}, ${clone}. Fix: rename it to Lpt9-1.draft.md.\n`);
    expect(text).toContain(`<site>/posts/hi/COM1.md\n  - its name "COM1.md" ${device}, ${clone}. Fix: rename it to COM1-1.md.`);
    expect(text).toContain(
      `<site>/posts/mr/water-and-heat-marathi.md \n  - its name "water-and-heat-marathi.md " ends in a dot or a space, which Windows drops, ${clone}. Fix: rename it to water-and-heat-marathi.md.`,
    );
    expect(text).toContain(
      `<site>/images/Aux.svg\n  - its name "Aux.svg" ${device}, ${clone}. Fix: rename it to Aux-1.svg, and write that name where articles use it.`,
    );
    expect(text).toContain(
      `<site>/images/nul\n  - its name "nul" ${device}, ${clone}. Fix: rename it to nul-1, and write that name where articles use it.`,
    );
    expect(text).toContain(
      `<site>/images/salt.svg.\n  - its name "salt.svg." ends in a dot or a space, which Windows drops, ${clone}. Fix: rename it to salt.svg, and write that name where articles use it.`,
    );
    expect(text).not.toContain('console.svg');
    expect(text).toMatch(/^Found 7 problems in the content:/);
  });

  it('refuses an article over 1 MB without reading it into the build', () => {
    const dir = siteWith();
    const big = fs.readFileSync(path.join(FIXTURE_CONTENT, 'posts/en/salt-basics.md'), 'utf8').replace('slug: salt-basics', 'slug: big');
    fs.writeFileSync(path.join(dir, 'posts/en/big.md'), big + 'Words and more words.\n'.repeat(Math.ceil(MAX_ARTICLE_BYTES / 20)));
    expect(report(dir)).toMatch(/posts\/en\/big\.md\n {2}- body: is 1\.\d MB; an article may be at most 1 MB\. Fix: split it into parts/);
  });

  it.each([
    ['emphasis-bomb.md', 'body: line 13: the paragraph starting here has more than 500 of the characters * _ ~ ` [ ] <'],
    ['deep-nesting.md', 'body: line 13: block quotes and lists nest 5000 deep here'],
    ['deep-nesting.md', 'body: line 15: the article has more than 64 HTML tags'],
    ['wide-table.md', 'body: line 13: its tables have 10,100 cells or more'],
  ])('refuses Markdown the build would stall or crash on: %s', (name, message) => {
    expect(reportFor(name)).toContain(`${name}\n`);
    expect(reportFor(name)).toContain(`  - ${message}`);
  });

  it('reports 200,000 problems in one list without overflowing the stack', () => {
    const registries = loadRegistries(FIXTURE_CONTENT);
    const data = {
      title: 'Many tags', slug: 'many-tags', metaDescription: 'x', status: 'draft', primaryCategory: 'Lifestyle',
      primaryCategorySlug: 'lifestyle', postTime: 1_600_000_000, postTimeodified: 1_600_000_000, lang: 'en',
      tags: Array.from({ length: 200_000 }, (_, i) => `no-such-tag-${i}`),
    };
    const { issues } = validateCorpus([{ file: 'many.md', data, body: 'x' }], {
      registries, now: NOW, contentDir: FIXTURE_CONTENT, imageExists: () => true,
    });
    expect(issues.map((issue) => issue.field)).toEqual(['tags']);
    const many = Array.from({ length: 200_000 }, (_, i) => ({ file: `f${i % 7}.md`, field: 'x', message: 'y' }));
    expect(() => new ContentValidationError(many)).not.toThrow();
  });
});

describe('values that would break a page', () => {
  it.each([
    ['date-month-13.md', 'lastReviewed: "2025-13-45" is not a real date.'],
    ['date-february-30.md', 'lastReviewed: "2025-02-30" is not a real date.'],
  ])('%s', (name, message) => {
    expect(reportFor(name)).toContain(`${name}\n  - ${message}`);
  });

  it('refuses javascript:, data: and vbscript: reference links', () => {
    const text = reportFor('reference-javascript-url.md');
    expect(text).toContain('references.0.url: "javascript:alert(document.domain)" is a javascript: address, and only https:// (or http://) web addresses are allowed.');
    expect(text).toContain('references.1.url: "data:text/html,<script>alert(1)</script>" is a data: address');
    expect(text).toContain('references.2.url: "vbscript:msgbox(1)" is a vbscript: address');
  });

  it('refuses a user name before the host in every address of content and registries', () => {
    expect(reportFor('userinfo-addresses.md')).toContain(
      'featureImageUrl: "https://www.who.int@images.evil.example/lead.png" has a user name before its host (user@host), which makes the image address read as one site and go to another.',
    );
    expect(reportFor('userinfo-addresses.md')).toContain('references.0.url: "https://www.who.int@evil.example/salt" has a user name before its host');
    const dir = siteWith();
    fs.appendFileSync(path.join(dir, 'publishers.yaml'), fs.readFileSync(path.join(HOSTILE, 'publishers-userinfo.yaml')));
    expect(report(dir)).toMatch(/publishers\.yaml\n {2}- World Health Organisation \(look-alike\): "https:\/\/www\.who\.int:x@evil\.example\/" has a user name before its host/);
  });

  it.each([
    ['people.yaml', 'dr-good.name: contains the invisible control character U+202E (character 10), which makes the text display in a different order'],
    ['tags.yaml', 'spoofed.en: contains the invisible control character U+202E (character 6)'],
    ['categories.yaml', 'spoofed.hi: contains the invisible control character U+2066 (character 1)'],
    ['publishers.yaml', 'contains the invisible control character U+202E (character 14)'],
    // The hostile group is appended after the fixture's own groups.
    [
      'search-terms.yaml',
      `groups.${fixtureGroupCount()}.terms.1: contains the invisible control character U+200B (character 4), which shows nothing`,
    ],
  ])('refuses a hidden character in a value readers see: %s', (registry, message) => {
    const dir = siteWith();
    fs.appendFileSync(path.join(dir, registry), fs.readFileSync(path.resolve('tests/fixtures/hostile-registries', registry)));
    expect(report(dir)).toMatch(new RegExp(`${registry.replace('.', '\\.')}\\n {2}- .*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('refuses a javascript: link in the site settings', () => {
    const dir = siteWith();
    const site = path.join(dir, 'site.yaml');
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/url: "https:\/\/[^"]*"/, 'url: "javascript:alert(1)"'));
    expect(report(dir)).toMatch(/site\.yaml\n(?: {2}- .*\n)* {2}- (?:social|communityLinks)\.0\.url: "javascript:alert\(1\)" is a javascript: address/);
  });

  it('treats constructor, toString and __proto__ as unknown names, never suggesting "undefined"', () => {
    const category = reportFor('prototype-category.md');
    expect(category).toContain('primaryCategorySlug: "constructor" is not in <site>/categories.yaml.');
    const tags = reportFor('prototype-tags.md');
    expect(tags).toContain('tags.0: "toString" is not in <site>/tags.yaml.');
    expect(tags).toContain('tags.1: "__proto__" is not in <site>/tags.yaml.');
    expect(tags).toContain('tags.2: "hasOwnProperty" is not in <site>/tags.yaml.');
    expect(category + tags).not.toContain('undefined');
  });

  it('names both articles whose slugs differ only in case', () => {
    const text = reportFor('case-collision.md');
    expect(text).toContain('case-collision.md\n  - slug: "Salt-Basics" differs only in upper/lower case from the slug of <site>/posts/en/salt-basics.md ("salt-basics")');
    expect(text).toContain('salt-basics.md\n  - slug: "salt-basics" differs only in upper/lower case from the slug of <site>/posts/en/case-collision.md ("Salt-Basics")');
  });

  it('names an article that is not in its language folder', () => {
    const dir = siteWith();
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'posts/hi/salt-basics-hindi.md'), path.join(dir, 'posts/en/salt-basics-hindi.md'));
    fs.rmSync(path.join(dir, 'posts/hi/salt-basics-hindi.md'));
    fs.copyFileSync(path.join(FIXTURE_CONTENT, 'posts/en/maida-facts.md'), path.join(dir, 'posts/maida-facts.md'));
    fs.rmSync(path.join(dir, 'posts/en/maida-facts.md'));
    const text = report(dir).replaceAll(path.relative(process.cwd(), dir), '<site>');
    expect(text).toContain('posts/en/salt-basics-hindi.md\n  - lang: is "hi", but the file is in <site>/posts/en/. Fix: move it to <site>/posts/hi/');
    expect(text).toContain('posts/maida-facts.md\n  - lang: is "en", but the file is not in a language folder of <site>/posts/. Fix: move it to <site>/posts/en/');
  });

  it('refuses two registry entries that differ only in case', () => {
    const dir = siteWith();
    fs.appendFileSync(path.join(dir, 'categories.yaml'), 'maida: { en: Maida, hi: मैदा, mr: मैदा }\n');
    expect(report(dir)).toContain('maida: differs only in upper/lower case from "Maida"');
  });
});

describe('npm run validate on a Git host', () => {
  it('escapes what content says, so it cannot add workflow commands to the CI log', () => {
    const dir = siteWith(['annotation-injection.md']);
    const run = spawnSync(process.execPath, ['scripts/validate.ts'], {
      encoding: 'utf8',
      env: { ...process.env, AROGYA_CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' },
    });
    expect(run.status).toBe(1);
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatch(/^::error file=.*annotation-injection\.md::slug: /);
    expect(annotations[0]).toContain('%0A');
    expect(run.stdout).not.toMatch(/^::error file=README\.md/m);
  });
});

describe('healthAdvice: false is a claim validate checks', () => {
  it('refuses it outside the categories site.yaml declares not health advice', () => {
    expect(reportFor('health-advice-false.md')).toContain(
      'health-advice-false.md\n  - healthAdvice: is false, which only a page that gives no health advice may say, and its category "lifestyle" is not one of those (notHealthAdvice.categories in <site>/site.yaml: about).',
    );
  });

  it('allows it in those categories (the about pages), and refuses a declared category that does not exist', () => {
    expect(report(siteWith())).toBe('valid');
    const dir = siteWith();
    const site = path.join(dir, 'site.yaml');
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace('notHealthAdvice: { categories: [about] }', 'notHealthAdvice: { categories: [about, recipes] }'));
    expect(report(dir)).toContain('site.yaml\n  - notHealthAdvice.categories.1: "recipes" is not in');
  });
});

describe('content names in every line validate prints', () => {
  it('refuses a file name with a newline or bidi control, and prints it escaped: no forged workflow command', () => {
    const dir = siteWith();
    const name = 'log\n::warning file=README.md::forged \u202edm.md';
    fs.copyFileSync(path.join(HOSTILE, 'log-injection.md'), path.join(dir, 'posts/en', name));
    for (const GITHUB_ACTIONS of ['', 'true']) {
      const run = spawnSync(process.execPath, ['scripts/validate.ts'], {
        encoding: 'utf8',
        env: { ...process.env, AROGYA_CONTENT_DIR: dir, GITHUB_ACTIONS },
      });
      expect(run.status).toBe(1);
      const lines = `${run.stdout}\n${run.stderr}`.split('\n');
      expect(lines.filter((line) => line.startsWith('::') && !line.startsWith('::error file='))).toEqual([]);
      expect(lines).toContain('  - has the control or invisible character U+000A in its name (shown escaped above). Fix: rename it with letters, digits, hyphens and dots only.');
      expect(run.stderr).toContain('posts/en/log\\n::warning file=README.md::forged \\u202edm.md\n');
    }
  });
});

describe('the report', () => {
  it('lists at most a few other files for a slug shared by thousands', () => {
    const registries = loadRegistries(FIXTURE_CONTENT);
    const data = (i: number) => ({
      title: 'Same', slug: 'same', metaDescription: 'x', status: 'draft', primaryCategory: 'Lifestyle',
      primaryCategorySlug: 'lifestyle', postTime: 1_600_000_000, postTimeodified: 1_600_000_000, lang: 'en', translationKey: `t${i}`,
    });
    const files = Array.from({ length: 5_000 }, (_, i) => ({ file: `posts/en/same-${i}.md`, data: data(i), body: 'x' }));
    const issues = validateCorpus(files, { registries, now: NOW, contentDir: FIXTURE_CONTENT, imageExists: () => true }).issues.filter(
      (issue) => issue.field === 'slug',
    );
    expect(issues).toHaveLength(5_000);
    expect(formatContentIssues(issues.slice(0, 1))).toContain('is also the slug of posts/en/same-1.md, posts/en/same-2.md, posts/en/same-3.md and 4,996 more.');
  });
});
