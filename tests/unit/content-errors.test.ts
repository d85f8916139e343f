import { describe, expect, it } from 'vitest';
import { closestKey, formatContentIssues } from '../../src/lib/content-errors.ts';
import { suggestSlug } from '../../src/lib/post-schema.ts';

describe('formatContentIssues', () => {
  it('groups issues by file in a stable order', () => {
    expect(
      formatContentIssues([
        { file: 'b.md', field: 'slug', message: 'is bad.' },
        { file: 'a.md', field: '', message: 'cannot be read.' },
        { file: 'b.md', field: 'title', message: 'is missing.' },
      ]),
    ).toBe('Found 3 problems in the content:\n\na.md\n  - cannot be read.\n\nb.md\n  - slug: is bad.\n  - title: is missing.');
  });
});

describe('closestKey', () => {
  it('finds the legacy field an author most likely meant', () => {
    const known = ['postTime', 'postTimeodified', 'title'];
    expect(closestKey('postTimeModified', known)).toBe('postTimeodified');
    expect(closestKey('Title', known)).toBe('title');
    expect(closestKey('colour', known)).toBeUndefined();
  });
});

describe('suggestSlug', () => {
  it('turns a title into a URL-safe slug', () => {
    expect(suggestSlug('Vitamin D: Part 1')).toBe('vitamin-d-part-1');
    expect(suggestSlug('Guillain-Barré Syndrome')).toBe('guillain-barre-syndrome');
  });
});
