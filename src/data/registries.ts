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
  searchStopWordsSchema,
  searchTermsSchema,
  siteSchema,
  type Registries,
  type SearchLexicon,
} from '../lib/registry-schema.ts';
import { searchWords } from '../lib/search/text.ts';
import { parseYamlData, YamlDataError } from '../lib/safe-yaml.ts';

export type { LocalizedText, MenuItem, Person, Registries, SearchLexicon, SiteSettings } from '../lib/registry-schema.ts';

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
const lexiconCache = new Map<string, SearchLexicon>();
const SEARCH_TERMS_FILE = 'search-terms.yaml';
const SEARCH_STOPWORDS_FILE = 'search-stopwords.yaml';
const PUBLISHERS_FILE = 'publishers.yaml';

/**
 * What search knows of words (validated with the other registries by {@link loadRegistries}):
 * the synonym groups of `search-terms.yaml` and the stop words of `search-stopwords.yaml`, each
 * empty when the content folder has no such file.
 */
export function loadSearchLexicon(contentDir = getContentDir()): SearchLexicon {
  loadRegistries(contentDir);
  return lexiconCache.get(contentDir) ?? { groups: [], stopWords: [], romanisedStopWords: [], hindiStopWords: [], marathiStopWords: [] };
}

/** A stop word that is also a synonym term would be dropped from every query that names it. */
function stopWordsThatAreTerms(lexicon: SearchLexicon, contentDir: string): ContentIssue[] {
  const terms = new Set(
    lexicon.groups
      .flatMap((group) => [...group.terms, ...(group.romanised ?? []), ...(group.misspellings ?? [])])
      .map((term) => searchWords(term).join(' ')),
  );
  const display = path.relative(process.cwd(), path.join(contentDir, SEARCH_STOPWORDS_FILE)) || SEARCH_STOPWORDS_FILE;
  return lexicon.stopWords
    .filter((word) => terms.has(word))
    .map((word) => ({
      file: display,
      field: word,
      message: `is also a term in ${SEARCH_TERMS_FILE}, so no search could find it. Fix: remove it from one of the two files.`,
    }));
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
  // Optional: a content folder without them simply has no synonyms or stop words.
  const searchTerms = fs.existsSync(path.join(contentDir, SEARCH_TERMS_FILE))
    ? parseRegistry(SEARCH_TERMS_FILE, searchTermsSchema, contentDir, issues)
    : { groups: [] };
  const stopWords = fs.existsSync(path.join(contentDir, SEARCH_STOPWORDS_FILE))
    ? parseRegistry(SEARCH_STOPWORDS_FILE, searchStopWordsSchema, contentDir, issues)
    : { en: [], hi: [], mr: [], 'hi-romanised': [], 'mr-romanised': [] };
  if (searchTerms && stopWords) {
    const words = (lists: string[][]) => new Set(lists.flat().flatMap((word) => searchWords(word)));
    const english = words([stopWords.en]);
    const hindi = words([stopWords.hi, stopWords['hi-romanised']]);
    const marathi = words([stopWords.mr, stopWords['mr-romanised']]);
    const only = (mine: Set<string>, theirs: Set<string>) => [...mine].filter((word) => !theirs.has(word) && !english.has(word));
    const lexicon: SearchLexicon = {
      groups: searchTerms.groups,
      stopWords: [...words(Object.values(stopWords))],
      romanisedStopWords: [...words([stopWords['hi-romanised'], stopWords['mr-romanised']])].filter((word) => !english.has(word)),
      hindiStopWords: only(hindi, marathi),
      marathiStopWords: only(marathi, hindi),
    };
    issues.push(...stopWordsThatAreTerms(lexicon, contentDir));
    lexiconCache.set(contentDir, lexicon);
  }
  const publishers = fs.existsSync(path.join(contentDir, PUBLISHERS_FILE))
    ? parseRegistry(PUBLISHERS_FILE, publishersSchema, contentDir, issues)
    : {};
  if (issues.length || !categories || !tags || !site || !menu || !people || !publishers) throw new ContentValidationError(issues);
  const registries = { categories, tags, site, menu, people, publishers };
  cache.set(contentDir, registries);
  return registries;
}
