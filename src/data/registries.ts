import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentValidationError, zodErrorToIssues, type ContentIssue } from '../lib/content-errors.ts';
import { getContentDir } from './content-dir.ts';
import {
  labelRegistrySchema,
  menuSchema,
  peopleSchema,
  publishersSchema,
  searchTermsSchema,
  siteSchema,
  type Registries,
  type SearchTerms,
} from '../lib/registry-schema.ts';
import { parseYamlData, YamlDataError } from '../lib/safe-yaml.ts';

export type { LocalizedText, MenuItem, Person, Registries, SearchTerms, SiteSettings } from '../lib/registry-schema.ts';

function readYaml(file: string, contentDir: string, issues: ContentIssue[]): unknown {
  const absolute = path.join(contentDir, file);
  const display = path.relative(process.cwd(), absolute) || file;
  const stats = fs.lstatSync(absolute, { throwIfNoEntry: false });
  if (!stats?.isFile()) {
    issues.push({
      file: display,
      field: '',
      message: stats?.isSymbolicLink()
        ? 'is a symbolic link; registries are read only from real files in the content folder. Fix: replace the link with the file itself.'
        : 'is missing. Fix: restore it from Git (`git checkout -- <file>`); the site cannot be built without it.',
    });
    return undefined;
  }
  try {
    return parseYamlData(fs.readFileSync(absolute, 'utf8'));
  } catch (error) {
    if (!(error instanceof YamlDataError)) throw error;
    issues.push({ file: display, field: '', message: error.message });
    return undefined;
  }
}

function parseRegistry<T extends z.ZodType>(file: string, schema: T, contentDir: string, issues: ContentIssue[]): z.output<T> | undefined {
  const data = readYaml(file, contentDir, issues);
  if (data === undefined && issues.length) return undefined;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const display = path.relative(process.cwd(), path.join(contentDir, file)) || file;
  issues.push(...zodErrorToIssues(display, result.error, {}));
  return undefined;
}

const cache = new Map<string, Registries>();
const searchTermsCache = new Map<string, SearchTerms>();
const SEARCH_TERMS_FILE = 'search-terms.yaml';
const PUBLISHERS_FILE = 'publishers.yaml';

/**
 * The search synonyms and misspellings of `search-terms.yaml` (validated with the other
 * registries by {@link loadRegistries}); no groups when the content folder has no such file.
 */
export function loadSearchTerms(contentDir = getContentDir()): SearchTerms {
  loadRegistries(contentDir);
  return searchTermsCache.get(contentDir) ?? { groups: [] };
}

/**
 * Reads and validates `categories.yaml`, `tags.yaml`, `site.yaml`, `menu.yaml`, `people.yaml` and
 * (where there is one) `publishers.yaml` once per
 * content folder. Throws a `ContentValidationError` naming each file and field at fault.
 */
export function loadRegistries(contentDir = getContentDir()): Registries {
  const cached = cache.get(contentDir);
  if (cached) return cached;
  const issues: ContentIssue[] = [];
  const categories = parseRegistry('categories.yaml', labelRegistrySchema, contentDir, issues);
  const tags = parseRegistry('tags.yaml', labelRegistrySchema, contentDir, issues);
  const site = parseRegistry('site.yaml', siteSchema, contentDir, issues);
  const menu = parseRegistry('menu.yaml', menuSchema, contentDir, issues);
  const people = parseRegistry('people.yaml', peopleSchema, contentDir, issues);
  // Optional: a content folder without it simply has no synonyms.
  const searchTerms = fs.existsSync(path.join(contentDir, SEARCH_TERMS_FILE))
    ? parseRegistry(SEARCH_TERMS_FILE, searchTermsSchema, contentDir, issues)
    : { groups: [] };
  if (searchTerms) searchTermsCache.set(contentDir, searchTerms);
  const publishers = fs.existsSync(path.join(contentDir, PUBLISHERS_FILE))
    ? parseRegistry(PUBLISHERS_FILE, publishersSchema, contentDir, issues)
    : {};
  if (issues.length || !categories || !tags || !site || !menu || !people || !publishers) throw new ContentValidationError(issues);
  const registries = { categories, tags, site, menu, people, publishers };
  cache.set(contentDir, registries);
  return registries;
}
