import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import {
  normalizeValue,
  orderedKeys,
  readEditorFile,
  sameValue,
  SOURCE_FIELD,
  splitArticleFile,
  writeEditorFile,
} from '../../src/lib/editor-format.ts';
import { markdownFile, FRONTMATTER_KEYS } from '../../scripts/lib/frontmatter.ts';
import { keepOriginalWording } from '../../src/lib/markdown-merge.ts';

const ORDER = FRONTMATTER_KEYS as readonly string[];

const ARTICLE = `---
title: "Salt: how much?"
slug: salt
# The description is read by search engines.
metaDescription: "How much salt is too much."
status: publish
primaryCategory: Salt
primaryCategorySlug: salt
postTime: 1600000000
postTimeodified: 1600000000
lang: en
tags: [salt, blood-pressure]
references:
  - title: "Salt reduction"
    publisher: "World Health Organization"
    url: "https://www.who.int/news-room/fact-sheets/detail/salt-reduction"
---

Most of the salt we eat is already in the food we buy.

## How much is too much?

Less than a teaspoon a day.
`;

/** Opens the article in the editor, changes fields as Decap CMS would hand them over, and saves. */
function edit(text: string, change: (data: Record<string, unknown>) => void): string {
  const data = structuredClone(readEditorFile(text));
  change(data);
  return writeEditorFile(data, ORDER);
}

/** The lines of `after` that are not in `before` and the other way round, in order. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

describe('reading an article for the editor', () => {
  it('gives the fields, the body without the blank line after the fence, and the file as read', () => {
    const data = readEditorFile(ARTICLE);
    const { data: fields, body } = parseArticleSource(ARTICLE);
    expect({ ...data, [SOURCE_FIELD]: undefined, body: undefined }).toEqual({ ...fields, [SOURCE_FIELD]: undefined, body: undefined });
    expect(data.body).toBe(body.replace(/^\n/, ''));
    expect(data[SOURCE_FIELD]).toBe(ARTICLE);
  });

  it('refuses what validate refuses at the fences, saying to run it', () => {
    expect(() => readEditorFile('title: x\n')).toThrow(/line of exactly ---.*npm run validate/);
    expect(() => readEditorFile('---js\nx\n---\n')).toThrow(/line of exactly ---/);
    expect(() => readEditorFile('---\ntitle: x\n')).toThrow(/never closes/);
    expect(() => readEditorFile('---\n- a\n---\n')).toThrow(/not a list of fields/);
    expect(() => readEditorFile('---\nx: !!binary aGk=\n---\n')).toThrow(/tag/);
  });

  it('splits at the first line of exactly --- after the opening one', () => {
    expect(splitArticleFile('---\na: "---x"\n---\nbody\n---\nmore\n')).toEqual({ frontmatter: 'a: "---x"\n', body: 'body\n---\nmore\n' });
  });
});

describe('writing an article from the editor', () => {
  it('writes an unchanged article back byte for byte', () => {
    expect(edit(ARTICLE, () => {})).toBe(ARTICLE);
  });

  it('changes only the lines of the one field that changed, in the house layout', () => {
    const after = edit(ARTICLE, (data) => {
      data.metaDescription = 'Less salt: why and how.';
    });
    expect(changedLines(ARTICLE, after)).toEqual({
      removed: ['metaDescription: "How much salt is too much."'],
      added: ['metaDescription: "Less salt: why and how."'],
    });
    const tags = edit(ARTICLE, (data) => {
      data.tags = ['salt', 'blood-pressure', 'heart'];
    });
    expect(changedLines(ARTICLE, tags)).toEqual({
      removed: ['tags: [salt, blood-pressure]'],
      added: ['tags: [salt, blood-pressure, heart]'],
    });
  });

  it('rewrites a changed list of references as the house layout writes one, and nothing around it', () => {
    const after = edit(ARTICLE, (data) => {
      (data.references as Record<string, string>[]).push({ title: 'Sodium', publisher: '', url: 'https://medlineplus.gov/sodium.html' });
    });
    expect(changedLines(ARTICLE, after)).toEqual({
      removed: [],
      added: ['  - title: "Sodium"', '    url: "https://medlineplus.gov/sodium.html"'],
    });
  });

  it('removes an emptied field with its lines, and inserts a new one after the field before it in the schema', () => {
    const after = edit(ARTICLE, (data) => {
      data.tags = [];
      data.focusKeyWord = 'salt intake';
      data.author = 'dr-test-author';
      data.featured = false;
    });
    expect(after).toContain('postTimeodified: 1600000000\nfocusKeyWord: "salt intake"\nlang: en\n');
    expect(after).toContain('lang: en\nfeatured: false\nauthor: dr-test-author\nreferences:\n');
    expect(after).not.toContain('tags:');
    // The comment and everything else stay where they were.
    expect(after).toContain('slug: salt\n# The description is read by search engines.\nmetaDescription:');
    expect(parseArticleSource(after).data).toEqual({
      ...parseArticleSource(ARTICLE).data,
      tags: undefined,
      focusKeyWord: 'salt intake',
      author: 'dr-test-author',
      featured: false,
    });
  });

  it('removes a field that was cleared to empty text, never writing ""', () => {
    const after = edit(ARTICLE, (data) => {
      data.metaDescription = '';
      data.status = null;
    });
    expect(after).not.toMatch(/metaDescription|status/);
  });

  it('puts a field the schema does not know after the others, and writes shapes the layout does not know as YAML', () => {
    const after = edit(ARTICLE, (data) => {
      data.zzz = { nested: ['a'] };
    });
    expect(after).toContain('    url: "https://www.who.int/news-room/fact-sheets/detail/salt-reduction"\nzzz:\n  nested:\n    - a\n---\n');
  });

  it('keeps the body as it was unless its text changed, and then keeps the blank line after the fence', () => {
    expect(
      edit(ARTICLE, (data) => {
        data.body = `${String(data.body).trim()}   \n\n`;
      }),
    ).toBe(ARTICLE);
    const after = edit(ARTICLE, (data) => {
      data.body = String(data.body).replace('a teaspoon', 'one teaspoon');
    });
    expect(after).toBe(ARTICLE.replace('a teaspoon', 'one teaspoon'));
  });

  it('writes a new article exactly as `npm run new` would, empty lists and empty values left out', () => {
    const fields = {
      title: 'नमक',
      slug: 'salt-hindi',
      metaDescription: 'नमक कितना?',
      status: 'draft',
      primaryCategory: 'Salt',
      primaryCategorySlug: 'salt',
      postTime: 1600000000,
      postTimeodified: 1600000000,
      lang: 'hi',
      translationKey: 'salt',
      featured: false,
      healthAdvice: true,
    };
    const written = writeEditorFile({ ...fields, tags: [], references: [], focusKeyWord: '', body: 'पाठ।\n' }, ORDER);
    expect(written).toBe(markdownFile(fields, 'पाठ।'));
  });
});

describe('the helpers', () => {
  it('normalise values and compare them as YAML would read them', () => {
    expect(normalizeValue({ a: '', b: [null, 'x'], c: { d: '' } })).toEqual({ b: ['x'] });
    expect(normalizeValue(0)).toBe(0);
    expect(normalizeValue(false)).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue(1600000000, '1600000000')).toBe(false);
    expect(orderedKeys(['z', 'slug', 'title'], ORDER)).toEqual(['title', 'slug', 'z']);
  });
});

describe('a body rewritten by the rich-text view', () => {
  const DIABETES = `Intro paragraph.

## Who is at higher risk?

- people aged 30 and above
- those with a parent with diabetes

A closing paragraph with *emphasis*.
`;

  it('keeps the original lines of every block that says the same, and takes the changed ones as written', () => {
    // What Decap CMS's rich-text view writes back after one sentence changed: other bullets and emphasis.
    const rewritten = `Intro paragraph, now longer.

## Who is at higher risk?

* people aged 30 and above
* those with a parent with diabetes

A closing paragraph with _emphasis_.`;
    const source = `---\ntitle: "Risk"\n---\n\n${DIABETES}`;
    const after = edit(source, (data) => {
      data.body = rewritten;
    });
    expect(after).toBe(source.replace('Intro paragraph.', 'Intro paragraph, now longer.'));
  });

  it('writes a block that changed in the editor’s style, the rest as it was', () => {
    const rewritten = DIABETES.replace('- people aged 30 and above\n- those', '* people aged 40 and above\n* those').replace(
      '*emphasis*',
      '_emphasis_',
    );
    expect(keepOriginalWording(DIABETES, rewritten)).toBe(
      DIABETES.replace('- people aged 30 and above\n- those', '* people aged 40 and above\n* those'),
    );
  });
});
