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

    const first = buildSite(content, incremental);
    expect(first.status, first.output).toBe(0);
    expect(restoredPages(first.output)).toEqual([]);

    /**
     * Rebuilds incrementally and from scratch; both must give the same site. `unchanged`: the
     * content is that of the last clean build, already in `clean`, so it is not built again
     * (each build is about ten seconds of the test suite).
     */
    function rebuild({ unchanged = false } = {}): string[] {
      const again = buildSite(content, incremental, { keepCache: true });
      expect(again.status, again.output).toBe(0);
      if (!unchanged) {
        const fresh = buildSite(content, clean);
        expect(fresh.status, fresh.output).toBe(0);
      }
      expect(compareDirs(incremental, clean)).toEqual([]);
      return restoredPages(again.output);
    }

    // Nothing changed: every keyed page comes from the cache, and the site equals the first
    // build (a clean build of the same content: builds are reproducible, see reproducible.test.ts).
    fs.cpSync(incremental, clean, { recursive: true });
    const unchanged = rebuild({ unchanged: true });
    expect(unchanged).toContain('/post/salt-basics.html');
    expect(unchanged).toContain('/category/lifestyle.html');

    // An article's title appears on its page, in listings and in other articles' related lists.
    edit(content, 'posts/en/lifestyle-two.md', 'title: "lifestyle-two title"', 'title: "lifestyle-two, retitled"');
    // A new article joins the listings and other articles' related lists.
    const newArticle = path.join(content, 'posts/en/lifestyle-four.md');
    fs.writeFileSync(
      newArticle,
      fs
        .readFileSync(path.join(content, 'posts/en/lifestyle-two.md'), 'utf8')
        .replaceAll('lifestyle-two', 'lifestyle-four')
        .replace('postTime: 1600000100', 'postTime: 1600000300'),
    );
    const afterArticleEdit = rebuild();
    expect(fs.existsSync(path.join(incremental, 'post/lifestyle-four.html'))).toBe(true);
    expect(afterArticleEdit).not.toContain('/post/lifestyle-two.html');
    expect(afterArticleEdit).not.toContain('/category/lifestyle.html');
    expect(afterArticleEdit).not.toContain('/tag/salt.html');
    expect(afterArticleEdit).toContain('/post/salt-basics-hindi.html');

    // A lead image's bytes: the article shows its fingerprinted copy, so it must be re-rendered.
    edit(content, 'images/salt.svg', '</svg>', '<circle cx="1" cy="1" r="1"/></svg>');
    expect(rebuild()).not.toContain('/post/salt-basics.html');

    // The registries are on every page (here the tagline in every footer): nothing may be reused.
    // A deleted article must disappear from the rebuilt site, not linger from the cache.
    edit(content, 'site.yaml', 'en: Health is divine wealth.', 'en: Health is wealth, said plainly.');
    fs.rmSync(newArticle);
    expect(rebuild()).toEqual([]);
    expect(fs.existsSync(path.join(incremental, 'post/lifestyle-four.html'))).toBe(false);
  }, 600_000);
});
