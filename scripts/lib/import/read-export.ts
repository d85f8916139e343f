/**
 * Reads the legacy posts collection as exported from the document database. Exporters write
 * it in one of three shapes; all are accepted:
 * - a JSON array of documents: `[{ "title": … }, …]`
 * - NDJSON, one document per line
 * - a JSON object keyed by document id: `{ "abc123": { "title": … }, … }` (also when wrapped
 *   once in the collection's name: `{ "posts": { … } }`)
 */

export type ExportShape = 'array' | 'ndjson' | 'keyed';

/** One document of the export, with where it came from for the report. */
export interface ExportDocument {
  /** How the report names it: `#3`, `line 3` or the document id, plus the id when known. */
  label: string;
  data: Record<string, unknown>;
}

/** A part of the export that is not a document at all (a broken NDJSON line, a number…). */
export interface ExportProblem {
  label: string;
  reason: string;
}

export interface ExportContents {
  shape: ExportShape;
  documents: ExportDocument[];
  problems: ExportProblem[];
}

/** The file is not an export in any accepted shape: nothing can be imported (exit code 1). */
export class ExportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportFormatError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A document has a title or a slug as text; a map of documents has documents as values. */
function looksLikeDocument(value: Record<string, unknown>): boolean {
  return ['title', 'slug'].some((key) => key in value && !isRecord(value[key]));
}

function idOf(data: Record<string, unknown>): string | undefined {
  const id = data.id ?? data._id ?? data.__id ?? data.documentId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

function collect(
  entries: [string, unknown][],
  label: (key: string, data?: Record<string, unknown>) => string,
): Pick<ExportContents, 'documents' | 'problems'> {
  const documents: ExportDocument[] = [];
  const problems: ExportProblem[] = [];
  for (const [key, value] of entries) {
    if (isRecord(value)) documents.push({ label: label(key, value), data: value });
    else
      problems.push({
        label: label(key),
        reason: `is ${Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'empty' : `a ${typeof value}`}, not a document`,
      });
  }
  return { documents, problems };
}

const withId = (base: string, data?: Record<string, unknown>) => {
  const id = data && idOf(data);
  return id ? `${base} (id ${id})` : base;
};

function fromJson(value: unknown): ExportContents | undefined {
  if (Array.isArray(value)) {
    return {
      shape: 'array',
      ...collect(
        value.map((doc, i) => [`#${i + 1}`, doc]),
        withId,
      ),
    };
  }
  if (!isRecord(value)) return undefined;
  if (looksLikeDocument(value)) return { shape: 'array', ...collect([['#1', value]], withId) };
  const keys = Object.keys(value);
  const only = keys.length === 1 ? value[keys[0]!] : undefined;
  // `{ "posts": [ … ] }` or `{ "posts": { id: doc } }`: the collection's name around it.
  if (Array.isArray(only) || (isRecord(only) && Object.values(only).some((v) => isRecord(v) && looksLikeDocument(v)))) {
    return fromJson(only);
  }
  return { shape: 'keyed', ...collect(Object.entries(value), (key) => `"${key}"`) };
}

/**
 * Parses the export text into documents, whatever its shape. Lines of NDJSON that are not
 * JSON, and entries that are not objects, become problems (reported, never fatal).
 * @throws ExportFormatError when the text is empty or is neither JSON nor NDJSON.
 * @example readExport('{"title":"A","slug":"a"}\n{"title":"B","slug":"b"}').shape // => 'ndjson'
 */
export function readExport(text: string): ExportContents {
  const source = text.replace(/^\uFEFF/, '').trim();
  if (!source) throw new ExportFormatError('The export is empty.');
  let whole: unknown;
  let parsedWhole = false;
  try {
    whole = JSON.parse(source);
    parsedWhole = true;
  } catch {
    // Not one JSON value: try one document per line.
  }
  if (parsedWhole) {
    // A file holding one document (or NDJSON of one line) reads as a list of one.
    const result = fromJson(whole);
    if (result) return result;
    throw new ExportFormatError(
      'The export is JSON but holds no documents: expected an array, an object keyed by id, or one document per line.',
    );
  }
  const documents: ExportDocument[] = [];
  const problems: ExportProblem[] = [];
  source.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const label = `line ${i + 1}`;
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) documents.push({ label: withId(label, value), data: value });
      else problems.push({ label, reason: 'is not a JSON object, not a document' });
    } catch (error) {
      problems.push({ label, reason: `is not valid JSON (${(error as Error).message})` });
    }
  });
  if (!documents.length) {
    throw new ExportFormatError(
      'The export is neither JSON (an array or an object keyed by id) nor NDJSON (one JSON document per line): no document could be read.',
    );
  }
  return { shape: 'ndjson', documents, problems };
}
