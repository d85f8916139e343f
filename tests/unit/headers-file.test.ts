import { describe, expect, it } from 'vitest';
import {
  headersFor,
  HostFileError,
  matchPath,
  parseCsp,
  parseCspList,
  parseHeadersFile,
  parsePermissionsPolicy,
  pathMatches,
} from '../../scripts/lib/headers-file.ts';

const FILE = `# comment
/*
  X-Frame-Options: DENY
  Cache-Control: no-cache

/_astro/*
  # a comment inside a block
  Cache-Control: public, max-age=31536000, immutable
/:lang/about
  X-Lang: yes
`;

describe('parseHeadersFile', () => {
  it('reads path blocks with their indented headers, skipping comments and blank lines', () => {
    expect(parseHeadersFile(FILE)).toEqual([
      {
        path: '/*',
        line: 2,
        headers: [
          { name: 'X-Frame-Options', value: 'DENY' },
          { name: 'Cache-Control', value: 'no-cache' },
        ],
      },
      { path: '/_astro/*', line: 6, headers: [{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { path: '/:lang/about', line: 9, headers: [{ name: 'X-Lang', value: 'yes' }] },
    ]);
  });

  it('keeps colons inside values and accepts CRLF', () => {
    expect(parseHeadersFile('/x\r\n  Link: <https://a.example/>; rel=preconnect\r\n')[0]!.headers).toEqual([
      { name: 'Link', value: '<https://a.example/>; rel=preconnect' },
    ]);
  });

  it('rejects a header before any path, a line that is not a header, and a path without headers', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(HostFileError);
    expect(() => parseHeadersFile('/x\n  not a header\n')).toThrow(/line 2: "not a header"/);
    expect(() => parseHeadersFile('/x\n/y\n  A: b\n')).toThrow(/path \/x has no header/);
    expect(() => parseHeadersFile('x-header: value\n')).toThrow(/neither a path/);
  });
});

describe('pathMatches', () => {
  it('matches splats across segments, placeholders within one, and the rest literally', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/*', '/post/salt')).toBe(true);
    expect(pathMatches('/_astro/*', '/_astro/a.b.js')).toBe(true);
    expect(pathMatches('/_astro/*', '/_astrox/a.js')).toBe(false);
    expect(pathMatches('/hi', '/hi')).toBe(true);
    expect(pathMatches('/hi', '/hi/utilities')).toBe(false);
    expect(pathMatches('/:lang/about', '/hi/about')).toBe(true);
    expect(pathMatches('/:lang/about', '/hi/x/about')).toBe(false);
    expect(pathMatches('/sw.js', '/swxjs')).toBe(false);
    expect(pathMatches('https://arogya.example/*', '/post/x')).toBe(true);
  });
});

describe('matchPath', () => {
  it('returns what the splat and the placeholders matched, or undefined', () => {
    expect(matchPath('/search/*', '/search/salt/and/sugar')).toEqual({ splat: 'salt/and/sugar' });
    expect(matchPath('/:lang/about', '/hi/about')).toEqual({ lang: 'hi' });
    expect(matchPath('/:lang/*', '/mr/post/x')).toEqual({ lang: 'mr', splat: 'post/x' });
    expect(matchPath('/:constructor', '/x')).toEqual({ constructor: 'x' });
    expect(matchPath('/search', '/search')).toEqual({});
    expect(matchPath('/search/*', '/search')).toBeUndefined();
  });
});

describe('headersFor', () => {
  it('collects every matching rule, a repeated header in file order', () => {
    const rules = parseHeadersFile(FILE);
    expect(headersFor(rules, '/_astro/app.js').get('cache-control')).toEqual(['no-cache', 'public, max-age=31536000, immutable']);
    expect(headersFor(rules, '/post/x').get('cache-control')).toEqual(['no-cache']);
    expect(headersFor(rules, '/post/x').get('x-frame-options')).toEqual(['DENY']);
    expect(headersFor(rules, '/hi/about').get('x-lang')).toEqual(['yes']);
  });
});

describe('policy values', () => {
  it('splits a CSP into directives and a Permissions-Policy into features', () => {
    expect(parseCsp("frame-ancestors 'none'; img-src 'self' https:;")).toEqual(
      new Map([
        ['frame-ancestors', ["'none'"]],
        ['img-src', ["'self'", 'https:']],
      ]),
    );
    expect(parsePermissionsPolicy('camera=(), web-share=(self),geolocation=()')).toEqual(
      new Map([
        ['camera', '()'],
        ['web-share', '(self)'],
        ['geolocation', '()'],
      ]),
    );
  });

  it('reads the policies of repeated or comma-joined Content-Security-Policy headers as a list', () => {
    expect(parseCspList(["frame-ancestors 'none'", "default-src 'none'; style-src 'unsafe-inline'; sandbox"])).toEqual(
      parseCspList(["frame-ancestors 'none', default-src 'none'; style-src 'unsafe-inline'; sandbox"]),
    );
    expect(parseCspList(["frame-ancestors 'none',default-src 'none'; sandbox", ' , '])).toEqual([
      new Map([['frame-ancestors', ["'none'"]]]),
      new Map([
        ['default-src', ["'none'"]],
        ['sandbox', []],
      ]),
    ]);
    expect(parseCspList([])).toEqual([]);
  });
});
