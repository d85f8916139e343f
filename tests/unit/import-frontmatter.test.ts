import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { flowScalar, frontmatterYaml, markdownFile, plainOrQuoted, quoted } from '../../scripts/lib/frontmatter.ts';

describe('quoted, plainOrQuoted and flowScalar', () => {
  it('quotes only what YAML would misread', () => {
    expect(quoted('a "b"')).toBe('"a \\"b\\""');
    expect(plainOrQuoted('Gut Bacteria')).toBe('Gut Bacteria');
    expect(plainOrQuoted('वसा और तेल')).toBe('वसा और तेल');
    for (const risky of ['yes', 'true', 'null', '2024', 'a: b', '# no', '- x', '', ' pad', "it's"]) {
      expect(plainOrQuoted(risky), risky).toBe(JSON.stringify(risky));
    }
    expect(flowScalar('Fats, Oils')).toBe('"Fats, Oils"');
    expect(flowScalar('salt')).toBe('salt');
  });
});

describe('frontmatterYaml', () => {
  it('writes the schema order whatever the input order, prose quoted, slugs plain, undefined left out', () => {
    expect(
      frontmatterYaml({
        tags: ['salt', 'cow-milk'],
        slug: 'salt',
        title: 'Salt: how much?',
        featureImageUrl: undefined,
        postTime: 1600000000,
        featured: false,
      }),
    ).toBe('title: "Salt: how much?"\nslug: salt\npostTime: 1600000000\ntags: [salt, cow-milk]\nfeatured: false');
  });

  it('writes references as a block list', () => {
    expect(frontmatterYaml({ references: [{ title: 'Fact sheet', publisher: 'WHO', url: 'https://who.int/' }] })).toBe(
      'references:\n  - title: "Fact sheet"\n    publisher: "WHO"\n    url: "https://who.int/"',
    );
    expect(frontmatterYaml({ references: [] })).toBe('references: []');
  });
});

describe('markdownFile', () => {
  it('reads back to the same values, with the body after the fences', () => {
    const fields = {
      title: 'A "quoted" title: yes',
      slug: 'a',
      metaDescription: 'Line\nbreak',
      tags: [],
      postTime: 1,
      focusKeyWord: 'नमक',
    };
    const text = markdownFile(fields, '\nBody.\n\n');
    expect(text.endsWith('---\nBody.\n')).toBe(true);
    const { data, body: content } = parseArticleSource(text);
    expect(data).toEqual(fields);
    expect(content).toBe('Body.\n');
    expect(markdownFile({ slug: 'a' }, '')).toBe('---\nslug: a\n---\n');
  });
});
