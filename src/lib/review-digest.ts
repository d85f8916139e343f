import { createHash } from 'node:crypto';
import type { PostFrontmatter } from './post-schema.ts';

/**
 * What a medical review covers: the exact text a reviewer signed off. `npm run review` records
 * its digest in the article's `reviewedDigest`; when the text changes afterwards the digests
 * differ, and the page, its JSON-LD, `npm run review-report` and `npm run preflight` say so.
 *
 * The text is what a reader acts on: the title, the meta description, the body and the
 * references (title, publisher, address, in order). Not times, tags, category, `featured`,
 * images or the review fields themselves: changing those does not change the advice. Whitespace
 * does not count (runs of spaces, tabs and line breaks are one space, the ends trimmed: re-wrapping
 * a paragraph is no change), and text is compared in Unicode NFC (the same Devanagari typed two
 * ways is the same text). Everything else does: a changed word, number, link or reference.
 */

/** A review digest: the SHA-256 of the reviewed text, 64 lowercase hexadecimal digits. */
export const REVIEW_DIGEST_PATTERN = /^[0-9a-f]{64}$/;

/** The fields of an article a review covers, as read from its front-matter and file. */
export interface ReviewedText {
  data: Pick<PostFrontmatter, 'title' | 'metaDescription'> & {
    references?: readonly { title: string; publisher?: string | undefined; url?: string | undefined }[] | undefined;
  };
  body: string;
}

/**
 * Text as a review compares it: NFC, whitespace runs as one space, trimmed.
 * @example normalisedText('  Salt\n\nis   fine ') // => 'Salt is fine'
 */
export function normalisedText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The SHA-256 (hex) of what a review covers. Changing its definition invalidates every recorded
 * sign-off, so it never changes silently: the tests pin a known value.
 * @example reviewDigest({ data: { title: 'Salt', metaDescription: 'Less is better.' }, body: 'Text.' }).length // => 64
 */
export function reviewDigest({ data, body }: ReviewedText): string {
  const optional = (text: string | undefined) => (text === undefined ? null : normalisedText(text));
  const canonical = JSON.stringify([
    normalisedText(data.title),
    normalisedText(data.metaDescription),
    normalisedText(body),
    (data.references ?? []).map((ref) => [normalisedText(ref.title), optional(ref.publisher), optional(ref.url)]),
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
