/**
 * The search index of the built site, written with Pagefind's Node API instead of its CLI so
 * that each article can be given index-only words before it is indexed (the served page is left
 * as it is): synonym tokens, phonetic keys and normal forms (src/lib/search/index-text.ts).
 *
 * Pagefind keeps one index per `<html lang>` (Hindi with its stemmer): a reader's first search
 * downloads only the languages it needs (each index's metadata grows with its articles: about
 * 26 KB for 3,300 articles, besides a 60 KB WebAssembly module per language).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { load } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import * as pagefind from 'pagefind';
import { commonWords, indexWords } from '../../src/lib/search/suggest.ts';
import {
  FOCUS_WEIGHT,
  INDEX_ONLY_MARK,
  indexExtras,
  isCodedWord,
  NON_ADVICE_FILTER,
  TAG_WEIGHT,
  TITLE_WEIGHT,
} from '../../src/lib/search/index-text.ts';
import { groupMatcher, type GroupMatcher } from '../../src/lib/search/synonyms.ts';
import { loadSearchLexicon } from '../../src/data/registries.ts';
import { getContentDir } from '../../src/data/content-dir.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { searchPageUrl } from '../../src/lib/search/urls.ts';
import { pageAssets, pageFile } from './service-worker.ts';
import {
  SEARCH_LEXICON_URL,
  SEARCH_OFFLINE_FILES_URL,
  SEARCH_OFFLINE_SUMMARY_URL,
  searchOfflineManifest,
  searchWordsUrl,
  type SearchOfflineSummary,
} from '../../src/lib/offline.ts';

/** Only articles are indexed: they alone carry `data-pagefind-body`. */
export const INDEXED_DIR = 'post';

/** How much a page that gives no health advice (about pages, the editorial policy) counts against an article. */
export const NON_ADVICE_WEIGHT = 0.3;

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

/** Element nodes in htmlparser2's DOM (what the selector `*` matches). */
const ELEMENT_TYPES = new Set(['tag', 'script', 'style']);
const isElement = (node: AnyNode): node is Element => ELEMENT_TYPES.has(node.type);

/** The attributes Pagefind reads. */
const PAGEFIND_DATA = ['data-pagefind-body', 'data-pagefind-meta', 'data-pagefind-filter', 'data-pagefind-sort', 'data-pagefind-weight'];

/** The elements of an article page the index step reads, each the first in document order. */
interface PageParts {
  root?: Element;
  body?: Element;
  title?: Element;
  tags?: Element;
  structuredData?: Element;
  /** The elements with an id in the body, the body included. */
  ids: Element[];
  /** Whether an element outside the body carries an attribute Pagefind reads. */
  pagefindDataOutside: boolean;
}

/**
 * One walk of the page for every element the index step reads: eight selector queries, each a
 * walk of its own, took about 1.1 s of CPU at 1,000 articles.
 */
function pageParts(node: ParentNode, parts: PageParts = { ids: [], pagefindDataOutside: false }, inBody = false): PageParts {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const { attribs } = child;
    if (child.name === 'html') parts.root ??= child;
    const isBody = !inBody && !parts.body && 'data-pagefind-body' in attribs;
    if (isBody) parts.body = child;
    const inside = inBody || isBody;
    if (!inside && PAGEFIND_DATA.some((name) => name in attribs)) parts.pagefindDataOutside = true;
    const meta = attribs['data-pagefind-meta'];
    if (meta === 'title') parts.title ??= child;
    if (meta?.startsWith('tags:')) parts.tags ??= child;
    if (child.name === 'script' && attribs.type === 'application/ld+json') parts.structuredData ??= child;
    if (inside && 'id' in attribs) parts.ids.push(child);
    pageParts(child, parts, inside);
  }
  return parts;
}

/**
 * Appends the text of an element and its descendants to `texts`, leaving out any element marked
 * `data-pagefind-ignore` with everything in it: element by element in document order, each
 * element's own text nodes before its children's: the same text, in the same order, as a
 * selector query over every element gave, in a twentieth of its time.
 */
function collectText(element: Element, texts: string[]): void {
  if ('data-pagefind-ignore' in element.attribs) return;
  for (const child of element.children) if (child.type === 'text') texts.push(child.data);
  for (const child of element.children) if (isElement(child)) collectText(child, texts);
}

/** Escapes text for an HTML text node or a quoted attribute value. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An article page as Pagefind should read it (the served page is left as it is): its indexed
 * element alone, in a page of its language; and the article's language and text, read in the
 * same pass (10,000 pages are parsed once each). Pagefind's copy has:
 * - after its own text, {@link INDEX_ONLY_MARK} and the index-only words of
 *   src/lib/search/index-text.ts: group tokens and phonetic keys of the title (weight
 *   {@link TITLE_WEIGHT}), the main search phrase with its (weight {@link FOCUS_WEIGHT}), the
 *   tags with theirs (weight {@link TAG_WEIGHT}), and those of the text; the tokens and keys
 *   last, after every other index-only word (the fragments leave them out: {@link slimFragment});
 * - a page that gives no health advice (`data-health-advice="false"`) weighs less, so that
 *   articles rank above the about pages that name the same words, and carries the filter
 *   {@link NON_ADVICE_FILTER}, by which search knows it (src/lib/search/rank.ts).
 * The heading and other metadata elements are left alone: Pagefind shows their text.
 */
export function prepareArticle(html: string, groups: GroupMatcher = NO_GROUPS): PreparedArticle {
  // htmlparser2 rather than cheerio's default parse5: the build's own pages need no browser-grade
  // error recovery, and it parses and writes them in less than half the time.
  const $ = load(html, { xml: { xmlMode: false, encodeEntities: 'utf8' } });
  const parts = pageParts($.root()[0]!);
  const lang = parts.root?.attribs.lang ?? '';
  if (!parts.body) return { html, lang, text: '' };
  const body = $(parts.body);
  // Pagefind is given the indexed element alone (see the end): what it would read elsewhere must not exist.
  if (parts.pagefindDataOutside)
    throw new Error(
      'has data-pagefind attributes outside its data-pagefind-body element. Fix: move them inside it (src/components/ArticlePage.astro).',
    );
  const title = parts.title ? $(parts.title).text().trim() : '';
  const tagsMeta = parts.tags?.attribs['data-pagefind-meta'] ?? '';
  // What no result shows stays out of the fragment every result downloads: the tags (read here,
  // and indexed below with their weight), and the headings' ids (Pagefind's anchors, for
  // sub-results search never asks for). About 0.2 KB of a Hindi or Marathi fragment.
  if (parts.tags) $(parts.tags).removeAttr('data-pagefind-meta');
  for (const element of parts.ids) $(element).removeAttr('id');
  const tags = tagsMeta
    .slice('tags:'.length)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  // Text node by text node, leaving out what Pagefind ignores (the trust block, notices):
  // block elements are often written without whitespace between them.
  const texts: string[] = [];
  collectText(parts.body, texts);
  const text = texts.join(' ');
  if (body.attr('data-health-advice') === 'false') {
    body.attr('data-pagefind-filter', `${NON_ADVICE_FILTER.name}:${NON_ADVICE_FILTER.value}`);
    body.attr('data-pagefind-weight', String(NON_ADVICE_WEIGHT));
    body.find('h1, h2, h3, h4, h5, h6').attr('data-pagefind-weight', String(NON_ADVICE_WEIGHT));
  }
  const structuredData = parts.structuredData ? $(parts.structuredData).text() : '';
  const extras = indexExtras({ title, focus: focusPhrase(structuredData), tags, text }, groups);
  const weighted = [
    { words: extras.title, weight: TITLE_WEIGHT },
    { words: extras.focus, weight: FOCUS_WEIGHT },
    { words: extras.tags, weight: TAG_WEIGHT },
    { words: extras.body, weight: undefined },
  ];
  const block = $('<div></div>');
  const paragraph = (words: string[], weight: number | undefined) => {
    if (!words.length) return;
    const p = $('<p></p>').html(escapeHtml(words.join(' ')));
    if (weight !== undefined) p.attr('data-pagefind-weight', String(weight));
    block.append(p);
  };
  // Words a result may be asked to show where it matched first, then the tokens and keys it
  // never is (the fragments leave them out: see slimFragment).
  block.append($('<p></p>').text(INDEX_ONLY_MARK));
  for (const { words, weight } of weighted)
    paragraph(
      words.filter((word) => !isCodedWord(word)),
      weight,
    );
  for (const { words, weight } of weighted) paragraph(words.filter(isCodedWord), weight);
  body.append(block);
  // Only the indexed element goes to Pagefind, in a page of its language: it reads nothing else
  // (every data-pagefind attribute is inside it), and the page around it (head, menu, footer),
  // about two thirds of an article page, took a third of this step's time to write out, send and
  // parse again.
  return {
    html: `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><body>${$.html(body)}</body></html>`,
    lang,
    text,
  };
}

/**
 * The article's main search phrase, from its structured data's `keywords` (the page's one record
 * of front-matter `focusKeyWord`); '' when there is none.
 * @example focusPhrase('{"@type":"MedicalWebPage","keywords":"vitamin d"}') // => 'vitamin d'
 * @example focusPhrase('') // => ''
 */
export function focusPhrase(structuredData: string): string {
  if (!structuredData.trim()) return '';
  let data: unknown;
  try {
    data = JSON.parse(structuredData);
  } catch (error) {
    throw new Error(
      `has structured data that is not JSON (${(error as Error).message}). Fix: see src/lib/structured-data.ts, which writes it.`,
    );
  }
  const keywords = typeof data === 'object' && data !== null ? (data as { keywords?: unknown }).keywords : undefined;
  return typeof keywords === 'string' ? keywords : '';
}

/** How many of each language's words "Did you mean" may offer (about 15 KB compressed each). */
export const SUGGESTION_WORDS = { limit: 5_000, minArticles: 2 } as const;

/** Builds `{outDir}/pagefind/` from `{outDir}/post/*.html`; returns the number of pages indexed. */
export async function buildSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const lexicon = loadSearchLexicon(getContentDir());
  const groups = groupMatcher(lexicon.groups);
  try {
    const dir = path.join(outDir, INDEXED_DIR);
    const files = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .sort();
    /** Per language: in how many articles each word occurs. */
    const wordCounts = new Map<string, Map<string, number>>();
    /** Per language: which Devanagari characters its index holds (see SearchLexiconData.letters). */
    const letters = new Map<string, Uint8Array>();
    // Pagefind indexes one article while the next is prepared here (its indexer is another
    // process); articles still reach it one at a time, in order, so the index is the same.
    let indexing: Promise<void> = Promise.resolve();
    for (const file of files) {
      let article: PreparedArticle;
      try {
        article = prepareArticle(fs.readFileSync(path.join(dir, file), 'utf8'), groups);
      } catch (error) {
        throw new Error(`${INDEXED_DIR}/${file} ${(error as Error).message}`, { cause: error });
      }
      const counts = wordCounts.get(article.lang) ?? new Map<string, number>();
      wordCounts.set(article.lang, counts);
      for (const word of indexWords(article.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
      const held = letters.get(article.lang) ?? new Uint8Array(DEVANAGARI_BLOCK.size);
      letters.set(article.lang, held);
      markDevanagari(article.html, held);
      await indexing;
      indexing = index.addHTMLFile({ url: `/${INDEXED_DIR}/${file}`, content: article.html }).then((added) => {
        if (added.errors.length) throw new Error(`${INDEXED_DIR}/${file}: ${added.errors.join('; ')}`);
      });
    }
    await indexing;
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    const fragments = path.join(outDir, 'pagefind', 'fragment');
    for (const file of fs.readdirSync(fragments)) {
      const absolute = path.join(fragments, file);
      fs.writeFileSync(absolute, slimFragment(fs.readFileSync(absolute), `pagefind/fragment/${file}`));
    }
    // The same groups the index's tokens come from: a query is read with the index it searches.
    // With the letters each language's index holds: a search skips a word no article of a language could hold.
    const lettersByLang = Object.fromEntries(
      [...letters].map(([lang, held]) => [
        lang,
        String.fromCharCode(...[...held.keys()].filter((offset) => held[offset]).map((offset) => DEVANAGARI_BLOCK.first + offset)),
      ]),
    );
    fs.writeFileSync(path.join(outDir, SEARCH_LEXICON_URL), JSON.stringify({ ...lexicon, letters: lettersByLang }));
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

/** The Unicode block of Devanagari: its first code point and size. */
const DEVANAGARI_BLOCK = { first: 0x0900, size: 0x80 } as const;

/**
 * Marks in `held` (one flag per character of {@link DEVANAGARI_BLOCK}) each Devanagari character
 * of `text`: code unit by code unit, as every article's indexed HTML goes through it.
 */
function markDevanagari(text: string, held: Uint8Array): void {
  for (let i = 0; i < text.length; i++) {
    const offset = text.charCodeAt(i) - DEVANAGARI_BLOCK.first;
    if (offset >= 0 && offset < DEVANAGARI_BLOCK.size) held[offset] = 1;
  }
}

/** What starts every Pagefind fragment, once decompressed. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** A word of a fragment's text (group 1), without the punctuation after it (Pagefind ends each block with "."). */
const FRAGMENT_WORD = /(\S+?)[.,;:!?]*(?=\s|$)/g;

/**
 * A Pagefind fragment (one per article: what a result shows, downloaded for each result shown
 * and for each title the ranking reads) without the group tokens and phonetic keys of its
 * indexed text, which come last (see prepareArticle): no result shows them, and search never
 * reads them back (a key it meets always begins with the key it searched: see KEY_END in
 * src/lib/search/phonetic.ts). What stays keeps its words' places, which Pagefind's results
 * point at. About a third of a Hindi or Marathi fragment. `name` is for the error message.
 */
export function slimFragment(compressed: Buffer, name: string): Buffer {
  const text = zlib.gunzipSync(compressed).toString('utf8');
  if (!text.startsWith(FRAGMENT_SIGNATURE))
    throw new Error(`${name} is not a Pagefind fragment. Fix: check that the pagefind package is version 1.x.`);
  const fragment = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as { content?: unknown };
  if (typeof fragment.content !== 'string') throw new Error(`${name} has no content. Fix: check that the pagefind package is version 1.x.`);
  // The first token or key after the article's own text (which may hold anything) starts them.
  const start = fragment.content.lastIndexOf(INDEX_ONLY_MARK);
  if (start === -1) return compressed;
  let end = -1;
  for (const match of fragment.content.slice(start).matchAll(FRAGMENT_WORD))
    if (isCodedWord(match[1]!)) {
      end = start + match.index;
      break;
    }
  if (end === -1) return compressed;
  fragment.content = fragment.content.slice(0, end).trimEnd();
  return zlib.gzipSync(FRAGMENT_SIGNATURE + JSON.stringify(fragment), { level: 9 });
}

/**
 * Writes the list of files "Save search for offline use" keeps and their size
 * (src/lib/offline.ts): the whole index, and the search page of each language with what it needs.
 */
export function writeOfflineManifest(outDir: string): SearchOfflineSummary {
  const dir = path.join(outDir, 'pagefind');
  const read = (file: string) => {
    const absolute = path.join(outDir, file);
    return fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
  };
  const size = (file: string) => fs.statSync(path.join(outDir, file)).size;
  const index = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
  const pages = LOCALES.map(searchPageUrl).filter((url) => read(pageFile(url)) !== undefined);
  const assets = [...new Set(pages.flatMap((url) => pageAssets(read(pageFile(url)) ?? '', read)))];
  const manifest = searchOfflineManifest(
    [...index, ...assets].map((file) => ({ path: file, bytes: size(file) })),
    pages.map((url) => ({ url, bytes: size(pageFile(url)) })),
  );
  const summary: SearchOfflineSummary = { bytes: manifest.bytes, count: manifest.files.length };
  fs.writeFileSync(path.join(outDir, SEARCH_OFFLINE_FILES_URL), JSON.stringify(manifest.files));
  fs.writeFileSync(path.join(outDir, SEARCH_OFFLINE_SUMMARY_URL), JSON.stringify(summary));
  return summary;
}
