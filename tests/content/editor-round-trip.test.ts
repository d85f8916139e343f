import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { BODY_FIELD, readEditorFile, SOURCE_FIELD, writeEditorFile } from '../../src/lib/editor-format.ts';
import { topLevelFieldSpans } from '../../src/lib/safe-yaml.ts';
import { FRONTMATTER_KEYS } from '../../scripts/lib/frontmatter.ts';

/**
 * The editor's round trip on every real article of content/ (English, Hindi, Marathi): what
 * Decap CMS does with a file through the format of src/lib/editor-format.ts.
 */
const ORDER = FRONTMATTER_KEYS as readonly string[];
const postsDir = path.resolve('content/posts');
const articles = fs
  .readdirSync(postsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file, text: fs.readFileSync(path.join(postsDir, file), 'utf8') }));

/** A different value of the same kind, as an author would make it in the editor. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? '2026-01-31' : `${value} (revised)`;
  if (typeof value === 'number') return value + 60;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length > 1 ? value.slice(0, -1) : [...value, typeof value[0] === 'object' ? { title: 'New source' } : 'new-tag'];
  return value;
}

describe('the editor on every article in content/', () => {
  it('covers the three languages', () => {
    for (const lang of ['en', 'hi', 'mr']) expect(articles.filter((a) => a.file.startsWith(`${lang}/`)).length, lang).toBeGreaterThan(5);
  });

  it('reads the same fields and body as the build does', () => {
    for (const { file, text } of articles) {
      const { [SOURCE_FIELD]: source, [BODY_FIELD]: body, ...fields } = readEditorFile(text);
      const expected = parseArticleSource(text);
      expect(fields, file).toEqual(expected.data);
      expect(body, file).toBe(expected.body.replace(/^\n+/, ''));
      expect(source, file).toBe(text);
    }
  });

  it('writes every article back byte for byte when nothing changed', () => {
    const differing = articles.filter(({ text }) => writeEditorFile(readEditorFile(text), ORDER) !== text).map((a) => a.file);
    expect(differing).toEqual([]);
  });

  it('changes only the lines of the field that changed, whichever field it is, and the file reads back as edited', () => {
    const edited = new Set<string>();
    for (const [index, { file, text }] of articles.entries()) {
      const frontmatterStart = '---\n'.length;
      const spans = topLevelFieldSpans(text.slice(frontmatterStart, text.indexOf('\n---\n', 3) + 1));
      // About three fields of each article, a different three from one article to the next, and
      // every field not edited in an earlier article.
      for (const span of spans.filter((s, i) => (i + index) % Math.ceil(spans.length / 3) === 0 || !edited.has(s.key))) {
        const data = readEditorFile(text);
        data[span.key] = changed(data[span.key]);
        const after = writeEditorFile(data, ORDER);
        // Everything before and after the field's lines is the same text.
        const before = text.slice(0, frontmatterStart + span.start);
        const rest = text.slice(frontmatterStart + span.end);
        expect(after.startsWith(before) && after.endsWith(rest), `${file}: ${span.key}`).toBe(true);
        const { [SOURCE_FIELD]: _source, [BODY_FIELD]: _body, ...expected } = data;
        expect(parseArticleSource(after).data, `${file}: ${span.key}`).toEqual(expected);
        edited.add(span.key);
      }
    }
    // Every field the articles use was edited in some article.
    const used = new Set(articles.flatMap(({ text }) => Object.keys(parseArticleSource(text).data)));
    expect([...used].filter((key) => !edited.has(key))).toEqual([]);
  });

  it('keeps every unchanged block of a body the rich-text view rewrote in its own style', () => {
    for (const { file, text } of articles) {
      const data = readEditorFile(text);
      const body = String(data[BODY_FIELD]);
      const first = body.split('\n').find((line) => /^(?:[A-Za-z]|\p{Script=Devanagari})/u.test(line));
      if (!first) continue;
      // One sentence changed, and every list item re-marked as Decap CMS's rich-text view writes it.
      data[BODY_FIELD] = body.replace(first, `${first} (revised)`).replace(/^(\s*)- /gm, '$1* ');
      const after = writeEditorFile(data, ORDER);
      const changed = after.split('\n').filter((line, i) => line !== text.split('\n')[i]);
      expect(changed, file).toEqual([`${first} (revised)`]);
    }
  });
});

