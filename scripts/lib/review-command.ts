/**
 * `npm run review`: a reviewer's sign-off, recorded in the article's front-matter. Reads the
 * article and people.yaml, checks who signs and when, and writes only the review lines
 * (src/lib/review-signoff.ts). Everything a reader is told about a review comes from what this
 * records, so it refuses anything it cannot record truthfully.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { closestKey, zodErrorToIssues } from '../../src/lib/content-errors.ts';
import { isoDateInIndia } from '../../src/lib/dates.ts';
import { getPostsDir } from '../../src/lib/paths.ts';
import { isCalendarDate, POST_FIELD_HINTS, postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import type { Person } from '../../src/lib/registry-schema.ts';
import { reviewDigest } from '../../src/lib/review-digest.ts';
import { SignOffError, withReviewRecord, type ReviewRecord } from '../../src/lib/review-signoff.ts';
import { ownEntry, peopleAndReviewProblems, reviewRecordProblems } from '../../src/lib/validation.ts';
import { displayPath } from './display-path.ts';
import { readExistingPosts } from './existing-posts.ts';

export const REVIEW_USAGE = `Usage:
  npm run review -- <slug> --by <reviewer-id> [--date YYYY-MM-DD]   a medical review of the article as it is now
  npm run review -- <slug> --by <reviewer-id> --restamp             the last review covers a change that kept its meaning`;

/** A sign-off that cannot be recorded; the message says why and what to do. */
export class ReviewCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewCommandError';
  }
}

export interface ReviewArgs {
  slug: string;
  by: string;
  date?: string | undefined;
  restamp: boolean;
}

/** The command line, checked: one slug, a reviewer, and a date or --restamp (not both). */
export function parseReviewArgs(argv: string[]): ReviewArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { by: { type: 'string' }, date: { type: 'string' }, restamp: { type: 'boolean' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new ReviewCommandError(`${(error as Error).message}\n${REVIEW_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new ReviewCommandError(`Name one article by its slug.\n${REVIEW_USAGE}`);
  if (!values.by) throw new ReviewCommandError(`Say who reviewed it: --by <reviewer-id> (an id from people.yaml).\n${REVIEW_USAGE}`);
  if (values.restamp && values.date) {
    throw new ReviewCommandError(`--restamp keeps the date of the last review; leave out --date.\n${REVIEW_USAGE}`);
  }
  return { slug: positionals[0]!, by: values.by, date: values.date, restamp: values.restamp ?? false };
}

/** Who may sign a medical review: a review panel, or a person whose qualifications their page shows. */
function checkReviewer(id: string, people: Record<string, Person>, peopleFile: string): Person {
  const person = ownEntry(people, id);
  if (!person) {
    const suggestion = closestKey(id, Object.keys(people));
    throw new ReviewCommandError(
      `"${id}" is not in ${peopleFile}. Fix: ${suggestion ? `did you mean --by ${suggestion}? ` : ''}add the reviewer there first (with their qualifications), then run this again.`,
    );
  }
  if (person.role === 'person' && !person.qualifications.length) {
    throw new ReviewCommandError(
      `"${id}" lists no qualifications in ${peopleFile}, and a medical reviewer's page shows what qualifies them. Fix: add their qualifications there first.`,
    );
  }
  return person;
}

export interface ReviewOutcome {
  /** The article, as shown to authors. */
  file: string;
  /** What was done, for the terminal. */
  message: string;
  /** Whether the file was written (a re-stamp of a text already covered changes nothing). */
  written: boolean;
}

/**
 * Records the review `args` describes in the article of that slug under `contentDir`, as of
 * `today` (`YYYY-MM-DD`, the day in India).
 * @throws ReviewCommandError naming what is wrong and the fix; nothing is written then.
 */
export function recordReview(
  args: ReviewArgs,
  { contentDir, people, today }: { contentDir: string; people: Record<string, Person>; today: string },
): ReviewOutcome {
  const peopleFile = displayPath(path.join(contentDir, 'people.yaml'));
  const reviewer = checkReviewer(args.by, people, peopleFile);
  const existing = readExistingPosts(getPostsDir(contentDir));
  const matches = existing.filter((post) => post.slug === args.slug);
  if (matches.length !== 1) {
    const suggestion = closestKey(
      args.slug,
      existing.flatMap((post) => post.slug ?? []),
    );
    throw new ReviewCommandError(
      matches.length
        ? `"${args.slug}" is the slug of ${matches.length} files (${matches.map((post) => displayPath(post.file)).join(', ')}). Fix: run \`npm run validate\` and give each article its own slug first.`
        : `No article has the slug "${args.slug}"${suggestion ? `; did you mean ${suggestion}?` : '.'} Fix: use the slug: field of the article (its URL is /post/<slug>).`,
    );
  }
  const absolute = matches[0]!.file;
  const file = displayPath(absolute);
  const source = fs.readFileSync(absolute, 'utf8');
  const { data: raw, body } = parseArticleSource(source);
  const parsed = postFrontmatterSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const problems = zodErrorToIssues(file, parsed.error, POST_FIELD_HINTS).map((issue) => `  - ${issue.field}: ${issue.message}`);
    throw new ReviewCommandError(
      `${file} does not validate, so its text is not settled:\n${problems.join('\n')}\nFix it (npm run validate), then sign off.`,
    );
  }
  const data = parsed.data;
  const digest = reviewDigest({ data, body });
  let record: ReviewRecord;
  let message: string;
  const name = `${reviewer.name.en} (${args.by})`;
  if (args.restamp) {
    if (!data.lastReviewed || !data.reviewedDigest || data.reviewedBy !== args.by) {
      throw new ReviewCommandError(
        `${file}: --restamp confirms that a change kept the meaning of a text its reviewer already checked, but ${
          !data.lastReviewed || !data.reviewedDigest
            ? 'this article records no review of an earlier text'
            : `its last review is by ${data.reviewedBy}, not ${args.by}`
        }. Fix: review the text as it is now and run \`npm run review -- ${args.slug} --by ${args.by}\`.`,
      );
    }
    if (data.reviewedDigest === digest) {
      return {
        file,
        written: false,
        message: `${file}: the review of ${data.lastReviewed} by ${name} already covers the text as it is; nothing to do.`,
      };
    }
    record = { kind: 'restamp', reviewedDigest: digest };
    message = `${file}: re-stamped. The review of ${data.lastReviewed} by ${name} now covers the current text (the change kept its meaning).`;
  } else {
    const date = args.date ?? today;
    const changed = isoDateInIndia(data.postTimeodified);
    if (!isCalendarDate(date))
      throw new ReviewCommandError(`--date ${date} is not a real day. Fix: write it as YYYY-MM-DD, e.g. ${today}.`);
    if (date > today)
      throw new ReviewCommandError(`--date ${date} is after today (${today}). Fix: record a review on the day it was done, not before.`);
    if (date < changed) {
      throw new ReviewCommandError(
        `--date ${date} is before the text was last changed (postTimeodified ${data.postTimeodified}, ${changed}), so that review cannot have covered it. Fix: review the text as it is now and give that day.`,
      );
    }
    if (data.lastReviewed && date < data.lastReviewed) {
      throw new ReviewCommandError(
        `--date ${date} is before the last recorded review (${data.lastReviewed}). Fix: give the day of this review.`,
      );
    }
    record = { kind: 'review', reviewedBy: args.by, lastReviewed: date, reviewedDigest: digest };
    message = `${file}: review by ${name} on ${date} recorded; it covers the text as it is now.`;
  }
  let updated: string;
  try {
    updated = withReviewRecord(source, record);
  } catch (error) {
    if (error instanceof SignOffError) throw new ReviewCommandError(`${file} ${error.message}`);
    throw error;
  }
  // The edited article must itself be valid: nothing is written otherwise.
  const after = postFrontmatterSchema.safeParse(parseArticleSource(updated).data);
  const problems = after.success
    ? [...peopleAndReviewProblems(after.data, { people }, contentDir), ...reviewRecordProblems(after.data)]
    : [{ field: '', message: after.error.message }];
  if (problems.length) {
    throw new ReviewCommandError(
      `${file}: the signed-off article would not validate:\n${problems.map((p) => `  - ${p.field}: ${p.message}`).join('\n')}`,
    );
  }
  fs.writeFileSync(absolute, updated);
  if (reviewer.sample)
    message += `\n  Note: ${args.by} is a sample profile (sample: true in ${peopleFile}); the page says so, and npm run preflight blocks a deploy with it.`;
  return { file, written: true, message };
}
