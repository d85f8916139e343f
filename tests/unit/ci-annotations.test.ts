import { describe, expect, it } from 'vitest';
import { ciAnnotation, escapeCiData, escapeCiProperty } from '../../src/lib/ci-annotations.ts';

describe('escapeCiData', () => {
  it('escapes %, carriage returns and newlines, and nothing else', () => {
    expect(escapeCiData('100%\r\nnext')).toBe('100%25%0D%0Anext');
    expect(escapeCiData('%0A stays text')).toBe('%250A stays text');
    expect(escapeCiData('नमक: a, b :: c')).toBe('नमक: a, b :: c');
  });
});

describe('escapeCiProperty', () => {
  it('also escapes : and , so that a value cannot end early', () => {
    expect(escapeCiProperty('posts/a,b.md')).toBe('posts/a%2Cb.md');
    expect(escapeCiProperty('x::error file=y')).toBe('x%3A%3Aerror file=y');
    expect(escapeCiProperty('C:\\a\nb%')).toBe('C%3A\\a%0Ab%25');
  });
});

describe('ciAnnotation', () => {
  it('writes one workflow command line', () => {
    expect(ciAnnotation('warning', 'tests/fixtures/import/posts.json', '#4 (id x): no slug')).toBe(
      '::warning file=tests/fixtures/import/posts.json::#4 (id x): no slug',
    );
    expect(ciAnnotation('error', 'content/posts/en/a.md', 'title: is missing.')).toBe(
      '::error file=content/posts/en/a.md::title: is missing.',
    );
  });

  it('cannot be made to start a second command, whatever the file name and message hold', () => {
    const line = ciAnnotation(
      'error',
      'a.md,line=1::\n::error::forged',
      'title "x\r\n::set-env name=A::b\n::error file=README.md::forged" 100%',
    );
    expect(line.split(/\r|\n/)).toHaveLength(1);
    expect(line).toBe(
      '::error file=a.md%2Cline=1%3A%3A%0A%3A%3Aerror%3A%3Aforged::title "x%0D%0A::set-env name=A::b%0A::error file=README.md::forged" 100%25',
    );
    // The first `::` after the command's own ends the properties: the whole file name is inside them.
    expect(line.slice(0, line.indexOf('::', 2))).toBe('::error file=a.md%2Cline=1%3A%3A%0A%3A%3Aerror%3A%3Aforged');
  });
});
