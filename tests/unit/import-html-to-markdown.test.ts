import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, isUsableImageUrl } from '../../scripts/lib/import/html-to-markdown.ts';

const md = (html: string, title?: string) => htmlToMarkdown(html, { title }).markdown;

describe('htmlToMarkdown', () => {
  it('writes paragraphs, emphasis, lists, links and tables as Markdown', () => {
    expect(md('<p>Salt is <b>sodium</b> <i>chloride</i>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>')).toBe(
      'Salt is **sodium** _chloride_.\n\n- one\n- two\n\n1. first',
    );
    expect(md('<p>See <a href="https://www.who.int/">WHO</a>.</p>')).toBe('See [WHO](https://www.who.int/).');
    expect(md('<table><tr><th>Food</th><th>Salt</th></tr><tr><td>Papad</td><td>High</td></tr></table>')).toBe(
      '| Food  | Salt |\n| ----- | ---- |\n| Papad | High |',
    );
  });

  it('keeps image and link URLs exactly as they are (no escaped &)', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media&token=1-2';
    expect(md(`<p><img src="${url}" alt="Salt"></p>`)).toBe(`![Salt](${url})`);
    expect(md('<p><a href="https://x.org/?a=1&amp;b=2">x</a></p>')).toBe('[x](https://x.org/?a=1&b=2)');
  });

  it('drops editor leftovers: empty paragraphs, non-breaking spaces, styling spans and scripts', () => {
    expect(md('<p>&nbsp;</p><p>One&nbsp;two <span style="color:red">three</span></p><p></p><script>alert(1)</script>')).toBe(
      'One two three',
    );
  });

  it('drops a first heading that repeats the title and moves # headings down a level', () => {
    expect(md('<h1>Salt</h1><p>Text.</p><h2>Why</h2>', 'Salt')).toBe('Text.\n\n## Why');
    expect(md('<h1>Part one</h1><p>Text.</p><h2>Detail</h2>', 'Salt')).toBe('## Part one\n\nText.\n\n### Detail');
  });

  it('removes an iframe, and does not turn it into a visible link to its source', () => {
    const result = htmlToMarkdown(
      '<p>Watch:</p><iframe src="https://evil.example/embed" title="Salt talk"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(result.markdown).toBe('Watch:');
    expect(result.removed).toEqual([
      { what: '<iframe>', count: 2, sources: ['"https://evil.example/embed"', '"https://www.youtube.com/embed/abc"'] },
    ]);
  });

  it('escapes text that would otherwise read as Markdown', () => {
    expect(md('<p>1. not a list * star</p>')).toBe('1\\. not a list \\* star');
  });

  it('gives the first paragraph and the whole text in plain form', () => {
    const result = htmlToMarkdown('<h2>Intro</h2><p>  </p><p>First <b>one</b>,<br>here.</p><p>Second.</p>');
    expect(result.firstParagraph).toBe('First one, here.');
    expect(result.text).toContain('Second.');
    expect(htmlToMarkdown('').markdown).toBe('');
    expect(htmlToMarkdown('').firstParagraph).toBe('');
  });

  it('keeps Devanagari text as it is', () => {
    expect(md('<p>नमक कम खाएँ।</p>')).toBe('नमक कम खाएँ।');
  });
});

describe('htmlToMarkdown: unsafe HTML', () => {
  const removed = (html: string) => htmlToMarkdown(html).removed;

  it('removes scripts and embeds with their content, and names each with its count', () => {
    const result = htmlToMarkdown(
      '<p>Kept.</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT><embed src="https://evil.example/a.swf"><object data="https://evil.example/o"><p>fallback</p></object><style>p{}</style><base href="https://evil.example/"><p><a href="page">relative</a></p>',
    );
    expect(result.markdown).toBe('Kept.\n\n[relative](page)');
    expect(result.removed).toEqual([
      { what: '<script>', count: 2, sources: ['"https://evil.example/x.js"'] },
      { what: '<embed>', count: 1, sources: ['"https://evil.example/a.swf"'] },
      { what: '<object>', count: 1, sources: ['"https://evil.example/o"'] },
      { what: '<style>', count: 1, sources: [] },
      { what: '<base>', count: 1, sources: ['"https://evil.example/"'] },
    ]);
  });

  it('removes event-handler attributes, keeping the element and its text', () => {
    const result = htmlToMarkdown(
      '<p onclick="steal()">Text <b onmouseover="x()">bold</b>.</p><img src="https://x.org/a.jpg" onerror="alert(1)" alt="A">',
    );
    expect(result.markdown).toBe('Text **bold**.\n\n![A](https://x.org/a.jpg)');
    expect(result.removed.map(({ what, count }) => [what, count])).toEqual([
      ['onclick attribute', 1],
      ['onmouseover attribute', 1],
      ['onerror attribute', 1],
    ]);
  });

  it('keeps the words of a javascript:, vbscript: or data: link but not its address, however the scheme is disguised', () => {
    const result = htmlToMarkdown(
      '<p><a href="javascript:alert(1)">one</a> <a href=" JaVa&#x09;ScRiPt:alert(2)">two</a> <a href="vbscript:x">three</a> <a href="data:text/html,x">four</a> <a href="https://www.who.int/">five</a></p>',
    );
    expect(result.markdown).toBe('one two three four [five](https://www.who.int/)');
    expect(result.markdown).not.toMatch(/script:|data:/i);
    expect(result.removed).toEqual([
      { what: 'javascript: URL in href', count: 2, sources: ['"javascript:alert(1)"', '" JaVa\\tScRiPt:alert(2)"'] },
      { what: 'vbscript: URL in href', count: 1, sources: ['"vbscript:x"'] },
      { what: 'data: URL in href', count: 1, sources: ['"data:text/html,x"'] },
    ]);
  });

  it('keeps the words of a link with a user name before its host, and drops such an image', () => {
    const result = htmlToMarkdown(
      '<p><a href="https://www.who.int@evil.example/">The WHO</a> <img src="https://u:p@images.example.org/a.png" alt="A"></p>',
    );
    expect(result.markdown).toBe('The WHO');
    expect(result.removed).toEqual([
      { what: 'user@host address in href', count: 1, sources: ['"https://www.who.int@evil.example/"'] },
      { what: 'user@host address in src', count: 1, sources: ['"https://u:p@images.example.org/a.png"'] },
    ]);
  });

  it('drops an image without a usable src (it would leave a broken __ASTRO_IMAGE_ placeholder in the page)', () => {
    const result = htmlToMarkdown(
      '<p>Text.</p><p><img alt="none"></p><p><img src="" alt="empty"></p><p><img src=" " alt="blank"></p><p><img src="#" alt="hash"></p><p><img src="./" alt="dot"></p><p><img src="https:" alt="scheme"></p><p><img src="javascript:alert(1)" alt="js"></p><p><img src="data:image/png;base64,AAAA" alt="data"></p><p><img src="https://x.org/a.jpg" alt="kept"></p>',
    );
    expect(result.markdown).toBe('Text.\n\n![kept](https://x.org/a.jpg)');
    expect(result.removed).toEqual([
      { what: '<img> without a usable src', count: 6, sources: ['no src', '""', '" "', '"#"', '"./"', '"https:"'] },
      { what: 'javascript: URL in src', count: 1, sources: ['"javascript:alert(1)"'] },
      { what: 'data: URL in src', count: 1, sources: ['"data:image/png;base64,AAAA"'] },
    ]);
  });

  it('applies the same rules to images and links the conversion makes from other elements', () => {
    const result = htmlToMarkdown('<p>Talk: <video src="https://x.org/talk.mp4" poster="#">the talk</video></p>');
    expect(result.markdown).not.toContain('![');
    expect(result.removed).toEqual([{ what: 'image without a usable address', count: 1, sources: ['"#"'] }]);
  });

  it('shortens a long address in the report', () => {
    const [entry] = removed(`<p><img src="data:image/png;base64,${'A'.repeat(5000)}"></p>`);
    expect(entry!.sources[0]!.length).toBeLessThan(90);
    expect(entry!.sources[0]!.endsWith('…"')).toBe(true);
  });

  it('reports nothing for plain editor HTML (styling spans and fonts only lose their markup)', () => {
    expect(removed('<p><span style="color:red">red</span> <font face="x">font</font> <u>under</u></p>')).toEqual([]);
  });
});

describe('isUsableImageUrl', () => {
  it('accepts absolute http(s) addresses with a host only', () => {
    expect(isUsableImageUrl('https://images.example.org/a.jpg?w=1&h=2')).toBe(true);
    expect(isUsableImageUrl('http://x.org/a.png')).toBe(true);
    for (const url of [
      '',
      ' ',
      '#',
      './',
      '.',
      'https:',
      'https://',
      'a.jpg',
      '/uploads/a.jpg',
      '//cdn.x.org/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      ' https://x.org/a.jpg',
    ]) {
      expect(isUsableImageUrl(url), url).toBe(false);
    }
  });
});
