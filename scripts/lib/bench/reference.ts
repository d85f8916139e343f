/**
 * The build-CPU target's yardstick, measured beside our build: the same articles built by Hugo
 * with the PaperMod theme, then indexed by Pagefind's CLI (the pairing the target names). A
 * figure measured on another machine cannot be held against ours: the same build's CPU time
 * has differed up to twofold between machines, so the bench measures both, one after the other.
 *
 * Hugo is not a dependency of the project (`sudo apt-get install hugo`), nor is PaperMod (a
 * checkout of github.com/adityatelange/hugo-PaperMod that works with the installed Hugo, passed
 * as `npm run bench -- --hugo-theme DIR`); Pagefind is the one the project installs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArticleSource } from '../../../src/lib/article-source.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { measureCommand } from './process-tree.ts';

/** What the reference build cost. */
export interface ReferenceMeasure {
  /** e.g. `Hugo 0.111.3 + PaperMod (87df659c) + Pagefind 1.6.0`. */
  label: string;
  articles: number;
  /** HTML pages Hugo wrote. */
  pages: number;
  wallMs: number;
  /** CPU time of Hugo and Pagefind together, user + system. */
  cpuMs: number;
  peakRssBytes: number;
}

/** A string as a YAML scalar (JSON's quoting is YAML's too). */
const yamlString = (value: unknown) => JSON.stringify(typeof value === 'string' ? value : String(value ?? ''));

/**
 * An Arogya article as a Hugo page: the fields Hugo and PaperMod read (title, slug, date from
 * `postTime`, description, category, tags), then the same Markdown.
 * @example hugoPage('---\ntitle: Salt\nslug: salt\npostTime: 0\ntags: [bp]\n---\nText.\n') // => '---\ntitle: "Salt"\nslug: "salt"\ndate: 1970-01-01T00:00:00.000Z\ndescription: ""\ncategories: []\ntags: ["bp"]\n---\nText.\n'
 */
export function hugoPage(source: string): string {
  const { data, body } = parseArticleSource(source);
  const tags = Array.isArray(data.tags) ? data.tags : [];
  const seconds = Number(data.postTime);
  const date = new Date((Number.isFinite(seconds) ? seconds : 0) * 1000).toISOString();
  const categories = data.primaryCategory === undefined ? [] : [data.primaryCategory];
  return [
    '---',
    `title: ${yamlString(data.title)}`,
    `slug: ${yamlString(data.slug)}`,
    `date: ${date}`,
    `description: ${yamlString(data.metaDescription)}`,
    `categories: [${categories.map(yamlString).join(', ')}]`,
    `tags: [${tags.map(yamlString).join(', ')}]`,
    '---',
    body,
  ].join('\n');
}

/** The Hugo site's configuration: one language per Arogya locale, each with its own content folder. */
export function hugoConfig(themeDir: string): string {
  const languages = LOCALES.map((lang, i) => `  ${lang}: { weight: ${i + 1}, contentDir: content/${lang} }`);
  return [
    'baseURL: https://example.org/',
    'title: Arogya',
    `theme: ${yamlString(path.basename(themeDir))}`,
    `themesDir: ${yamlString(path.dirname(path.resolve(themeDir)))}`,
    `defaultContentLanguage: ${LOCALES[0]}`,
    'languages:',
    ...languages,
    'taxonomies: { category: categories, tag: tags }',
    'outputs: { home: [HTML, RSS, JSON] }',
    'params: { ShowReadingTime: true, ShowBreadCrumbs: true, ShowPostNavLinks: true, ShowToc: true }',
    '',
  ].join('\n');
}

/** Writes the Hugo site of a content folder's articles into `siteDir` (emptied first); returns how many. */
export function writeHugoSite(contentDir: string, siteDir: string, themeDir: string): number {
  fs.rmSync(siteDir, { recursive: true, force: true });
  let articles = 0;
  for (const lang of LOCALES) {
    const from = path.join(contentDir, 'posts', lang);
    if (!fs.existsSync(from)) continue;
    const to = path.join(siteDir, 'content', lang, 'post');
    fs.mkdirSync(to, { recursive: true });
    for (const file of fs.readdirSync(from).filter((name) => name.endsWith('.md'))) {
      fs.writeFileSync(path.join(to, file), hugoPage(fs.readFileSync(path.join(from, file), 'utf8')));
      articles++;
    }
  }
  fs.writeFileSync(path.join(siteDir, 'config.yaml'), hugoConfig(themeDir));
  return articles;
}

/** The Pagefind binary the project installs (the one its Node API runs), for the CLI. */
export function pagefindBinary(): string {
  return createRequire(import.meta.url).resolve(`@pagefind/${process.platform}-${os.arch()}/bin/pagefind_extended`);
}

/** Why the reference cannot be measured here, or undefined when it can. */
export function referenceUnavailable(themeDir: string | undefined): string | undefined {
  if (!themeDir) return 'no PaperMod checkout given (--hugo-theme DIR)';
  if (!fs.existsSync(path.join(themeDir, 'layouts'))) return `${themeDir} is not a Hugo theme (no layouts/)`;
  try {
    execFileSync('hugo', ['version'], { stdio: 'ignore' });
  } catch {
    return 'Hugo is not installed (sudo apt-get install hugo)';
  }
  return undefined;
}

/** `hugo version`'s number, e.g. `0.111.3`. */
function hugoVersion(): string {
  return /v(\d+\.\d+\.\d+)/.exec(execFileSync('hugo', ['version'], { encoding: 'utf8' }))?.[1] ?? '?';
}

/** The theme's Git commit when it is a checkout of its own (not a folder inside another), for the label. */
function themeRevision(themeDir: string): string | undefined {
  if (!fs.existsSync(path.join(themeDir, '.git'))) return undefined;
  try {
    return execFileSync('git', ['-C', themeDir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Builds a content folder's articles with Hugo + PaperMod, then indexes the pages with
 * Pagefind's CLI, from scratch (the site folder, Hugo's cache inside it, is written anew and
 * not timed), and measures the two commands together as {@link measureCommand} measures our build.
 * @throws Error with the end of their output when either fails.
 */
export async function measureReference(contentDir: string, themeDir: string, workDir: string): Promise<ReferenceMeasure> {
  const siteDir = path.join(workDir, 'hugo-site');
  const articles = writeHugoSite(contentDir, siteDir, themeDir);
  const pagefind = pagefindBinary();
  const script = 'hugo --quiet --source "$1" --destination "$1/public" --cacheDir "$1/cache" && "$2" --site "$1/public"';
  const run = await measureCommand('bash', ['-c', script, 'reference', siteDir, pagefind]);
  if (run.status !== 0) throw new Error(`Hugo + Pagefind on ${contentDir} failed:\n${run.output.slice(-4000)}`);
  const pages = fs
    .readdirSync(path.join(siteDir, 'public'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html')).length;
  const revision = themeRevision(themeDir);
  const pagefindVersion = (JSON.parse(fs.readFileSync(path.join(path.dirname(pagefind), '..', 'package.json'), 'utf8')) as { version: string }).version;
  return {
    label: `Hugo ${hugoVersion()} + PaperMod${revision ? ` (${revision})` : ''} + Pagefind ${pagefindVersion}`,
    articles,
    pages,
    wallMs: run.wallMs,
    cpuMs: run.cpuMs,
    peakRssBytes: run.peakRssBytes,
  };
}
