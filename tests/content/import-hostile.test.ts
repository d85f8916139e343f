import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/dist-pages.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

/**
 * `npm run import` on an export built to break it: 20,000 nested elements, slugs and a category
 * Windows reserves, and a 3 MB body (made here from the fixture's short one). Every document is
 * skipped with its reason, the run ends with a report (never a crash), and nothing is written.
 */
describe('npm run import on a hostile export', () => {
  it('reports and skips each document, and leaves the content folder as it was', () => {
    const dir = scratchDir(`import-hostile-${process.pid}`);
    const content = path.join(dir, 'content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const before = new Map(listFiles(content).map((file) => [file, fs.readFileSync(path.join(content, file), 'utf8')]));
    const documents = JSON.parse(fs.readFileSync('tests/fixtures/import/hostile-structure.json', 'utf8')) as Record<string, string>[];
    const huge = documents.find((doc) => doc.id === 'huge')!;
    huge.content = huge.content!.repeat(Math.ceil((3 * 1024 * 1024) / huge.content!.length));
    const exportFile = path.join(dir, 'export.json');
    fs.writeFileSync(exportFile, JSON.stringify(documents));

    const run = spawnSync(process.execPath, ['scripts/import.ts', exportFile], {
      env: { ...process.env, AROGYA_CONTENT_DIR: content, GITHUB_ACTIONS: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
    expect(run.status).toBe(2);
    const skipped = run.stdout.split('\n').filter((line) => line.trimStart().startsWith('skipped'));
    expect(skipped).toEqual([
      expect.stringMatching(/skipped +#1 \(id deep\): its HTML nests elements 20001 deep, more than the 100 the importer converts/),
      expect.stringMatching(/skipped +#2 \(id con\): fails the site's validation: slug: "CON" is a name Windows keeps for a device/),
      expect.stringMatching(/skipped +#3 \(id aux\): fails the site's validation: slug: "aux" is a name Windows keeps for a device/),
      expect.stringMatching(/skipped +#4 \(id reserved-category\): category "lpt1" is a name Windows keeps for a device/),
      expect.stringMatching(/skipped +#5 \(id huge\): its HTML body is 3\.0 MB, more than the 2 MB the importer converts/),
    ]);
    expect(run.stdout).toContain('Summary: 0 skipped'.replace('0', '5'));
    const after = new Map(listFiles(content).map((file) => [file, fs.readFileSync(path.join(content, file), 'utf8')]));
    expect(after).toEqual(before);
  });
});
