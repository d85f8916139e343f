/**
 * How the editor at /admin reads and writes an article file (Decap CMS's custom format
 * `arogya-article`, registered by src/client/editor.ts).
 *
 * Decap CMS would re-serialise the whole front-matter with its own YAML writer on every save:
 * re-quoted titles, re-ordered keys, folded long lines. Instead the editor keeps the file it read
 * (in a field of the entry, {@link SOURCE_FIELD}, which is never written out) and writes back
 * only what changed:
 *
 * - an unchanged article is written back byte for byte;
 * - a changed field replaces only its own lines, in the house layout (src/lib/frontmatter-layout.ts);
 *   a field that was emptied is removed with its lines; a new field is inserted after the field
 *   before it in the schema's order; every other line (comments and blank lines too) stays;
 * - the body is written back as it was unless its text changed (whitespace at its ends aside);
 *   then the lines of the blocks that still say the same keep their original wording (the
 *   rich-text view rewrites all of the Markdown in its own style: src/lib/markdown-merge.ts).
 *
 * A new article is written exactly as `npm run new` writes one. The front-matter is read with
 * the project's safe YAML reader, between the same fences `npm run validate` requires.
 */
import { stringify } from 'yaml';
import { fieldLines, type FrontmatterValue } from './frontmatter-layout.ts';
import { keepOriginalWording } from './markdown-merge.ts';
import { parseYamlData, topLevelFieldSpans } from './safe-yaml.ts';

/** The entry field that carries the file as read; it never reaches the file. */
export const SOURCE_FIELD = '__arogyaSource';

/** The field Decap CMS keeps the Markdown body in. */
export const BODY_FIELD = 'body';

/** What the editor holds for one article: its front-matter fields, the body, and the file as read. */
export type EditorEntryData = Record<string, unknown>;

interface SplitFile {
  /** The YAML between the fences, each line with its newline. */
  frontmatter: string;
  /** Everything after the closing fence line. */
  body: string;
}

const FENCE = '---';

/**
 * Splits an article at its fences: a first line of exactly `---`, and the next line of exactly
 * `---` (the rule `npm run validate` enforces, src/lib/article-source.ts).
 * @example splitArticleFile('---\ntitle: Salt\n---\n\nText.\n') // => { frontmatter: 'title: Salt\n', body: '\nText.\n' }
 */
export function splitArticleFile(text: string): SplitFile {
  if (!text.startsWith(`${FENCE}\n`)) {
    throw new Error(
      'does not start with a line of exactly ---, so the editor cannot read its fields. Run `npm run validate`: it says what to fix.',
    );
  }
  const start = FENCE.length + 1;
  for (let at = start; at < text.length;) {
    const newline = text.indexOf('\n', at);
    const end = newline === -1 ? text.length : newline;
    if (text.slice(at, end) === FENCE) return { frontmatter: text.slice(start, at), body: text.slice(Math.min(end + 1, text.length)) };
    at = end + 1;
  }
  throw new Error('never closes its front-matter with a line of exactly ---. Run `npm run validate`: it says what to fix.');
}

/**
 * Decap CMS's `fromFile`: the fields of an article, its body (without the blank lines that
 * separate it from the front-matter) and the file itself in {@link SOURCE_FIELD}.
 * @example readEditorFile('---\ntitle: Salt\n---\n\nText.\n') // => { title: 'Salt', body: 'Text.\n', __arogyaSource: '---\ntitle: Salt\n---\n\nText.\n' }
 */
export function readEditorFile(text: string): EditorEntryData {
  const { frontmatter, body } = splitArticleFile(text);
  const data = parseYamlData(frontmatter);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('has front-matter that is not a list of fields (key: value). Run `npm run validate`: it says what to fix.');
  }
  return { ...(data as Record<string, unknown>), [BODY_FIELD]: body.replace(/^\n+/, ''), [SOURCE_FIELD]: text };
}

/**
 * A value as it belongs in the file: empty text, `null` and empty members of a list item are
 * left out (an emptied optional field is removed, not written as `""`).
 * @example normalizeValue([{ title: 'WHO', publisher: '', url: null }]) // => [{ title: 'WHO' }]
 * @example normalizeValue('') // => undefined
 */
export function normalizeValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(normalizeValue).filter((item) => item !== undefined);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, normalizeValue(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * Whether two values hold the same data (as YAML would read them back).
 * @example sameValue({ a: [1, 'x'] }, { a: [1, 'x'] }) // => true
 * @example sameValue(['a', 'b'], ['b', 'a']) // => false
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
    return (
      keysA.length === keysB.length &&
      keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return false;
}

/** Whether the house layout writes this value: text, a number, true/false, a list of texts or of references. */
function isLayoutValue(value: unknown): value is FrontmatterValue {
  if (Array.isArray(value)) {
    return (
      value.every((item) => typeof item === 'string') ||
      value.every(
        (item) =>
          typeof item === 'object' && item !== null && !Array.isArray(item) && Object.values(item).every((v) => typeof v === 'string'),
      )
    );
  }
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** One field's lines in the house layout, or YAML's own for a shape the layout does not know. */
function linesOf(key: string, value: unknown): string {
  const lines = isLayoutValue(value) ? fieldLines(key, value) : [];
  return `${lines.length > 0 ? lines.join('\n') : stringify({ [key]: value }, { lineWidth: 0 }).trimEnd()}\n`;
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * Keys in `order`, then the others alphabetically (the house layout's order).
 * @example orderedKeys(['b', 'x', 'a'], ['a', 'b']) // => ['a', 'b', 'x']
 */
export function orderedKeys(keys: readonly string[], order: readonly string[]): string[] {
  return [...order.filter((key) => keys.includes(key)), ...keys.filter((key) => !order.includes(key)).sort()];
}

/** The fields of an entry as the file holds them: no body, no source, empty values and lists left out. */
function fileFields(data: EditorEntryData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === SOURCE_FIELD || key === BODY_FIELD) continue;
    const normalized = normalizeValue(value);
    if (normalized !== undefined && !isEmptyList(normalized)) fields[key] = normalized;
  }
  return fields;
}

/**
 * The front-matter of `source` with `fields` written into it: unchanged fields keep their lines,
 * changed ones get new lines in place, removed ones lose theirs, new ones go after the field
 * that comes before them in `order`.
 */
function editFrontmatter(source: string, fields: Record<string, unknown>, order: readonly string[]): string {
  const original = (parseYamlData(source) ?? {}) as Record<string, unknown>;
  const spans = topLevelFieldSpans(source);
  const spanOf = new Map(spans.map((span) => [span.key, span]));
  const edits: { start: number; end: number; text: string; rank: number }[] = [];
  for (const span of spans) {
    const value = fields[span.key];
    const before = original[span.key];
    // A list emptied in the editor is no field at all; one the file wrote as `[]` stays.
    if (sameValue(value, before) || (value === undefined && isEmptyList(before))) continue;
    edits.push({ start: span.start, end: span.end, text: value === undefined ? '' : linesOf(span.key, value), rank: 0 });
  }
  const added = orderedKeys(
    Object.keys(fields).filter((key) => !spanOf.has(key)),
    order,
  );
  for (const [rank, key] of added.entries()) {
    const value = fields[key];
    // After the nearest field before it in `order` that the file has, else at the top.
    const before = order.slice(0, Math.max(0, order.indexOf(key))).reverse();
    const anchor = before.map((name) => spanOf.get(name)).find((span) => span !== undefined);
    const at = anchor ? anchor.end : !order.includes(key) && spans.length > 0 ? spans.at(-1)!.end : 0;
    edits.push({ start: at, end: at, text: linesOf(key, value), rank: rank + 1 });
  }
  // Applied from the end, so that earlier offsets stay valid. At one offset, the field that starts
  // there is replaced first (rank 0), then the insertions go before it, the last one first.
  edits.sort((a, b) => b.start - a.start || (a.rank === 0 ? -1 : b.rank === 0 ? 1 : b.rank - a.rank));
  let text = source;
  for (const { start, end, text: replacement } of edits) text = text.slice(0, start) + replacement + text.slice(end);
  return text;
}

/**
 * Decap CMS's `toFile`: the article file for an entry. `order` is the field order of the
 * collection (the schema's), which Decap CMS passes as `sortedKeys`.
 * @example writeEditorFile({ title: 'Salt', slug: 'salt', body: 'Text.' }, ['title', 'slug']) // => '---\ntitle: "Salt"\nslug: salt\n---\nText.\n'
 */
export function writeEditorFile(data: EditorEntryData, order: readonly string[] = []): string {
  const fields = fileFields(data);
  const body = typeof data[BODY_FIELD] === 'string' ? (data[BODY_FIELD] as string) : '';
  const source = typeof data[SOURCE_FIELD] === 'string' ? (data[SOURCE_FIELD] as string) : undefined;
  if (source === undefined) {
    const keys = orderedKeys(Object.keys(fields), order);
    const text = body.trim();
    return `${FENCE}\n${keys.map((key) => linesOf(key, fields[key])).join('')}${FENCE}\n${text ? `${text}\n` : ''}`;
  }
  const { frontmatter, body: sourceBody } = splitArticleFile(source);
  const separator = /^\n*/.exec(sourceBody)![0];
  // A changed body keeps the original's lines wherever it still says the same (src/lib/markdown-merge.ts).
  const newBody =
    body.trim() === sourceBody.trim()
      ? sourceBody
      : body.trim()
        ? `${separator}${keepOriginalWording(sourceBody.slice(separator.length), `${body.trim()}\n`)}`
        : '';
  return `${FENCE}\n${editFrontmatter(frontmatter, fields, order)}${FENCE}\n${newBody}`;
}
