import type { z } from 'zod';
import { editDistance } from './edit-distance.ts';
import { printable } from './printable.ts';

/** One problem an author can act on: where it is, which field, and what to do. */
export interface ContentIssue {
  /** Path of the file, relative to the project root (e.g. `content/posts/en/salt.md`). */
  file: string;
  /** Dotted path of the field (e.g. `references.0.url`); empty for whole-file problems. */
  field: string;
  /** What is wrong and how to fix it, in one or two sentences. */
  message: string;
}

/** Thrown when content is invalid; its message lists every issue, grouped by file. */
export class ContentValidationError extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: ContentIssue[]) {
    super(formatContentIssues(issues));
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

/**
 * Renders issues as a readable report, grouped by file, in a stable order. File names, fields
 * and messages quote content, so each is made {@link printable}: a file name with a newline
 * cannot start a line of the report (nor a workflow command in a CI log).
 * @example
 * formatContentIssues([{ file: 'content/posts/en/a.md', field: 'slug', message: 'is missing.' }])
 * // => 'Found 1 problem in the content:\n\ncontent/posts/en/a.md\n  - slug: is missing.'
 */
export function formatContentIssues(issues: ContentIssue[]): string {
  const byFile = new Map<string, ContentIssue[]>();
  for (const issue of [...issues].sort((a, b) => a.file.localeCompare(b.file))) {
    const list = byFile.get(issue.file) ?? [];
    list.push(issue);
    byFile.set(issue.file, list);
  }
  const count = issues.length;
  const lines = [`Found ${count} problem${count === 1 ? '' : 's'} in the content:`];
  for (const [file, list] of byFile) {
    lines.push('', printable(file));
    for (const { field, message } of list) lines.push(`  - ${printable(field ? `${field}: ${message}` : message)}`);
  }
  return lines.join('\n');
}

/** Where a YAML value goes, shown in "add …" hints so the fix can be copied. */
export type FieldHints = Record<string, string>;

function describeInput(input: unknown): string {
  if (input === null) return 'empty';
  if (Array.isArray(input)) return 'a list';
  if (input instanceof Date) return 'a date';
  if (typeof input === 'string') return `text ("${input.length > 40 ? `${input.slice(0, 40)}…` : input}")`;
  return `${typeof input === 'object' ? 'a group of fields' : typeof input} (${String(input)})`;
}

/** The known key an author most likely meant (case, a typo or two), if any is close. */
export function closestKey(key: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(key.length / 4)) ? best : undefined;
}

/**
 * Turns a zod error into author-facing issues for one file. Messages set in the schema
 * (custom checks) are kept; the generic ones (missing, wrong type, unknown key) are
 * rewritten to say what to write instead, using `hints` for an example value.
 * Parse with `{ reportInput: true }` so that missing and wrongly typed values differ.
 */
export function zodErrorToIssues(
  file: string,
  error: z.ZodError,
  hints: FieldHints,
  knownKeys: string[] = Object.keys(hints),
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const hint = hints[field] ?? hints[issue.path.filter((p) => typeof p === 'string').join('.')];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const suggestion = closestKey(key, knownKeys);
        issues.push({
          file,
          field: [field, key].filter(Boolean).join('.'),
          message: `is not a known field. Fix: ${
            suggestion ? `rename it to \`${suggestion}\`` : 'remove it'
          }${suggestion || !knownKeys.length ? '' : ` (known fields: ${knownKeys.join(', ')})`}.`,
        });
      }
      continue;
    }
    if (issue.code === 'invalid_key') {
      issues.push({ file, field, message: issue.issues.map((inner) => inner.message).join(' ') });
      continue;
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      issues.push({ file, field, message: `is missing. Fix: add \`${field.split('.').pop()}: ${hint ?? '…'}\`.` });
      continue;
    }
    if (issue.code === 'invalid_type') {
      issues.push({
        file,
        field,
        message: `must be ${issue.expected === 'array' ? 'a list' : issue.expected}, but is ${describeInput(
          issue.input,
        )}. Fix: write it like \`${field.split('.').pop()}: ${hint ?? '…'}\`.`,
      });
      continue;
    }
    if (issue.code === 'invalid_value' && 'values' in issue) {
      issues.push({
        file,
        field,
        message: `is ${describeInput(issue.input)}, which is not allowed. Fix: use one of ${issue.values
          .map((v) => `\`${String(v)}\``)
          .join(', ')}.`,
      });
      continue;
    }
    issues.push({ file, field, message: issue.message });
  }
  return issues;
}
