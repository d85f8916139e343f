import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDirs } from '../../scripts/lib/compare-dirs.ts';
import { buildSite, FIXTURE_BUILD_ENV, FIXTURE_CONTENT, FIXTURE_DIST, scratchDir } from '../helpers/site-build.ts';

/**
 * Two machines as different as they come: a CI runner in UTC (where the fixture site the other
 * tests read is built) and a laptop in California set to Hindi.
 */
const ENVIRONMENTS = {
  utc: FIXTURE_BUILD_ENV,
  california: { TZ: 'America/Los_Angeles', LANG: 'hi_IN.UTF-8', LC_ALL: 'hi_IN.UTF-8' },
} as const;

describe('compareDirs', () => {
  function write(dir: string, files: Record<string, string | Buffer>): void {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
  }

  it('finds nothing in two identical folders', () => {
    const root = scratchDir('compare-dirs-same');
    const files = { 'index.html': '<p>same</p>', 'post/a.html': 'x', 'pagefind/x.pf_index': Buffer.from([1, 2, 3]) };
    write(`${root}/a`, files);
    write(`${root}/b`, files);
    expect(compareDirs(`${root}/a`, `${root}/b`)).toEqual([]);
  });

  it('reports changed text with its line, changed bytes, and files only on one side', () => {
    const root = scratchDir('compare-dirs-different');
    write(`${root}/a`, {
      'index.html': '<html>\n<p>Updated: 15 Nov 2023</p>\n</html>',
      'same.xml': '<x/>',
      'pagefind/x.pf_index': Buffer.from([1, 2, 3]),
      'only-a.json': '{}',
    });
    write(`${root}/b`, {
      'index.html': '<html>\n<p>Updated: 14 Nov 2023</p>\n</html>',
      'same.xml': '<x/>',
      'pagefind/x.pf_index': Buffer.from([1, 2, 4]),
      'sub/only-b.txt': '',
    });
    expect(compareDirs(`${root}/a`, `${root}/b`).map((line) => line.replaceAll(root, '…'))).toEqual([
      'index.html: differs at line 2: "<html>\\n<p>Updated: 15 Nov 2023</p>\\n</html>" vs "<html>\\n<p>Updated: 14 Nov 2023</p>\\n</html>"',
      'only-a.json: only in …/a',
      'pagefind/x.pf_index: differs from byte 2 (3 vs 3 bytes)',
      'sub/only-b.txt: only in …/b',
    ]);
  });

  it('compares only the files asked for', () => {
    const root = scratchDir('compare-dirs-filter');
    write(`${root}/a`, { 'a.html': 'same', 'b.png': 'one' });
    write(`${root}/b`, { 'a.html': 'same', 'b.png': 'two' });
    expect(compareDirs(`${root}/a`, `${root}/b`, (file) => file.endsWith('.html'))).toEqual([]);
  });
});

describe('the build', () => {
  it('is byte-identical whatever the time zone and the locale of the machine', () => {
    // The two environments really do change what Node prints for a date and a number.
    const probe = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['-e', 'process.stdout.write(new Date(0).toString() + " " + new Date(0).toLocaleString() + " " + (1234.5).toLocaleString())'],
        {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        },
      ).stdout;
    expect(probe(ENVIRONMENTS.utc)).not.toBe(probe(ENVIRONMENTS.california));

    // The UTC build is the fixture site's (tests/helpers/global-setup.ts): built once for all tests.
    const california = path.join(scratchDir('reproducible'), 'california');
    const result = buildSite(FIXTURE_CONTENT, california, { env: ENVIRONMENTS.california });
    expect(result.status, result.output).toBe(0);
    // Every file: pages, feeds, sitemaps, JSON, scripts, styles, images and the search index.
    expect(fs.readdirSync(FIXTURE_DIST, { recursive: true }).length).toBeGreaterThan(50);
    expect(compareDirs(FIXTURE_DIST, california)).toEqual([]);
  }, 240_000);
});
