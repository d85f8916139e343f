import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { isExternalHref, rehypeExternalLinks, withExternalRel } from '../../src/markdown/external-links.ts';
import { articleSanitizeSchema } from '../../src/markdown/markdown-security.ts';

const SITE = 'https://arogya.example';

/** The article pipeline of astro.config.mjs: raw HTML, sanitise, then external links. */
async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeExternalLinks, { site: SITE })
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

describe('isExternalHref', () => {
  it('is true for http(s) and protocol-relative links to another origin', () => {
    expect(isExternalHref('https://www.who.int/', SITE)).toBe(true);
    expect(isExternalHref('http://arogya.example/post/x', SITE)).toBe(true); // another origin: http
    expect(isExternalHref('//cdn.example/x', SITE)).toBe(true);
    expect(isExternalHref('HTTPS://WWW.WHO.INT', SITE)).toBe(true);
  });

  it('reads backslashes, tabs and newlines as a browser does: /\\host and \\\\host leave the site', () => {
    for (const href of [
      '/\\evil.example/',
      '\\\\evil.example/',
      '\\/evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'https:\\\\evil.example',
    ]) {
      expect(isExternalHref(href, SITE), JSON.stringify(href)).toBe(true);
    }
    expect(isExternalHref('/post\\x', SITE)).toBe(false);
  });

  it('is false for the site itself, relative links, anchors and non-web schemes', () => {
    expect(isExternalHref('https://arogya.example/post/x', SITE)).toBe(false);
    expect(isExternalHref('/post/x', SITE)).toBe(false);
    expect(isExternalHref('../post/x', SITE)).toBe(false);
    expect(isExternalHref('#refs', SITE)).toBe(false);
    expect(isExternalHref('mailto:doc@arogya.example', SITE)).toBe(false);
  });
});

describe('withExternalRel', () => {
  it('adds noopener and noreferrer once, keeping other tokens', () => {
    expect(withExternalRel([])).toEqual(['noopener', 'noreferrer']);
    expect(withExternalRel(['me'])).toEqual(['me', 'noopener', 'noreferrer']);
    expect(withExternalRel(['noreferrer', 'nofollow'])).toEqual(['noreferrer', 'nofollow', 'noopener']);
    expect(withExternalRel(['NoOpener noreferrer'])).toEqual(['NoOpener', 'noreferrer']);
  });
});

describe('rehypeExternalLinks in the article pipeline', () => {
  it('gives Markdown and HTML links to other sites rel="noopener noreferrer", after the sanitiser', async () => {
    const html = await render('[WHO](https://www.who.int/) and <a href="https://evil.example/" rel="opener">raw</a>');
    expect(html).toContain('<a href="https://www.who.int/" rel="noopener noreferrer">WHO</a>');
    expect(html).toContain('<a href="https://evil.example/" rel="noopener noreferrer">raw</a>');
  });

  it('leaves links within the site alone', async () => {
    const html = await render('[salt](/post/salt-basics), [abs](https://arogya.example/post/x) and [top](#top)');
    expect(html).not.toContain('rel=');
  });
});
