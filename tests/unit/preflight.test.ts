import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { isExampleAddress, preflightBlockers, preflightExitCode, preflightReport, type BlockerKind } from '../../src/lib/preflight.ts';
import type { Registries } from '../../src/lib/registry-schema.ts';
import { reviewDigest } from '../../src/lib/review-digest.ts';
import type { ReportPost } from '../../src/lib/review-report.ts';

const TODAY = '2026-06-01';
const FILES = { site: 'content/site.yaml', people: 'content/people.yaml' };
const fixture = loadRegistries(path.resolve('tests/fixtures/site'));

/** Content ready to go live: real addresses, no samples, one article whose review covers its text. */
const clean: Pick<Registries, 'site' | 'people'> = {
  site: {
    ...fixture.site,
    url: 'https://arogya-health.in',
    reportProblem: { email: 'corrections@arogya-health.in' },
    placeholders: [],
    healthNews: { ...fixture.site.healthNews, items: fixture.site.healthNews.items.slice(0, 1) },
  },
  people: Object.fromEntries(Object.entries(fixture.people).filter(([, person]) => !person.sample)),
};
const article = (extra: Record<string, unknown> = {}, body = 'Eat less salt.'): ReportPost => {
  const data = postFrontmatterSchema.parse({
    title: 'Salt',
    slug: 'salt',
    metaDescription: 'Less salt.',
    status: 'publish',
    primaryCategory: 'Lifestyle',
    primaryCategorySlug: 'lifestyle',
    postTime: 1_700_000_000,
    postTimeodified: 1_700_000_000,
    lang: 'en',
    author: 'dr-test-author',
    reviewedBy: 'review-panel',
    lastReviewed: '2026-01-10',
    reviewedDigest: reviewDigest({ data: { title: 'Salt', metaDescription: 'Less salt.' }, body: 'Eat less salt.' }),
    ...extra,
  });
  return { file: 'content/posts/en/salt.md', data, body };
};
const kinds = (input: Partial<Parameters<typeof preflightBlockers>[0]>) =>
  preflightBlockers({ posts: [article()], registries: clean, today: TODAY, files: FILES, ...input }).map((b) => `${b.kind} ${b.where}`);

describe('isExampleAddress', () => {
  it.each([
    ['https://arogya.example', true],
    ['https://arogya.example/', true],
    ['corrections@arogya.example', true],
    ['https://git.example/arogya/issues/new?title={title}', true],
    ['https://EXAMPLE.org/x', true],
    ['https://www.example.com', true],
    ['https://site.test', true],
    ['http://localhost:4321', true],
    ['https://arogya-health.in', false],
    ['https://mohfw.gov.in/', false],
    ['https://example.org.in/', false],
    ['corrections@arogya-health.in', false],
    ['Arogya', false],
  ])('%s: %s', (value, expected) => {
    expect(isExampleAddress(value)).toBe(expected);
  });
});

describe('preflightBlockers', () => {
  it('finds nothing in content ready to go live', () => {
    expect(kinds({})).toEqual([]);
    expect(preflightExitCode([], false)).toBe(0);
    expect(preflightReport([], TODAY)).toBe('Preflight 2026-06-01: nothing blocks going live.\n');
  });

  it('finds a sample person, with what they are credited for', () => {
    const people = { ...clean.people, 'sample-doctor': fixture.people['sample-doctor']! };
    expect(kinds({ registries: { ...clean, people } })).toEqual(['sample-person content/people.yaml: sample-doctor']);
    const blockers = preflightBlockers({
      posts: [article({ author: 'sample-doctor' })],
      registries: { ...clean, people },
      today: TODAY,
      files: FILES,
    });
    expect(blockers[0]!.what).toBe('"Dr. Sample Doctor" is a sample profile (sample: true), credited as author of 1 published article.');
  });

  it('finds the example site address and e-mail, and any other address on an example domain', () => {
    const site = {
      ...clean.site,
      url: 'https://arogya.example',
      reportProblem: { email: 'corrections@arogya.example', issueUrl: 'https://git.example/new?title={title}' },
    };
    expect(kinds({ registries: { ...clean, site } })).toEqual([
      'placeholder content/site.yaml: url',
      'placeholder content/site.yaml: reportProblem.email',
      'placeholder content/site.yaml: reportProblem.issueUrl',
    ]);
    const social = clean.site.social.map((link, i) => (i === 2 ? { ...link, url: 'https://www.example.com/arogya' } : link));
    expect(kinds({ registries: { ...clean, site: { ...clean.site, social } } })).toEqual(['placeholder content/site.yaml: social.2.url']);
  });

  it('finds the fields site.yaml declares placeholders, once each', () => {
    const site = {
      ...clean.site,
      placeholders: ['social', 'doctor.name'],
      social: clean.site.social.map((link) => ({ ...link, url: 'https://x.example/' })),
    };
    expect(kinds({ registries: { ...clean, site } })).toEqual([
      'placeholder content/site.yaml: social',
      'placeholder content/site.yaml: doctor.name',
    ]);
  });

  it('finds a review that does not cover the text, a pending review and an overdue one', () => {
    expect(kinds({ posts: [article({}, 'Eat more salt.')] })).toEqual(['review-changed content/posts/en/salt.md']);
    const pending = article({ review: 'pending', reviewedBy: undefined, lastReviewed: undefined, reviewedDigest: undefined });
    expect(kinds({ posts: [pending] })).toEqual(['review-pending content/posts/en/salt.md']);
    expect(kinds({ posts: [{ ...pending, data: { ...pending.data, healthAdvice: false } }] })).toEqual([]);
    expect(kinds({ posts: [{ ...pending, data: { ...pending.data, status: 'draft' } }] })).toEqual([]);
    expect(kinds({ posts: [article({ lastReviewed: '2024-01-05' })] })).toEqual(['review-overdue content/posts/en/salt.md']);
  });

  it('finds Health News older than its setting', () => {
    // The fixture's second item is of 2023.
    const site = { ...clean.site, healthNews: fixture.site.healthNews };
    expect(kinds({ registries: { ...clean, site } })).toEqual(['stale-news content/site.yaml: healthNews.items']);
    expect(kinds({ registries: { ...clean, site }, today: '2024-01-01' })).toEqual([]);
  });
});

describe('preflightReport', () => {
  it('groups what blocks by kind, each with its fix, and exits 1 unless only reporting', () => {
    const people = { ...clean.people, 'sample-doctor': fixture.people['sample-doctor']! };
    const blockers = preflightBlockers({
      posts: [article({}, 'Changed.')],
      registries: { site: { ...clean.site, url: 'https://arogya.example' }, people },
      today: TODAY,
      files: FILES,
    });
    const report = preflightReport(blockers, TODAY);
    expect(report).toMatch(/^Preflight 2026-06-01: 3 things block going live\.\n\n✗ Sample people \(1\)\n/);
    expect(report).toContain(
      '  - content/site.yaml: url: "https://arogya.example" is on a domain reserved for examples.\n  Fix: set the real value',
    );
    expect(report).toContain('✗ Reviews that do not cover the published text (1)');
    expect(report.match(/\n {2}Fix: /g)).toHaveLength(3);
    expect(preflightExitCode(blockers, false)).toBe(1);
    expect(preflightExitCode(blockers, true)).toBe(0);
    const all: BlockerKind[] = ['sample-person', 'placeholder', 'review-changed'];
    expect(blockers.map((b) => b.kind)).toEqual(all);
  });
});
