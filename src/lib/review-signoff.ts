import { isMap, isScalar, stringify, type Document, type Pair } from 'yaml';
import { parseYamlDocument, YamlDataError } from './safe-yaml.ts';

/**
 * Records a medical review in an article's front-matter, touching only the review lines:
 * `reviewedBy`, `lastReviewed`, `reviewedDigest` (src/lib/review-digest.ts), and the `review:
 * pending` and `nextReview` a new review replaces. Every other byte of the file stays as it was
 * (comments, quoting, flow or block style, order, the Markdown): the YAML is parsed only to find
 * where those lines are, never written back whole. So a sign-off is a small, readable change in a
 * pull request. `npm run review` writes it; an editor can call it on the text it holds.
 */

/** Front-matter keys a sign-off may write or remove. */
export const REVIEW_KEYS = ['reviewedBy', 'lastReviewed', 'reviewedDigest', 'review', 'nextReview'] as const;

/**
 * A new review (who, when, and the digest of the text they checked), or a re-stamp: the same
 * reviewer confirms that a change did not alter the meaning, so their last review now covers the
 * current text (only the digest changes).
 */
export type ReviewRecord =
  { kind: 'review'; reviewedBy: string; lastReviewed: string; reviewedDigest: string } | { kind: 'restamp'; reviewedDigest: string };

/** A file whose review lines cannot be written without changing anything else; the message says why. */
export class SignOffError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignOffError';
  }
}

/** Where new keys go: after the last of these in the file (the review fields sit together), else at the end. */
const ANCHORS = ['author', 'reviewedBy', 'review', 'healthAdvice', 'lastReviewed', 'reviewedDigest'];

/** The review lines, in the order a new record writes them. */
const RECORD_ORDER = ['reviewedBy', 'lastReviewed', 'reviewedDigest'] as const;

/** The lines of front-matter that are not review lines: a sign-off must leave exactly these. */
function otherLines(frontMatter: string): string[] {
  const review = new RegExp(`^(?:${REVIEW_KEYS.join('|')}):`);
  return frontMatter.split('\n').filter((line) => !review.test(line));
}

/** Where the line holding `offset` ends (after its newline). */
function endOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end + 1;
}

/** The lines a top-level `key: value` pair occupies, as offsets into the front-matter. */
function pairLines(text: string, pair: Pair): { start: number; end: number } {
  const key = (pair.key as { range: [number, number, number] }).range;
  const valueEnd = (pair.value as { range?: [number, number, number] } | null)?.range?.[1] ?? key[1];
  return { start: text.lastIndexOf('\n', key[0] - 1) + 1, end: endOfLine(text, Math.max(key[0], valueEnd - 1)) };
}

/**
 * The article `source` with `record` written into its front-matter. A new review sets all three
 * review fields and removes `review: pending` and `nextReview` (it belonged to the previous
 * review); a re-stamp replaces only `reviewedDigest`. Line ends (LF or CRLF) and a BOM are kept.
 * @throws SignOffError when the front-matter cannot be found or read, or when writing it would
 * change any other line (a field written across several lines, say): then edit it by hand.
 * @example withReviewRecord('---\ntitle: Salt\nreview: pending\n---\nText.\n', { kind: 'review', reviewedBy: 'dr-a', lastReviewed: '2026-01-10', reviewedDigest: 'ab' })
 * // => '---\ntitle: Salt\nreviewedBy: dr-a\nlastReviewed: 2026-01-10\nreviewedDigest: ab\n---\nText.\n'
 */
export function withReviewRecord(source: string, record: ReviewRecord): string {
  const bom = source.startsWith('\uFEFF') ? '\uFEFF' : '';
  const crlf = /\r\n/.test(source);
  const text = source.slice(bom.length).replace(/\r\n/g, '\n');
  const match = /^(---[ \t]*\n)([\s\S]*?\n)?(---[ \t]*(?:\n|$))/.exec(text);
  if (!match)
    throw new SignOffError('has no front-matter between two lines of ---. Fix: run `npm run validate` and correct the file first.');
  const [whole, opening, frontMatter = '', closing] = match;
  let doc: Document;
  try {
    doc = parseYamlDocument(frontMatter);
  } catch (error) {
    if (error instanceof YamlDataError) throw new SignOffError(`has front-matter that ${error.message}`);
    throw error;
  }
  if (!isMap(doc.contents)) {
    throw new SignOffError('has front-matter that cannot be read as fields. Fix: run `npm run validate` and correct the file first.');
  }
  const pairs = new Map<string, Pair>();
  for (const pair of doc.contents.items) if (isScalar(pair.key)) pairs.set(String(pair.key.value), pair);
  const values: Partial<Record<(typeof RECORD_ORDER)[number], string>> =
    record.kind === 'review'
      ? { reviewedBy: record.reviewedBy, lastReviewed: record.lastReviewed, reviewedDigest: record.reviewedDigest }
      : { reviewedDigest: record.reviewedDigest };
  const edits: { start: number; end: number; text: string }[] = [];
  // A value is written as YAML writes it: plain where it stays text, quoted where it would not.
  const yamlValue = (value: string) => stringify(value, { version: '1.2' }).trimEnd();
  let inserted = '';
  for (const key of RECORD_ORDER) {
    const value = values[key];
    if (value === undefined) continue;
    const existing = pairs.get(key)?.value;
    const range = isScalar(existing) ? existing.range : undefined;
    if (!pairs.has(key)) inserted += `${key}: ${yamlValue(value)}\n`;
    else if (range && !frontMatter.slice(range[0], range[1]).includes('\n'))
      edits.push({ start: range[0], end: range[1], text: yamlValue(value) });
    else
      throw new SignOffError(
        `has a ${key} that is not a one-line value. Fix: write it as \`${key}: value\` on one line, then run the command again.`,
      );
  }
  if (record.kind === 'review') {
    for (const key of ['review', 'nextReview']) {
      const pair = pairs.get(key);
      if (pair) edits.push({ ...pairLines(frontMatter, pair), text: '' });
    }
  }
  if (inserted) {
    const anchorEnds = ANCHORS.flatMap((key) => {
      const pair = pairs.get(key);
      return pair ? [pairLines(frontMatter, pair).end] : [];
    });
    const at = anchorEnds.length ? Math.max(...anchorEnds) : frontMatter.length;
    edits.push({ start: at, end: at, text: inserted });
  }
  let written = frontMatter;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
    written = written.slice(0, edit.start) + edit.text + written.slice(edit.end);
  }
  if (otherLines(written).join('\n') !== otherLines(frontMatter).join('\n')) {
    throw new SignOffError(
      `cannot be signed off without rewriting lines other than ${REVIEW_KEYS.join(', ')} (a value spread over several lines, or YAML written in an unusual style). Fix: write the review fields by hand as \`key: value\` lines, each on one line, then run the command again.`,
    );
  }
  const result = `${opening}${written}${closing}${text.slice(whole.length)}`;
  return bom + (crlf ? result.replace(/\n/g, '\r\n') : result);
}
