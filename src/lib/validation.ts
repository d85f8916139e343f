import type { ContentIssue } from './content-errors.ts';
import { closestKey, zodErrorToIssues } from './content-errors.ts';
import { POST_FIELD_HINTS, REVIEW_PENDING, postFrontmatterSchema, type PostFrontmatter } from './post-schema.ts';
import { isPublished } from './posts.ts';
import path from 'node:path';
import type { MenuItem, Registries } from './registry-schema.ts';
import { LOCAL_IMAGE_PREFIX, localImageUrlProblem, markdownImageToLocalUrl } from './paths.ts';
import { markdownImages } from './markdown-images.ts';
import { markdownLimitProblems } from './markdown-limits.ts';
import { policyNextReview } from './review.ts';

/** One article as read from disk: front-matter not yet trusted. */
export interface SourceFile {
  /** Path relative to the project root, as authors see it. */
  file: string;
  data: unknown;
  body: string;
  /** The file's line the body starts on (`parseArticleSource`), to name lines of the body. */
  bodyLine?: number | undefined;
}

export interface ValidatedPost {
  file: string;
  data: PostFrontmatter;
  body: string;
  bodyLine?: number | undefined;
}

/** An article file larger than this is not one article (a 50 MB file ran the build out of memory). */
export const MAX_ARTICLE_BYTES = 1024 * 1024;

/**
 * Why an article file of `bytes` bytes is too large for the build, or undefined when it is not.
 * @example articleSizeProblem(2 * 1024 * 1024) // => 'is 2.0 MB; an article may be at most 1 MB. Fix: …'
 */
export function articleSizeProblem(bytes: number): string | undefined {
  if (bytes <= MAX_ARTICLE_BYTES) return undefined;
  return `is ${(bytes / 1024 / 1024).toFixed(1)} MB; an article may be at most ${MAX_ARTICLE_BYTES / 1024 / 1024} MB. Fix: split it into parts (e.g. "… Part 2"), and put large pictures in content/images/ instead of the text.`;
}

export interface ValidationOptions {
  registries: Registries;
  /** Epoch seconds; injected so tests do not depend on the clock. */
  now: number;
  /** The content folder: registry files are named from it, and images must stay inside it. */
  contentDir: string;
  /** Whether a local image (`/images/…`, already checked to stay in the images folder) is a file. */
  imageExists: (url: string) => boolean;
}

/**
 * The first folder of an article's path under `posts/` (its language folder), or undefined for
 * a file outside the posts folder.
 */
function languageFolderOf(file: string, contentDir: string): string | undefined {
  const relative = path.relative(path.join(contentDir, 'posts'), path.resolve(file));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : '';
}

/** A registry file as authors see it, e.g. `content/categories.yaml`. */
function registryFile(contentDir: string, name: string): string {
  return path.relative(process.cwd(), path.join(contentDir, name)) || name;
}

/**
 * A registry entry by its own key only: `constructor` or `__proto__` are not categories just
 * because every JavaScript object answers to them.
 */
export function ownEntry<T>(registry: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(registry, key) ? registry[key] : undefined;
}

const ONE_DAY = 24 * 60 * 60;

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Rules that look at one article with the registries at hand. */
function checkArticle(
  { file, data, body, bodyLine }: ValidatedPost,
  { registries, now, contentDir, imageExists }: ValidationOptions,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const category = ownEntry(registries.categories, data.primaryCategorySlug);
  if (!category) {
    issues.push({
      file,
      field: 'primaryCategorySlug',
      message: `"${data.primaryCategorySlug}" is not in ${registryFile(contentDir, 'categories.yaml')}. Fix: use a slug listed there (slugs are case-sensitive), or add the category to it.`,
    });
  } else if (data.primaryCategory !== category.en && data.primaryCategory !== category[data.lang]) {
    issues.push({
      file,
      field: 'primaryCategory',
      message: `"${data.primaryCategory}" does not match the label of "${data.primaryCategorySlug}". Fix: write \`primaryCategory: ${category.en}\`.`,
    });
  }
  data.tags.forEach((tag, i) => {
    if (!ownEntry(registries.tags, tag)) {
      issues.push({
        file,
        field: `tags.${i}`,
        message: `"${tag}" is not in ${registryFile(contentDir, 'tags.yaml')}. Fix: use a tag slug listed there (case-sensitive), or add the tag to it.`,
      });
    }
  });
  for (const field of ['postTime', 'postTimeodified'] as const) {
    if (data[field] > now + ONE_DAY) {
      issues.push({
        file,
        field,
        message: `${data[field]} is ${formatTime(data[field])}, more than a day in the future. Fix: use the real time in epoch seconds (\`date +%s\`).`,
      });
    }
  }
  if (data.postTimeodified < data.postTime) {
    issues.push({
      file,
      field: 'postTimeodified',
      message: `${data.postTimeodified} (${formatTime(data.postTimeodified)}) is earlier than postTime ${data.postTime} (${formatTime(data.postTime)}). Fix: set it to the time of the last change, not before postTime.`,
    });
  }
  const imagesFolder = registryFile(contentDir, 'images');
  const lead = data.featureImageUrl;
  const leadProblem = lead?.startsWith(LOCAL_IMAGE_PREFIX) ? localImageUrlProblem(lead) : undefined;
  if (lead && leadProblem) {
    issues.push({
      file,
      field: 'featureImageUrl',
      message: `"${lead}" ${leadProblem}. Fix: name a file in ${imagesFolder}/ as \`${LOCAL_IMAGE_PREFIX}file.svg\`, or remove the field to use the default image.`,
    });
  } else if (lead?.startsWith(LOCAL_IMAGE_PREFIX) && !imageExists(lead)) {
    issues.push({
      file,
      field: 'featureImageUrl',
      message: `"${lead}" does not exist in ${imagesFolder}/. Fix: add the file, correct the name, or remove the field to use the default image.`,
    });
  }
  // Measured before anything parses the Markdown: an article over a limit would stall or crash the parser.
  const limits = markdownLimitProblems(body);
  for (const { line, message } of limits) {
    issues.push({ file, field: 'body', message: `${bodyLine ? `line ${bodyLine + line - 1}` : `body line ${line}`}: ${message}` });
  }
  if (!limits.length) {
    for (const problem of markdownImageProblems(file, body, contentDir, imageExists))
      issues.push({ file, field: 'body', message: problem });
  }
  const folder = languageFolderOf(file, contentDir);
  if (folder !== undefined && folder !== data.lang) {
    const postsFolder = registryFile(contentDir, 'posts');
    issues.push({
      file,
      field: 'lang',
      message: `is "${data.lang}", but the file is ${folder ? `in ${postsFolder}/${folder}/` : `not in a language folder of ${postsFolder}/`}. Fix: move it to ${postsFolder}/${data.lang}/ (each article lives in its language's folder), or correct \`lang\`.`,
    });
  }
  for (const issue of peopleAndReviewProblems(data, registries, contentDir)) issues.push({ file, ...issue });
  for (const issue of reviewRecordProblems(data)) issues.push({ file, ...issue });
  const exempt = registries.site.notHealthAdvice.categories;
  if (!data.healthAdvice && !exempt.includes(data.primaryCategorySlug)) {
    issues.push({
      file,
      field: 'healthAdvice',
      message: `is false, which only a page that gives no health advice may say, and its category "${data.primaryCategorySlug}" is not one of those (notHealthAdvice.categories in ${registryFile(contentDir, 'site.yaml')}: ${exempt.join(', ') || 'none'}). Fix: remove \`healthAdvice: false\` and name the author, reviewer, review date and a linked source (or write \`review: ${REVIEW_PENDING}\`); a page that truly gives no advice moves to such a category.`,
    });
  }
  // A published page with only a title is a broken page (HTML comments show nothing either).
  if (isPublished(data) && !body.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim()) {
    issues.push({
      file,
      field: 'body',
      message:
        'is empty, so the page would show only the title. Fix: write the article below the front-matter (after the second ---), or set `status: draft` until it is written.',
    });
  }
  return issues;
}

/**
 * `author` and `reviewedBy` name people in `people.yaml` (an unknown one is named, with the
 * closest id or the id of a person of that name); a published health article says who wrote and
 * reviewed it, when, and on which linked source, or says openly that its review is pending.
 */
export function peopleAndReviewProblems(
  data: PostFrontmatter,
  { people }: Pick<Registries, 'people'>,
  contentDir: string,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const peopleFile = registryFile(contentDir, 'people.yaml');
  const ids = Object.keys(people);
  for (const field of ['author', 'reviewedBy'] as const) {
    const id = data[field];
    if (id === undefined || ownEntry(people, id)) continue;
    const byName = ids.find((key) => Object.values(people[key]!.name).some((name) => name.toLowerCase() === id.toLowerCase()));
    const suggestion = byName ?? closestKey(id, ids);
    problems.push({
      field,
      message: `"${id}" is not a person in ${peopleFile}. Fix: ${
        suggestion ? `write \`${field}: ${suggestion}\`` : `use an id listed there${ids.length ? ` (${fileList(ids)})` : ''}`
      }, or add the person to it.`,
    });
  }
  const reviewer = data.reviewedBy === undefined ? undefined : ownEntry(people, data.reviewedBy);
  if (reviewer?.role === 'person' && !reviewer.qualifications.length) {
    problems.push({
      field: 'reviewedBy',
      message: `"${data.reviewedBy}" lists no qualifications in ${peopleFile}, and a medical reviewer's page shows what qualifies them. Fix: add their \`qualifications\` there, or name a qualified reviewer.`,
    });
  }
  if (!isPublished(data) || !data.healthAdvice || data.review === REVIEW_PENDING) return problems;
  const missing = [
    !data.author && ['author', `who wrote it (\`author:\`, an id from ${peopleFile})`],
    !data.reviewedBy && ['reviewedBy', `who medically reviewed it (\`reviewedBy:\`, an id from ${peopleFile})`],
    !data.lastReviewed && ['lastReviewed', 'when it was last reviewed (`lastReviewed: YYYY-MM-DD`)'],
    !data.references.some((ref) => ref.url) && ['references', 'a source a reader can open (a reference with `url: https://…`)'],
  ].filter((entry): entry is [string, string] => Boolean(entry));
  if (missing.length) {
    problems.push({
      field: missing.map(([field]) => field).join(', '),
      message: `${missing.length > 1 ? 'are' : 'is'} missing: a published health article says ${missing.map(([, what]) => what).join('; ')}. Fix: add ${missing.length > 1 ? 'them' : 'it'}; or, until it has been medically reviewed, write \`review: ${REVIEW_PENDING}\` (readers then see that it is not reviewed yet); a page that is not health advice (about pages, policies, in a category site.yaml lists under notHealthAdvice) writes \`healthAdvice: false\`.`,
    });
  }
  return problems;
}

/** The command a reviewer runs to sign off an article (README "For authors"). */
export function reviewCommand(slug: string, reviewer = '<reviewer-id>'): string {
  return `npm run review -- ${slug} --by ${reviewer}`;
}

/**
 * A review is recorded whole: who (`reviewedBy`), when (`lastReviewed`) and which text
 * (`reviewedDigest`, written by `npm run review`): a date without its text could never show
 * that the text changed after it. `review: pending` says there is none yet, so it cannot sit
 * beside a review date or digest.
 */
export function reviewRecordProblems(data: PostFrontmatter): { field: string; message: string }[] {
  const command = reviewCommand(data.slug, data.reviewedBy);
  if (data.review === REVIEW_PENDING) {
    const recorded = (['lastReviewed', 'reviewedDigest'] as const).filter((field) => data[field] !== undefined);
    if (!recorded.length) return [];
    return [
      {
        field: recorded.join(', '),
        message: `record${recorded.length > 1 ? '' : 's'} a review, but \`review: ${REVIEW_PENDING}\` says the article has not been reviewed yet. Fix: once a reviewer has checked this text, run \`${command}\` (it removes \`review: ${REVIEW_PENDING}\`); until then delete ${recorded.join(' and ')}.`,
      },
    ];
  }
  if (data.reviewedDigest === undefined) {
    if (data.lastReviewed === undefined) return [];
    return [
      {
        field: 'reviewedDigest',
        message: `is missing: lastReviewed says when a review was, but not which text it covered, so no one can tell whether the text changed since. Fix: once a reviewer has checked the text as it is now, run \`${command}\` (add \`--date YYYY-MM-DD\` if the review was on an earlier day); until then write \`review: ${REVIEW_PENDING}\` instead of lastReviewed.`,
      },
    ];
  }
  const missing = (['reviewedBy', 'lastReviewed'] as const).filter((field) => data[field] === undefined);
  if (!missing.length) return [];
  return [
    {
      field: 'reviewedDigest',
      message: `records the text of a review, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: a review says who and when. Fix: run \`${command}\` after the review (it writes all three), or delete reviewedDigest if the article has not been reviewed.`,
    },
  ];
}

/**
 * Why the images in an article's Markdown cannot be built: each must be a web address or a file
 * in the images folder, written relative to the article (`../../images/x.svg`), that exists.
 */
function markdownImageProblems(file: string, body: string, contentDir: string, imageExists: (url: string) => boolean): string[] {
  const problems: string[] = [];
  const imagesFolder = registryFile(contentDir, 'images');
  for (const { url, written } of markdownImages(body)) {
    const shownUrl = written.length > 80 ? `${written.slice(0, 80)}…` : written;
    if (url === undefined) {
      problems.push(
        `the image address "${shownUrl}" has a broken %-escape. Fix: write the file name plainly, e.g. \`../../images/salt.svg\`.`,
      );
      continue;
    }
    // Web addresses are not read at build time (and the sanitiser keeps only http and https).
    if (URL.canParse(url)) continue;
    if (url.startsWith('/')) {
      problems.push(
        `the image "${shownUrl}" starts with /, which the build does not look up (it would show a broken image). Fix: write it relative to the article, e.g. \`../../images/salt.svg\` for a file in ${imagesFolder}/.`,
      );
      continue;
    }
    const local = markdownImageToLocalUrl(url, file, contentDir);
    const problem = local ? localImageUrlProblem(local) : `leads out of ${imagesFolder}/`;
    if (problem) {
      problems.push(
        `the image "${shownUrl}" ${problem}. Fix: put the picture in ${imagesFolder}/ and write its path relative to the article, e.g. \`../../images/salt.svg\`.`,
      );
    } else if (local && !imageExists(local)) {
      problems.push(
        `the image "${shownUrl}" does not exist (looked for ${imagesFolder}${local.slice(LOCAL_IMAGE_PREFIX.length - 1)}). Fix: add the file or correct the path.`,
      );
    }
  }
  return problems;
}

/**
 * Names a few files and counts the rest: a slug shared by thousands of files must not make a
 * report of millions of names.
 * @example fileList(['a.md', 'b.md', 'c.md', 'd.md', 'e.md']) // => 'a.md, b.md, c.md and 2 more'
 */
export function fileList(files: string[], shown = 3): string {
  if (files.length <= shown + 1) return files.join(', ');
  return `${files.slice(0, shown).join(', ')} and ${new Intl.NumberFormat('en').format(files.length - shown)} more`;
}

/** Every post of `posts` but `post`, as files; cheap enough for thousands sharing a slug. */
function othersThan(post: ValidatedPost, posts: ValidatedPost[], label = (p: ValidatedPost) => p.file): string[] {
  const others: string[] = [];
  for (const other of posts) if (other !== post) others.push(label(other));
  return others;
}

/**
 * Rules across articles: slugs unique without regard to case (`Acidity` and `acidity` would
 * overwrite each other's page on a case-insensitive disk or CDN), and one article per language
 * in a translation group.
 */
function checkCorpus(posts: ValidatedPost[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const bySlug = new Map<string, ValidatedPost[]>();
  const byGroup = new Map<string, ValidatedPost[]>();
  const add = (map: Map<string, ValidatedPost[]>, key: string, post: ValidatedPost) => {
    const list = map.get(key);
    if (list) list.push(post);
    else map.set(key, [post]);
  };
  for (const post of posts) {
    add(bySlug, post.data.slug.toLowerCase(), post);
    if (post.data.translationKey) add(byGroup, `${post.data.translationKey}\u0000${post.data.lang}`, post);
  }
  for (const same of bySlug.values()) {
    if (same.length < 2) continue;
    const exactly = new Map<string, ValidatedPost[]>();
    for (const post of same) add(exactly, post.data.slug, post);
    for (const post of same) {
      const twins = exactly.get(post.data.slug)!;
      if (twins.length > 1) {
        issues.push({
          file: post.file,
          field: 'slug',
          message: `"${post.data.slug}" is also the slug of ${fileList(othersThan(post, twins))}. Fix: give each article its own slug (it is its URL).`,
        });
      }
      if (twins.length < same.length) {
        const variants = othersThan(
          post,
          same.filter((other) => other.data.slug !== post.data.slug),
          (p) => `${p.file} ("${p.data.slug}")`,
        );
        issues.push({
          file: post.file,
          field: 'slug',
          message: `"${post.data.slug}" differs only in upper/lower case from the slug of ${fileList(variants)}; on a case-insensitive disk or CDN one page would overwrite the other. Fix: give each article a slug that differs in more than case.`,
        });
      }
    }
  }
  for (const same of byGroup.values()) {
    if (same.length < 2) continue;
    for (const post of same) {
      issues.push({
        file: post.file,
        field: 'translationKey',
        message: `"${post.data.translationKey}" already has a "${post.data.lang}" article: ${fileList(othersThan(post, same))}. Fix: a translation group holds one article per language; change the translationKey or the lang of one of them.`,
      });
    }
  }
  return issues;
}

/**
 * `nextReview` brings a review forward: it needs the review it follows, must come after it, and
 * may not postpone the review beyond the site's policy (`review.intervalMonths` in site.yaml).
 */
function checkReviewDates({ file, data }: ValidatedPost, policy: { intervalMonths: number }): ContentIssue[] {
  if (!data.nextReview) return [];
  if (!data.lastReviewed) {
    return [
      {
        file,
        field: 'nextReview',
        message: `is set, but lastReviewed is not: a next review follows a review. Fix: add \`lastReviewed: YYYY-MM-DD\` (the day of the last medical review), or remove nextReview.`,
      },
    ];
  }
  if (data.nextReview <= data.lastReviewed) {
    return [
      {
        file,
        field: 'nextReview',
        message: `${data.nextReview} is not after lastReviewed ${data.lastReviewed}. Fix: write a later day, or remove nextReview to follow the site's review policy.`,
      },
    ];
  }
  const latest = policyNextReview(data.lastReviewed, policy.intervalMonths);
  if (data.nextReview > latest) {
    return [
      {
        file,
        field: 'nextReview',
        message: `${data.nextReview} is later than the review policy allows (lastReviewed ${data.lastReviewed} + ${policy.intervalMonths} months = ${latest}); nextReview may only bring a review forward. Fix: write ${latest} or earlier, or remove nextReview.`,
      },
    ];
  }
  return [];
}

/**
 * `translatedFrom` records the version of the English source a translation was made from: only a
 * Hindi or Marathi article whose translation group has an English article has one, and it cannot
 * name a version newer than the source's `postTimeodified`.
 */
function checkTranslatedFrom(posts: ValidatedPost[]): ContentIssue[] {
  const english = new Map<string, ValidatedPost>();
  for (const post of posts) if (post.data.lang === 'en' && post.data.translationKey) english.set(post.data.translationKey, post);
  const issues: ContentIssue[] = [];
  for (const { file, data } of posts) {
    if (data.translatedFrom === undefined) continue;
    const field = 'translatedFrom';
    if (data.lang === 'en') {
      issues.push({
        file,
        field,
        message:
          'is set on an English article, but English articles are the sources translations are made from. Fix: remove translatedFrom.',
      });
      continue;
    }
    const source = data.translationKey ? english.get(data.translationKey) : undefined;
    if (!data.translationKey) {
      issues.push({
        file,
        field,
        message:
          'is set, but the article has no translationKey, so it has no English source. Fix: add the translationKey of the English article it translates, or remove translatedFrom.',
      });
    } else if (!source) {
      issues.push({
        file,
        field,
        message: `is set, but no English article has translationKey "${data.translationKey}". Fix: correct the translationKey to the English article's, or remove translatedFrom.`,
      });
    } else if (data.translatedFrom > source.data.postTimeodified) {
      issues.push({
        file,
        field,
        message: `${data.translatedFrom} is later than the English source's postTimeodified ${source.data.postTimeodified} (${source.file}). Fix: write the English version's postTimeodified at the time of translating: at most ${source.data.postTimeodified}, and exactly that if the translation matches the current English text.`,
      });
    }
  }
  return issues;
}

/** The categories declared not health advice must be categories. */
function checkNotHealthAdvice({ site, categories }: Registries, contentDir: string): ContentIssue[] {
  return site.notHealthAdvice.categories.flatMap((slug, i) =>
    ownEntry(categories, slug)
      ? []
      : [
          {
            file: registryFile(contentDir, 'site.yaml'),
            field: `notHealthAdvice.categories.${i}`,
            message: `"${slug}" is not in ${registryFile(contentDir, 'categories.yaml')}. Fix: use a category slug listed there (case-sensitive).`,
          },
        ],
  );
}

/** A page that a registry links to by slug. */
interface LinkTarget {
  file: string;
  where: string;
  post?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
}

function menuTargets(file: string, menu: MenuItem[], trail: string[] = []): LinkTarget[] {
  return menu.flatMap((item) => {
    const where = [...trail, item.label.en].join(' › ');
    const own: LinkTarget = { file, where, post: item.post, category: item.category, tag: item.tag };
    return [own, ...(item.children ? menuTargets(file, item.children, [...trail, item.label.en]) : [])];
  });
}

function siteTargets(file: string, site: Registries['site']): LinkTarget[] {
  return [
    ...site.home.introCards.map((post, i) => ({ file, where: `home.introCards.${i}`, post })),
    { file, where: 'banner.category', category: site.banner.category },
    ...site.sidebar.categories.map((category, i) => ({ file, where: `sidebar.categories.${i}`, category })),
    ...site.sidebar.tags.map((tag, i) => ({ file, where: `sidebar.tags.${i}`, tag })),
    ...Object.entries(site.editorialPolicy).map(([lang, post]) => ({ file, where: `editorialPolicy.${lang}`, post })),
  ];
}

/** Every page the menu and the site settings link to must be a page that the build makes. */
function checkLinkTargets(targets: LinkTarget[], posts: ValidatedPost[]): ContentIssue[] {
  const published = posts.filter((p) => isPublished(p.data));
  const slugs = new Set(published.map((p) => p.data.slug));
  const categories = new Set(published.map((p) => p.data.primaryCategorySlug));
  const tags = new Set(published.flatMap((p) => p.data.tags));
  const issues: ContentIssue[] = [];
  for (const { file, where, post, category, tag } of targets) {
    const problem =
      post !== undefined && !slugs.has(post)
        ? `post "${post}" is not a published article`
        : category !== undefined && !categories.has(category)
          ? `category "${category}" has no published article, so it has no page`
          : tag !== undefined && !tags.has(tag)
            ? `tag "${tag}" has no published article, so it has no page`
            : undefined;
    if (problem) {
      issues.push({
        file,
        field: where,
        message: `leads nowhere: ${problem}. Fix: correct the slug (case-sensitive) or publish an article for it.`,
      });
    }
  }
  return issues;
}

/**
 * Validates every article and the registries' references to them. Returns the posts that
 * passed the schema and every issue found; the caller decides to fail (build, validate).
 */
export function validateCorpus(files: SourceFile[], options: ValidationOptions): { posts: ValidatedPost[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const posts: ValidatedPost[] = [];
  // Issues are appended one by one: spreading 200,000 of them into push() overflows the stack.
  const report = (found: ContentIssue[]) => {
    for (const issue of found) issues.push(issue);
  };
  for (const source of files) {
    const result = postFrontmatterSchema.safeParse(source.data ?? {}, { reportInput: true });
    if (!result.success) {
      report(zodErrorToIssues(source.file, result.error, POST_FIELD_HINTS));
      continue;
    }
    const post = { file: source.file, data: result.data, body: source.body, bodyLine: source.bodyLine };
    posts.push(post);
    report(checkArticle(post, options));
    report(checkReviewDates(post, options.registries.site.review));
  }
  report(checkCorpus(posts));
  report(checkTranslatedFrom(posts));
  report(checkNotHealthAdvice(options.registries, options.contentDir));
  // Link targets can only be judged when every article could be read.
  if (posts.length === files.length) {
    const { menu, site } = options.registries;
    const targets = [
      ...menuTargets(registryFile(options.contentDir, 'menu.yaml'), menu),
      ...siteTargets(registryFile(options.contentDir, 'site.yaml'), site),
    ];
    report(checkLinkTargets(targets, posts));
  }
  return { posts, issues };
}
