import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Whether an SVG is inert: a picture, never a program. Content images are copied byte for byte
 * to `/_astro/`, and an SVG opened directly runs its scripts on the site's own origin (where it
 * could rewrite the service worker's caches), so every SVG must pass {@link findSvgHazards}.
 *
 * The file is parsed with a strict, namespace-aware XML parser (saxes), and what an image may
 * contain is an allow list: drawing elements in the SVG namespace, references only to the image
 * itself (`href="#id"`, `url(#id)`), no event handlers, no DOCTYPE, no processing instruction.
 * Values are checked as the parser decodes them, so entities and character references cannot
 * hide a `javascript:`, and the CSS checks see through CSS escapes.
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** Larger than any drawing needs; bounds the parsing work one file can cause. */
export const MAX_SVG_BYTES = 1024 * 1024;
/** Hazards listed per file: a hostile file can have thousands, and the first few tell enough. */
export const MAX_LISTED_HAZARDS = 50;

/** Shapes, text, structure, paint servers, clipping and masking: things that only draw. */
const DRAWING_ELEMENTS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'title',
  'desc',
  'metadata',
  'defs',
  'symbol',
  'use',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'style',
] as const;

/** Filter primitives compute pixels from pixels; `feImage` is left out: it loads a file. */
const FILTER_ELEMENTS = [
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
] as const;

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([...DRAWING_ELEMENTS, ...FILTER_ELEMENTS]);

const RUNS_CODE = 'images on this site cannot run code';
const LOADS_FILES = 'images on this site may not load other files';

/** Why a well-known element is refused, so the fix makes sense to an author. */
const REFUSED_BECAUSE: Readonly<Record<string, string>> = {
  script: RUNS_CODE,
  handler: RUNS_CODE,
  listener: RUNS_CODE,
  foreignObject: `it embeds HTML, and ${RUNS_CODE}`,
  iframe: LOADS_FILES,
  embed: LOADS_FILES,
  object: LOADS_FILES,
  image: `${LOADS_FILES} (draw it in the SVG, or use a separate image in the article)`,
  feImage: LOADS_FILES,
  a: 'a link inside an image can run code (put links in the article text)',
  animate: `animations can turn links and attributes into code, and ${RUNS_CODE}`,
  animateMotion: `animations can turn links and attributes into code, and ${RUNS_CODE}`,
  animateTransform: `animations can turn links and attributes into code, and ${RUNS_CODE}`,
  set: `animations can turn links and attributes into code, and ${RUNS_CODE}`,
};

/**
 * The problems that make an SVG unsafe to publish, as author-facing sentences that follow the
 * file's name ("x.svg has a <script> element (line 3). Fix: …"); empty when the file is safe.
 * @example findSvgHazards('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>') // => []
 * @example findSvgHazards('<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(1)</script></svg>')
 * // => ['has a <script> element (line 2). Fix: remove it; images on this site cannot run code.']
 */
export function findSvgHazards(svgText: string): string[] {
  const bytes = Buffer.byteLength(svgText, 'utf8');
  // Too big to be a drawing: refuse before spending time parsing it.
  if (bytes > MAX_SVG_BYTES) {
    return [
      `is ${Math.ceil(bytes / 1024)} KB, over the 1 MB (1024 KB) limit for an SVG. Fix: simplify or optimise it (e.g. with SVGO), or use a PNG or WebP image.`,
    ];
  }

  const hazards: Hazard[] = [];
  const report = (line: number, message: string) => hazards.push({ line, message });
  const parser = new SaxesParser({ xmlns: true, position: true });
  let sawParseError = false;
  let sawRoot = false;
  /** The line of the tag being read, and of each of its attributes (for messages). */
  let tagLine = 1;
  let attributeLines = new Map<string, number>();
  /** The `<style>` being read: its text so far, in chunks with the line each starts on. */
  let style: { line: number; chunks: TextChunk[] } | undefined;
  let styleDepth = 0;

  parser.on('error', (error) => {
    // The parser goes on after an error, often with more errors that follow from the first.
    if (sawParseError) return;
    sawParseError = true;
    const message = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    report(
      parser.line,
      `is not well-formed XML: ${message} (line ${parser.line}). Fix: export the image again from your drawing program; it must be a complete, valid SVG file.`,
    );
  });
  parser.on('doctype', (doctype) => {
    // The event comes at the end of the declaration: count back to the line it starts on.
    const line = parser.line - countNewlines(doctype);
    report(
      line,
      `has a <!DOCTYPE> declaration (line ${line}). Fix: remove it; a DOCTYPE can define entities that expand to huge or hidden content, and an SVG needs none.`,
    );
  });
  parser.on('processinginstruction', ({ target }) => {
    report(
      parser.line,
      `has a <?${target} …?> processing instruction (line ${parser.line}). Fix: remove it; it can apply a stylesheet or transform from another file.`,
    );
  });
  parser.on('opentagstart', () => {
    tagLine = parser.line;
    attributeLines = new Map();
  });
  parser.on('attribute', ({ name }) => {
    attributeLines.set(name, parser.line);
  });
  parser.on('opentag', (tag) => {
    const isRoot = !sawRoot;
    sawRoot = true;
    if (isRoot && !(tag.uri === SVG_NAMESPACE && tag.local === 'svg')) {
      report(
        tagLine,
        `has the root element <${tag.name}>${namespaceNote(tag)} (line ${tagLine}). Fix: an image must be a single <svg xmlns="${SVG_NAMESPACE}"> element.`,
      );
    } else {
      const refused = elementHazard(tag);
      if (refused) report(tagLine, `${refused} (line ${tagLine}). Fix: remove it; ${refusalReason(tag)}.`);
    }
    for (const attribute of Object.values(tag.attributes)) {
      const found = attributeHazard(attribute);
      const line = attributeLines.get(attribute.name) ?? tagLine;
      if (found) report(line, `has ${found.what} on <${tag.name}> (line ${line}). Fix: ${found.fix}`);
    }
    if (styleDepth > 0) styleDepth += 1;
    else if (tag.uri === SVG_NAMESPACE && tag.local === 'style' && !tag.isSelfClosing) {
      style = { line: tagLine, chunks: [] };
      styleDepth = 1;
    }
  });
  const collectStyleText = (text: string) => {
    // As for the DOCTYPE, count back from the end of the text to the line it starts on.
    if (styleDepth > 0) style?.chunks.push({ text, line: parser.line - countNewlines(text) });
  };
  parser.on('text', collectStyleText);
  parser.on('cdata', collectStyleText);
  parser.on('closetag', () => {
    if (styleDepth === 0) return;
    styleDepth -= 1;
    if (styleDepth > 0 || !style) return;
    // Checked as a whole: a hazard can be split across text, CDATA sections and comments.
    const css = style.chunks.map((chunk) => chunk.text).join('');
    const found = valueHazard(css);
    if (found) {
      const line = lineAt(style.chunks, found.index) ?? style.line;
      report(line, `has ${found.what} in a <style> element (line ${line}). Fix: ${found.fix}`);
    }
    style = undefined;
  });

  // A byte order mark is not part of the document; the parser would take it for text.
  parser.write(svgText.replace(/^\uFEFF/, '')).close();
  // In the order of the file (a <style> is checked at its end; sort is stable).
  const messages = hazards.sort((a, b) => a.line - b.line).map((hazard) => hazard.message);
  if (messages.length <= MAX_LISTED_HAZARDS) return messages;
  const last = hazards[MAX_LISTED_HAZARDS - 1]!.line;
  return [
    ...messages.slice(0, MAX_LISTED_HAZARDS),
    `has ${messages.length - MAX_LISTED_HAZARDS} more problems after line ${last}, not listed. Fix: the ones above first, then check again.`,
  ];
}

/**
 * The size of an SVG read exactly as the build reads it (Astro's image-size probe, which every
 * image under content/images/ goes through, used or not): the first `<svg …>` tag, which must
 * begin and end within the first 1,000 bytes; its `width` and `height` (numbers, in px or an
 * absolute unit, never %) or else its `viewBox` (four values split by single spaces), scaled
 * to a given width or height. Undefined where the build finds no size: it stops with
 * `NoImageMetadata` there. tests/unit/svg-size.test.ts compares this with Astro's own reading.
 * @example svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"/>') // => { width: 1200, height: 630 }
 * @example svgSize('<svg xmlns="http://www.w3.org/2000/svg"/>') // => undefined
 */
export function svgSize(svgText: string): { width: number; height: number } | undefined {
  const head = new TextDecoder().decode(Buffer.from(svgText, 'utf8').subarray(0, 1000));
  if (!SVG_ROOT.test(head)) return undefined;
  const root = SVG_ROOT.exec(svgText)![0];
  const width = lengthIn(root, /\swidth=(['"])([^%]+?)\1/);
  const height = lengthIn(root, /\sheight=(['"])([^%]+?)\1/);
  let size: { width: number | undefined; height: number | undefined } = { width, height };
  if (width === undefined || height === undefined) {
    const viewBox = /\sviewBox=(['"])(.+?)\1/i.exec(root)?.[2]?.split(' ');
    if (!viewBox) return undefined;
    const box = { width: svgLength(viewBox[2]), height: svgLength(viewBox[3]) };
    const ratio = box.width! / box.height!;
    size =
      width !== undefined
        ? { width, height: Math.floor(width / ratio) }
        : height !== undefined
          ? { width: Math.floor(height * ratio), height }
          : box;
  }
  // Astro would take NaN or 0 as well and print them into pages: refused too.
  const usable = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value) && value > 0;
  return usable(size.width) && usable(size.height) ? { width: size.width, height: size.height } : undefined;
}

/** The `<svg …>` start tag as image-size finds it (attribute values may hold `>`). */
const SVG_ROOT = /<svg\s(?:[^>"']|"[^"]*"|'[^']*')*>/;
/** Pixels per unit, as image-size converts them. */
const SVG_UNITS: Readonly<Record<string, number>> = {
  in: 96,
  cm: 96 / 2.54,
  em: 16,
  ex: 8,
  m: 9600 / 2.54,
  mm: 9.6 / 2.54,
  pc: 96 / 72 / 12,
  pt: 96 / 72,
  px: 1,
};
const SVG_LENGTH = /^([0-9.]+(?:e\d+)?)(in|cm|em|ex|m|mm|pc|pt|px)?$/;

function svgLength(text: string | undefined): number | undefined {
  const match = SVG_LENGTH.exec(text ?? '');
  return match ? Math.round(Number(match[1]) * (SVG_UNITS[match[2] ?? 'px'] ?? 1)) : undefined;
}

function lengthIn(root: string, attribute: RegExp): number | undefined {
  const match = attribute.exec(root);
  return match ? svgLength(match[2]) : undefined;
}

/**
 * Why the build could not read an SVG's size, or undefined when it can (see {@link svgSize}).
 * @example svgSizeProblem('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>') // => 'declares no size the build can read …'
 */
export function svgSizeProblem(svgText: string): string | undefined {
  if (svgSize(svgText)) return undefined;
  return 'declares no size the build can read: its <svg> tag (within the first 1,000 bytes of the file) needs width and height, or a viewBox, and the build stops without one, even for an image no article shows. Fix: add viewBox="0 0 W H" (four numbers separated by single spaces) or width="W" height="H" (numbers in px, pt, mm, cm or in; not %) to the <svg> tag.';
}

interface Hazard {
  line: number;
  message: string;
}

interface TextChunk {
  text: string;
  line: number;
}

type Attribute = SaxesTagNS['attributes'][string];

/** ` without the SVG namespace` or ` in the namespace x`, for an element that is not SVG's. */
function namespaceNote(tag: SaxesTagNS): string {
  if (tag.uri === SVG_NAMESPACE) return '';
  return tag.uri ? ` in the namespace ${tag.uri}` : ' without the SVG namespace';
}

/** What is wrong with an element itself; undefined when it is an allowed drawing element. */
function elementHazard(tag: SaxesTagNS): string | undefined {
  const article = /^[aeiou]/i.test(tag.local) ? 'an' : 'a';
  if (tag.uri !== SVG_NAMESPACE) return `has ${article} <${tag.name}> element${namespaceNote(tag)}, which is not a drawing element`;
  if (ALLOWED_ELEMENTS.has(tag.local)) return undefined;
  return `has ${article} <${tag.name}> element`;
}

function refusalReason(tag: SaxesTagNS): string {
  // Any namespace: an HTML <h:script> runs code just as well.
  if (Object.hasOwn(REFUSED_BECAUSE, tag.local)) return REFUSED_BECAUSE[tag.local]!;
  return 'images may contain only drawing elements (shapes, text, gradients, patterns, masks and filters)';
}

/** What is wrong with one attribute (without the element or line); undefined when it is safe. */
function attributeHazard(attribute: Attribute): { what: string; fix: string } | undefined {
  const { name, local, uri, value } = attribute;
  const shown = `${name}="${shorten(value)}"`;
  if (/^on/i.test(local)) return { what: `an event handler ${shown}`, fix: `remove it; ${RUNS_CODE}.` };
  // `href` in any namespace: SVG reads both `href` and `xlink:href`.
  if (local.toLowerCase() === 'href' && !isSameDocumentReference(value)) {
    return { what: `${shown}, a reference outside the image,`, fix: 'refer only to parts of the same image, such as href="#shape".' };
  }
  if (uri === XML_NAMESPACE && local === 'base') return { what: `${shown}, which changes where references point,`, fix: 'remove it.' };
  const found = valueHazard(value);
  return found && { what: `${found.what} in ${shown}`, fix: found.fix };
}

/** `#id`: the only kind of link an image may have. Leading and trailing spaces are ignored by URL parsing. */
function isSameDocumentReference(value: string): boolean {
  return value.replace(/^[\u0000-\u0020]+/, '').startsWith('#');
}

interface ValueHazard {
  /** What was found, for "has … in …": `a javascript: URL`, `@import`. */
  what: string;
  fix: string;
  /** Where in the checked text (0 when it cannot be told). */
  index: number;
}

/**
 * The first hazard in an attribute value or a stylesheet: a script or `data:` URL, or CSS that
 * loads another file (`@import`, `url()` to anything but `#id`, `image-set()`, `image()`,
 * `src()`). Looks at the text as written and with CSS escapes decoded (`\6a avascript:`).
 */
function valueHazard(text: string): ValueHazard | undefined {
  const candidates = [...new Set([text, decodeCssEscapes(text)])];
  // Script URLs first: `url(j\61vascript:…)` is worse than a file to load.
  for (const check of [schemeHazard, cssLoadHazard]) {
    for (const candidate of candidates) {
      // An index into the decoded text is only roughly right: good enough for a line number.
      const found = check(candidate);
      if (found) return found;
    }
  }
  return undefined;
}

function schemeHazard(text: string): ValueHazard | undefined {
  // URL parsing drops tabs and newlines anywhere and spaces around: `java\tscript:` runs.
  // Dropping every space and control character is stricter still.
  const withoutSpace = text.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  const script = /(?:java|vb)script:/.exec(withoutSpace);
  if (script) {
    return { what: `a ${script[0]} URL`, fix: `remove it; ${RUNS_CODE}.`, index: indexBeforeSpaceRemoval(text, script.index) };
  }
  // Spaces are kept here so that `metadata:` and `id data:` are not taken for a scheme.
  const data = /(?<![a-z0-9+.-])data:/i.exec(text.replace(/[\u0000-\u001f\u007f]+/g, ''));
  if (data) return { what: 'a data: URL', fix: `remove it; ${LOADS_FILES}.`, index: data.index };
  return undefined;
}

function cssLoadHazard(text: string): ValueHazard | undefined {
  const lower = text.toLowerCase();
  const importAt = lower.indexOf('@import');
  if (importAt >= 0) return { what: '@import', fix: `remove it; ${LOADS_FILES}.`, index: importAt };
  for (const match of lower.matchAll(/url\(\s*['"]?\s*([^'")\s]*)/g)) {
    if (!match[1]!.startsWith('#')) {
      return {
        what: `url(${shorten(match[1]!)})`,
        fix: `${LOADS_FILES}: use url(#id) references to the image's own parts.`,
        index: match.index,
      };
    }
  }
  const loader = /(?<![\w-])(?:-webkit-)?(?:image-set|image|src)\(/.exec(lower);
  if (loader) return { what: `${loader[0]})`, fix: `remove it; ${LOADS_FILES}.`, index: loader.index };
  return undefined;
}

/** CSS escapes as the CSS tokenizer reads them: `\75 rl(` is `url(`, `\40 import` is `@import`. */
function decodeCssEscapes(css: string): string {
  if (!css.includes('\\')) return css;
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\n)|([\s\S]))/g,
    (_, hex: string | undefined, newline: string | undefined, char: string | undefined) => {
      if (newline) return '';
      if (char !== undefined) return char;
      const codePoint = Number.parseInt(hex!, 16);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
    },
  );
}

/** The index in `text` of the character at `index` once control characters and spaces are removed. */
function indexBeforeSpaceRemoval(text: string, index: number): number {
  let kept = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 0x20 && text.charCodeAt(i) !== 0x7f) {
      if (kept === index) return i;
      kept += 1;
    }
  }
  return 0;
}

function countNewlines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count += 1;
  return count;
}

/** The line of a character of text collected in chunks. */
function lineAt(chunks: readonly TextChunk[], index: number): number | undefined {
  let start = 0;
  for (const chunk of chunks) {
    if (index < start + chunk.text.length) return chunk.line + countNewlines(chunk.text.slice(0, index - start));
    start += chunk.text.length;
  }
  return chunks.at(-1)?.line;
}

/** A value as it can be shown in a message: short, with control characters visible. */
function shorten(value: string, max = 60): string {
  const visible = value.replace(/[\u0000-\u001f\u007f"]/g, (char) =>
    char === '"' ? '&quot;' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return visible.length > max ? `${visible.slice(0, max - 1)}…` : visible;
}
