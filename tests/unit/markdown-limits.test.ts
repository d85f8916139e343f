import fs from 'node:fs';
import path from 'node:path';
import { createMarkdownProcessor, type MarkdownRenderer } from '@astrojs/markdown-remark';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { lineNesting, MARKDOWN_LIMITS, markdownLimitProblems } from '../../src/lib/markdown-limits.ts';
import { articleMarkdown } from '../../src/markdown/article-markdown.ts';

const HOSTILE = path.resolve('tests/fixtures/hostile-content');
const bodyOf = (file: string) => parseArticleSource(fs.readFileSync(file, 'utf8')).body;

/** Every article body of a posts folder. */
function bodies(postsDir: string): [string, string][] {
  return fs
    .readdirSync(postsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, bodyOf(path.join(postsDir, name))]);
}

describe('markdownLimitProblems', () => {
  it('finds nothing in any real article or fixture-site article', () => {
    for (const dir of ['content/posts', 'tests/fixtures/site/posts']) {
      for (const [name, body] of bodies(dir)) expect(markdownLimitProblems(body), name).toEqual([]);
    }
  });

  it.each([
    ['emphasis-bomb.md', 1, 'the paragraph starting here has more than 500 of the characters * _ ~ ` [ ] <'],
    ['deep-nesting.md', 1, 'block quotes and lists nest 5000 deep here'],
    ['deep-nesting.md', 3, 'the article has more than 64 HTML tags'],
    ['wide-table.md', 1, 'its tables have 10,100 cells or more'],
  ])('refuses %s at body line %i: %s', (name, line, message) => {
    const problems = markdownLimitProblems(bodyOf(path.join(HOSTILE, name)));
    expect(problems.find((problem) => problem.message.startsWith(message))?.line).toBe(line);
  });

  it('names each measure once, at the first line over its limit', () => {
    const body = ['Intro.', '', '> '.repeat(17) + 'deep', '', '> '.repeat(20) + 'deeper'].join('\n');
    expect(markdownLimitProblems(body).map(({ line, message }) => [line, message.slice(0, 38)])).toEqual([
      [3, 'block quotes and lists nest 17 deep he'],
    ]);
  });

  it('refuses more lines than an article may have, before measuring anything else', () => {
    // 3,000 short paragraphs of 4 markup characters: 12,000 in all, but only the lines are reported.
    const body = 'A line with **markup**.\n\n'.repeat(3_000);
    expect(markdownLimitProblems(body)).toEqual([
      {
        line: 5001,
        message: 'the article has 6,001 lines, more than the 5,000 an article may have. Fix: split it into parts (e.g. "… Part 2").',
      },
    ]);
  });

  it('counts bare web and e-mail addresses, which GFM links without any markup character', () => {
    expect(markdownLimitProblems('See https://www.who.int/ or write to a@b.example.')).toEqual([]);
    expect(markdownLimitProblems('www.a.example '.repeat(501))[0]?.message).toMatch(
      /^the paragraph starting here has more than 500 of the characters \* _ ~ ` \[ \] < and bare addresses \(www\., :\/\/, @\)/,
    );
    const paragraphs = Array.from({ length: 11 }, () => 'x@y.example '.repeat(500)).join('\n\n');
    expect(markdownLimitProblems(paragraphs)).toEqual([
      { line: 21, message: expect.stringMatching(/^the article has more than 5,000 of the characters .* and bare addresses/) },
    ]);
  });

  it('counts a paragraph as the lines between blank lines, however its markup is spread', () => {
    const spread = Array.from({ length: 126 }, () => '**a** x').join('\n');
    expect(markdownLimitProblems(spread)).toHaveLength(1);
    expect(markdownLimitProblems(spread.replaceAll('\n', '\n\n'))).toEqual([]);
  });

  it('counts the cells of every table, rows × widest row, up to the next blank line', () => {
    const table = (rows: number, columns: number) =>
      [
        '|' + ' h |'.repeat(columns),
        '|' + ' --- |'.repeat(columns),
        ...Array.from({ length: rows }, () => '|' + ' x |'.repeat(columns)),
      ].join('\n');
    // Header, delimiter and 99 rows of 20 cells: 2,020 cells; one row fewer is exactly the limit.
    expect(markdownLimitProblems(table(99, 20))[0]?.message).toMatch(/^its tables have 2,020 cells/);
    expect(markdownLimitProblems(table(98, 20))).toEqual([]);
    // Two tables of 1,040 cells each: over the limit together.
    expect(markdownLimitProblems(table(50, 20))).toEqual([]);
    expect(markdownLimitProblems(`${table(50, 20)}\n\n${table(50, 20)}`)).toHaveLength(1);
    // A row without pipes still belongs to the table; only a blank line ends it.
    expect(markdownLimitProblems(`${table(1, 200)}\nx\nx\nx\nx\nx\nx\nx\nx\nx`)[0]?.line).toBe(1);
  });
});

/** Depth of the block quotes and lists of a Markdown tree, as the parser builds them. */
function containerDepth(node: Nodes): number {
  const own = node.type === 'blockquote' || node.type === 'listItem' ? 1 : 0;
  return own + ('children' in node ? Math.max(0, ...node.children.map((child) => containerDepth(child as Nodes))) : 0);
}

describe('lineNesting never counts fewer containers than the parser opens', () => {
  it.each([
    ['block quotes', '> > > x'],
    ['block quotes without spaces', '>>>>x'],
    ['a lazy line', '> > > a\nlazy continuation\n> > > > b'],
    ['nested lists', '- a\n  - b\n    - c\n      - d'],
    ['ordered lists', '1. a\n   1) b\n      10. c'],
    ['a list continued by indentation only', '- a\n\n  - b\n\n    para of b\n\n    > q'],
    ['lists in quotes in lists', '- > - > - x\n  > > still'],
    ['empty list items', '-\n  -\n    -\n      - x'],
    ['tabs', '-\ta\n\t-\tb\n\t\t-\tc'],
    ['a quote after a list marker on an empty item', '- > > >\n  > > > x'],
  ])('%s', (_, markdown) => {
    const measured = Math.max(...markdown.split('\n').map(lineNesting));
    expect(measured).toBeGreaterThanOrEqual(containerDepth(fromMarkdown(markdown)));
  });
});

/**
 * The build's Markdown step at the limits: the worst inputs validate still accepts, each on its
 * own and all of it at once, go through the same processor the build configures and come out
 * whole. Work is bounded by what reaches the processor, never by a clock: each input is first
 * shown to be within the limits.
 */
describe('the Markdown step at the limits', () => {
  let processor: MarkdownRenderer;
  beforeAll(async () => {
    processor = await createMarkdownProcessor({ syntaxHighlight: false, ...articleMarkdown('https://arogya.example') });
  });

  const paragraphs = (paragraph: string) => Array.from({ length: MARKDOWN_LIMITS.markupPerArticle / 500 }, () => paragraph).join('\n\n');
  const nestedEmphasis = (depth: number) => `${'*a '.repeat(depth)}b${' c*'.repeat(depth)}`;
  const WORST: Record<string, { markdown: string; expect: RegExp }> = {
    'emphasis openers and closers that never match': { markdown: paragraphs('*a_'.repeat(250)), expect: /\*a_\*a_/ },
    'emphasis nested 250 deep': { markdown: nestedEmphasis(250), expect: /(<em>a ){250}b/ },
    'links nested 250 deep': { markdown: `${'['.repeat(250)}x${'](y)'.repeat(250)}`, expect: /<a href="y">x<\/a>/ },
    'images nested 250 deep': { markdown: paragraphs(`${'!['.repeat(250)}x${'](y)'.repeat(250)}`), expect: /<img src="y"/ },
    // `<0`, not the `<b` of the classic case: that would also be 166 HTML tags.
    'unclosed links': { markdown: paragraphs('[a](<0'.repeat(166)), expect: /\[a\]\(&#x3C;0/ },
    'brackets and parentheses': { markdown: paragraphs('[ (]('.repeat(166)), expect: /\[ \(\]\(/ },
    'backtick runs of every length': {
      markdown: paragraphs(Array.from({ length: 31 }, (_, i) => `e${'`'.repeat(i + 1)}`).join('')),
      expect: /e`e``/,
    },
    'bare web addresses, each a link': { markdown: paragraphs('www.a.example '.repeat(500)), expect: /href="http:\/\/www\.a\.example"/ },
    'unclosed HTML comments': { markdown: paragraphs(`x ${'<!--'.repeat(500)}`), expect: /x &#x3C;!--/ },
    'block quotes 16 deep': { markdown: `${'> '.repeat(16)}deep`, expect: /(<blockquote>\s*){16}<p>deep/ },
    'a list of 5,000 items': {
      markdown: Array.from({ length: MARKDOWN_LIMITS.lines }, (_, i) => `- item ${i}`).join('\n'),
      expect: /item 4999/,
    },
    'lists 8 deep': { markdown: Array.from({ length: 8 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'), expect: /item 7/ },
    'HTML elements 64 deep': { markdown: '<div>'.repeat(64) + 'x', expect: /(<div>){64}x/ },
    'HTML tables nested 32 deep': { markdown: '<table><td>'.repeat(32) + 'x', expect: /x/ },
    'a table of 2,000 cells': {
      markdown: ['|' + ' h |'.repeat(20), '|' + ' - |'.repeat(20), ...Array.from({ length: 98 }, () => '|' + ' x |'.repeat(20))].join('\n'),
      expect: /(<td>x<\/td>\s*){20}/,
    },
    // 16 block quotes, then in them an HTML block that leaves 63 elements open around a
    // paragraph of emphasis nested as deep as the rest of the paragraph's budget allows.
    'all of it nested at once': {
      markdown: [`${'> '.repeat(16)}${'<div>'.repeat(63)}`, '> '.repeat(16), `${'> '.repeat(16)}${nestedEmphasis(218)}`].join('\n'),
      expect: /(<div>){63}\s*<p>(<em>a ){218}b/,
    },
  };

  it.each(Object.keys(WORST))('%s: within the limits, and rendered whole', async (name) => {
    const { markdown, expect: rendered } = WORST[name]!;
    expect(markdownLimitProblems(markdown)).toEqual([]);
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    const { code } = await processor.render(markdown);
    expect(code).toMatch(rendered);
  });
});
