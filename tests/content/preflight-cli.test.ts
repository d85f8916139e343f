import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

/** `npm run preflight` on a content folder, on a fixed day. */
function preflight(contentDir: string, args: string[] = [], today = '2026-06-01') {
  const result = spawnSync(process.execPath, ['scripts/preflight.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, AROGYA_CONTENT_DIR: contentDir, AROGYA_TODAY: today },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Edits one file of a content copy, failing if the text to replace is not there. */
function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  expect(text, `${file}: ${from}`).toMatch(from);
  fs.writeFileSync(target, text.replace(from, to));
}

/** The day the clean copy is checked on: no review is overdue and no news item is older than 12 months. */
const CLEAN_DAY = '2025-06-01';
/** The fixture's sample profile, the last entry of its people.yaml. */
const SAMPLE_PERSON = /\n# A sample profile[^]*$/;
const SAMPLE_PERSON_TEXT = fs.readFileSync(path.join(FIXTURE_CONTENT, 'people.yaml'), 'utf8').match(SAMPLE_PERSON)![0].trim();

/** The fixture site with every blocker removed: real addresses, no samples, reviews that cover their text. */
function cleanCopy(): string {
  const dir = scratchDir('preflight-clean');
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  edit(dir, 'site.yaml', 'url: https://arogya.example', 'url: https://arogya-health.in');
  edit(dir, 'site.yaml', 'email: corrections@arogya.example', 'email: corrections@arogya-health.in');
  edit(dir, 'site.yaml', /\n {2}issueUrl: .*/, '');
  edit(dir, 'site.yaml', /\n {4}- headline: "World Obesity Day[^]*?source: All India Radio News/, '');
  edit(dir, 'people.yaml', SAMPLE_PERSON, '\n');
  for (const file of ['en/water-and-heat.md', 'hi/water-and-heat-hindi.md', 'mr/water-and-heat-marathi.md']) {
    edit(dir, `posts/${file}`, 'author: sample-doctor', 'author: dr-test-author');
  }
  // Not health advice, for this test: the pending articles' categories are declared so (validate allows no other).
  edit(dir, 'site.yaml', /notHealthAdvice: .*/, 'notHealthAdvice: { categories: [about, lifestyle, sugar, Maida, hindi, marathi] }');
  for (const file of fs.readdirSync(path.join(dir, 'posts'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(dir, 'posts', file), 'utf8');
    // Not health advice, for this test: what is left to check is the rest.
    if (/^status: publish$/m.test(text) && /^review: pending$/m.test(text)) edit(dir, `posts/${file}`, 'review: pending', 'healthAdvice: false');
  }
  const blocked = preflight(dir, [], CLEAN_DAY);
  expect(blocked.out).toContain('✗ Reviews that do not cover the published text (3)');
  expect(blocked.out).not.toContain('Placeholder values');
  for (const slug of ['water-and-heat', 'water-and-heat-hindi', 'water-and-heat-marathi']) {
    const signed = spawnSync(process.execPath, ['scripts/review.ts', slug, '--by', 'review-panel', '--restamp'], {
      encoding: 'utf8',
      env: { ...process.env, AROGYA_CONTENT_DIR: dir, AROGYA_TODAY: CLEAN_DAY },
    });
    expect(signed.status, signed.stderr).toBe(0);
  }
  return dir;
}

let clean: string;
beforeAll(() => {
  clean = cleanCopy();
});

describe('npm run preflight', () => {
  it('lists every kind of thing that blocks going live, with its fix, and exits 1', () => {
    const { status, out } = preflight(FIXTURE_CONTENT);
    expect(status).toBe(1);
    for (const line of [
      '✗ Sample people (1)',
      '  - tests/fixtures/site/people.yaml: sample-doctor: "Dr. Sample Doctor" is a sample profile (sample: true), credited as author of 3 published articles.',
      '  - tests/fixtures/site/site.yaml: url: "https://arogya.example" is on a domain reserved for examples.',
      '  - tests/fixtures/site/site.yaml: reportProblem.email: "corrections@arogya.example" is on a domain reserved for examples.',
      '  - tests/fixtures/site/site.yaml: reportProblem.issueUrl: "https://git.example/arogya/site/issues/new?title={title}&body={url}" is on a domain reserved for examples.',
      '✗ Reviews that do not cover the published text (3)',
      '  - tests/fixtures/site/posts/mr/water-and-heat-marathi.md: its text changed after the review of 2025-03-01 by review-panel.',
      '✗ Health articles published without a medical review (6)',
      '✗ Overdue medical reviews (1)',
      '  - tests/fixtures/site/posts/en/salt-basics.md: its review was due on 2026-01-05 (last reviewed 2024-01-05).',
      '  - tests/fixtures/site/site.yaml: healthNews.items: "World Obesity Day: doctors urge regular activity and less sugar" (2023-03-06) is older than 12 months.',
    ]) {
      expect(out).toContain(line);
    }
    expect(out.match(/\n {2}Fix: /g)).toHaveLength(6);
  });

  it('only reports with --report-only (CI), exiting 0', () => {
    const { status, out } = preflight(FIXTURE_CONTENT, ['--report-only']);
    expect(status).toBe(0);
    expect(out).toContain('things block going live');
    expect(out).toContain('--report-only: listed, not failed.');
  });

  it('passes, exiting 0, once every placeholder is replaced and every review covers its text', () => {
    expect(preflight(clean, [], CLEAN_DAY)).toEqual({ status: 0, out: `Preflight ${CLEAN_DAY}: nothing blocks going live.\n` });
  });

  // Each kind alone, on the clean copy, blocks going live: none hides behind another.
  it.each([
    ['a sample person', 'people.yaml', /\n$/, `\n${SAMPLE_PERSON_TEXT}`, '✗ Sample people (1)'],
    ['the example site address', 'site.yaml', 'url: https://arogya-health.in', 'url: https://arogya.example', '✗ Placeholder values (1)'],
    ['an example e-mail', 'site.yaml', 'email: corrections@arogya-health.in', 'email: corrections@arogya.example', '✗ Placeholder values (1)'],
    ['a declared placeholder', 'site.yaml', /^defaultImage:/m, 'placeholders: [social]\ndefaultImage:', '✗ Placeholder values (1)'],
    ['a text changed after its review', 'posts/en/water-and-heat.md', /\n$/, '\nA new sentence no one reviewed.\n', '✗ Reviews that do not cover the published text (1)'],
    ['a pending review', 'posts/en/lifestyle-two.md', 'healthAdvice: false', 'review: pending', '✗ Health articles published without a medical review (1)'],
    ['stale Health News', 'site.yaml', /\n {2}items:\n/, '\n  items:\n    - { headline: Old news, url: "https://ddnews.gov.in/", date: 2023-03-06, source: DD News }\n', '✗ Health News older than healthNews.maxAgeMonths (1)'],
  ])('fails on %s alone, exiting 1', (_kind, file, from, to, section) => {
    const dir = scratchDir('preflight-one-kind');
    fs.cpSync(clean, dir, { recursive: true });
    edit(dir, file, from, to);
    const { status, out } = preflight(dir, [], CLEAN_DAY);
    expect(out).toContain(`Preflight ${CLEAN_DAY}: 1 thing blocks going live.`);
    expect(out).toContain(section);
    expect(status).toBe(1);
  });

  it('fails on an overdue review alone, exiting 1', () => {
    // salt-basics was reviewed on 2024-01-05: due on 2026-01-05 under the fixture's 24-month policy.
    const { status, out } = preflight(clean, [], '2026-01-06');
    expect(out).toContain('Preflight 2026-01-06: 1 thing blocks going live.');
    expect(out).toContain('✗ Overdue medical reviews (1)');
    expect(status).toBe(1);
  });

  it('exits 2 on an unknown option', () => {
    const { status, out } = preflight(FIXTURE_CONTENT, ['--strict']);
    expect(status).toBe(2);
    expect(out).toContain('Usage: npm run preflight [-- --report-only]');
  });
});
