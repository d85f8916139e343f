/**
 * What an article's Markdown may ask of the build. The Markdown step (micromark, then the HTML
 * trees) takes time that grows with the square of some inputs — emphasis and link delimiters,
 * backticks and `<` in one paragraph — and walks its trees recursively, so nesting thousands
 * deep overflows the stack. Validate measures each of these on the text itself, in one linear
 * pass that never parses the Markdown, and refuses an article over a limit before the build
 * (or the image check, which parses it) sees it. Every measure counts at least what the parser
 * will meet, never less: an article under the limits costs the build linear time and a shallow
 * stack (tests/unit/markdown-limits.test.ts runs the build's Markdown step at the limits).
 */

/** The limits, each far above what any article of the site uses (measured in the commit that set them). */
export const MARKDOWN_LIMITS = {
  /** Block quotes and list items open at once. */
  nesting: 16,
  /** Characters that open or close inline markup (`* _ ~ \` [ ] <`), and bare addresses, in one paragraph. */
  markupPerParagraph: 500,
  /** The same characters in the whole article. */
  markupPerArticle: 5_000,
  /** HTML tags (`<name`), each at most a few elements deep in the page. */
  htmlTags: 64,
  /** Cells of all tables together. */
  tableCells: 2_000,
  /** Lines: each block (paragraph, list item, heading) costs the build about a millisecond. */
  lines: 5_000,
} as const;

/** The characters that start or end inline markup: emphasis, strikethrough, code, links and images, HTML. */
const MARKUP = /[*_~`[\]<]/g;

/**
 * What can start a bare web or e-mail address, which GFM turns into a link without any markup
 * character: `www.`, `://` and `@`. Each link costs the build as much as a written one (a line of
 * `www.a ` 20,000 times, 120 KB, took most of a minute), so each counts as markup.
 */
const BARE_ADDRESS = /www\.|:\/\/|@/gi;

/**
 * A line's container prefix: spaces, tabs, `>` and list markers (`-`, `+`, `*`, `1.`, `1)`
 * followed by a space or the end of the line), as far as they go.
 */
const CONTAINER_PREFIX = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
const LIST_MARKER = /[-+*]|\d{1,9}[.)]/g;

/** A table's delimiter row (`| --- | :-: |`), possibly inside block quotes and lists. */
const DELIMITER_ROW = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** An HTML start tag as the HTML tokenizer sees one begin: `<` and a letter. */
const HTML_TAG = /<[A-Za-z]/g;

/** How many times a global pattern matches, without building a list of the matches (lines can be 1 MB). */
function count(text: string, pattern: RegExp): number {
  let matches = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) matches += 1;
  return matches;
}

/**
 * The cells of a table row: one more than its pipes, less the optional pipes at its ends (an
 * escaped `\|` is counted as a pipe too, so never fewer than the parser makes).
 * @example rowCells('| a | b |') // => 2
 * @example rowCells('> a | b') // => 2
 */
export function rowCells(line: string): number {
  const row = line.replace(/^[ \t>]*/, '').trimEnd();
  const pipes = count(row, /\|/g);
  return Math.max(1, pipes + 1 - (row.startsWith('|') ? 1 : 0) - (row.length > 1 && row.endsWith('|') ? 1 : 0));
}

/**
 * How many block quotes and list items at most are open on a line: each needs its own `>` or
 * list marker on the line that opens it, and a list item continued on a later line needs two
 * columns of indentation (a tab counts four), so this overcounts, never undercounts.
 * @example lineNesting('> > - item') // => 3
 * @example lineNesting('    - nested item') // => 3
 */
export function lineNesting(line: string): number {
  const prefix = CONTAINER_PREFIX.exec(line.trimEnd())![0];
  // The one space after a `>` belongs to it (CommonMark): `> > x` is two quotes, not three.
  const indentation = prefix.replaceAll('> ', '>');
  const columns = count(indentation, / /g) + 4 * count(indentation, /\t/g);
  return count(prefix, />/g) + count(prefix, LIST_MARKER) + Math.floor(columns / 2);
}

/** One measure over its limit, where it is first exceeded. */
export interface MarkdownLimitProblem {
  /** Line of the body (1 is its first line). */
  line: number;
  message: string;
}

const number = (value: number) => new Intl.NumberFormat('en').format(value);

/**
 * The measures of a body that exceed {@link MARKDOWN_LIMITS}, each once, at the first line that
 * exceeds it; empty for every real article. Paragraphs are the runs of lines between blank
 * lines (the longest stretch inline markup can span); a table runs from its header to the next
 * blank line, as wide as its widest row.
 * @example markdownLimitProblems('Salt is **sodium** chloride.') // => []
 * @example markdownLimitProblems('>'.repeat(40) + ' deep')[0].message.startsWith('block quotes and lists nest 40 deep') // => true
 */
export function markdownLimitProblems(body: string): MarkdownLimitProblem[] {
  const lines = body.split('\n');
  if (lines.length > MARKDOWN_LIMITS.lines) {
    // Beyond the limit nothing else needs measuring.
    return [
      {
        line: MARKDOWN_LIMITS.lines + 1,
        message: `the article has ${number(lines.length)} lines, more than the ${number(MARKDOWN_LIMITS.lines)} an article may have. Fix: split it into parts (e.g. "… Part 2").`,
      },
    ];
  }
  const found = new Map<string, MarkdownLimitProblem>();
  const report = (key: string, line: number, message: string) => {
    if (!found.has(key)) found.set(key, { line, message });
  };

  let articleMarkup = 0;
  let htmlTags = 0;
  let tableCells = 0;
  let paragraph = { start: 0, markup: 0 };
  /** The table being read: its first line, rows so far and widest row. */
  let table: { start: number; rows: number; columns: number } | undefined;
  const endTable = () => {
    if (!table) return;
    tableCells += table.rows * table.columns;
    if (tableCells > MARKDOWN_LIMITS.tableCells) {
      report(
        'table',
        table.start + 1,
        `its tables have ${number(tableCells)} cells or more (a table counts its rows × its widest row, header included), more than the ${number(MARKDOWN_LIMITS.tableCells)} an article may have. Fix: split the table, or link to the full data instead.`,
      );
    }
    table = undefined;
  };

  for (const [index, line] of lines.entries()) {
    if (/^[ \t]*$/.test(line)) {
      endTable();
      paragraph = { start: index + 1, markup: 0 };
      continue;
    }
    const depth = lineNesting(line);
    if (depth > MARKDOWN_LIMITS.nesting) {
      report(
        'nesting',
        index + 1,
        `block quotes and lists nest ${depth} deep here (counting each \`>\`, list marker and two spaces of indentation), more than the ${MARKDOWN_LIMITS.nesting} the site allows. Fix: flatten the quotes and lists.`,
      );
    }
    const markup = count(line, MARKUP) + count(line, BARE_ADDRESS);
    paragraph.markup += markup;
    articleMarkup += markup;
    if (paragraph.markup > MARKDOWN_LIMITS.markupPerParagraph) {
      report(
        'paragraph',
        paragraph.start + 1,
        `the paragraph starting here has more than ${MARKDOWN_LIMITS.markupPerParagraph} of the characters * _ ~ \` [ ] < and bare addresses (www., ://, @) (emphasis, code, links and HTML), whose cost to the build grows with their number (for most, with its square). Fix: split the paragraph with blank lines, or write a literal character as \\*, \\_ … (a backslash first).`,
      );
    }
    if (articleMarkup > MARKDOWN_LIMITS.markupPerArticle) {
      report(
        'article',
        index + 1,
        `the article has more than ${number(MARKDOWN_LIMITS.markupPerArticle)} of the characters * _ ~ \` [ ] < and bare addresses (www., ://, @) by this line (emphasis, code, links and HTML). Fix: split the article into parts.`,
      );
    }
    htmlTags += count(line, HTML_TAG);
    if (htmlTags > MARKDOWN_LIMITS.htmlTags) {
      report(
        'html',
        index + 1,
        `the article has more than ${MARKDOWN_LIMITS.htmlTags} HTML tags (\`<\` followed by a letter) by this line. Fix: write it in Markdown; for a plain < before a letter, write &lt;.`,
      );
    }
    const columns = rowCells(line);
    if (table) {
      table.rows += 1;
      table.columns = Math.max(table.columns, columns);
    } else if (index > 0 && DELIMITER_ROW.test(line) && lines[index - 1]!.includes('|')) {
      // The header row is the line before; a table runs to the next blank line.
      table = { start: index - 1, rows: 2, columns: Math.max(columns, rowCells(lines[index - 1]!)) };
    }
  }
  endTable();
  return [...found.values()].sort((a, b) => a.line - b.line);
}
