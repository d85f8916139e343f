import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * The editor's rich-text view writes the whole body back in its own Markdown style (`*` for
 * `-` in lists, other escapes), even where the author changed one sentence. This keeps the
 * author's original lines wherever the new text says the same thing: the two are compared line
 * by line, and a run of changed lines whose Markdown parses to the same tree as the original's
 * (only the way of writing it differs) is given back its original lines. Runs that really
 * changed are kept as the editor wrote them.
 */

/** Longest stretch (after the common start and end) compared line by line; beyond it the edited text is kept as it is. */
const MAX_COMPARED_LINES = 3000;

/** A Markdown text's syntax tree, without positions: what it says, not how it is written. */
function meaning(markdown: string): string {
  return JSON.stringify(fromMarkdown(markdown), (key, value: unknown) => (key === 'position' ? undefined : value));
}

/** The line pairs of a longest common subsequence of `a` and `b` (indexes into each). */
function commonLines(a: readonly string[], b: readonly string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lengths = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * cols + j] =
        a[i] === b[j] ? lengths[(i + 1) * cols + j + 1]! + 1 : Math.max(lengths[(i + 1) * cols + j]!, lengths[i * cols + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * cols + j]! >= lengths[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * `edited`, with every changed run of lines that means what the same place of `original` meant
 * written as in `original`.
 * @example keepOriginalWording('Intro.\n\n- one\n- two\n', 'Intro, longer.\n\n* one\n* two\n') // => 'Intro, longer.\n\n- one\n- two\n'
 */
export function keepOriginalWording(original: string, edited: string): string {
  const a = original.split('\n');
  const b = edited.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  if (endA - start > MAX_COMPARED_LINES || endB - start > MAX_COMPARED_LINES) return edited;
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const out: string[] = a.slice(0, start);
  let i = 0;
  let j = 0;
  const flush = (untilA: number, untilB: number) => {
    const before = middleA.slice(i, untilA);
    const after = middleB.slice(j, untilB);
    const same = before.length > 0 && after.length > 0 && meaning(before.join('\n')) === meaning(after.join('\n'));
    out.push(...(same ? before : after));
    i = untilA;
    j = untilB;
  };
  for (const [pairA, pairB] of commonLines(middleA, middleB)) {
    flush(pairA, pairB);
    out.push(middleA[pairA]!);
    i = pairA + 1;
    j = pairB + 1;
  }
  flush(middleA.length, middleB.length);
  out.push(...a.slice(endA));
  return out.join('\n');
}
