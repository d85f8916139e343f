import { describe, expect, it } from 'vitest';
import { coverImageUrl, coverSvg, leadImageUrl, stableHash, wrapTitle, type CoverInput } from '../../src/lib/cover-image.ts';
import { findSvgHazards } from '../../src/lib/svg-safety.ts';

const english: CoverInput = {
  slug: 'acidity',
  title: 'Acidity and Heartburn: Triggers, Habits and Warning Signs',
  category: 'My Health',
  categorySlug: 'my-health',
  lang: 'en',
  siteName: 'Arogya',
};
const marathi: CoverInput = {
  ...english,
  slug: 'acidity-marathi',
  title: 'ॲसिडिटी आणि छातीत जळजळ: कारणे, सवयी आणि धोक्याची लक्षणे',
  category: 'मराठी',
  categorySlug: 'marathi',
  lang: 'mr',
};

describe('leadImageUrl', () => {
  it("is the author's image when there is one, else the article's generated cover", () => {
    expect(leadImageUrl({ slug: 'x', featureImageUrl: '/images/x.svg' })).toBe('/images/x.svg');
    expect(leadImageUrl({ slug: 'acidity' })).toBe('/cover/acidity.svg');
    expect(coverImageUrl('a-b')).toBe('/cover/a-b.svg');
  });
});

describe('wrapTitle', () => {
  it('breaks at spaces and ends a cut title with an ellipsis', () => {
    expect(wrapTitle('Salt and health', 5, 3)).toEqual(['Salt and', 'health']);
    const lines = wrapTitle('one two three four five six seven eight nine ten', 5, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
  });

  it('keeps a word longer than a line whole', () => {
    expect(wrapTitle('Supercalifragilistic', 3, 2)).toEqual(['Supercalifragilistic']);
  });
});

describe('coverSvg', () => {
  it('is a drawing only: it passes the checks every SVG in content/images must pass', () => {
    for (const input of [english, marathi, { ...english, title: `<script>alert(1)</script> & "quotes" 'x'` }]) {
      expect(findSvgHazards(coverSvg(input))).toEqual([]);
    }
  });

  it('draws the category and the title as text, escaped, Devanagari as it is', () => {
    const svg = coverSvg(marathi);
    expect(svg).toContain('>मराठी</text>');
    expect(svg).toContain('ॲसिडिटी');
    expect(svg).toMatch(/font-family="[^"]*Devanagari/);
    expect(coverSvg({ ...english, title: 'A < B & C' })).toContain('A &#60; B &#38; C');
  });

  it('differs from article to article, and is the same on every build', () => {
    expect(coverSvg(english)).toBe(coverSvg({ ...english }));
    expect(coverSvg({ ...english, slug: 'other', title: 'Other' })).not.toBe(coverSvg(english));
    expect(stableHash('acidity')).toBe(stableHash('acidity'));
  });

  it('stays small (a lead image on a metered connection)', () => {
    expect(Buffer.byteLength(coverSvg(marathi))).toBeLessThan(3_000);
  });
});
