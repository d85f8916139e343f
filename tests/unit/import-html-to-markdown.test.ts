import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../scripts/lib/import/html-to-markdown.ts';

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
    expect(md('<p>&nbsp;</p><p>One&nbsp;two <span style="color:red">three</span></p><p></p><script>alert(1)</script>')).toBe('One two three');
  });

  it('drops a first heading that repeats the title and moves # headings down a level', () => {
    expect(md('<h1>Salt</h1><p>Text.</p><h2>Why</h2>', 'Salt')).toBe('Text.\n\n## Why');
    expect(md('<h1>Part one</h1><p>Text.</p><h2>Detail</h2>', 'Salt')).toBe('## Part one\n\nText.\n\n### Detail');
  });

  it('turns a video embed into a link instead of losing it', () => {
    expect(md('<iframe src="https://www.youtube.com/embed/abc" title="Salt talk"></iframe>')).toBe('[Salt talk](https://www.youtube.com/embed/abc)');
    expect(md('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe('<https://www.youtube.com/embed/abc>');
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
