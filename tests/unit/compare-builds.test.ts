import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDirs, normaliseBuildText } from '../../scripts/lib/compare-dirs.ts';
import { scratchDir } from '../helpers/site-build.ts';

const page = (hash: string, csp: string, uid: string, text = 'Salt') =>
  `<meta http-equiv="content-security-policy" content="${csp}"><script src="/_astro/menu.${hash}.js"></script><astro-island uid="${uid}" x="1">${text}</astro-island>`;

function dist(name: string, files: Record<string, string>): string {
  const dir = scratchDir(`compare-builds-${name}`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('normaliseBuildText', () => {
  it('removes asset hashes, the order of CSP sources and island ids, and nothing else', () => {
    const a = page('B1x2c3d4', "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'", 'Z1abc');
    const b = page('Cq9_zz-0', "default-src 'self'; script-src 'self' 'sha256-b' 'sha256-a'", '2xyz');
    expect(normaliseBuildText(a)).toBe(normaliseBuildText(b));
    expect(normaliseBuildText(page('B1x2c3d4', "script-src 'self'", 'u', 'Sugar'))).not.toBe(
      normaliseBuildText(page('B1x2c3d4', "script-src 'self'", 'u')),
    );
    expect(normaliseBuildText(a)).toContain('/_astro/menu.[hash].js');
  });
});

describe('compareDirs with normalise', () => {
  it('pairs hashed asset files by name and reports real differences', () => {
    const before = dist('before', { 'post/a.html': page('B1x2c3d4', "script-src 'x' 'y'", 'u1'), '_astro/logo.AAAAAAAA.svg': '<svg/>' });
    const same = dist('same', { 'post/a.html': page('Zz999999', "script-src 'y' 'x'", 'u2'), '_astro/logo.BBBBBBBB.svg': '<svg/>' });
    const changed = dist('changed', {
      'post/a.html': page('Zz999999', "script-src 'y' 'x'", 'u2', 'Sugar'),
      '_astro/logo.BBBBBBBB.svg': '<svg/>',
      'post/b.html': 'new',
    });
    expect(compareDirs(before, same, { normalise: true })).toEqual([]);
    expect(compareDirs(before, changed, { normalise: true }).map((line) => line.split(':')[0])).toEqual(['post/a.html', 'post/b.html']);
  });
});
