import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExistingPosts } from '../../scripts/lib/existing-posts.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-existing-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>).__arogyaFrontmatterRan;
});

const write = (name: string, text: string) => {
  const file = path.join(dir, 'posts', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

describe('readExistingPosts', () => {
  it('reads the slug, language and translation group of each article', () => {
    const file = write('en/salt.md', '---\ntitle: Salt\nslug: salt\nlang: en\ntranslationKey: salt\n---\nText.\n');
    expect(readExistingPosts(path.join(dir, 'posts'))).toEqual([{ file, slug: 'salt', lang: 'en', translationKey: 'salt' }]);
  });

  it('never runs a ---js front-matter block: the file is listed without its fields', () => {
    const marker = path.join(dir, 'MARKER');
    // gray-matter's default engines evaluate this: it would write the marker and set a global.
    const code = `{ slug: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), globalThis.__arogyaFrontmatterRan = true, 'evil'), lang: 'en' }`;
    const js = write('en/evil.md', `---js\n${code}\n---\nText.\n`);
    const javascript = write('en/evil-2.md', `---javascript\n${code}\n---\nText.\n`);
    const listed = readExistingPosts(path.join(dir, 'posts'));
    expect(fs.existsSync(marker)).toBe(false);
    expect((globalThis as Record<string, unknown>).__arogyaFrontmatterRan).toBeUndefined();
    expect(listed).toEqual([{ file: javascript }, { file: js }]);
  });

  it('lists a half-edited article without fields instead of failing', () => {
    const file = write('en/broken.md', '---\ntitle: "unclosed\n---\n');
    const noFence = write('en/plain.md', 'Just text.\n');
    expect(readExistingPosts(path.join(dir, 'posts'))).toEqual([{ file }, { file: noFence }]);
  });

  it('does not read through links: a linked file or a file in a linked folder is listed without fields', () => {
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.md'), '---\nslug: secret\n---\n');
    fs.mkdirSync(path.join(dir, 'posts', 'en'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'posts', 'en', 'linked.md'));
    fs.symlinkSync(outside, path.join(dir, 'posts', 'hi'));
    fs.symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'posts', 'en', 'dangling.md'));
    const listed = readExistingPosts(path.join(dir, 'posts'));
    expect(listed.filter((post) => post.slug !== undefined)).toEqual([]);
  });

  it('reads only the start of a huge file', () => {
    const file = write('en/huge.md', `---\nslug: huge\nlang: en\n---\n${'x'.repeat(3 * 1024 * 1024)}\n`);
    expect(readExistingPosts(path.join(dir, 'posts'))).toEqual([{ file, slug: 'huge', lang: 'en', translationKey: undefined }]);
  });
});
