/**
 * What the authoring scripts need to know about the articles already on disk: where each is
 * and which slug, language and translation group it claims. Read leniently (a half-edited
 * article must not stop `npm run new` or the importer); `npm run validate` is the strict check.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { listPostFiles } from '../../src/lib/corpus.ts';

export interface ExistingPost {
  /** Absolute path of the file. */
  file: string;
  slug?: string | undefined;
  lang?: string | undefined;
  translationKey?: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Every `.md` file under the given folders (each listed once), with the identity fields of
 * its front-matter. A file whose front-matter cannot be read is listed without them.
 */
export function readExistingPosts(...postsDirs: string[]): ExistingPost[] {
  const files = [...new Set(postsDirs.flatMap((dir) => listPostFiles(path.resolve(dir))))].sort();
  return files.map((file) => {
    try {
      const { data } = matter(fs.readFileSync(file, 'utf8')) as { data: Record<string, unknown> };
      return { file, slug: text(data.slug), lang: text(data.lang), translationKey: text(data.translationKey) };
    } catch {
      return { file };
    }
  });
}
