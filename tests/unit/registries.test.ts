import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';

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
    for (const file of ['categories.yaml', 'tags.yaml', 'menu.yaml', 'site.yaml']) {
      fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
    }
    fs.appendFileSync(path.join(dir, 'tags.yaml'), 'Bad Slug: { en: Bad, hi: Bad, mr: Bad }\nsoup: { en: Soup, hi: सूप }\n');
    expect(() => loadRegistries(dir)).toThrow(/tags\.yaml\n {2}- Bad Slug: is not a URL-safe slug\. Fix: use letters, digits and hyphens\.\n {2}- soup\.mr: is missing\./);
  });
});
