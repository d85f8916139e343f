import type { ContentIssue } from './content-errors.ts';
import { zodErrorToIssues } from './content-errors.ts';
import { POST_FIELD_HINTS, postFrontmatterSchema, type PostFrontmatter } from './post-schema.ts';
import { isPublished } from './posts.ts';
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
function checkArticle({ file, data }: ValidatedPost, { registries, now, imageExists }: ValidationOptions): ContentIssue[] {
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

/** Every target a menu entry names must be a page that the build makes. */
function checkMenu(menu: MenuItem[], posts: ValidatedPost[], trail: string[] = []): ContentIssue[] {
  const published = posts.filter((p) => isPublished(p.data));
  const issues: ContentIssue[] = [];
  const where = (item: MenuItem) => [...trail, item.label.en].join(' › ');
  for (const item of menu) {
    const problem = item.post
      ? !published.some((p) => p.data.slug === item.post) && `post "${item.post}" is not a published article`
      : item.category
        ? !published.some((p) => p.data.primaryCategorySlug === item.category) &&
          `category "${item.category}" has no published article, so it has no page`
        : item.tag
          ? !published.some((p) => p.data.tags.includes(item.tag!)) && `tag "${item.tag}" has no published article, so it has no page`
          : false;
    if (problem) {
      issues.push({
        file: 'content/menu.yaml',
        field: where(item),
        message: `leads nowhere: ${problem}. Fix: correct the slug (case-sensitive) or publish an article for it.`,
      });
    }
    if (item.children) issues.push(...checkMenu(item.children, posts, [...trail, item.label.en]));
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
  // Menu targets can only be judged when every article could be read.
  if (posts.length === files.length) issues.push(...checkMenu(options.registries.menu, posts));
  return { posts, issues };
}
