import { isMap, isNode, isScalar, parseDocument, visit, type Document } from 'yaml';

/**
 * YAML that authors and imports supply is data, never code or a resource bomb: YAML 1.2's
 * core schema only, no explicit tags (`!!binary`, `!js/function`, custom `!tags`), a bounded
 * size and a bounded number of alias expansions (a few kilobytes of nested `*aliases` would
 * otherwise become hundreds of megabytes of data, error output or a crash).
 */

/** Larger YAML than this is not front-matter or a registry someone wrote by hand. */
export const MAX_YAML_BYTES = 256 * 1024;

/** Aliases (`*name`) expanded while turning the document into data; honest files use a handful. */
export const MAX_YAML_ALIASES = 100;

/** YAML that cannot be accepted as data; the message says why and what to do, without the file name. */
export class YamlDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YamlDataError';
  }
}

/** The first line of a parser message, without the source excerpt it appends. */
function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

/**
 * Parses YAML text as a document for finding where its fields are written (src/lib/review-signoff.ts
 * edits review lines in place), with the same limits as {@link parseYamlData}; it never becomes data.
 * @throws YamlDataError for syntax errors, duplicate keys, tags and oversized input.
 */
export function parseYamlDocument(text: string, { maxBytes = MAX_YAML_BYTES }: { maxBytes?: number } = {}): Document {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxBytes) {
    throw new YamlDataError(
      `is ${Math.ceil(bytes / 1024)} KB of YAML; at most ${Math.floor(maxBytes / 1024)} KB is accepted. Fix: keep only the fields the site uses.`,
    );
  }
  const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true, prettyErrors: true });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    throw new YamlDataError(`cannot be read as YAML (${firstLine(problem.message)}). Fix: check quotes, colons and indentation.`);
  }
  let tagged: string | undefined;
  visit(doc, {
    Node(_key, node) {
      if (isNode(node) && node.tag) {
        tagged = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (tagged) {
    throw new YamlDataError(
      `uses the YAML tag ${tagged}, and tags are not accepted (they can turn text into other kinds of data). Fix: remove the tag and write the value plainly, quoted if needed.`,
    );
  }
  return doc;
}

/**
 * Parses YAML text into plain data (objects, arrays, strings, numbers, booleans, null).
 * @throws YamlDataError for syntax errors, duplicate keys, tags, alias bombs and oversized input.
 * @example parseYamlData('tags: [salt, sugar]') // => { tags: ['salt', 'sugar'] }
 */
export function parseYamlData(text: string, { maxBytes = MAX_YAML_BYTES }: { maxBytes?: number } = {}): unknown {
  const doc = parseYamlDocument(text, { maxBytes });
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    if (error instanceof ReferenceError) {
      throw new YamlDataError(
        `expands YAML aliases (*name) more than ${MAX_YAML_ALIASES} times, which is how "billion laughs" files exhaust memory. Fix: write the values out instead of repeating aliases.`,
      );
    }
    throw new YamlDataError(`cannot be read as YAML (${firstLine((error as Error).message)}). Fix: correct the syntax.`);
  }
}

/** Where one top-level field is written in a YAML mapping: offsets of whole lines, `end` exclusive. */
export interface FieldSpan {
  key: string;
  /** The start of the line its key is on. */
  start: number;
  /** Just after the line its value ends on (its newline included, when there is one). */
  end: number;
}

/**
 * The lines of each top-level field of a YAML mapping, in file order: what to replace when one
 * field changes, leaving every other line (comments and blank lines between fields too) as it is.
 * Call it on text that `parseYamlData` accepted; a mapping is expected (anything else has no fields).
 * @example topLevelFieldSpans('title: "Salt"\ntags: [a, b]\n') // => [{ key: 'title', start: 0, end: 14 }, { key: 'tags', start: 14, end: 27 }]
 */
export function topLevelFieldSpans(text: string): FieldSpan[] {
  const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true });
  if (doc.errors.length > 0) throw new YamlDataError(`cannot be read as YAML (${firstLine(doc.errors[0]!.message)}).`);
  if (!isMap(doc.contents)) return [];
  const lineStart = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = (at: number) => {
    const newline = text.indexOf('\n', at);
    return newline === -1 ? text.length : newline + 1;
  };
  return doc.contents.items.flatMap((pair) => {
    const key = pair.key;
    if (!isScalar(key) || !key.range) return [];
    const value = isNode(pair.value) ? pair.value : undefined;
    const contentEnd = value?.range ? value.range[1] : key.range[1];
    const end = contentEnd > 0 && text[contentEnd - 1] === '\n' ? contentEnd : lineEnd(contentEnd);
    return [{ key: String(key.value), start: lineStart(key.range[0]), end }];
  });
}
