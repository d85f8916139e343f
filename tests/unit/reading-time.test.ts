import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../src/lib/reading-time.ts';

describe('countWords', () => {
  it('counts words, not Markdown syntax or link targets', () => {
    expect(countWords('## Salt and you\n\n- **Eat** less [salt](/post/salt-and-health).\n\n![x](../a.svg)')).toBe(6);
  });
  it('counts the words of rendered HTML, not its tags or attributes', () => {
    expect(
      countWords(
        '<h2 id="salt-and-you">Salt and you</h2>\n<ul><li><strong>Eat</strong> less <a href="/post/salt">salt</a>.</li></ul><p><img src="/a.svg" alt="a salt shaker"></p>',
      ),
    ).toBe(6);
  });
  it('counts Devanagari words', () => {
    expect(countWords('नमक कम खाएँ, सेहत बनाएँ।')).toBe(5);
  });
});

describe('readingMinutes', () => {
  it('rounds to whole minutes per language speed, at least one', () => {
    expect(readingMinutes('word '.repeat(400), 'en')).toBe(2);
    expect(readingMinutes('शब्द '.repeat(480), 'hi')).toBe(3);
    expect(readingMinutes('', 'mr')).toBe(1);
  });
});
