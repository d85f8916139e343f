import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildSite, FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

describe('a broken article', () => {
  it('fails the build, naming the file, the field and the fix, and publishes nothing', () => {
    const content = scratchDir('broken-content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.copyFileSync(path.resolve('tests/fixtures/broken/milliseconds.md'), path.join(content, 'posts/en/milliseconds.md'));
    const outDir = `${content}-dist`;
    const result = buildSite(content, outDir, { searchIndex: false });
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
    const result = buildSite(content, outDir, { searchIndex: false, env: { AROGYA_PWNED_MARKER: marker } });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('posts/en/engine-js.md');
    expect(result.output).toContain('opens its front-matter with "---js"');
    expect(fs.existsSync(marker)).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });
});

describe('an article with unsafe HTML', () => {
  it('builds without the unsafe parts, warns naming the file, and escapes its front-matter', () => {
    const content = scratchDir('unsafe-content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.copyFileSync(path.resolve('tests/fixtures/hostile/unsafe-html.md'), path.join(content, 'posts/en/unsafe-html.md'));
    const outDir = `${content}-dist`;
    const result = buildSite(content, outDir, { searchIndex: false });
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(
      /\[arogya:sanitize\] \S*posts\/en\/unsafe-html\.md: removed unsafe HTML: <script> \(body line 3\), onerror attribute \(body line 5\), javascript: URL in href \(body line 7\)/,
    );
    const html = fs.readFileSync(path.join(outDir, 'post/unsafe-html.html'), 'utf8');
    const body = html.slice(html.indexOf('<article'));
    expect(body).toContain('Safe text before.');
    expect(body).toContain('Safe text after.');
    expect(body).not.toMatch(/__pwned|onerror|javascript:/);
    // The title stays text everywhere: in <title>, in attributes and inside JSON-LD.
    const title = 'Salt </script><script>alert(\'title\')</script> "quoted"';
    const $ = load(html);
    expect($('script').filter((_, el) => $(el).text().includes("alert('title')") && $(el).attr('type') !== 'application/ld+json')).toHaveLength(0);
    expect($('title').text()).toBe(`${title} | Arogya`);
    expect($('h1').text()).toBe(title);
    expect($('meta[property="og:title"]').attr('content')).toBe(title);
    expect(JSON.parse($('script[type="application/ld+json"]').text()).headline).toBe(title);
  });
});
