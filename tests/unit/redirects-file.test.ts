import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HostFileError } from '../../scripts/lib/headers-file.ts';
import { parseRedirectsFile, resolveRedirect } from '../../scripts/lib/redirects-file.ts';

const FILE = `# comment
/search/*  /search  200

/old/:slug   /post/:slug   302
/feed        https://arogya.example/rss.xml
/news/*      /blog/:splat  301!
`;

describe('parseRedirectsFile', () => {
  it('reads one rule a line, skipping comments and blank lines; no status means 301', () => {
    expect(parseRedirectsFile(FILE)).toEqual([
      { from: '/search/*', to: '/search', status: 200, line: 2 },
      { from: '/old/:slug', to: '/post/:slug', status: 302, line: 4 },
      { from: '/feed', to: 'https://arogya.example/rss.xml', status: 301, line: 5 },
      { from: '/news/*', to: '/blog/:splat', status: 301, line: 6 },
    ]);
  });

  it('reads the shipped file: /search/{text} is answered by the search page', () => {
    expect(parseRedirectsFile(fs.readFileSync('public/_redirects', 'utf8'))).toEqual([
      { from: '/search/*', to: '/search', status: 200, line: 3 },
    ]);
  });

  it('rejects a rule without a target, an unknown status, conditions and a line that is not a path', () => {
    expect(() => parseRedirectsFile('/a\n')).toThrow(HostFileError);
    expect(() => parseRedirectsFile('\n/a\n')).toThrow('_redirects line 2: /a has no target.');
    expect(() => parseRedirectsFile('/a /b 404\n')).toThrow(/status "404" is not one of 200, 301/);
    expect(() => parseRedirectsFile('/a /b 302 Country=in\n')).toThrow(/"Country=in" after the status/);
    expect(() => parseRedirectsFile('a /b\n')).toThrow(/"a" is not a path/);
  });
});

describe('resolveRedirect', () => {
  const rules = parseRedirectsFile(FILE);

  it('finds the first matching rule and fills in what it matched', () => {
    expect(resolveRedirect(rules, '/search/salt')).toEqual({ rule: rules[0], to: '/search' });
    expect(resolveRedirect(rules, '/old/salt-basics')?.to).toBe('/post/salt-basics');
    expect(resolveRedirect(rules, '/news/2024/salt')?.to).toBe('/blog/2024/salt');
    expect(resolveRedirect(rules, '/feed')?.to).toBe('https://arogya.example/rss.xml');
  });

  it('leaves other paths alone', () => {
    expect(resolveRedirect(rules, '/search')).toBeUndefined();
    expect(resolveRedirect(rules, '/old/a/b')).toBeUndefined();
    expect(resolveRedirect(rules, '/post/salt')).toBeUndefined();
  });
});
