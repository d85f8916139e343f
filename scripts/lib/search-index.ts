/**
 * The search index of the built site, written with Pagefind's Node API instead of its CLI so
 * that each article can be given extra words before it is indexed (the served page is left as
 * it is): its title and tags with a higher weight and their romanised forms, and the normal
 * form of every Devanagari word written another way (src/lib/search-text.ts#indexExtras).
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import * as pagefind from 'pagefind';
import { commonWords, groupMatcher, indexExtras, indexWords, type GroupMatcher } from '../../src/lib/search-text.ts';
import { loadSearchTerms } from '../../src/data/registries.ts';
import { getContentDir } from '../../src/data/content-dir.ts';
import {
  SEARCH_OFFLINE_FILES_URL,
  SEARCH_OFFLINE_SUMMARY_URL,
  searchOfflineManifest,
  searchWordsUrl,
  type SearchOfflineSummary,
} from '../../src/lib/offline.ts';

/** Only articles are indexed: they alone carry `data-pagefind-body`. */
export const INDEXED_DIR = 'post';

/** How much more a title or tag word counts than a body word (Pagefind's default is 1; h1 is 7). */
export const TAG_WEIGHT = 5;

/** A synonym group named in the title: Pagefind's highest weight. */
export const TITLE_WEIGHT = 10;

/** An article as the index step reads it. */
export interface PreparedArticle {
  /** The page as Pagefind should read it (the served page is left as it is). */
  html: string;
  /** Its `<html lang>`. */
  lang: string;
  /** The text of its indexed body. */
  text: string;
}

/** No synonym groups: nothing to add. */
const NO_GROUPS = groupMatcher([]);

/**
 * An article page as Pagefind should read it (the served page is left as it is), with its
 * language and text, read in the same pass (10,000 pages are parsed once each):
 * - a weighted block of its title and tags, their romanised forms and the tokens of the
 *   synonym groups the tags name, and the tokens of the groups the title names at the highest
 *   weight (so that a title or tag match ranks above a body mention);
 * - after each passage of text that names a term of a synonym group, the group's token
 *   (search-text.ts#groupToken): a query of the group then searches one word;
 * - a block of normalised spellings.
 * The heading and other metadata elements are left alone: Pagefind shows their text.
 */
export function prepareArticle(html: string, groups: GroupMatcher = NO_GROUPS): PreparedArticle {
  const $ = load(html);
  const lang = $('html').attr('lang') ?? '';
  const body = $('[data-pagefind-body]').first();
  if (body.length === 0) return { html, lang, text: '' };
  const title = $('[data-pagefind-meta="title"]').first().text().trim();
  const tagsMeta = $('[data-pagefind-meta^="tags:"]').first().attr('data-pagefind-meta') ?? '';
  const tags = tagsMeta
    .slice('tags:'.length)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  // Text node by text node, leaving out what Pagefind ignores (the trust block, notices):
  // block elements are often written without whitespace between them.
  const nodes = body
    .find('*')
    .addBack()
    .not('[data-pagefind-ignore], [data-pagefind-ignore] *')
    .contents()
    .filter((_, node) => node.type === 'text')
    .toArray();
  const text = nodes.map((node) => $(node).text()).join(' ');
  for (const node of nodes) {
    if ($(node).parent().closest('[data-pagefind-meta]').length) continue;
    const tokens = groups.tokensIn($(node).text());
    if (tokens.length) $(node).replaceWith(`${$(node).text()} ${tokens.join(' ')} `.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`));
  }
  const { weighted, variants } = indexExtras({ title, tags, text });
  const block = $('<div></div>');
  // A group named in the title counts most (the title itself is not touched: Pagefind shows it).
  const titleTokens = groups.tokensIn(title, 1);
  if (titleTokens.length) block.append($('<p></p>').attr('data-pagefind-weight', String(TITLE_WEIGHT)).text(titleTokens.join(' ')));
  block.append(
    $('<p></p>')
      .attr('data-pagefind-weight', String(TAG_WEIGHT))
      .text([weighted, ...groups.tokensIn(tags.join(' '), 1)].join(' ')),
  );
  if (variants) block.append($('<p></p>').text(variants));
  body.append(block);
  return { html: $.html(), lang, text };
}

/** {@link prepareArticle}'s page alone. */
export function augmentArticleHtml(html: string): string {
  return prepareArticle(html).html;
}

/** How many of each language's words "Did you mean" may offer (about 15 KB compressed each). */
export const SUGGESTION_WORDS = { limit: 5_000, minArticles: 2 } as const;

/** Builds `{outDir}/pagefind/` from `{outDir}/post/*.html`; returns the number of pages indexed. */
export async function buildSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const groups = groupMatcher(loadSearchTerms(getContentDir()).groups);
  try {
    const dir = path.join(outDir, INDEXED_DIR);
    const files = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .sort();
    /** Per language: in how many articles each word occurs. */
    const wordCounts = new Map<string, Map<string, number>>();
    for (const file of files) {
      const article = prepareArticle(fs.readFileSync(path.join(dir, file), 'utf8'), groups);
      const added = await index.addHTMLFile({ url: `/${INDEXED_DIR}/${file}`, content: article.html });
      if (added.errors.length) throw new Error(`${INDEXED_DIR}/${file}: ${added.errors.join('; ')}`);
      const counts = wordCounts.get(article.lang) ?? new Map<string, number>();
      wordCounts.set(article.lang, counts);
      for (const word of indexWords(article.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    for (const [lang, counts] of wordCounts) {
      if (!/^[a-z]{2,3}$/.test(lang)) continue;
      fs.writeFileSync(path.join(outDir, searchWordsUrl(lang)), JSON.stringify(commonWords(counts, SUGGESTION_WORDS)));
    }
    writeOfflineManifest(outDir);
    return files.length;
  } finally {
    await pagefind.close();
  }
}

/** Writes the list of search files and their size for "Save search for offline use" (src/lib/offline.ts). */
export function writeOfflineManifest(outDir: string): SearchOfflineSummary {
  const dir = path.join(outDir, 'pagefind');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(outDir, file), bytes: fs.statSync(file).size };
    });
  const manifest = searchOfflineManifest(files);
  const summary: SearchOfflineSummary = { bytes: manifest.bytes, count: manifest.files.length };
  fs.writeFileSync(path.join(outDir, SEARCH_OFFLINE_FILES_URL), JSON.stringify(manifest.files));
  fs.writeFileSync(path.join(outDir, SEARCH_OFFLINE_SUMMARY_URL), JSON.stringify(summary));
  return summary;
}
