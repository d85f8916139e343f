import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseYamlData } from '../../src/lib/safe-yaml.ts';

/** The deploy job (.github/workflows/deploy.yml) as GitHub Actions reads it. */
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  'continue-on-error'?: unknown;
}
const workflow = parseYamlData(fs.readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  on: { push: { branches: string[] } };
  jobs: Record<string, { steps: Step[]; 'continue-on-error'?: unknown }>;
};
const jobs = Object.values(workflow.jobs);
const steps = jobs[0]!.steps;
const at = (find: (step: Step) => boolean, what: string) => {
  const index = steps.findIndex(find);
  expect(index, what).toBeGreaterThanOrEqual(0);
  return index;
};

describe('the deploy job', () => {
  it('deploys main, in one job', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(jobs).toHaveLength(1);
  });

  it('runs preflight before it builds or uploads anything, and lets nothing skip a failure', () => {
    const checkout = at((s) => s.uses?.startsWith('actions/checkout@') ?? false, 'checkout');
    const node = at((s) => s.uses?.startsWith('actions/setup-node@') ?? false, 'setup-node');
    const install = at((s) => s.run === 'npm install --no-audit --no-fund', 'npm install');
    const preflight = at((s) => s.run === 'npm run preflight', 'preflight (without --report-only)');
    const build = at((s) => s.run === 'npm run build', 'build');
    const upload = at((s) => s.uses?.startsWith('cloudflare/wrangler-action@v3') ?? false, 'upload');
    expect([checkout, node, install, preflight, build, upload]).toEqual(
      [...[checkout, node, install, preflight, build, upload]].sort((a, b) => a - b),
    );
    expect(steps[node]!.with?.['node-version']).toBe(22);
    expect(steps.some((s) => 'continue-on-error' in s) || 'continue-on-error' in jobs[0]!).toBe(false);
    expect(steps.some((s) => /\bnpm ci\b/.test(s.run ?? ''))).toBe(false);
  });

  it('uploads dist/ to Cloudflare Pages with the secrets README names', () => {
    const upload = steps.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!;
    expect(upload.with).toEqual({
      apiToken: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      accountId: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      command: 'pages deploy dist --project-name=${{ vars.CLOUDFLARE_PAGES_PROJECT }} --branch=main',
    });
    const readme = fs.readFileSync('README.md', 'utf8');
    for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT']) expect(readme).toContain(name);
  });
});

describe('CI (.ci/run)', () => {
  const script = fs.readFileSync('.ci/run', 'utf8');

  it('lists what blocks going live without failing on it, after validation', () => {
    const lines = script.split('\n');
    expect(lines.indexOf('npm run preflight -- --report-only')).toBeGreaterThan(lines.indexOf('npm run validate'));
  });

  it('type-checks and lints side by side, and stops before the tests when either fails', () => {
    const lines = script.split('\n');
    const test = lines.indexOf('npm test');
    for (const command of ['npm run check', 'npm run lint']) {
      const started = lines.findIndex((line) => line.startsWith(`${command} `) && line.endsWith('&'));
      expect(started, command).toBeGreaterThan(-1);
      expect(started, command).toBeLessThan(test);
    }
    const verdict = lines.findIndex((line) => line.includes('"$check_status" -ne 0') && line.includes('"$lint_status" -ne 0'));
    expect(verdict).toBeGreaterThan(-1);
    expect(verdict).toBeLessThan(test);
    expect(lines.slice(verdict, test)).toContain('  exit 1');
  });

  it('installs nginx from the distribution for the nginx test, as it installs Chromium', () => {
    expect(script).toMatch(/apt-get install [^\n]*\\\n[^\n]*chromium [^\n]*"\$NGINX_PACKAGE"/);
    expect(script).toContain('echo nginx-light || echo nginx');
  });
});
