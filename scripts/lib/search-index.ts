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
import { indexExtras } from '../../src/lib/search-text.ts';

/** Only articles are indexed: they alone carry `data-pagefind-body`. */
export const INDEXED_DIR = 'post';

/** How much more a title or tag word counts than a body word (Pagefind's default is 1; h1 is 7). */
export const TAG_WEIGHT = 5;

/**
 * An article page as Pagefind should read it: the page with a weighted block of title and tags
 * (and their romanised forms) and a block of normalised spellings appended to its indexed body.
 */
export function augmentArticleHtml(html: string): string {
  const $ = load(html);
  const body = $('[data-pagefind-body]').first();
  if (body.length === 0) return html;
  const title = $('[data-pagefind-meta="title"]').first().text().trim();
  const tagsMeta = $('[data-pagefind-meta^="tags:"]').first().attr('data-pagefind-meta') ?? '';
  const tags = tagsMeta.slice('tags:'.length).split(',').map((tag) => tag.trim()).filter(Boolean);
  // Text node by text node: block elements are often written without whitespace between them.
  const text = body
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'text')
    .map((_, node) => $(node).text())
    .get()
    .join(' ');
  const { weighted, variants } = indexExtras({ title, tags, text });
  const block = $('<div></div>');
  block.append($('<p></p>').attr('data-pagefind-weight', String(TAG_WEIGHT)).text(weighted));
  if (variants) block.append($('<p></p>').text(variants));
  body.append(block);
  return $.html();
}

/** Builds `{outDir}/pagefind/` from `{outDir}/post/*.html`; returns the number of pages indexed. */
export async function buildSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const dir = path.join(outDir, INDEXED_DIR);
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.html')).sort();
    for (const file of files) {
      const content = augmentArticleHtml(fs.readFileSync(path.join(dir, file), 'utf8'));
      const added = await index.addHTMLFile({ url: `/${INDEXED_DIR}/${file}`, content });
      if (added.errors.length) throw new Error(`${INDEXED_DIR}/${file}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    return files.length;
  } finally {
    await pagefind.close();
  }
}
