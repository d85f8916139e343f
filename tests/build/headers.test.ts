import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_POLICY, checkHeaderRules, checkHeaders, formatHeaderProblems, requestPaths } from '../../scripts/lib/check-headers.ts';
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

const shipped = () => fs.readFileSync(path.join(FIXTURE_DIST, '_headers'), 'utf8');
const paths = () => requestPaths(FIXTURE_DIST);
/** The gate's findings for an edited copy of the shipped `_headers`. */
const problemsWith = (edit: (text: string) => string) => {
  const text = edit(shipped());
  expect(text).not.toBe(shipped());
  return checkHeaderRules(parseHeadersFile(text), paths()).map((p) => `${p.path} ${p.message}`);
};

describe('_headers in the built site', () => {
  it('is copied from public/ unchanged', () => {
    expect(shipped()).toBe(fs.readFileSync('public/_headers', 'utf8'));
  });

  it('covers every file of the build and the service worker', () => {
    const all = paths();
    expect(all.filter((p) => p.html).length).toBeGreaterThan(20);
    expect(all.some((p) => p.path.startsWith('/_astro/'))).toBe(true);
    expect(all.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/post/salt-basics', '/hi', '/hi/utilities', '/404', '/sw.js']));
  });

  it('sends every security header once on every path, and one right Cache-Control', () => {
    const problems = checkHeaders(FIXTURE_DIST);
    expect(problems, formatHeaderProblems(problems)).toEqual([]);
  });

  it('sends exactly these values (spot check of the rules the gate enforces)', () => {
    const rules = parseHeadersFile(shipped());
    const page = headersFor(rules, '/post/salt-basics');
    expect(page.get('strict-transport-security')).toEqual(['max-age=31536000; includeSubDomains']);
    expect(page.get('x-content-type-options')).toEqual(['nosniff']);
    expect(page.get('referrer-policy')).toEqual(['strict-origin-when-cross-origin']);
    expect(page.get('cross-origin-opener-policy')).toEqual(['same-origin']);
    expect(page.get('content-security-policy')).toEqual(["frame-ancestors 'none'"]);
    expect(page.get('permissions-policy')?.[0]).toMatch(/(^|, )camera=\(\)/);
    expect(page.get('cache-control')).toEqual(['no-cache']);
    expect(headersFor(rules, '/sw.js').get('cache-control')).toEqual(['no-cache']);
    expect(headersFor(rules, '/_astro/client.abc123.js').get('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    // Assets and images: frame-ancestors, and a second policy under which nothing runs or loads.
    for (const asset of ['/_astro/salt.abc123.svg', '/images/infographics/bpa.svg']) {
      expect(headersFor(rules, asset).get('content-security-policy')).toEqual([
        "frame-ancestors 'none'",
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ]);
    }
    expect(headersFor(rules, '/sw.js').get('content-security-policy')).toEqual(["frame-ancestors 'none'"]);
  });

  it('serves no Worker or document from /_astro/, which the asset policy would break', () => {
    const assets = paths().filter((p) => p.path.startsWith('/_astro/'));
    expect(assets.filter((p) => p.html || /\.(?:html?|xml|xhtml)$/.test(p.path))).toEqual([]);
    const scripts = assets.filter((p) => /\.m?js$/.test(p.path)).map((p) => fs.readFileSync(path.join(FIXTURE_DIST, p.path), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    // A worker gets the policy of its own script's response: default-src 'none' would stop it.
    expect(
      scripts.filter((js) => /\bnew\s+(?:Shared)?Worker\s*\(|serviceWorker\.register\(\s*[^)]*_astro|\bimportScripts\s*\(/.test(js)),
    ).toEqual([]);
  });
});

describe('the nginx server block in README.md', () => {
  const block = /```nginx\n([\s\S]*?)```/.exec(fs.readFileSync('README.md', 'utf8'))?.[1] ?? '';
  /** The value of `map $uri $variable { ~regex "value"; default "value"; }` for a path, as nginx picks it. */
  const mapped = (variable: string, pathname: string): string | undefined => {
    const body = new RegExp(`^map \\$uri \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(block)?.[1];
    expect(body, `map for ${variable}`).toBeDefined();
    const entries = [...body!.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map(([, pattern, value]) => ({ pattern: pattern!, value: value! }));
    const match = entries.find(({ pattern }) => pattern.startsWith('~') && new RegExp(pattern.slice(1)).test(pathname));
    return (match ?? entries.find(({ pattern }) => pattern === 'default'))?.value;
  };
  /** `add_header Name "value" always;` lines (a variable from its map), repeated names joined as a browser reads them. */
  const nginxHeaders = (pathname: string) => {
    const headers = new Map<string, string>();
    for (const [, name, value, variable] of block.matchAll(/^\s*add_header ([\w-]+) (?:"([^"]*)"|\$(\w+)) always;/gm)) {
      const sent = variable ? mapped(variable, pathname) : value;
      // nginx sends no header for an empty value.
      if (!sent) continue;
      const key = name!.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${sent}` : sent);
    }
    return headers;
  };
  /** What Netlify or Cloudflare Pages send for a path, one value per header. */
  const hostHeaders = (pathname: string) =>
    new Map([...headersFor(parseHeadersFile(shipped()), pathname)].map(([name, values]) => [name, values.join(', ')]));

  it('sends the same headers as _headers for a page, the service worker, a hashed asset and an image', () => {
    expect(block).toContain('try_files $uri $uri.html $uri/ =404;');
    for (const pathname of ['/post/salt-basics', '/sw.js', '/_astro/client.abc123.js', '/_astro/salt.abc123.svg']) {
      expect(nginxHeaders(pathname), pathname).toEqual(hostHeaders(pathname));
    }
    // Other files (none is under /images/ today) differ in Cache-Control only: nginx's default.
    expect(nginxHeaders('/images/salt.svg').get('content-security-policy')).toBe(`frame-ancestors 'none', ${ASSET_POLICY}`);
    for (const pathname of ['/images/salt.svg', '/imagesx/a.svg', '/social/salt.jpg']) {
      expect(nginxHeaders(pathname).get('content-security-policy'), pathname).toEqual(hostHeaders(pathname).get('content-security-policy'));
    }
  });
});

describe('the headers gate on broken _headers files', () => {
  it('reports a missing or short HSTS', () => {
    expect(problemsWith((t) => t.replace(/^ {2}Strict-Transport-Security:.*\n/m, ''))).toContain(
      '/post/salt-basics no strict-transport-security.',
    );
    expect(problemsWith((t) => t.replace('max-age=31536000; includeSubDomains', 'max-age=86400'))[0]).toMatch(
      /needs max-age of at least 31536000 and includeSubDomains/,
    );
  });

  it('reports a missing nosniff, a weaker Referrer-Policy, no COOP, and no frame-ancestors', () => {
    const problems = problemsWith((t) =>
      t
        .replace(/^ {2}X-Content-Type-Options:.*\n/m, '')
        .replace('strict-origin-when-cross-origin', 'unsafe-url')
        .replace(/^ {2}Cross-Origin-Opener-Policy:.*\n/m, '')
        .replace("frame-ancestors 'none'", 'frame-ancestors *'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        '/ no x-content-type-options.',
        '/ referrer-policy is "unsafe-url", expected "strict-origin-when-cross-origin".',
        '/ no cross-origin-opener-policy.',
        `/ Content-Security-Policy "frame-ancestors *" lacks frame-ancestors 'none'.`,
      ]),
    );
  });

  it('reports a Permissions-Policy that allows a feature or forgets one', () => {
    const problems = problemsWith((t) => t.replace('camera=()', 'camera=(self)').replace('geolocation=(), ', ''));
    expect(problems).toContain('/ Permissions-Policy allows camera=(self): deny it with camera=().');
    expect(problems).toContain('/ Permissions-Policy does not deny geolocation.');
  });

  it('reports a page not revalidated, a cached service worker, and a hashed asset not immutable', () => {
    const problems = problemsWith((t) =>
      t
        .replace(/^\/post\/\*\n.*\n/m, '')
        .replace(/^\/sw\.js\n.*\n/m, '/sw.js\n  Cache-Control: max-age=3600\n')
        .replace('public, max-age=31536000, immutable', 'public, max-age=3600'),
    );
    expect(problems).toContain(
      '/post/salt-basics a page needs Cache-Control: no-cache (revalidate every time), has "nothing". Fix: add its path to public/_headers.',
    );
    expect(problems.some((p) => p.startsWith('/sw.js the service worker needs Cache-Control: no-cache'))).toBe(true);
    expect(problems.some((p) => /^\/_astro\/\S+ a hashed asset needs Cache-Control immutable/.test(p))).toBe(true);
  });

  it('reports Cache-Control set by two rules for one path (hosts would join the values)', () => {
    const problems = problemsWith((t) => t.replace('X-Frame-Options: DENY', 'X-Frame-Options: DENY\n  Cache-Control: no-cache'));
    expect(problems.some((p) => /^\/_astro\/\S+ Cache-Control is set by 2 rules/.test(p))).toBe(true);
  });

  it('reports an asset or image without the asset policy, a relaxed one, and one that would break pages', () => {
    const removed = problemsWith((t) => t.replace(/^ {2}Content-Security-Policy: default-src 'none'.*\n/m, ''));
    expect(
      removed.some((p) =>
        /^\/_astro\/\S+ an asset needs Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox/.test(p),
      ),
    ).toBe(true);
    expect(removed.filter((p) => !p.startsWith('/_astro/'))).toEqual([]);

    const relaxed = problemsWith((t) =>
      t.replace("style-src 'unsafe-inline'; sandbox", "style-src 'unsafe-inline'; img-src *; sandbox allow-scripts"),
    );
    expect(relaxed.some((p) => /^\/_astro\/\S+ the asset policy is relaxed by img-src \*; sandbox allow-scripts/.test(p))).toBe(true);

    const everywhere = problemsWith((t) =>
      t.replace(
        "Content-Security-Policy: frame-ancestors 'none'",
        `Content-Security-Policy: frame-ancestors 'none'\n  Content-Security-Policy: ${ASSET_POLICY}`,
      ),
    );
    expect(everywhere).toContain(
      `/post/salt-basics the asset policy (${ASSET_POLICY}) would stop this page from working: limit it to /_astro/* and /images/*.`,
    );
    expect(everywhere.some((p) => p.startsWith('/sw.js the asset policy') && p.includes('the service worker'))).toBe(true);
  });

  it('checks the asset policy on /images/ as on /_astro/', () => {
    const rules = parseHeadersFile(shipped().replace(/^\/images\/\*\n.*\n/m, ''));
    expect(checkHeaderRules(rules, [{ path: '/images/salt.svg', html: false }]).map((p) => p.message)).toEqual([
      `an asset needs Content-Security-Policy: ${ASSET_POLICY} (opened directly, it must run nothing), has "frame-ancestors 'none'".`,
    ]);
    expect(checkHeaderRules(parseHeadersFile(shipped()), [{ path: '/images/salt.svg', html: false }])).toEqual([]);
  });

  it('reports a build without _headers', () => {
    expect(checkHeaders(path.resolve('tests/fixtures/site'))[0]!.message).toMatch(/_headers is missing/);
  });
});
