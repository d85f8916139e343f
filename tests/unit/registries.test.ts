import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries, loadSearchTerms } from '../../src/data/registries.ts';

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

describe('loadSearchTerms', () => {
  function siteWith(searchTerms: string | null): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-search-terms-'));
    for (const file of fs.readdirSync(SITE)) if (file.endsWith('.yaml')) fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
    if (searchTerms === null) fs.rmSync(path.join(dir, 'search-terms.yaml'), { force: true });
    else fs.writeFileSync(path.join(dir, 'search-terms.yaml'), searchTerms);
    return dir;
  }

  it('reads the synonym groups of content/search-terms.yaml', () => {
    const { groups } = loadSearchTerms(path.resolve('content'));
    const bp = groups.find((group) => group.terms.includes('bp'));
    expect(bp?.terms).toEqual(expect.arrayContaining(['blood pressure', 'hypertension', 'रक्तदाब']));
    expect(groups.find((group) => group.terms.includes('diabetes'))?.misspellings).toContain('diabetis');
  });

  it('has no groups when the content folder has no such file', () => {
    expect(loadSearchTerms(siteWith(null))).toEqual({ groups: [] });
  });

  it('names the file and field at fault, like the other registries', () => {
    const dir = siteWith('groups:\n  - terms: [sugar]\n  - terms: [salt, namak]\n    spellings: [slat]\n');
    expect(() => loadRegistries(dir)).toThrow(
      /search-terms\.yaml\n {2}- groups\.0\.terms: needs at least two terms\. Fix: list the words that mean the same thing\.\n {2}- groups\.1\.spellings: is not a known field\. Fix: remove it\./,
    );
  });
});
