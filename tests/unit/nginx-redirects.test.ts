import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from '../../scripts/lib/static-server.ts';

/**
 * The README's nginx redirects (`if ($request_uri ~ "…") { return 301 …; }`), run as nginx
 * would (first match wins, `$1`… from the match; PCRE and JavaScript agree on these patterns),
 * against what `npm start` does (scripts/lib/static-server.ts#canonicalRedirect).
 */
const block = /```nginx\n([\s\S]*?)```/.exec(fs.readFileSync('README.md', 'utf8'))?.[1] ?? '';
const rules = [...block.matchAll(/if \(\$request_uri ~ "([^"]+)"\) \{ return 301 ([^;]+); \}/g)].map(([, pattern, target]) => ({
  pattern: new RegExp(pattern!),
  target: target!,
}));

function nginxRedirect(requestUri: string): string | undefined {
  for (const { pattern, target } of rules) {
    const match = pattern.exec(requestUri);
    if (match) return target.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return undefined;
}

describe('the nginx redirects in README.md', () => {
  it('are there', () => {
    expect(rules).toHaveLength(2);
  });

  it.each([
    ['/post/acidity/', '/post/acidity'],
    ['/post/acidity.html', '/post/acidity'],
    ['/hi/', '/hi'],
    ['/category/lifestyle/', '/category/lifestyle'],
    ['/category/Maida.html?utm_source=x', '/category/Maida?utm_source=x'],
    ['/index.html', '/'],
  ])('send %s where npm start does: %s', (from, to) => {
    expect(nginxRedirect(from)).toBe(to);
    expect(canonicalRedirect(from.split('?')[0]!, () => true)).toBe(to.split('?')[0]);
  });

  it('leave canonical addresses and files alone, and never lead to another site', () => {
    for (const uri of [
      '/',
      '/post/acidity',
      '/hi',
      '/search?q=salt',
      '/_astro/a.js',
      '/sitemap-index.xml',
      '//evil.example/',
      '/\\evil.example/',
      '//evil.example/x.html',
    ]) {
      expect(nginxRedirect(uri), uri).toBeUndefined();
    }
  });
});
