import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, formatLinkProblems, srcsetUrls, type LinkProblem } from '../../scripts/lib/check-links.ts';
import { FIXTURE_DIST, sampleDist, scratchDir } from '../helpers/site-build.ts';

/** Edits one built page of a scratch copy (the string must be there, once). */
function edit(dist: string, file: string, from: string, to: string): void {
  const full = path.join(dist, file);
  const html = fs.readFileSync(full, 'utf8');
  expect(html.split(from).length - 1, `${file} should contain ${from} once`).toBe(1);
  fs.writeFileSync(full, html.replace(from, to));
}

const summary = (problems: LinkProblem[]) => problems.map((p) => `${p.kind} ${p.file} ${p.target}`);

describe('srcset parsing', () => {
  it('takes the URLs without their descriptors, as browsers do', () => {
    expect(srcsetUrls('/a.webp 144w, /b.webp 288w')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('/a.png, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    // A comma inside a URL belongs to it (HTML: the URL runs to the next space).
    expect(srcsetUrls('/a.png,/b.png 2x')).toEqual(['/a.png,/b.png']);
    expect(srcsetUrls('  /a,b.png 1x ,  /c.png  ')).toEqual(['/a,b.png', '/c.png']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('the link gate on the fixture site', () => {
  it('finds every internal link, anchor, image and srcset entry resolved, and no cross-language link', () => {
    const problems = checkLinks(FIXTURE_DIST);
    expect(problems, formatLinkProblems(problems)).toEqual([]);
  });
});

describe('the link gate on a broken copy of the fixture site', () => {
  let problems: LinkProblem[];

  beforeAll(() => {
    const dist = scratchDir('links-broken');
    fs.cpSync(FIXTURE_DIST, dist, { recursive: true });
    const body = '<div class="prose"><p>नमक के बारे में।';
    edit(
      dist,
      'post/salt-basics-hindi.html',
      body,
      `${body} <a href="/post/no-such-article">missing page</a> <a href="/post/about-this-website-hindi#no-such-heading">bad anchor</a>` +
        ` <a href="#no-such-id">bad same-page anchor</a> <a href="/post/salt-basics">English article from a Hindi body</a>` +
        // These hold: a Hindi page, a heading of this page, the page's own top.
        ` <a href="/hi/search">search</a> <a href="/post/salt-basics-hindi#a-heading">heading</a> <a href="#top">top</a>`,
    );
    // Holds: an English page may link the rewrite of _redirects and an English heading.
    const enBody = '<div class="prose"><p>Body of';
    edit(
      dist,
      'post/salt-basics.html',
      enBody,
      `<div class="prose"><p><a href="/search/salt">search</a> <a href="/post/lifestyle-two#a-heading">x</a> Body of`,
    );
    // A srcset whose second entry was never built.
    edit(
      dist,
      'post/salt-basics-hindi.html',
      'class="lead-image"',
      'class="lead-image" srcset="/_astro/salt.Da-elP1V_grbUO.svg 1x, /_astro/salt-missing@2x.png 2x"',
    );
    problems = checkLinks(dist);
  });

  it('reports a link to a page that was not built', () => {
    expect(summary(problems)).toContain('broken-link post/salt-basics-hindi.html /post/no-such-article');
  });

  it('reports anchors that no element on the target page has, on another page and on the same page', () => {
    expect(summary(problems)).toContain('missing-anchor post/salt-basics-hindi.html /post/about-this-website-hindi#no-such-heading');
    expect(summary(problems)).toContain('missing-anchor post/salt-basics-hindi.html #no-such-id');
  });

  it('reports a srcset entry whose image is missing, and names the element', () => {
    const missing = problems.find((p) => p.kind === 'missing-image');
    expect(missing?.target).toBe('/_astro/salt-missing@2x.png');
    // The article has no image of its own: its generated cover (src/lib/cover-image.ts).
    expect(missing?.element).toMatch(/^<img src="\/cover\/salt-basics-hindi\.svg"/);
    expect(missing?.line).toBeGreaterThan(0);
  });

  it('reports Hindi content linking an English article, but not the language switcher or "also in" links', () => {
    const cross = problems.filter((p) => p.kind === 'cross-language');
    expect(summary(cross)).toEqual(['cross-language post/salt-basics-hindi.html /post/salt-basics']);
    expect(cross[0]!.message).toContain('"en"');
  });

  it('reports nothing else: rewrites, real headings and #top resolve', () => {
    expect(problems, formatLinkProblems(problems)).toHaveLength(5);
  });
});

describe('the link gate on the sample site in content/', () => {
  let dist: string;
  beforeAll(() => {
    dist = sampleDist();
  });

  it('finds every link of the real site resolved, and no cross-language link', () => {
    const problems = checkLinks(dist);
    expect(problems, formatLinkProblems(problems)).toEqual([]);
  });
});
