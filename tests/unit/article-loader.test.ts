import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withSafeMarkdown } from '../../src/data/article-loader.ts';
import {
  keepParsedArticles,
  parseArticleSource,
  parseArticleSourceToKeep,
  stopKeepingParsedArticles,
  takeParsedArticleSource,
} from '../../src/lib/article-source.ts';
import { reviewDigest } from '../../src/lib/review-digest.ts';

/** Astro's own Markdown entry type, as far as the loader uses it: it must never be asked to parse. */
const astroMarkdown = {
  async getEntryInfo(): Promise<never> {
    throw new Error("Astro's front-matter reader was used");
  },
  async getRenderFunction() {
    return async (entry: { filePath?: string }) => {
      if (entry.filePath?.endsWith('broken.md')) throw new Error('Could not find requested image');
      return { html: '<p>ok</p>' };
    };
  },
};

const fileUrl = pathToFileURL(path.resolve('content/posts/en/example.md'));

describe('the content layer reads articles with the project front-matter reader', () => {
  it('gives the build exactly what validate reads', async () => {
    const text =
      '\uFEFF---\r\ntitle: "Salt: how much?"\r\nmetaDescription: Less.\r\nslug: salt\r\nlastReviewed: 2025-01-31\r\n---\r\n\r\nText.\r\n';
    const info = await withSafeMarkdown(astroMarkdown, []).getEntryInfo({ contents: text, fileUrl });
    // The front-matter as validate reads it, and the digest of the text now, to compare with reviewedDigest.
    const { data, body } = parseArticleSource(text);
    expect(info.data).toEqual({
      ...data,
      textDigest: reviewDigest({ data: { title: 'Salt: how much?', metaDescription: 'Less.' }, body }),
    });
    expect(data).toEqual({ title: 'Salt: how much?', metaDescription: 'Less.', slug: 'salt', lastReviewed: '2025-01-31' });
    expect(info.body).toBe('Text.');
    // Front-matter too broken to have a text gets no digest (validation names the problem).
    const broken = await withSafeMarkdown(astroMarkdown, []).getEntryInfo({ contents: '---\ntitle: 5\n---\nText.\n', fileUrl });
    expect(broken.data.textDigest).toBeUndefined();
  });

  it('refuses JavaScript front-matter, naming the file, instead of running it', async () => {
    const text = '---js\n(() => { globalThis.__loaderPwned = true; return {} })()\n---\nText.\n';
    await expect(withSafeMarkdown(astroMarkdown, []).getEntryInfo({ contents: text, fileUrl })).rejects.toThrow(
      /^content\/posts\/en\/example\.md opens its front-matter with "---js"/,
    );
    expect((globalThis as { __loaderPwned?: boolean }).__loaderPwned).toBeUndefined();
  });

  it('records an article that fails to render, so the build can stop instead of publishing it empty', async () => {
    const failures: string[] = [];
    const render = await withSafeMarkdown(astroMarkdown, failures).getRenderFunction!({});
    await expect(render!({ filePath: path.resolve('content/posts/en/broken.md') })).rejects.toThrow('Could not find requested image');
    await expect(render!({ filePath: path.resolve('content/posts/en/fine.md') })).resolves.toEqual({ html: '<p>ok</p>' });
    expect(failures).toEqual(['content/posts/en/broken.md: Could not find requested image']);
  });

  it('never hands the Markdown step an article over the limits (as `astro dev` would, past validation)', async () => {
    const failures: string[] = [];
    const render = await withSafeMarkdown(astroMarkdown, failures).getRenderFunction!({});
    const bomb = { filePath: path.resolve('content/posts/en/bomb.md'), body: '*a_'.repeat(20_000) };
    await expect(render!(bomb)).rejects.toThrow(/^body line 1: the paragraph starting here has more than 500 of the characters/);
    expect(failures).toEqual([expect.stringMatching(/^content\/posts\/en\/bomb\.md: body line 1: the paragraph/)]);
  });
});

describe("a build parses each article once: validation's reading kept for the content layer", () => {
  afterEach(() => stopKeepingParsedArticles());
  const text = '---\ntitle: Salt\ntags: [salt, bp]\nslug: salt\n---\nText.\n';

  it('gives the loader what validation parsed from the same text, once, and parses anything else', () => {
    keepParsedArticles();
    const validated = parseArticleSourceToKeep(text);
    expect(takeParsedArticleSource(text)).toBe(validated);
    // Taken: a second reading (astro dev after an edit back) parses again, to the same.
    const again = takeParsedArticleSource(text);
    expect(again).not.toBe(validated);
    expect(again).toEqual(validated);
    // A file changed since validation read it is read as it is now.
    expect(takeParsedArticleSource(text.replace('Salt', 'Sugar')).data.title).toBe('Sugar');
  });

  it("keeps what it shares frozen, so neither reader can change the other's article", () => {
    keepParsedArticles();
    const { data } = parseArticleSourceToKeep(text);
    expect(() => (data.tags as string[]).push('sugar')).toThrow(TypeError);
    expect(() => Object.assign(data, { title: 'Sugar' })).toThrow(TypeError);
  });

  it('keeps nothing outside a build (npm run validate, the tests), and the loader stops it', () => {
    const validated = parseArticleSourceToKeep(text);
    expect(Object.isFrozen(validated.data)).toBe(false);
    expect(takeParsedArticleSource(text)).not.toBe(validated);
    keepParsedArticles();
    const kept = parseArticleSourceToKeep(text);
    stopKeepingParsedArticles();
    expect(takeParsedArticleSource(text)).not.toBe(kept);
  });
});
