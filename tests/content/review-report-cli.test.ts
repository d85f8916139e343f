import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../helpers/site-build.ts';

/** `npm run review-report` on the fixture site, on a fixed day, as CI runs it. */
function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, ['scripts/review-report.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, AROGYA_CONTENT_DIR: 'tests/fixtures/site', AROGYA_TODAY: '2026-06-01', GITHUB_STEP_SUMMARY: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run review-report', () => {
  it('prints the overdue review and the lagging translation, writes --out and the CI step summary, and exits 0', () => {
    const dir = scratchDir('review-report-cli');
    const out = path.join(dir, 'report.md');
    const summary = path.join(dir, 'summary.md');
    fs.writeFileSync(summary, 'earlier step\n');
    const { status, stdout } = run(['--out', out], { GITHUB_STEP_SUMMARY: summary });
    expect(status).toBe(0);
    expect(stdout).toContain('| `tests/fixtures/site/posts/en/salt-basics.md` | Review overdue | 2026-01-05 |');
    expect(stdout).toContain('| `tests/fixtures/site/posts/hi/salt-basics-hindi.md` | Translation behind English |');
    expect(stdout).not.toContain('salt-basics-marathi');
    // Every article exempt from review as not health advice, for an editor to check.
    expect(stdout).toContain('### Not health advice: no medical review');
    expect(stdout).toContain('| `tests/fixtures/site/posts/en/about-this-website.md` | English (en) | about |');
    expect(stdout).toContain('| `tests/fixtures/site/posts/hi/about-this-website-hindi.md` | हिंदी (hi) | about |');
    expect(fs.readFileSync(out, 'utf8')).toContain('## Review report, 2026-06-01');
    // Appended: earlier steps' summaries are kept.
    expect(fs.readFileSync(summary, 'utf8')).toMatch(/^earlier step\n## Review report, 2026-06-01/);
  });

  it('writes a file name that looks like a web address into the run summary as a code span, never a link', () => {
    const dir = scratchDir('review-report-autolink');
    const content = path.join(dir, 'content');
    fs.cpSync('tests/fixtures/site', content, { recursive: true });
    // The fixture's overdue article, saved under a name a Markdown renderer would link.
    fs.copyFileSync('tests/fixtures/hostile-content/log-injection.md', path.join(content, 'posts/en/www.evil.example.md'));
    const summary = path.join(dir, 'summary.md');
    const { status } = run([], { AROGYA_CONTENT_DIR: content, GITHUB_STEP_SUMMARY: summary });
    expect(status).toBe(0);
    const markdown = fs.readFileSync(summary, 'utf8');
    const row = markdown.split('\n').find((line) => line.includes('www.evil.example.md'));
    expect(row).toMatch(/^\| `[^`|]*\/posts\/en\/www\.evil\.example\.md` \| Review overdue \|/);
  });

  it('exits 1 with --strict when a review is overdue, or a text changed after its review (whatever the day)', () => {
    const strict = run(['--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('--strict: a medical review is overdue, or an article changed after its review');
    const earlier = run(['--strict'], { AROGYA_TODAY: '2025-06-01' });
    expect(earlier.stdout).not.toContain('Review overdue');
    expect(earlier.stdout).toContain('| Text changed after review |');
    expect(earlier.status).toBe(1);
    // tests/content/review-command.test.ts: 0 once the changed texts are signed off again.
  });

  it('exits 2 on an unknown option or an impossible AROGYA_TODAY', () => {
    expect(run(['--strcit']).status).toBe(2);
    const badDay = run([], { AROGYA_TODAY: '2026-02-30' });
    expect(badDay.status).toBe(2);
    expect(badDay.stderr).toContain('AROGYA_TODAY="2026-02-30" is not a real date');
  });
});
