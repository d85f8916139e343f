import { staleNews } from './health-news.ts';
import { isReviewPending } from './post-schema.ts';
import { isPublished } from './posts.ts';
import type { Registries } from './registry-schema.ts';
import { reviewItems, type ReportPost } from './review-report.ts';

/**
 * What must change before a real deploy (`npm run preflight`): sample people still in
 * people.yaml, example or declared placeholder values in site.yaml, reviews that do not cover
 * their article's text, pending and overdue reviews, and Health News older than its setting.
 * Pure: the validated content, its file names and "today" come in; each finding says where it is
 * and how to fix it.
 */

export type BlockerKind = 'sample-person' | 'placeholder' | 'review-changed' | 'review-pending' | 'review-overdue' | 'stale-news';

/** One thing that blocks going live: where it is, and what is wrong there. */
export interface Blocker {
  kind: BlockerKind;
  /** A file, or `file: field`. */
  where: string;
  what: string;
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real site or inbox. */
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/**
 * Whether a web or e-mail address is on a domain reserved for examples (`arogya.example`,
 * `corrections@arogya.example`, `https://example.org/x`), so it cannot be the real one.
 * @example isExampleAddress('corrections@arogya.example') // => true
 * @example isExampleAddress('https://mohfw.gov.in/') // => false
 */
export function isExampleAddress(value: string): boolean {
  const email = /^[^@\s/]+@([^@\s/]+)$/.exec(value);
  let host: string | undefined = email?.[1];
  if (!host && /^https?:\/\//i.test(value) && URL.canParse(value)) host = new URL(value).hostname;
  if (!host) return false;
  host = host.toLowerCase().replace(/\.$/, '');
  const tld = host.split('.').at(-1)!;
  return RESERVED_TLDS.includes(tld) || RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Every text value of a settings object with its dotted path (`reportProblem.email`, `social.0.url`). */
function textValues(value: unknown, at: string[] = []): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: at.join('.'), value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textValues(item, [...at, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textValues(item, [...at, key]));
  return [];
}

/** The content files findings name, as authors see them. */
export interface PreflightFiles {
  site: string;
  people: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Everything that blocks going live on `today`, in the order the report prints it. */
export function preflightBlockers({
  posts,
  registries: { site, people },
  today,
  files,
}: {
  posts: readonly ReportPost[];
  registries: Pick<Registries, 'site' | 'people'>;
  today: string;
  files: PreflightFiles;
}): Blocker[] {
  const blockers: Blocker[] = [];
  const published = posts.filter((post) => isPublished(post.data));
  for (const [id, person] of Object.entries(people)) {
    if (!person.sample) continue;
    const wrote = published.filter((post) => post.data.author === id).length;
    const reviewed = published.filter((post) => post.data.reviewedBy === id && !isReviewPending(post.data)).length;
    const panels = Object.entries(people)
      .filter(([, other]) => other.members?.includes(id))
      .map(([panel]) => panel);
    const credits = [
      wrote && `author of ${plural(wrote, 'published article', 'published articles')}`,
      reviewed && `reviewer of ${plural(reviewed, 'published article', 'published articles')}`,
      panels.length && `member of ${panels.join(', ')}`,
    ].filter(Boolean);
    blockers.push({
      kind: 'sample-person',
      where: `${files.people}: ${id}`,
      what: `"${person.name.en}" is a sample profile (sample: true)${credits.length ? `, credited as ${credits.join('; ')}` : ', with a public page'}.`,
    });
  }
  const declared = new Set(site.placeholders);
  for (const path of site.placeholders) {
    blockers.push({
      kind: 'placeholder',
      where: `${files.site}: ${path}`,
      what: 'is declared a placeholder (`placeholders` in site.yaml).',
    });
  }
  for (const { path, value } of textValues(site)) {
    if ([...declared].some((prefix) => path === prefix || path.startsWith(`${prefix}.`))) continue;
    if (isExampleAddress(value)) {
      blockers.push({ kind: 'placeholder', where: `${files.site}: ${path}`, what: `"${value}" is on a domain reserved for examples.` });
    }
  }
  for (const item of reviewItems(posts, site.review, today)) {
    if (item.kind === 'text-changed') {
      blockers.push({
        kind: 'review-changed',
        where: item.file,
        what: `its text changed after the review of ${item.review!.lastReviewed} by ${item.reviewer}.`,
      });
    } else if (item.kind === 'overdue') {
      blockers.push({
        kind: 'review-overdue',
        where: item.file,
        what: `its review was due on ${item.review!.nextReview} (last reviewed ${item.review!.lastReviewed}).`,
      });
    }
  }
  for (const { file, data } of published) {
    if (data.healthAdvice && isReviewPending(data)) {
      blockers.push({ kind: 'review-pending', where: file, what: 'is published with `review: pending`.' });
    }
  }
  for (const item of staleNews(site.healthNews, today)) {
    blockers.push({
      kind: 'stale-news',
      where: `${files.site}: healthNews.items`,
      what: `"${item.headline}" (${item.date}) is older than ${site.healthNews.maxAgeMonths} months.`,
    });
  }
  return blockers;
}

/** What each kind of blocker is, and the one fix for all of its kind. */
const SECTIONS: Record<BlockerKind, { title: string; fix: string }> = {
  'sample-person': {
    title: 'Sample people',
    fix: 'replace each with the real person (their name in each script, title, qualifications, registration) or the real panel and its members, and delete `sample: true`; or credit real people in the articles and delete the sample entries.',
  },
  placeholder: {
    title: 'Placeholder values',
    fix: 'set the real value (the site origin, an inbox that is read, your own accounts), then delete the field from `placeholders` in site.yaml if it is listed there.',
  },
  'review-changed': {
    title: 'Reviews that do not cover the published text',
    fix: 'the reviewer checks the article as it is now and runs `npm run review -- <slug> --by <id>` (or `--restamp` when the change kept the meaning); `npm run review-report` lists them by reviewer.',
  },
  'review-pending': {
    title: 'Health articles published without a medical review',
    fix: 'have each reviewed, then record it with `npm run review -- <slug> --by <id>`; or set `status: draft` until then.',
  },
  'review-overdue': {
    title: 'Overdue medical reviews',
    fix: 'review each and record it with `npm run review -- <slug> --by <id>`.',
  },
  'stale-news': {
    title: 'Health News older than healthNews.maxAgeMonths',
    fix: 'delete the item from healthNews.items in site.yaml (the footer already leaves it out), or replace it with current news.',
  },
};

/** The report `npm run preflight` prints: every blocker, grouped by kind, each group with its fix. */
export function preflightReport(blockers: readonly Blocker[], today: string): string {
  if (!blockers.length) return `Preflight ${today}: nothing blocks going live.\n`;
  const kinds = (Object.keys(SECTIONS) as BlockerKind[]).filter((kind) => blockers.some((b) => b.kind === kind));
  const lines = [`Preflight ${today}: ${plural(blockers.length, 'thing blocks', 'things block')} going live.`];
  for (const kind of kinds) {
    const found = blockers.filter((b) => b.kind === kind);
    lines.push('', `✗ ${SECTIONS[kind].title} (${found.length})`);
    for (const { where, what } of found) lines.push(`  - ${where}: ${what}`);
    lines.push(`  Fix: ${SECTIONS[kind].fix}`);
  }
  return `${lines.join('\n')}\n`;
}

/** 1 while anything blocks going live, else 0; always 0 in report-only mode (CI's log). */
export function preflightExitCode(blockers: readonly Blocker[], reportOnly: boolean): 0 | 1 {
  return blockers.length && !reportOnly ? 1 : 0;
}
