import { isNode, parseDocument, visit, type Document } from 'yaml';

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
