import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSvgHazards, MAX_LISTED_HAZARDS, MAX_SVG_BYTES } from '../../src/lib/svg-safety.ts';

const HOSTILE = 'tests/fixtures/hostile-svg';
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

const hostile = (file: string) => findSvgHazards(fs.readFileSync(path.join(HOSTILE, file), 'utf8'));
/** The hazards of an `<svg>` with this markup inside. */
const inside = (markup: string) => findSvgHazards(`<svg ${SVG} ${XLINK}>${markup}</svg>`);

/** Every `.svg` under these folders (recursively). */
function svgFilesUnder(...dirs: string[]): string[] {
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith('.svg'));
}

describe('findSvgHazards on harmless drawings', () => {
  it('accepts shapes, text, paint servers, references to the image itself, clipping, masks and filters', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg ${SVG} ${XLINK} viewBox="0 0 100 100" role="img" aria-labelledby="t" xml:space="preserve">
  <title id="t">A drawing</title><desc>Every allowed kind of element</desc>
  <metadata>made for a test</metadata>
  <style><![CDATA[ .a { fill: url(#g); stroke: url( '#g' ) } ]]> text { font: 12px sans-serif }</style>
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>
    <radialGradient id="r" href="#g"/><radialGradient id="r2" xlink:href="#g"/>
    <pattern id="p" width="4" height="4"><rect width="2" height="2"/></pattern>
    <clipPath id="c"><circle cx="50" cy="50" r="40"/></clipPath>
    <mask id="m"><rect width="100" height="100" fill="white"/></mask>
    <marker id="k"><path d="M0 0L5 5"/></marker>
    <symbol id="s"><ellipse cx="5" cy="5" rx="5" ry="3"/></symbol>
    <filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/><feMerge><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <g clip-path="url(#c)" mask="url(#m)" filter="url(#f)" style="fill: url(#p)">
    <rect class="a" width="100" height="100" rx="4"/><line x1="0" y1="0" x2="9" y2="9" marker-end="url(#k)"/>
    <polyline points="0,0 1,1"/><polygon points="0,0 1,1 2,0"/>
    <use href="#s"/><use xlink:href=" #s"/>
    <text x="10" y="20">Data: 5 &amp; more &#x2014; metadata: none<tspan dx="2">!</tspan></text>
    <path id="curve" d="M0 50Q50 0 100 50"/><text><textPath href="#curve">on a curve</textPath></text>
  </g>
</svg>
`;
    expect(findSvgHazards(drawing)).toEqual([]);
    expect(findSvgHazards(`\uFEFF<svg ${SVG}/>`)).toEqual([]);
  });

  it('passes every real SVG of the site: content images, test fixtures, the logo, public/', () => {
    const files = svgFilesUnder('content/images', 'tests/fixtures/site/images', 'src/assets', 'public');
    expect(files).toEqual(
      expect.arrayContaining(['content/images/default-lead.svg', 'src/assets/logo.svg', 'tests/fixtures/site/images/salt.svg']),
    );
    const unsafe = files
      .map((file) => ({ file, hazards: findSvgHazards(fs.readFileSync(file, 'utf8')) }))
      .filter(({ hazards }) => hazards.length > 0);
    expect(unsafe).toEqual([]);
  });
});

describe('findSvgHazards on hostile files (tests/fixtures/hostile-svg/)', () => {
  /** Each fixture and what the first hazard it reports must say. */
  const expected: Record<string, RegExp> = {
    'script.svg': /^has a <script> element \(line 3\)\. Fix: remove it; images on this site cannot run code\.$/,
    'script-prefixed.svg': /^has a <x:script> element \(line 2\)/,
    'script-html-namespace.svg': /^has a <h:script> element in the namespace http:\/\/www\.w3\.org\/1999\/xhtml.*\(line 2\)/,
    'script-upper-case.svg': /^has a <SCRIPT> element \(line 2\)/,
    'event-handlers.svg': /^has an event handler onload="alert\(1\)" on <svg> \(line 1\)/,
    'foreign-object.svg': /^has a <foreignObject> element \(line 2\)\. Fix: remove it; it embeds HTML/,
    'embedded-documents.svg': /^has an <iframe> element \(line 2\)/,
    'external-image.svg': /^has an <image> element \(line 2\)/,
    'javascript-link.svg': /^has an <a> element \(line 2\)/,
    'animation.svg': /^has an <a> element \(line 2\)/,
    'external-use.svg': /^has href="https:\/\/evil\.example\/sprite\.svg#icon", a reference outside the image, on <use> \(line 2\)/,
    'data-use.svg': /^has xlink:href="data:image\/svg\+xml;base64,[^"]*", a reference outside the image, on <use> \(line 2\)/,
    'external-paint.svg': /^has url\(https:\/\/evil\.example\/paint\.svg#p\) in fill=".*" on <rect> \(line 2\)/,
    'vbscript-style.svg': /^has a vbscript: URL in style=".*" on <rect> \(line 2\)/,
    'encoded-javascript.svg': /^has href="java\\u0009script:alert\(1\)", a reference outside the image, on <use> \(line 2\)/,
    'newline-in-scheme.svg': /^has a javascript: URL in style=".*" on <rect> \(line 2\)/,
    'style-import.svg': /^has @import in a <style> element \(line 4\)/,
    'style-split-import.svg': /^has @import in a <style> element \(line 2\)/,
    'style-cdata-url.svg': /^has url\(https:\/\/evil\.example\/p\.svg#p\) in a <style> element \(line 4\)/,
    'style-css-escape.svg': /^has url\(\/\/evil\.example\/x\.png\) in a <style> element \(line 2\)/,
    'style-image-set.svg': /^has image-set\(\) in a <style> element \(line 2\)/,
    'entity-expansion.svg': /^has a <!DOCTYPE> declaration \(line 2\)\. Fix: remove it; a DOCTYPE can define entities/,
    'external-entity.svg': /^has a <!DOCTYPE> declaration \(line 2\)/,
    'xml-stylesheet.svg': /^has a <\?xml-stylesheet …\?> processing instruction \(line 2\)/,
    'not-well-formed.svg': /^is not well-formed XML: unexpected close tag \(line 4\)/,
    'html-root.svg': /^has the root element <html> in the namespace http:\/\/www\.w3\.org\/1999\/xhtml \(line 1\)/,
    'no-namespace.svg': /^has the root element <svg> without the SVG namespace \(line 1\)/,
    'xml-base.svg': /^has xml:base="https:\/\/evil\.example\/", which changes where references point, on <svg> \(line 1\)/,
  };

  it('has an expectation for every fixture file, and a fixture for every expectation', () => {
    expect(fs.readdirSync(HOSTILE).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('rejects %s', (file, first) => {
    const hazards = hostile(file);
    expect(hazards[0]).toMatch(first);
  });

  it('reports every hazard of a file, in the order of the file, each with its line', () => {
    expect(hostile('animation.svg')).toEqual([
      expect.stringMatching(/^has an <a> element \(line 2\)/),
      expect.stringMatching(/^has a <set> element \(line 3\)/),
      expect.stringMatching(/^has a javascript: URL in to="javascript:alert\(1\)" on <set> \(line 3\)/),
      expect.stringMatching(/^has an <animate> element \(line 4\)/),
      expect.stringMatching(/^has a javascript: URL in values="javascript:alert\(1\)" on <animate> \(line 4\)/),
      expect.stringMatching(/^has an <animateTransform> element \(line 5\)/),
      expect.stringMatching(/^has an <animateMotion> element \(line 6\)/),
    ]);
    expect(hostile('event-handlers.svg')[1]).toMatch(/^has an event handler ONCLICK="alert\(2\)" on <rect> \(line 2\)/);
    expect(hostile('foreign-object.svg')).toHaveLength(3);
    // The DOCTYPE, then the entity it would have defined: never expanded, so never fetched.
    expect(hostile('external-entity.svg')[1]).toMatch(/^is not well-formed XML: undefined entity \(line 3\)/);
  });

  it('explains the two most common problems in words an author can act on', () => {
    expect(hostile('script.svg')).toMatchInlineSnapshot(`
      [
        "has a <script> element (line 3). Fix: remove it; images on this site cannot run code.",
      ]
    `);
    expect(hostile('external-paint.svg')).toMatchInlineSnapshot(`
      [
        "has url(https://evil.example/paint.svg#p) in fill="url(https://evil.example/paint.svg#p)" on <rect> (line 2). Fix: images on this site may not load other files: use url(#id) references to the image's own parts.",
      ]
    `);
    expect(hostile('not-well-formed.svg')).toMatchInlineSnapshot(`
      [
        "is not well-formed XML: unexpected close tag (line 4). Fix: export the image again from your drawing program; it must be a complete, valid SVG file.",
      ]
    `);
  });

  it('refuses a file over 1 MB without parsing it', () => {
    const padding = (bytes: number) => `<svg ${SVG}><!--${'x'.repeat(bytes)}--></svg>`;
    const overhead = padding(0).length;
    expect(findSvgHazards(padding(MAX_SVG_BYTES - overhead))).toEqual([]);
    // Not even well-formed: the size is reported alone, so nothing was parsed.
    expect(findSvgHazards(`<svg ${SVG}><script>${'x'.repeat(MAX_SVG_BYTES)}`)).toMatchInlineSnapshot(`
      [
        "is 1025 KB, over the 1 MB (1024 KB) limit for an SVG. Fix: simplify or optimise it (e.g. with SVGO), or use a PNG or WebP image.",
      ]
    `);
  });

  it('lists the first hazards of a file that has thousands, and counts the rest', () => {
    const hazards = inside('<script/>\n'.repeat(10_000));
    expect(hazards).toHaveLength(MAX_LISTED_HAZARDS + 1);
    expect(hazards[MAX_LISTED_HAZARDS - 1]).toMatch(/^has a <script> element \(line 50\)/);
    expect(hazards.at(-1)).toBe('has 9950 more problems after line 50, not listed. Fix: the ones above first, then check again.');
  });
});

describe('findSvgHazards against bypasses', () => {
  it('knows an element by its namespace and local name, whatever its prefix', () => {
    expect(inside('<svg:script xmlns:svg="http://www.w3.org/2000/svg"/>')[0]).toMatch(/^has a <svg:script> element/);
    expect(inside('<g xmlns="http://www.w3.org/1999/xhtml"><script/></g>')).toHaveLength(2);
    expect(inside('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"/>')[0]).toMatch(/^has a <m:math> element in the namespace/);
    expect(inside('<g xmlns=""><script/></g>')[0]).toMatch(/^has a <g> element without the SVG namespace/);
  });

  it('refuses names in any case: ONLOAD, onLoad, <Script>', () => {
    expect(inside('<rect onLoad="x"/><rect ONLOAD="x"/><rect xlink:onclick="x"/>')).toHaveLength(3);
    expect(inside('<Script/>')[0]).toMatch(/^has a <Script> element/);
    expect(inside('<use HREF="https://evil.example/"/>')[0]).toMatch(/^has HREF=".*", a reference outside the image/);
  });

  it('checks values as decoded: entities, character references, tabs and newlines in a scheme', () => {
    expect(inside('<use href="&#x6A;avascript:alert(1)"/>')[0]).toMatch(/^has href="javascript:alert\(1\)", a reference outside/);
    expect(inside('<rect style="fill:url(\'java&#9;script:x\')"/>')[0]).toMatch(/^has a javascript: URL in style=/);
    expect(inside('<rect style="fill:url(\' &#xD;jav&#xA;ascript:x\')"/>')[0]).toMatch(/^has a javascript: URL in style=/);
    expect(inside('<rect fill="url(&#35;g)"/>')).toEqual([]);
    expect(inside('<rect fill="url(&#100;ata:x)"/>')[0]).toMatch(/^has a data: URL in fill=/);
    expect(inside('<rect class="DATA:x"/>')[0]).toMatch(/^has a data: URL in class=/);
  });

  it('sees through CSS escapes and across CDATA sections and comments in a <style>', () => {
    expect(inside('<style>@\\69mport "x.css";</style>')[0]).toMatch(/^has @import in a <style>/);
    expect(inside('<style>a{fill:\\75 rl(https://evil.example/)}</style>')[0]).toMatch(
      /^has url\(https:\/\/evil\.example\/\) in a <style>/,
    );
    expect(inside('<style>a{fill:u\\rl(&#104;ttps://evil.example/)}</style>')[0]).toMatch(/^has url\(https:/);
    expect(inside('<style>a{background:url("j\\61vascript:x")}</style>')[0]).toMatch(/^has a javascript: URL in a <style>/);
    expect(inside('<style>a{fill:url(<![CDATA[https://evil.example/]]>)}</style>')[0]).toMatch(/^has url\(https:/);
    expect(inside('<style>a{fill:ur<!-- -->l(https://evil.example/)}</style>')[0]).toMatch(/^has url\(https:/);
    expect(inside('<style>a{fill:url(#a)} b{fill:URL( "//evil.example/" )}</style>')[0]).toMatch(
      /^has url\(\/\/evil\.example\/\) in a <style>/,
    );
  });

  it('refuses a same-document reference only when it is not one', () => {
    expect(inside('<use href=""/>')[0]).toMatch(/^has href="", a reference outside the image/);
    expect(inside('<use href="x.svg#a"/>')[0]).toMatch(/^has href="x\.svg#a", a reference outside/);
    expect(inside('<use href="/#a"/>')[0]).toMatch(/^has href="\/#a", a reference outside/);
    expect(inside('<rect fill="url()"/>')[0]).toMatch(/^has url\(\) in fill=/);
  });

  it('refuses processing instructions other than the XML declaration', () => {
    expect(findSvgHazards(`<?xml version="1.0"?><svg ${SVG}/>`)).toEqual([]);
    expect(findSvgHazards(`<svg ${SVG}><?php echo 1 ?></svg>`)[0]).toMatch(/^has a <\?php …\?> processing instruction \(line 1\)/);
  });
});
