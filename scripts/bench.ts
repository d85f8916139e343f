/**
 * `npm run bench`: measures the site against its speed, weight and build-scale targets and
 * prints one table (also written to bench/results.json).
 *
 *   npm run bench                     everything (about 12 minutes on 2 cores)
 *   npm run bench -- --quick          no Lighthouse, no 10,000-article build (a few minutes)
 *   npm run bench -- --no-lighthouse | --no-scale | --content DIR | --runs 1 | --query sugar,bp
 *   npm run bench -- --hugo-theme DIR  also builds the 1,000 articles with Hugo + PaperMod (a
 *                                      checkout in DIR) + Pagefind: the build-CPU target's yardstick
 *
 * Lighthouse runs 3 times per page by default and the median run (by performance) counts.
 *
 * Builds go to node_modules/.cache/bench/ (inside the project, so Astro's prerender output
 * never clashes with another build), each clean build after removing every cache an earlier
 * build left (scripts/lib/bench/build.ts#buildCaches); pages are served on 127.0.0.1 only.
 * Exit code: 0 every measured target met, 1 a target missed (named), 2 a step failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pagePath } from '../src/lib/urls.ts';
import { countArticles, measureBuild, measureRebuild } from './lib/bench/build.ts';
import { chromiumAvailable, launchPlaywright, launchWithDebuggingPort } from './lib/bench/chromium.ts';
import { formatCount } from './lib/bench/format.ts';
import { medianRun, runLighthouse } from './lib/bench/lighthouse.ts';
import { listFontFiles, listPages, PageWeigher, socialCards, type PageWeight } from './lib/bench/page-weight.ts';
import { collectPageChecks, summarisePages, summariseSocialCards, type BenchResults } from './lib/bench/results.ts';
import { measureFirstSearch, measureQueryTimes } from './lib/bench/search.ts';
import { SEARCH_OFFLINE_SUMMARY_URL, type SearchOfflineSummary } from '../src/lib/offline.ts';
import { QUERY_SET } from '../tests/search/queries.ts';
import { READER_QUERIES } from '../tests/search/reader-queries.ts';
import { runReaderSets } from './lib/bench/search-quality.ts';
import { serveDist } from './lib/static-server.ts';
import { measureReference, referenceUnavailable } from './lib/bench/reference.ts';
import { formatTable, resultRows } from './lib/bench/table.ts';
import { describeMisses, evaluateTargets, TARGETS } from './lib/bench/targets.ts';
import { measureFirstVisit, measureMenuTap } from './lib/bench/visit.ts';
import { writeSyntheticCorpus } from './lib/synthetic-corpus.ts';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    content: { type: 'string', default: 'content' },
    runs: { type: 'string', default: '3' },
    // First searches measured: a plain word, and an abbreviation the synonyms expand to several terms.
    query: { type: 'string', default: 'sugar,bp' },
    // A PaperMod checkout: the 1,000-article build is then held to Hugo's, measured beside it.
    'hugo-theme': { type: 'string' },
  },
});
const WORK = path.resolve('node_modules/.cache/bench');
const lighthouseOn = !flags.quick && !flags['no-lighthouse'];
const scales = flags['no-scale'] ? [] : flags.quick ? [1_000] : [1_000, TARGETS.scaleArticles];
const runs = Math.max(1, Number(flags.runs) || 1);
const queries = [
  ...new Set(
    flags.query
      .split(',')
      .map((q) => q.trim())
      .filter(Boolean),
  ),
];
const log = (message: string) => console.error(`[bench] ${message}`);

const referenceMissing = scales.includes(1_000) ? referenceUnavailable(flags['hugo-theme']) : undefined;

const results: BenchResults = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryBytes: os.totalmem(), node: process.version },
  skipped: [
    ...(lighthouseOn ? [] : ['Lighthouse']),
    ...(scales.includes(TARGETS.scaleArticles) ? [] : ['10,000-article build and search']),
    ...(referenceMissing ? [`Hugo + PaperMod + Pagefind beside the 1,000-article build (${referenceMissing})`] : []),
  ],
  sample: { contentDir: flags.content, articles: countArticles(flags.content) },
  pageTypes: [],
  pageChecks: { blockingScripts: [], unsizedImages: [], unresponsiveImages: [], largestLeadImage: undefined, fontFaces: 0, fontFiles: [] },
  socialCards: { count: 0, largest: undefined, notJpeg: [] },
  visits: [],
  menuTaps: [],
  lighthouse: [],
  search: [],
  searchTimes: [],
  searchOffline: [],
  builds: [],
};

/** The heaviest article (first-render bytes) in a language: the worst case to audit. */
function heaviestArticle(weights: PageWeight[], dist: string, lang: string): string | undefined {
  const articles = weights.filter(
    (w) => w.type === 'article' && fs.readFileSync(path.join(dist, w.file), 'utf8').includes(`<html lang="${lang}"`),
  );
  return articles.length ? pagePath(articles.reduce((a, b) => (b.firstRender.brotli > a.firstRender.brotli ? b : a)).file) : undefined;
}

async function main(): Promise<void> {
  if (!chromiumAvailable()) throw new Error("The benchmark needs Debian's Chromium: sudo apt-get install chromium");
  const sampleDist = path.join(WORK, 'sample-dist');
  log(`building the sample site (${flags.content})…`);
  results.builds.push(await measureBuild('sample', flags.content, sampleDist, WORK));

  log('weighing pages…');
  const weigher = new PageWeigher(sampleDist);
  const weights = listPages(sampleDist).map((file) => weigher.measure(file));
  results.pageTypes = summarisePages(weights);
  results.pageChecks = collectPageChecks(weights, listFontFiles(sampleDist));
  results.socialCards = summariseSocialCards(socialCards(sampleDist));
  const articleEn = heaviestArticle(weights, sampleDist, 'en');
  const articleHi = heaviestArticle(weights, sampleDist, 'hi');

  const server = await serveDist(sampleDist, { compress: true });
  try {
    if (lighthouseOn) {
      const pages = [
        ...['/', '/hi', articleEn, articleHi, '/category/lifestyle', '/category/hindi', '/utilities', '/hi/utilities'],
        `/search?q=${encodeURIComponent(queries[0] ?? 'sugar')}`,
        '/hi/search',
      ].filter((page): page is string => page !== undefined);
      const chrome = await launchWithDebuggingPort();
      try {
        for (const page of pages) {
          log(`Lighthouse ${page}${runs > 1 ? ` (${runs} runs)` : ''}…`);
          const summaries = [];
          for (let i = 0; i < runs; i++) summaries.push(await runLighthouse(server.url, page, chrome.port));
          results.lighthouse.push(medianRun(summaries));
        }
      } finally {
        await chrome.close();
      }
    }
    const browser = await launchPlaywright();
    try {
      if (articleEn) {
        log(`first visit to ${articleEn}…`);
        results.visits.push(await measureFirstVisit(browser, server, articleEn));
        log(`first tap on the menu of ${articleEn}…`);
        results.menuTaps!.push(await measureMenuTap(browser, server, articleEn));
      }
      /** First searches (each in an empty browser), time per query, and the offline download of one site. */
      const search = async (baseUrl: string, dist: string, label: string, articles: number) => {
        for (const query of queries) {
          log(`first search for "${query}" on ${label} (${formatCount(articles)} articles)…`);
          results.search.push(await measureFirstSearch(browser, { baseUrl, searchPath: '/search', query, label, articles }));
        }
        // Every query of both sets: readers' phrasing (long, romanised, mixed) costs the most.
        const distinct = [...new Set([...QUERY_SET, ...READER_QUERIES].map((q) => q.query))];
        log(`time per query on ${label}: ${distinct.length} queries…`);
        results.searchTimes!.push(
          await measureQueryTimes(browser, {
            baseUrl,
            label,
            articles,
            queries: distinct,
            warmUp: queries[0] ?? 'sugar',
            targetMs: TARGETS.searchQueryMs,
          }),
        );
        const summary = JSON.parse(fs.readFileSync(path.join(dist, SEARCH_OFFLINE_SUMMARY_URL), 'utf8')) as SearchOfflineSummary;
        results.searchOffline!.push({ label, articles, bytes: summary.bytes, files: summary.count });
      };
      await search(server.url, sampleDist, 'sample', results.sample.articles);
      // The query sets are written for the real articles: only measured on content/.
      if (path.resolve(flags.content) === path.resolve('content')) {
        log(
          `search quality: ${READER_QUERIES.length} readers' queries (development and test parts), ${QUERY_SET.length} of the project's…`,
        );
        const report = await runReaderSets(browser, server.url);
        results.searchQuality = report.project;
        results.readerSearchQuality = report.reader;
      }
      for (const count of scales) {
        const label = `${formatCount(count)} articles`;
        const corpus = path.join(WORK, `corpus-${count}`);
        log(`generating and building ${label}…`);
        writeSyntheticCorpus({ sourceDir: flags.content, outDir: corpus, count });
        const dist = path.join(WORK, `scale-${count}-dist`);
        results.builds.push(await measureBuild(label, corpus, dist, WORK));
        if (count === 1_000 && !referenceMissing) {
          log(`building ${label} with Hugo + PaperMod + Pagefind, the build-CPU target's yardstick…`);
          results.reference = await measureReference(corpus, flags['hugo-theme']!, WORK);
        }
        log(`rebuilding ${label} after editing one…`);
        results.builds.push(await measureRebuild(`${label}, one edited`, corpus, dist));
        const scaled = await serveDist(dist, { compress: true });
        try {
          await search(scaled.url, dist, 'synthetic', count);
        } finally {
          await scaled.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`[bench] failed: ${(error as Error).message}`);
}
const checks = evaluateTargets(results);
console.log(formatTable(resultRows(results, checks), checks));
const benchmark = results.lighthouse.map((run) => run.benchmarkIndex).filter((n): n is number => n !== undefined);
if (benchmark.length) {
  console.log(
    `\nLighthouse CPU benchmark index of this machine: ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))}.`,
  );
}
if (results.skipped.length) console.log(`\nNot measured: ${results.skipped.join(', ')}.`);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(path.join('bench', 'results.json'), `${JSON.stringify({ ...results, checks }, null, 2)}\n`);
const misses = describeMisses(checks);
if (misses) {
  console.log(`\n${misses}`);
  for (const run of results.lighthouse.filter((r) => r.failing.length && checks.some((c) => c.id === `lighthouse ${r.path}` && !c.ok))) {
    console.log(`  Lighthouse ${run.path} lost points on: ${run.failing.join('; ')}`);
  }
}
process.exitCode = failed ? 2 : misses ? 1 : 0;
