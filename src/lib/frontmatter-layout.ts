/**
 * The house layout of an article's front-matter (the one README "For authors" shows): keys in
 * the order given (the schema's), titles and sentences double-quoted, slugs plain, lists of slugs
 * in flow style. The output is deterministic, so the same article always gives the same bytes.
 * Pure and free of Node APIs: `npm run new`, the importer (scripts/lib/frontmatter.ts, which
 * passes the schema's key order) and the editor at /admin (src/lib/editor-format.ts) all write
 * front-matter with it.
 */
import { parseYamlData } from './safe-yaml.ts';
import type { PostReference } from './post-schema.ts';

/** Fields whose value is prose: always quoted, so that a colon or `#` in them is harmless. */
const PROSE_FIELDS = new Set(['title', 'metaDescription', 'focusKeyWord']);

/** A front-matter value this writer knows how to lay out. */
export type FrontmatterValue = string | number | boolean | string[] | PostReference[] | undefined;

/**
 * A YAML double-quoted scalar. JSON's escapes (`\"`, `\\`, `\n`, `\uXXXX`) are all valid in
 * YAML double quotes, and non-ASCII text (Devanagari) is kept as it is.
 * @example quoted('Salt: how much?') // => '"Salt: how much?"'
 */
export function quoted(value: string): string {
  return JSON.stringify(value);
}

/**
 * A string as a plain YAML scalar when it reads back unchanged (`vitamin-d`, `Gut Bacteria`),
 * otherwise double-quoted (`"true"`, `"2024"`, `"a: b"`).
 * @example plainOrQuoted('Gut Bacteria') // => 'Gut Bacteria'
 * @example plainOrQuoted('yes') // => '"yes"'
 */
export function plainOrQuoted(value: string): string {
  if (value === '' || value !== value.trim() || /[\n\r\t"'\\]/.test(value)) return quoted(value);
  // YAML 1.1 readers (js-yaml in older tools) take these as booleans or null.
  if (/^(?:y|yes|n|no|on|off|true|false|null|~)$/i.test(value)) return quoted(value);
  try {
    const parsed = parseYamlData(`k: ${value}`) as { k?: unknown } | null;
    if (parsed && parsed.k === value) return value;
  } catch {
    // Not valid as a plain scalar: quote it.
  }
  return quoted(value);
}

/**
 * A string inside a flow collection (`[a, b]`, `{ en: a }`): as `plainOrQuoted`, and quoted
 * when it holds a flow indicator (`,`, brackets, braces).
 * @example flowScalar('Fats, Oils') // => '"Fats, Oils"'
 */
export function flowScalar(value: string): string {
  return /[,[\]{}]/.test(value) ? quoted(value) : plainOrQuoted(value);
}

function scalar(key: string, value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  return PROSE_FIELDS.has(key) ? quoted(value) : plainOrQuoted(value);
}

function referenceLines(references: PostReference[]): string[] {
  const lines: string[] = [];
  for (const ref of references) {
    lines.push(`  - title: ${quoted(ref.title)}`);
    if (ref.publisher !== undefined) lines.push(`    publisher: ${quoted(ref.publisher)}`);
    if (ref.url !== undefined) lines.push(`    url: ${quoted(ref.url)}`);
  }
  return lines;
}

function isReferenceList(value: unknown[]): value is PostReference[] {
  return value.every((item) => typeof item === 'object' && item !== null);
}

/**
 * The YAML lines of one field (none for `undefined`).
 * @example fieldLines('tags', ['salt', 'cow-milk']) // => ['tags: [salt, cow-milk]']
 * @example fieldLines('title', 'Salt') // => ['title: "Salt"']
 */
export function fieldLines(key: string, value: FrontmatterValue): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${key}: []`];
    if (value.every((item) => typeof item === 'string')) return [`${key}: [${(value as string[]).map(flowScalar).join(', ')}]`];
    return isReferenceList(value) ? [`${key}:`, ...referenceLines(value)] : [];
  }
  return [`${key}: ${scalar(key, value)}`];
}

/**
 * The YAML lines between the `---` fences. Keys are written in `order` (unknown keys after
 * them, alphabetically); `undefined` values are left out.
 * @example
 * layoutFrontmatter({ slug: 'salt', title: 'Salt', tags: [] }, ['title', 'slug', 'tags'])
 * // => 'title: "Salt"\nslug: salt\ntags: []'
 */
export function layoutFrontmatter(fields: Record<string, FrontmatterValue>, order: readonly string[]): string {
  const known = order.filter((key) => key in fields);
  const extra = Object.keys(fields)
    .filter((key) => !known.includes(key))
    .sort();
  return [...known, ...extra].flatMap((key) => fieldLines(key, fields[key])).join('\n');
}

/**
 * A whole article file: front-matter fences, then the Markdown body, ending in one newline.
 * @example layoutMarkdownFile({ title: 'Salt' }, 'Text.', ['title']) // => '---\ntitle: "Salt"\n---\nText.\n'
 */
export function layoutMarkdownFile(fields: Record<string, FrontmatterValue>, body: string, order: readonly string[]): string {
  const text = body.trim();
  return `---\n${layoutFrontmatter(fields, order)}\n---\n${text ? `${text}\n` : ''}`;
}
