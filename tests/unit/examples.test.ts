import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The `@example` lines of src/lib and scripts/lib are documentation that claims a behaviour, so
 * they run as tests. The rules, which every example follows:
 *
 * - `@example EXPR // => VALUE`: EXPR evaluates to VALUE (deep equality, `toEqual`). EXPR and
 *   VALUE are TypeScript expressions and may continue on the comment's next lines; a remark in
 *   parentheses after VALUE (`// => [] (closed with its child)`) is prose, not part of it.
 * - `@example EXPR // ≈ VALUE`: every number agrees with VALUE's to the decimals written there
 *   (`≈ 69.853` means within 0.0005); the rest must be equal.
 * - `@example EXPR // includes VALUE`: the string or array EXPR contains VALUE.
 * - `…` in VALUE stands for what the example leaves out: in a string, any text (write a real
 *   ellipsis as `\u2026`); elsewhere, more entries, so VALUE is then matched as a subset
 *   (`toMatchObject`). `-0` and `0` are equal, as `===` has it.
 * - EXPR sees the module's exports and the language's globals, nothing else: an example that
 *   needs other data writes it inline. A promise is awaited.
 * - An `@example` without one of these markers shows how to call something whose result
 *   depends on what is outside it (files on disk, a whole corpus) and claims no value: it is
 *   not run, but it must name an export of its module, so that it cannot outlive what it shows.
 */

const ROOTS = ['src/lib', 'scripts/lib'];
const MARKERS = ['// =>', '// ≈', '// includes'] as const;
type Marker = (typeof MARKERS)[number];

interface Example {
  file: string;
  line: number;
  /** The example's text, lines joined with `\n`. */
  text: string;
}

interface Claim {
  expression: string;
  marker: Marker;
  expected: string;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Every `@example` of a file: its line and text, up to the next tag or the comment's end. */
function examplesIn(file: string, source: string): Example[] {
  const lines = source.split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = /^\s*\*\s*@example\b\s?(.*)$/.exec(lines[i]!);
    if (!start) continue;
    const text = [start[1]!];
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (/^\s*\*\//.test(line) || /^\s*\*\s*@\w/.test(line) || !/^\s*\*/.test(line)) break;
      text.push(line.replace(/^\s*\*\s?/, ''));
    }
    examples.push({ file, line: i + 1, text: text.join('\n').trim() });
  }
  return examples;
}

/** The example's claim, or undefined for a usage example without a result. */
function claimOf(text: string): Claim | undefined {
  const found = MARKERS.map((marker) => ({ marker, at: text.indexOf(marker) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return undefined;
  const expected = text
    .slice(found.at + found.marker.length)
    .trim()
    // A closing remark in parentheses after the value, e.g. "(sibling closed)".
    .replace(/\s+\([^()]*\)$/s, '');
  return { expression: text.slice(0, found.at).trim(), marker: found.marker, expected };
}

/** `'text …'` (the source between the quotes) as a pattern of the string: `…` is any text. */
function partialString(literal: string): RegExp {
  const parts = literal.split(/\s?…\s?/).map((part) => new Function(`return '${part}';`)() as string);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\s\\S]*')}$`);
}

/** VALUE with its `…` turned into matchers (see the rules above); `partial` when it was. */
function withEllipses(expected: string): { text: string; partial: boolean } {
  if (!expected.includes('…')) return { text: expected, partial: false };
  const text = expected
    .replace(/'((?:[^'\\]|\\.)*…(?:[^'\\]|\\.)*)'/g, (_, literal: string) => `expect.stringMatching(${partialString(literal).toString()})`)
    .replace(/,?\s*…/g, '');
  return { text, partial: true };
}

/** `-0` as `0`, through arrays, maps and plain objects. */
function withoutNegativeZero(value: unknown): unknown {
  if (Object.is(value, -0)) return 0;
  if (Array.isArray(value)) return value.map(withoutNegativeZero);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, withoutNegativeZero(item)]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNegativeZero(item)]));
  }
  return value;
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

/** Evaluates a TypeScript expression with the module's exports in scope. */
async function evaluate(expression: string, scope: Record<string, unknown>): Promise<unknown> {
  const js = ts
    .transpileModule(`export default async () => (${expression}\n);`, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    })
    .outputText.replace(/^export default /m, 'return ')
    .replace(/\/\/# sourceMappingURL.*$/m, '');
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const make = new AsyncFunction(...names, js);
  const run = (await make(...names.map((name) => scope[name]))) as () => Promise<unknown>;
  return run();
}

/** The decimals a number was written with (`69.853` → 3, `2.2e-5` → 6, `12` → 0). */
function decimalsOf(literal: string): number {
  const match = /^-?\d*(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(literal);
  if (!match) return 0;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

/** Compares `actual` with `expected`, numbers to the decimals written in `expectedText` (in order). */
function approximately(actual: unknown, expected: unknown, decimals: number[]): void {
  if (typeof expected === 'number') {
    const places = decimals.shift() ?? 0;
    expect(typeof actual).toBe('number');
    expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(0.5 * 10 ** -places * (1 + 1e-9));
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual)).toBe(true);
    expect((actual as unknown[]).length).toBe(expected.length);
    expected.forEach((item, i) => approximately((actual as unknown[])[i], item, decimals));
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) approximately((actual as Record<string, unknown>)[key], value, decimals);
    return;
  }
  expect(actual).toEqual(expected);
}

const files = ROOTS.flatMap(sourceFiles);
const examples = files.flatMap((file) => examplesIn(file, fs.readFileSync(file, 'utf8')));

describe('the @example comments of src/lib and scripts/lib', () => {
  it('are found (the runner reads the comments it is meant to)', () => {
    expect(examples.length).toBeGreaterThan(200);
    expect(examples.filter((example) => claimOf(example.text)).length).toBeGreaterThan(200);
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))('%s', async (_, example) => {
    const scope = (await import(pathToFileURL(path.resolve(example.file)).href)) as Record<string, unknown>;
    const claim = claimOf(example.text);
    if (!claim) {
      const named = Object.keys(scope).some((name) => new RegExp(`\\b${name}\\b`).test(example.text));
      expect(named, `a usage example names an export of ${example.file}: ${example.text}`).toBe(true);
      return;
    }
    const actual = withoutNegativeZero(await evaluate(claim.expression, scope));
    const value = withEllipses(claim.expected);
    const expected = withoutNegativeZero(await evaluate(value.text, { expect }));
    if (claim.marker === '// =>') {
      const plain =
        Array.isArray(expected) ||
        (typeof expected === 'object' && expected !== null && Object.getPrototypeOf(expected) === Object.prototype);
      if (value.partial && plain) expect(actual).toMatchObject(expected as object);
      else expect(actual).toEqual(expected);
    } else if (claim.marker === '// includes') {
      expect(typeof actual === 'string' || Array.isArray(actual), 'a string or an array').toBe(true);
      expect((actual as string | unknown[]).includes(expected as never)).toBe(true);
    } else {
      const literals = [...claim.expected.matchAll(/-?\d[\d.]*(?:e[+-]?\d+)?/gi)].map((m) => decimalsOf(m[0]));
      approximately(actual, expected, literals);
    }
  });
});
