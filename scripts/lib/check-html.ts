import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { listFiles } from './dist-pages.ts';

/**
 * The HTML validity gate: every page of a built site passes `html-validate` with the
 * project's `.htmlvalidate.json` (at the repository root).
 *
 * That config is `html-validate:recommended` (HTML standard conformance, accessibility rules
 * such as labels, headings, alt texts and landmarks, and some style rules) with only the style
 * rules off that contradict valid markup React and Astro write on their own: `attr-case`
 * (React writes `enterKeyHint`; HTML attribute names are case-insensitive), `void-style`
 * (`<input/>` and `<input>` are both valid), `attribute-boolean-style` (`checked=""` is valid)
 * and the strict form of `valid-id` (React's `useId` ids start with `_`; HTML allows any id
 * without spaces). `long-title` is off too: it is a search-snippet length hint, not validity,
 * and an article's `<title>` is its author's title plus " | Arogya".
 *
 * One message is not counted: Astro's island runtime puts its own one-line
 * `<style>astro-island,…{display:contents}</style>` just before the first island, in `<body>`,
 * where the standard only expects metadata. Only that exact element is exempt; any other
 * `<style>` out of place is reported.
 */

export interface HtmlProblem {
  /** The page inside the dist folder: `post/x.html`. */
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  /** Where in the document: `html > body > main > h2`. */
  selector: string | null;
}

/** What Astro writes before the first island of a page (astro/dist/runtime/server/scripts.js). */
export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The repository's html-validate config (`.htmlvalidate.json`, two folders above this file). */
export function projectHtmlValidateConfig(): ConfigData {
  const file = path.resolve(import.meta.dirname, '../../.htmlvalidate.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ConfigData;
}

function isAstroIslandStyle(html: string, message: Message): boolean {
  if (message.ruleId !== 'element-permitted-content') return false;
  const start = html.lastIndexOf('<style', message.offset);
  return start !== -1 && message.offset - start <= '<style'.length && html.startsWith(ASTRO_ISLAND_STYLE, start);
}

/** Validates one HTML document; `file` only names it in the problems. */
export function validateHtml(html: string, file: string, validator = new HtmlValidate(projectHtmlValidateConfig())): HtmlProblem[] {
  const report = validator.validateStringSync(html, file);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2 && !isAstroIslandStyle(html, message))
    .map((m) => ({ file, line: m.line, column: m.column, rule: m.ruleId, message: m.message, selector: m.selector }));
}

/** Validates every `.html` file of a dist folder; empty when all are valid. */
export function checkHtml(distDir: string, config: ConfigData = projectHtmlValidateConfig()): HtmlProblem[] {
  const validator = new HtmlValidate(config);
  return listFiles(distDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => validateHtml(fs.readFileSync(path.join(distDir, file), 'utf8'), file, validator));
}

/** Problems as lines for a terminal: `post/x.html:1:20 no-dup-id: … (html > body > …)`. */
export function formatHtmlProblems(problems: HtmlProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule}: ${p.message}${p.selector ? ` (${p.selector})` : ''}`).join('\n');
}
