import matter from 'gray-matter';
import { parseYamlData, YamlDataError } from './safe-yaml.ts';

/**
 * The one front-matter reader of the project: validate, the build's content layer, `npm run new`,
 * the importer and the tests all read articles through `parseArticleSource`.
 *
 * Front-matter is data. gray-matter's default engines *evaluate* a block that opens with
 * `---js` (and would run CoffeeScript or read TOML); here only plain YAML between a first line of
 * `---` and the next line of `---` is accepted, parsed by `parseYamlData` (no tags, bounded
 * aliases and size). Anything else is an error that says so, never a guess.
 */

/** Front-matter larger than this is not a set of article fields. */
export const MAX_FRONTMATTER_BYTES = 64 * 1024;

/** An article file that cannot be read as front-matter plus Markdown. The message omits the file name. */
export class ArticleSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArticleSourceError';
  }
}

export interface ArticleSource {
  /** The front-matter fields, not yet validated. */
  data: Record<string, unknown>;
  /** The Markdown after the closing `---`. */
  body: string;
  /** The line of the file the body starts on (1 is the first), for messages about the body. */
  bodyLine: number;
}

function refuse(language: string): () => never {
  return () => {
    throw new ArticleSourceError(`front-matter in ${language} is not accepted`);
  };
}

/** gray-matter with every engine but our YAML reader refused, in case a tag ever slipped past the check below. */
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: {
    yaml: { parse: (text: string) => parseYamlData(text, { maxBytes: MAX_FRONTMATTER_BYTES }) as object, stringify: refuse('YAML output') },
    js: refuse('JavaScript'),
    javascript: refuse('JavaScript'),
    json: refuse('JSON'),
    coffee: refuse('CoffeeScript'),
    coffeescript: refuse('CoffeeScript'),
    toml: refuse('TOML'),
  },
} as unknown as Parameters<typeof matter>[1];

const FENCE = '---';

/** The line that starts at `start`, without its `\n`, and where the next one starts. */
function lineAt(text: string, start: number): { line: string; next: number } {
  const end = text.indexOf('\n', start);
  return { line: text.slice(start, end === -1 ? text.length : end), next: end === -1 ? text.length : end + 1 };
}

/**
 * Checks the fences the way every reader of `---` front-matter finds them (the first line, then the
 * first later line that starts with `---`), so no reader can see a different block than this one.
 */
function checkFences(text: string): void {
  const { line: first, next } = lineAt(text, 0);
  if (first.trimEnd() !== FENCE) {
    if (first.startsWith(FENCE)) {
      const tag = first.slice(FENCE.length).trim();
      throw new ArticleSourceError(
        `opens its front-matter with "${first.trim().slice(0, 40)}": the "${tag.slice(0, 20)}" after --- asks for another language than YAML, and front-matter in JavaScript or other languages would run as code. Fix: make the first line exactly --- and write the fields in YAML.`,
      );
    }
    if (first.startsWith('+++')) {
      throw new ArticleSourceError('has TOML front-matter (+++). Fix: use YAML between two lines of ---, as every article does.');
    }
    if (first.trim() === '' && /^\s*\n---/.test(text)) {
      throw new ArticleSourceError('has blank lines before its front-matter. Fix: delete them, so that the first line of the file is ---.');
    }
    throw new ArticleSourceError(
      'has no front-matter. Fix: start the file with a line of ---, the fields (title, slug, …) in YAML, and another line of --- (see README "For authors", or run `npm run new`).',
    );
  }
  let lineNumber = 2;
  for (let at = next; at < text.length; lineNumber++) {
    const { line, next: after } = lineAt(text, at);
    if (line.startsWith(FENCE)) {
      if (line.trimEnd() === FENCE) return;
      throw new ArticleSourceError(
        `line ${lineNumber} starts with --- but is not a closing line of just ---. Fix: end the front-matter with a line of exactly ---; in YAML values quote text that starts with ---.`,
      );
    }
    at = after;
  }
  throw new ArticleSourceError('never closes its front-matter. Fix: add a line of just --- after the last field, before the article text.');
}

/**
 * Splits an article into its front-matter fields and its Markdown body.
 * @throws ArticleSourceError naming what is wrong and the fix (not the file: the caller knows it).
 * @example parseArticleSource('---\ntitle: Salt\n---\nText.\n') // => { data: { title: 'Salt' }, body: 'Text.\n', bodyLine: 4 }
 */
export function parseArticleSource(source: string): ArticleSource {
  // Windows line ends would otherwise end up inside the last YAML value.
  const text = (source.startsWith('\uFEFF') ? source.slice(1) : source).replace(/\r\n?/g, '\n');
  checkFences(text);
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(text, MATTER_OPTIONS);
  } catch (error) {
    if (error instanceof YamlDataError) throw new ArticleSourceError(`has front-matter that ${error.message}`);
    throw error;
  }
  const data: unknown = file.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ArticleSourceError('has front-matter that is not a list of fields (key: value). Fix: write one `field: value` per line.');
  }
  const bodyLine = text.slice(0, text.length - file.content.length).split('\n').length;
  return { data: data as Record<string, unknown>, body: file.content, bodyLine };
}

/**
 * A build reads every article twice: validation first (src/integrations/validate-content.ts),
 * then Astro's content layer (src/data/article-loader.ts), through two copies of this module
 * (one Node's, one Vite's), hence `globalThis`. While a build keeps them, what validation parsed
 * is kept by the file's text until the loader takes it: each front-matter is parsed once (the
 * second parse of every article's YAML cost 1.2–1.4 s of CPU at 1,000 articles).
 */
const KEPT = Symbol.for('arogya.parsed-article-sources');

/** The process's global object, where the two copies of this module meet. */
const shared = globalThis as { [KEPT]?: Map<string, ArticleSource> };

/** From now on, keep each article {@link parseArticleSourceToKeep} reads for {@link takeParsedArticleSource}. */
export function keepParsedArticles(): void {
  shared[KEPT] = new Map();
}

/** Stops keeping articles, and lets go of those not taken. */
export function stopKeepingParsedArticles(): void {
  delete shared[KEPT];
}

/** Freezes front-matter data all the way down: a kept article is shared, so no reader may change it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * {@link parseArticleSource} for validation: while a build keeps articles, the result is kept
 * (frozen) for the content layer's loader.
 */
export function parseArticleSourceToKeep(source: string): ArticleSource {
  const kept = shared[KEPT];
  if (!kept) return parseArticleSource(source);
  const parsed = deepFreeze(parseArticleSource(source));
  kept.set(source, parsed);
  return parsed;
}

/**
 * {@link parseArticleSource} for the content layer's loader: what validation parsed from the very
 * same text in this build, taken once; else parsed now (an article edited meanwhile, `astro dev`).
 */
export function takeParsedArticleSource(source: string): ArticleSource {
  const kept = shared[KEPT];
  const parsed = kept?.get(source);
  if (!kept || !parsed) return parseArticleSource(source);
  kept.delete(source);
  return parsed;
}
