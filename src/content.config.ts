import { defineCollection } from 'astro:content';
import { articleLoader } from './data/article-loader.ts';
import { postFrontmatterSchema } from './lib/post-schema.ts';
import { getPostsDir } from './lib/paths.ts';
import { getContentDir } from './data/content-dir.ts';

/**
 * Articles: one Markdown file each under content/posts/{en,hi,mr}/. The id is the file path
 * (so two files can never silently replace each other); routes use the `slug` field.
 * Cross-file rules (unique slugs, registries, images) run before this, in the
 * validate-content integration; both read front-matter with the same parser.
 */
const posts = defineCollection({
  loader: articleLoader({
    pattern: '**/*.md',
    base: getPostsDir(getContentDir()),
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    // Pages use the rendered HTML only; not keeping the Markdown too makes the content store
    // (embedded in the build as one module) a third smaller at 10,000 articles.
    retainBody: false,
  }),
  schema: postFrontmatterSchema,
});

export const collections = { posts };
