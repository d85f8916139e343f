import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const dir = scratchDir('preflight-clean');
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    edit(dir, 'site.yaml', 'url: https://arogya.example', 'url: https://arogya-health.in');
    edit(dir, 'site.yaml', 'email: corrections@arogya.example', 'email: corrections@arogya-health.in');
    edit(dir, 'site.yaml', /\n {2}issueUrl: .*/, '');
    edit(dir, 'site.yaml', /\n {4}- headline: "World Obesity Day[^]*?source: All India Radio News/, '');
    edit(dir, 'people.yaml', /\n# A sample profile[^]*$/, '\n');
    for (const file of ['en/water-and-heat.md', 'hi/water-and-heat-hindi.md', 'mr/water-and-heat-marathi.md']) {
      edit(dir, `posts/${file}`, 'author: sample-doctor', 'author: dr-test-author');
    }
    for (const file of fs.readdirSync(path.join(dir, 'posts'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(dir, 'posts', file), 'utf8');
      // Not health advice, for this test: what is left to check is the rest.
      if (/^status: publish$/m.test(text) && /^review: pending$/m.test(text)) edit(dir, `posts/${file}`, 'review: pending', 'healthAdvice: false');
    }
    const blocked = preflight(dir, [], '2025-06-01');
    expect(blocked.out).toContain('✗ Reviews that do not cover the published text (3)');
    expect(blocked.out).not.toContain('Placeholder values');
    for (const slug of ['water-and-heat', 'water-and-heat-hindi', 'water-and-heat-marathi']) {
      const signed = spawnSync(process.execPath, ['scripts/review.ts', slug, '--by', 'review-panel', '--restamp'], {
        encoding: 'utf8',
        env: { ...process.env, AROGYA_CONTENT_DIR: dir, AROGYA_TODAY: '2025-06-01' },
      });
      expect(signed.status, signed.stderr).toBe(0);
    }
    expect(preflight(dir, [], '2025-06-01')).toEqual({ status: 0, out: 'Preflight 2025-06-01: nothing blocks going live.\n' });
  });

  it('exits 2 on an unknown option', () => {
    const { status, out } = preflight(FIXTURE_CONTENT, ['--strict']);
    expect(status).toBe(2);
    expect(out).toContain('Usage: npm run preflight [-- --report-only]');
  });
});
