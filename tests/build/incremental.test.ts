import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDirs } from '../../scripts/lib/compare-dirs.ts';
import { buildSite, FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

/** Pages Astro copied from its incremental cache instead of rendering, as its log lists them. */
function restoredPages(output: string): string[] {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return [...plain.matchAll(/(\S+\.html) +\((?:restored|cached)\)/g)].map((match) => match[1]!);
}

/** Replaces `from` with `to` in one file of a content folder. */
function edit(contentDir: string, file: string, from: string, to: string): void {
  const full = path.join(contentDir, file);
  const text = fs.readFileSync(full, 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(full, text.replace(from, to));
}

describe('a rebuild with the previous build’s cache (incremental build)', () => {
  it('renders only what an edit touches, and equals a clean build after edited, added, deleted articles and registry edits', () => {
    const root = scratchDir('incremental');
    const content = path.join(root, 'content');
    const incremental = path.join(root, 'incremental-dist');
    const clean = path.join(root, 'clean-dist');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });

    // The cache starts from a site with another tagline and one more article, so the first
    // rebuild covers registry edits and a deletion, the second article edits, the third an
    // image. (Six builds in all: each is ten to fifteen seconds of the test suite.)
    edit(content, 'site.yaml', 'en: Health is divine wealth.', 'en: Health is wealth, said plainly.');
    const deletedLater = path.join(content, 'posts/en/lifestyle-four.md');
    fs.writeFileSync(
      deletedLater,
      fs
        .readFileSync(path.join(content, 'posts/en/lifestyle-two.md'), 'utf8')
        .replaceAll('lifestyle-two', 'lifestyle-four')
        .replace('postTime: 1600000100', 'postTime: 1600000300'),
    );
    const first = buildSite(content, incremental);
    expect(first.status, first.output).toBe(0);
    expect(restoredPages(first.output)).toEqual([]);
    expect(fs.existsSync(path.join(incremental, 'post/lifestyle-four.html'))).toBe(true);

    /** Rebuilds incrementally and from scratch; both must give the same site. */
    function rebuild(): string[] {
      const again = buildSite(content, incremental, { keepCache: true });
      expect(again.status, again.output).toBe(0);
      const fresh = buildSite(content, clean);
      expect(fresh.status, fresh.output).toBe(0);
      expect(compareDirs(incremental, clean)).toEqual([]);
      return restoredPages(again.output);
    }

    // The registries are on every page (here the tagline in every footer): nothing may be reused.
    // A deleted article must disappear from the rebuilt site, not linger from the cache.
    edit(content, 'site.yaml', 'en: Health is wealth, said plainly.', 'en: Health is divine wealth.');
    fs.rmSync(deletedLater);
    expect(rebuild()).toEqual([]);
    expect(fs.existsSync(path.join(incremental, 'post/lifestyle-four.html'))).toBe(false);

    // An article's title appears on its page, in listings and in its tag's page; a new article
    // joins them. Both are in another category than the articles checked below.
    edit(content, 'posts/en/sugar-facts.md', 'title: "sugar-facts title"', 'title: "sugar-facts, retitled"');
    fs.writeFileSync(
      path.join(content, 'posts/en/sugar-more.md'),
      fs
        .readFileSync(path.join(content, 'posts/en/sugar-facts.md'), 'utf8')
        .replaceAll('sugar-facts', 'sugar-more')
        .replace('postTime: 1500000000', 'postTime: 1500000300'),
    );
    const afterEdits = rebuild();
    expect(fs.existsSync(path.join(incremental, 'post/sugar-more.html'))).toBe(true);
    for (const touched of ['/post/sugar-facts.html', '/category/sugar.html', '/tag/sugar.html']) {
      expect(afterEdits).not.toContain(touched);
    }
    // Pages the edits do not touch come from the cache, and the site still equals a clean build.
    expect(afterEdits).toContain('/post/salt-basics.html');
    expect(afterEdits).toContain('/post/water-and-heat-marathi.html');
    expect(afterEdits).toContain('/category/lifestyle.html');

    // A lead image's bytes: the article and the cards that show it link to its fingerprinted
    // copy, so they must be re-rendered with the new copy's address. (Checked on the output
    // itself, without a third clean build.)
    const leadImage = (page: string): string =>
      /\/_astro\/salt\.[\w-]+\.svg/.exec(fs.readFileSync(path.join(incremental, page), 'utf8'))![0];
    const before = leadImage('post/salt-basics.html');
    edit(content, 'images/salt.svg', '</svg>', '<circle cx="1" cy="1" r="1"/></svg>');
    const again = buildSite(content, incremental, { keepCache: true });
    expect(again.status, again.output).toBe(0);
    expect(restoredPages(again.output)).not.toContain('/post/salt-basics.html');
    const after = leadImage('post/salt-basics.html');
    expect(after).not.toBe(before);
    expect(leadImage('post/lifestyle-two.html')).toBe(after);
    expect(fs.readFileSync(path.join(incremental, after), 'utf8')).toContain('<circle cx="1" cy="1" r="1"/>');
  }, 600_000);
});
