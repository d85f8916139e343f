import type { ContentIssue } from './content-errors.ts';
import { zodErrorToIssues } from './content-errors.ts';
import { POST_FIELD_HINTS, postFrontmatterSchema, type PostFrontmatter } from './post-schema.ts';
import { isPublished } from './posts.ts';
import { introCardSlugs } from './home.ts';
import type { MenuItem, Registries } from './registries.ts';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';

/** One article as read from disk: front-matter not yet trusted. */
export interface SourceFile {
  /** Path relative to the project root, as authors see it. */
  file: string;
  data: unknown;
  body: string;
}

export interface ValidatedPost {
  file: string;
  data: PostFrontmatter;
  body: string;
}

export interface ValidationOptions {
  registries: Registries;
  /** Epoch seconds; injected so tests do not depend on the clock. */
  now: number;
  /** Whether a local image (`/images/…`) exists. */
  imageExists: (url: string) => boolean;
}

const ONE_DAY = 24 * 60 * 60;

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Rules that look at one article with the registries at hand. */
function checkArticle({ file, data, body }: ValidatedPost, { registries, now, imageExists }: ValidationOptions): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const category = registries.categories[data.primaryCategorySlug];
  if (!category) {
    issues.push({
      file,
      field: 'primaryCategorySlug',
      message: `"${data.primaryCategorySlug}" is not in content/categories.yaml. Fix: use a slug listed there (slugs are case-sensitive), or add the category to it.`,
    });
  } else if (data.primaryCategory !== category.en && data.primaryCategory !== category[data.lang]) {
    issues.push({
      file,
      field: 'primaryCategory',
      message: `"${data.primaryCategory}" does not match the label of "${data.primaryCategorySlug}". Fix: write \`primaryCategory: ${category.en}\`.`,
    });
  }
  data.tags.forEach((tag, i) => {
    if (!registries.tags[tag]) {
      issues.push({
        file,
        field: `tags.${i}`,
        message: `"${tag}" is not in content/tags.yaml. Fix: use a tag slug listed there (case-sensitive), or add the tag to it.`,
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
  if (data.featureImageUrl?.startsWith(LOCAL_IMAGE_PREFIX) && !imageExists(data.featureImageUrl)) {
    issues.push({
      file,
      field: 'featureImageUrl',
      message: `"${data.featureImageUrl}" does not exist in content${data.featureImageUrl}. Fix: add the file, correct the name, or remove the field to use the default image.`,
    });
  }
  // A published page with only a title is a broken page (HTML comments show nothing either).
  if (isPublished(data) && !body.replace(/<!--[\s\S]*?(?:-->|$)/g, '').trim()) {
    issues.push({
      file,
      field: 'body',
      message: 'is empty, so the page would show only the title. Fix: write the article below the front-matter (after the second ---), or set `status: draft` until it is written.',
    });
  }
  return issues;
}

/** Rules across articles: unique slugs and one article per language in a translation group. */
function checkCorpus(posts: ValidatedPost[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const bySlug = new Map<string, ValidatedPost[]>();
  const byGroup = new Map<string, ValidatedPost[]>();
  for (const post of posts) {
    bySlug.set(post.data.slug, [...(bySlug.get(post.data.slug) ?? []), post]);
    if (post.data.translationKey) {
      const key = `${post.data.translationKey}\u0000${post.data.lang}`;
      byGroup.set(key, [...(byGroup.get(key) ?? []), post]);
    }
  }
  for (const [slug, same] of bySlug) {
    if (same.length < 2) continue;
    for (const post of same) {
      const others = same.filter((p) => p !== post).map((p) => p.file);
      issues.push({
        file: post.file,
        field: 'slug',
        message: `"${slug}" is also the slug of ${others.join(', ')}. Fix: give each article its own slug (it is its URL).`,
      });
    }
  }
  for (const same of byGroup.values()) {
    if (same.length < 2) continue;
    for (const post of same) {
      const others = same.filter((p) => p !== post).map((p) => p.file);
      issues.push({
        file: post.file,
        field: 'translationKey',
        message: `"${post.data.translationKey}" already has a "${post.data.lang}" article: ${others.join(', ')}. Fix: a translation group holds one article per language; change the translationKey or the lang of one of them.`,
      });
    }
  }
  return issues;
}

/** A page that a registry links to by slug. */
interface LinkTarget {
  file: string;
  where: string;
  post?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
}

function menuTargets(menu: MenuItem[], trail: string[] = []): LinkTarget[] {
  return menu.flatMap((item) => {
    const where = [...trail, item.label.en].join(' › ');
    const own: LinkTarget = { file: 'content/menu.yaml', where, post: item.post, category: item.category, tag: item.tag };
    return [own, ...(item.children ? menuTargets(item.children, [...trail, item.label.en]) : [])];
  });
}

function siteTargets(site: Registries['site']): LinkTarget[] {
  const file = 'content/site.yaml';
  return [
    ...introCardSlugs(site).map((post, i) => ({ file, where: `intro card ${i + 1} (doctor.slug)`, post })),
    { file, where: 'banner.category', category: site.banner.category },
    ...site.sidebar.categories.map((category, i) => ({ file, where: `sidebar.categories.${i}`, category })),
    ...site.sidebar.tags.map((tag, i) => ({ file, where: `sidebar.tags.${i}`, tag })),
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
export function validateCorpus(
  files: SourceFile[],
  options: ValidationOptions,
): { posts: ValidatedPost[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const posts: ValidatedPost[] = [];
  for (const source of files) {
    const result = postFrontmatterSchema.safeParse(source.data ?? {}, { reportInput: true });
    if (!result.success) {
      issues.push(...zodErrorToIssues(source.file, result.error, POST_FIELD_HINTS));
      continue;
    }
    const post = { file: source.file, data: result.data, body: source.body };
    posts.push(post);
    issues.push(...checkArticle(post, options));
  }
  issues.push(...checkCorpus(posts));
  // Link targets can only be judged when every article could be read.
  if (posts.length === files.length) {
    const { menu, site } = options.registries;
    issues.push(...checkLinkTargets([...menuTargets(menu), ...siteTargets(site)], posts));
  }
  return { posts, issues };
}
