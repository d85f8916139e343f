import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createMarkdownProcessor, type MarkdownRenderer } from '@astrojs/markdown-remark';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { articleMarkdown } from '../../src/markdown/article-markdown.ts';
import { articleSanitizeSchema, rehypeReportUnsafeHtml, type UnsafeHtmlFinding } from '../../src/markdown/markdown-security.ts';

/** The article pipeline as astro.config.mjs sets it up, with findings collected. */
async function render(markdown: string): Promise<{ html: string; findings: UnsafeHtmlFinding[] }> {
  const findings: UnsafeHtmlFinding[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeReportUnsafeHtml, { report: (_file, found) => findings.push(...found) })
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), findings };
}

describe('the article sanitiser', () => {
  it('keeps ordinary Markdown: headings with ids (prefixed, as every id), tables, figures, images, links', async () => {
    const { html, findings } = await render(
      '<h2 id="why">Why</h2>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<figure><img src="../../images/x.svg" alt="X" width="10" height="5"><figcaption>Cap</figcaption></figure>\n\n[WHO](https://www.who.int/)',
    );
    expect(findings).toEqual([]);
    expect(html).toContain('<h2 id="user-content-why">Why</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<figure><img src="../../images/x.svg" alt="X" width="10" height="5"><figcaption>Cap</figcaption></figure>');
    expect(html).toContain('<a href="https://www.who.int/">WHO</a>');
  });

  it('removes and reports scripts, iframes, styles, event handlers and javascript:/data: URLs', async () => {
    const { html, findings } = await render(
      [
        'Hello <script>alert(1)</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<img src="x.png" alt="x" onerror="alert(2)">',
        '[click](javascript:alert(3)) and <a href="java&#x09;script:alert(4)">tab</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
        '<p style="color:red">styled</p>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|javascript:|data:|style=/i);
    expect(html).toContain('Hello');
    expect(findings.map((f) => f.what)).toEqual([
      '<script>',
      '<iframe>',
      '<style>',
      'onerror attribute',
      'javascript: URL in href',
      'javascript: URL in href',
      'data: URL in src',
      'style attribute',
    ]);
  });
});

describe('the sanitiser warning', () => {
  it('prints the file name and what content named escaped, on one line', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => warnings.push(line));
    try {
      const file = new VFile({
        path: `${process.cwd()}/content/posts/en/a\n::warning file=README.md::b\u202e.md`,
        value: '<script>x</script>',
      });
      await unified()
        .use(remarkParse)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeRaw)
        .use(rehypeReportUnsafeHtml)
        .use(rehypeStringify)
        .process(file);
    } finally {
      warn.mockRestore();
    }
    expect(warnings).toEqual([
      '[arogya:sanitize] content/posts/en/a\\n::warning file=README.md::b\\u202e.md: removed unsafe HTML: <script> (body line 1). Fix: use plain Markdown instead.',
    ]);
  });
});

/** The article Markdown step exactly as the build runs it (src/markdown/article-markdown.ts). */
describe("the build's article Markdown step", () => {
  let processor: MarkdownRenderer;
  beforeAll(async () => {
    processor = await createMarkdownProcessor({ syntaxHighlight: false, ...articleMarkdown('https://arogya.example') });
  });
  const render = async (markdown: string) => (await processor.render(markdown)).code;

  it('prefixes every id and name, so none replaces a global of the page (DOM clobbering)', async () => {
    const html = await render(
      '<img name="querySelectorAll" src="https://x.org/a.png" alt=""> <a id="getElementById" aria-describedby="n">x</a> <span id="n">note</span>',
    );
    expect(html).toContain('<img name="user-content-querySelectorAll"');
    expect(html).toContain('<a id="user-content-getElementById" aria-describedby="user-content-n">x</a>');
    expect(html).toContain('<span id="user-content-n">note</span>');
  });

  it('keeps in-page links and footnotes working: they follow the prefixed ids; links to headings stay', async () => {
    const html = await render(
      'Text[^1], [to the box](#box), [to a heading](#a-heading)\n\n## A heading\n\n<div id="box">Box</div>\n\n[^1]: The note.',
    );
    expect(html).toContain('<a href="#user-content-box">to the box</a>');
    expect(html).toContain('<div id="user-content-box">Box</div>');
    expect(html).toContain('<a href="#a-heading">to a heading</a>');
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
    expect(html).toMatch(/<a href="#user-content-fn-1" id="user-content-fnref-1"/);
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('<a href="#user-content-fnref-1"');
  });

  it('removes and reports addresses with a user name before the host, keeping the words', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => warnings.push(line));
    let html: string;
    try {
      html = await render(
        '[The WHO](https://www.who.int@evil.example/) and ![x](https://user:pw@images.example.org/a.png) and [fine](https://www.who.int/)',
      );
    } finally {
      warn.mockRestore();
    }
    expect(html).toContain('<a>The WHO</a>');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('pw@');
    expect(html).toContain('<a href="https://www.who.int/" rel="noopener noreferrer">fine</a>');
    expect(warnings).toEqual([
      expect.stringContaining('removed unsafe HTML: user@host address in href (body line 1), user@host address in src (body line 1)'),
    ]);
  });
});
