import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries, loadSearchLexicon } from '../../src/data/registries.ts';
import { prepareLexicon, understandQuery } from '../../src/lib/search/query.ts';

const SITE = path.resolve('tests/fixtures/site');

describe('loadRegistries', () => {
  it('reads the four registries with their exact, case-sensitive slugs', () => {
    const { categories, tags, site, menu } = loadRegistries(SITE);
    expect(categories.Maida?.en).toBe('Maida');
    expect(categories.maida).toBeUndefined();
    expect(tags['cow-milk']?.hi).toBe('गाय का दूध');
    expect(site.home.recent).toEqual({ category: 'recent-articles', limit: 6 });
    expect(menu[0]?.home).toBe(true);
  });

  it('names the registry file and field at fault', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-registry-'));
    for (const file of ['categories.yaml', 'tags.yaml', 'menu.yaml', 'site.yaml', 'people.yaml']) {
      fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
    }
    fs.appendFileSync(path.join(dir, 'tags.yaml'), 'Bad Slug: { en: Bad, hi: Bad, mr: Bad }\nsoup: { en: Soup, hi: सूप }\n');
    expect(() => loadRegistries(dir)).toThrow(
      /tags\.yaml\n {2}- Bad Slug: is not a URL-safe slug\. Fix: use letters, digits and hyphens\.\n {2}- soup\.mr: is missing\./,
    );
  });
});

describe('loadSearchLexicon', () => {
  function siteWith(files: Record<string, string | null>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-search-lexicon-'));
    for (const file of fs.readdirSync(SITE)) if (file.endsWith('.yaml')) fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
    for (const [file, text] of Object.entries(files)) {
      if (text === null) fs.rmSync(path.join(dir, file), { force: true });
      else fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it('reads the synonym groups and the stop words of content/', () => {
    const { groups, stopWords, romanisedStopWords, hindiStopWords, marathiStopWords } = loadSearchLexicon(path.resolve('content'));
    const bp = groups.find((group) => group.id === 'blood-pressure');
    expect(bp?.terms).toEqual(expect.arrayContaining(['blood pressure', 'hypertension', 'रक्तदाब']));
    expect(groups.find((group) => group.id === 'diabetes')?.misspellings).toContain('diabetis');
    expect(stopWords).toEqual(expect.arrayContaining(['how', 'क्या', 'काय', 'kya', 'kay']));
    // "me" is an English stop word too: it says nothing of the language.
    expect(romanisedStopWords).toContain('kya');
    expect(romanisedStopWords).not.toContain('me');
    expect(hindiStopWords).toEqual(expect.arrayContaining(['kya', 'क्या']));
    expect(marathiStopWords).toEqual(expect.arrayContaining(['kay', 'काय', 'madhe']));
    expect(hindiStopWords).not.toContain('kay');
  });

  it('takes the name of a language in a query as asking for its articles ("acidity home remedy hindi")', () => {
    const lexicon = prepareLexicon(loadSearchLexicon(path.resolve('content')));
    const hindi = understandQuery('acidity home remedy hindi', lexicon);
    expect(hindi.language).toBe('hi');
    expect(hindi.concepts.every((concept) => concept.prefers === 'devanagari')).toBe(true);
    expect(understandQuery('diabetes marathi', lexicon).language).toBe('mr');
    expect(understandQuery('मधुमेह मराठीत', lexicon).language).toBe('mr');
    expect(understandQuery('मधुमेह हिंदी', lexicon).language).toBe('hi');
  });

  it('has no groups and no stop words when the content folder has no such files', () => {
    expect(loadSearchLexicon(siteWith({ 'search-terms.yaml': null, 'search-stopwords.yaml': null }))).toEqual({
      groups: [],
      stopWords: [],
      romanisedStopWords: [],
      hindiStopWords: [],
      marathiStopWords: [],
    });
  });

  it('names the file and field at fault, like the other registries', () => {
    const dir = siteWith({
      'search-terms.yaml':
        'groups:\n  - id: sugar\n    terms: [sugar]\n  - id: salt\n    terms: [salt, namak]\n    spellings: [slat]\n  - terms: [a, b]\n',
    });
    expect(() => loadRegistries(dir)).toThrow(
      /search-terms\.yaml\n {2}- groups\.0\.terms: needs at least two terms\. Fix: list the words that mean the same thing\.\n {2}- groups\.1\.spellings: is not a known field\. Fix: remove it\.\n {2}- groups\.2\.id: is missing/,
    );
  });

  it('refuses two groups with one id, and a stop word that is also a term', () => {
    const ids = siteWith({
      'search-terms.yaml': 'groups:\n  - id: salt\n    terms: [salt, namak]\n  - id: salt\n    terms: [sugar, chini]\n',
    });
    expect(() => loadRegistries(ids)).toThrow(/groups\.1\.id: "salt" is also the id of group 1\. Fix: give each group its own id\./);
    const stop = siteWith({ 'search-stopwords.yaml': 'en: [salt]\nhi: []\nmr: []\nhi-romanised: []\nmr-romanised: []\n' });
    expect(() => loadRegistries(stop)).toThrow(
      /search-stopwords\.yaml\n {2}- salt: is also a term in search-terms\.yaml, so no search could find it\. Fix: remove it from one of the two files\./,
    );
  });

  it('refuses a stop word that is not one lower-case word', () => {
    const dir = siteWith({ 'search-stopwords.yaml': 'en: [How, "per day"]\nhi: []\nmr: []\nhi-romanised: []\nmr-romanised: []\n' });
    expect(() => loadRegistries(dir)).toThrow(/en\.0: is not one lower-case word[^\n]*\n {2}- en\.1: is not one lower-case word/);
  });
});
