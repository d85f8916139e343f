import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

describe('a broken article', () => {
  it('fails the build, naming the file, the field and the fix, and publishes nothing', () => {
    const content = scratchDir('broken-content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.copyFileSync(path.resolve('tests/fixtures/broken/milliseconds.md'), path.join(content, 'posts/en/milliseconds.md'));
    const outDir = `${content}-dist`;
    const result = buildSite(content, outDir);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('posts/en/milliseconds.md');
    expect(result.output).toContain('postTime: 1600000000000 looks like milliseconds. Fix: use epoch seconds, i.e. 1600000000.');
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });
});

describe('an article whose front-matter is JavaScript', () => {
  it('fails the build before anything runs, naming the file', () => {
    const content = scratchDir('engine-js-content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.copyFileSync(path.resolve('tests/fixtures/hostile-content/engine-js.md'), path.join(content, 'posts/en/engine-js.md'));
    const marker = path.join(content, 'pwned');
    const outDir = `${content}-dist`;
    const result = buildSite(content, outDir, { env: { AROGYA_PWNED_MARKER: marker } });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('posts/en/engine-js.md');
    expect(result.output).toContain('opens its front-matter with "---js"');
    expect(fs.existsSync(marker)).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });
});
