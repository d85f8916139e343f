/**
 * Writes an article's front-matter as YAML in the house layout (src/lib/frontmatter-layout.ts)
 * with the keys in the schema's order. The output is deterministic, so the same article always
 * gives the same bytes (the importer relies on that to be safe to run twice).
 */
import { layoutFrontmatter, layoutMarkdownFile, type FrontmatterValue } from '../../src/lib/frontmatter-layout.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';

export { flowScalar, plainOrQuoted, quoted, type FrontmatterValue } from '../../src/lib/frontmatter-layout.ts';

/** Field order of an article, taken from the schema so that it is never written twice. */
export const FRONTMATTER_KEYS = Object.keys(postFrontmatterSchema.shape) as (keyof typeof postFrontmatterSchema.shape)[];

/**
 * The YAML lines between the `---` fences. Keys are written in schema order (unknown keys after
 * them, alphabetically); `undefined` values are left out.
 * @example
 * frontmatterYaml({ slug: 'salt', title: 'Salt', tags: [] })
 * // => 'title: "Salt"\nslug: salt\ntags: []'
 */
export function frontmatterYaml(fields: Record<string, FrontmatterValue>): string {
  return layoutFrontmatter(fields, FRONTMATTER_KEYS);
}

/**
 * A whole article file: front-matter fences, then the Markdown body, ending in one newline.
 * @example markdownFile({ title: 'Salt' }, 'Text.') // => '---\ntitle: "Salt"\n---\nText.\n'
 */
export function markdownFile(fields: Record<string, FrontmatterValue>, body: string): string {
  return layoutMarkdownFile(fields, body, FRONTMATTER_KEYS);
}
