import { defineCollection } from 'astro:content';
import { articleLoader } from './data/article-loader.ts';
import { z } from 'zod';
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
  // The front-matter, and the digest of the text as it is now, which the loader adds (authors
  // cannot: validate rejects an unknown field first); pages compare it with `reviewedDigest`.
  schema: postFrontmatterSchema.extend({ textDigest: z.string() }),
});

export const collections = { posts };
