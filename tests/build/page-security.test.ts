import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSecurity, formatSecurityProblems, type SecurityProblem } from '../../scripts/lib/check-page-security.ts';
import { listFiles } from '../../scripts/lib/dist-pages.ts';
import { parseCsp } from '../../scripts/lib/headers-file.ts';
import { FIXTURE_DIST, readPage, sampleDist, scratchDir } from '../helpers/site-build.ts';

const kinds = (problems: SecurityProblem[], file: string) => problems.filter((p) => p.file === file).map((p) => p.kind);

/** Copies the fixture site and applies edits to some of its files. */
function brokenCopy(name: string, edits: Record<string, (text: string) => string>): string {
  const dist = scratchDir(name);
  fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
  for (const [file, change] of Object.entries(edits)) {
    const full = path.join(dist, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = change(before);
    expect(after, `edit of ${file}`).not.toBe(before);
    fs.writeFileSync(full, after);
  }
  return dist;
}

describe('the Content Security Policy of the fixture site', () => {
  it('is on every page, strict, and allows every inline script and style the page has', () => {
    const pages = listFiles(FIXTURE_DIST).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    const problems = checkSecurity(FIXTURE_DIST);
    expect(problems, formatSecurityProblems(problems)).toEqual([]);
  });

  it('says exactly what the brief asks: hashes, wasm for Pagefind, no unsafe-inline/eval, no framing in a meta', () => {
    const $ = load(readPage(FIXTURE_DIST, '/post/salt-basics'));
    const csp = parseCsp($('meta[http-equiv="content-security-policy"]').attr('content') ?? '');
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
    expect(csp.get('script-src')!.some((token) => token.startsWith("'sha256-"))).toBe(true);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('frame-ancestors')).toBe(false);
  });

  it('leaves JSON-LD alone: a data block needs no hash', () => {
    expect(load(readPage(FIXTURE_DIST, '/post/salt-basics'))('script[type="application/ld+json"]')).toHaveLength(1);
  });
});

describe('the page security gate on broken copies of the fixture site', () => {
  let problems: SecurityProblem[];

  beforeAll(() => {
    const dist = brokenCopy('security-broken', {
      // No policy at all.
      'utilities.html': (html) => html.replace(/<meta http-equiv="content-security-policy"[^>]*>/, ''),
      // A weakened policy.
      'search.html': (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline' https://cdn.example"),
      // Inline code the policy does not allow, and a third-party script, font and stylesheet.
      'post/salt-basics.html': (html) =>
        html
          .replace(
            '</head>',
            '<script>document.title = "injected"</script><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Mukta"></head>',
          )
          .replace('<main id="main"', '<main onclick="alert(1)" style="color:red" id="main"')
          .replace(
            '</body>',
            '<script src="https://cdn.example/analytics.js"></script><style>@import url("https://fonts.example/x.css");</style></body>',
          ),
      // An external link without rel.
      'post/salt-basics-hindi.html': (html) =>
        html.replace('<div class="prose">', '<div class="prose"><a href="https://www.who.int/">WHO</a>'),
      // A web font from another site in the built stylesheet.
      [listFiles(FIXTURE_DIST).find((file) => file.startsWith('_astro/') && file.endsWith('.css'))!]: (css) =>
        `@font-face{font-family:Mukta;src:url(https://fonts.gstatic.com/s/mukta.woff2)}${css}`,
    });
    problems = checkSecurity(dist);
  });

  it('reports a page without a policy, and a weakened policy', () => {
    expect(kinds(problems, 'utilities.html')).toContain('csp-missing');
    expect(problems.find((p) => p.file === 'search.html' && p.kind === 'csp-weak')?.message).toMatch(
      /'unsafe-inline' https:\/\/cdn\.example/,
    );
  });

  it('reports inline code the policy would block: an unhashed script and style, a handler, a style attribute', () => {
    expect(kinds(problems, 'post/salt-basics.html')).toEqual(
      expect.arrayContaining(['inline-script-not-hashed', 'inline-style-not-hashed', 'inline-handler', 'style-attribute']),
    );
  });

  it('reports third-party scripts, stylesheets and fonts, in pages and in built CSS', () => {
    const thirdParty = problems.filter((p) => p.kind === 'third-party-resource').map((p) => `${p.file} ${p.message}`);
    expect(thirdParty).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^post\/salt-basics\.html a script from another site \(https:\/\/cdn\.example\/analytics\.js\)/),
        expect.stringMatching(/^post\/salt-basics\.html a linked resource from another site \(https:\/\/fonts\.googleapis\.com/),
        expect.stringMatching(/^post\/salt-basics\.html the style loads https:\/\/fonts\.example\/x\.css/),
        expect.stringMatching(/^_astro\/.*\.css the stylesheet loads https:\/\/fonts\.gstatic\.com/),
      ]),
    );
  });

  it('reports an external link without rel="noopener noreferrer"', () => {
    const link = problems.find((p) => p.kind === 'external-link-rel');
    expect(link?.file).toBe('post/salt-basics-hindi.html');
    expect(link?.element).toBe('<a href="https://www.who.int/">');
  });

  it('reports nothing on the pages that were not touched', () => {
    const touched = new Set(['utilities.html', 'search.html', 'post/salt-basics.html', 'post/salt-basics-hindi.html']);
    expect(problems.filter((p) => !touched.has(p.file) && !p.file.endsWith('.css'))).toEqual([]);
  });
});

describe('the page security gate on the sample site in content/', () => {
  let dist: string;
  beforeAll(() => {
    dist = sampleDist();
  });

  it('finds a strict policy on every page, no third-party code or font, and safe external links', () => {
    const problems = checkSecurity(dist);
    expect(problems, formatSecurityProblems(problems)).toEqual([]);
  });
});

describe('the page security gate on SVG images', () => {
  const svgsIn = (dist: string) => listFiles(dist).filter((file) => file.endsWith('.svg'));
  const svgProblems = (problems: SecurityProblem[]) => problems.filter((p) => p.kind === 'unsafe-svg');

  it('scans every SVG of the fixture build (content images, the logo) and finds them inert', () => {
    const svgs = svgsIn(FIXTURE_DIST);
    expect(svgs.some((file) => file.startsWith('_astro/'))).toBe(true);
    expect(svgProblems(checkSecurity(FIXTURE_DIST))).toEqual([]);
  });

  it('reports a scripted SVG anywhere in dist/, naming the file and the line', () => {
    const image = svgsIn(FIXTURE_DIST).find((file) => file.startsWith('_astro/'))!;
    const dist = brokenCopy('security-svg', {
      // A content image, as the build copies it, with a script added at the end.
      [image]: (svg) => svg.replace(/<\/svg>\s*$/, '\n<script>navigator.serviceWorker.register("/evil.js")</script></svg>'),
    });
    // And one outside /_astro/, in a folder of its own, the way public/ would copy it.
    fs.mkdirSync(path.join(dist, 'images/deep'), { recursive: true });
    fs.copyFileSync('tests/fixtures/hostile-svg/foreign-object.svg', path.join(dist, 'images/deep/card.svg'));

    const problems = svgProblems(checkSecurity(dist));
    const scriptLine =
      fs
        .readFileSync(path.join(dist, image), 'utf8')
        .split('\n')
        .findIndex((line) => line.startsWith('<script>')) + 1;
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      `${image}:${scriptLine} this image has a <script> element (line ${scriptLine}). Fix: remove it; images on this site cannot run code.`,
      expect.stringMatching(/^images\/deep\/card\.svg:2 this image has a <foreignObject> element \(line 2\)/),
      expect.stringMatching(
        /^images\/deep\/card\.svg:3 this image has an <iframe> element in the namespace http:\/\/www\.w3\.org\/1999\/xhtml/,
      ),
      expect.stringMatching(/^images\/deep\/card\.svg:3 this image has a javascript: URL in src="javascript:alert\(1\)" on <iframe>/),
    ]);
    expect(formatSecurityProblems(problems)).toContain(`${image}:${scriptLine} unsafe-svg`);
    // Nothing else in the copy changed, so nothing else is reported.
    expect(checkSecurity(dist).filter((p) => p.kind !== 'unsafe-svg')).toEqual([]);
  });
});

describe("Astro's island runtime", () => {
  it('is one content-hashed file that every page with an island loads deferred, never inline', async () => {
    const { default: runtime } = await import('astro/runtime/server/astro-island.prebuilt.js');
    const pages = listFiles(FIXTURE_DIST).filter((file) => file.endsWith('.html'));
    const withIslands = pages.filter((file) => fs.readFileSync(path.join(FIXTURE_DIST, file), 'utf8').includes('<astro-island'));
    expect(withIslands.length).toBeGreaterThan(20);
    const sources = new Set<string>();
    for (const file of withIslands) {
      const html = fs.readFileSync(path.join(FIXTURE_DIST, file), 'utf8');
      expect(html.includes(runtime), file).toBe(false);
      const $ = load(html);
      const tags = $('script[src*="/island-runtime."]');
      expect(tags.length, file).toBe(1);
      expect(tags.attr('defer'), file).toBeDefined();
      sources.add(tags.attr('src')!);
    }
    expect(sources.size).toBe(1);
    const [src] = [...sources];
    expect(fs.readFileSync(path.join(FIXTURE_DIST, src!), 'utf8')).toBe(runtime);
  });
});
