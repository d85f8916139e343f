import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';
import { zodErrorToIssues } from '../../src/lib/content-errors.ts';
import { isCurrentNews, newsCutoff, staleNews, withCurrentNews, type HealthNews } from '../../src/lib/health-news.ts';
import { siteSchema } from '../../src/lib/registry-schema.ts';
import { parseYamlData } from '../../src/lib/safe-yaml.ts';

const item = (date: string, headline = date) => ({ headline, url: 'https://news.example/a', date, source: 'DD News', lang: 'en' as const });
const news: HealthNews = {
  maxAgeMonths: 12,
  sources: [{ label: { en: 'Ministry', hi: 'मंत्रालय', mr: 'मंत्रालय' }, url: 'https://mohfw.gov.in/' }],
  items: [item('2025-05-31'), item('2026-04-07'), item('2025-06-01'), item('2023-03-06')],
};

describe('Health News that ages well', () => {
  it('keeps an item for maxAgeMonths from its day, the last day included', () => {
    expect(newsCutoff('2026-06-01', 12)).toBe('2025-06-01');
    expect(newsCutoff('2026-03-31', 1)).toBe('2026-02-28');
    expect(isCurrentNews(item('2025-06-01'), 12, '2026-06-01')).toBe(true);
    expect(isCurrentNews(item('2025-05-31'), 12, '2026-06-01')).toBe(false);
  });

  it('shows only current items, newest first, and lists the stale ones oldest first', () => {
    const shown = withCurrentNews(loadRegistries(path.resolve('tests/fixtures/site')), '2026-06-01').site.healthNews.items;
    expect(shown.map((i) => i.date)).toEqual(['2026-04-07']);
    const registries = { ...loadRegistries(path.resolve('tests/fixtures/site')) };
    const mine = withCurrentNews({ ...registries, site: { ...registries.site, healthNews: news } }, '2026-06-01');
    expect(mine.site.healthNews.items.map((i) => i.date)).toEqual(['2026-04-07', '2025-06-01']);
    expect(mine.site.healthNews.sources).toEqual(news.sources);
    expect(staleNews(news, '2026-06-01').map((i) => i.date)).toEqual(['2023-03-06', '2025-05-31']);
    // Without changing the registries it was given.
    expect(registries.site.healthNews.items).toHaveLength(2);
  });
});

describe('healthNews in site.yaml', () => {
  const site = parseYamlData(fs.readFileSync('tests/fixtures/site/site.yaml', 'utf8')) as Record<string, unknown>;
  const issues = (healthNews: unknown) => {
    const result = siteSchema.safeParse({ ...site, healthNews }, { reportInput: true });
    return result.success ? [] : zodErrorToIssues('site.yaml', result.error, {}).map((i) => `${i.field}: ${i.message}`);
  };

  it('wants each item dated as a real day, and sources to link when none is current', () => {
    expect(issues({ ...news, items: [{ ...item('2025-06-01'), date: '10 March 2023' }] })).toEqual([
      'healthNews.items.0.date: "10 March 2023" is not a real date. Fix: write the day as YYYY-MM-DD, e.g. 2026-03-10.',
    ]);
    expect(issues({ ...news, sources: [] })[0]).toMatch(
      /^healthNews\.sources: is empty\. Fix: list where readers find current health news/,
    );
    expect(issues({ ...news, items: [{ ...item('2025-06-01'), url: 'javascript:alert(1)' }] })[0]).toContain('javascript: address');
    expect(issues({ maxAgeMonths: 12, sources: news.sources })).toEqual([]);
  });
});
