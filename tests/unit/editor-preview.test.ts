import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';
import { articlePreview, categoryLabelFor, type PreviewRegistries } from '../../src/lib/editor-preview.ts';
import { epochToIndiaInput, EDITOR_TIME_ZONE, indiaInputToEpoch } from '../../src/lib/editor-time.ts';
import { formatDisplayDate } from '../../src/lib/dates.ts';

const { site, categories, tags, people, publishers } = loadRegistries('tests/fixtures/site');
const registries: PreviewRegistries = { site, categories, tags, people, publishers, reviewPending: 'pending' };

const hindi = {
  title: 'चीनी: ज़रूरी बातें',
  slug: 'sugar-facts-hindi',
  lang: 'hi',
  postTime: 1600000000,
  postTimeodified: 1700000000,
  primaryCategorySlug: 'sugar',
  primaryCategory: 'Sugar',
  tags: ['sugar', 'salt'],
  author: 'dr-test-author',
  reviewedBy: 'review-panel',
  lastReviewed: '2026-05-01',
  references: [
    { title: 'Sugars and dental caries', url: 'https://www.who.int/x' },
    { title: 'Dietary Guidelines', publisher: 'ICMR–National Institute of Nutrition', url: '' },
    { title: '', publisher: 'half-typed' },
  ],
};

describe('the preview of an article being edited', () => {
  it('shows what its page shows, in its language: dates, category, tags, byline, review dates', () => {
    const view = articlePreview(hindi, registries);
    expect(view.lang).toBe('hi');
    expect(view.dates.map((date) => `${date.label}: ${date.text}`)).toEqual([
      `अपडेट किया गया: ${formatDisplayDate(1700000000, 'hi')}`,
      `पहली बार प्रकाशित: ${formatDisplayDate(1600000000, 'hi')}`,
    ]);
    expect(view.category).toEqual({ label: 'श्रेणी', name: 'चीनी', href: '/category/sugar' });
    expect(view.tags).toEqual([
      { label: 'चीनी', href: '/tag/sugar' },
      { label: 'नमक', href: '/tag/salt' },
    ]);
    expect(view.trust.author).toMatchObject({ before: 'लेखन: ', person: { name: 'डॉ. टेस्ट लेखिका', href: '/hi/people/dr-test-author' } });
    expect(view.trust.reviewer?.person.href).toBe('/hi/people/review-panel');
    // The next review follows the policy of site.yaml, unless nextReview brings it forward.
    expect(view.trust.reviewed).toMatchObject({ date: '2026-05-01', next: { date: '2028-05-01' } });
    expect(articlePreview({ ...hindi, nextReview: '2027-01-01' }, registries).trust.reviewed?.next?.date).toBe('2027-01-01');
    expect(view.trust.emergency).toContain('112');
    expect(view.trust.report.email).toMatch(/^mailto:/);
  });

  it('lists the references as typed so far, a publisher without a link of its own linked to its website', () => {
    const view = articlePreview(hindi, registries);
    expect(view.trust.references).toEqual([
      { title: 'Sugars and dental caries', url: 'https://www.who.int/x' },
      {
        title: 'Dietary Guidelines',
        publisher: 'ICMR–National Institute of Nutrition',
        publisherUrl: publishers['ICMR–National Institute of Nutrition'],
      },
    ]);
    expect(publishers['ICMR–National Institute of Nutrition']).toMatch(/^https:/);
  });

  it('names no reviewer and no review date while the review is pending, and says so', () => {
    const view = articlePreview({ ...hindi, review: 'pending' }, registries);
    expect(view.pendingNotice).toMatch(/समीक्षा/);
    expect(view.trust.reviewer).toBeUndefined();
    expect(view.trust.reviewed).toBeUndefined();
    expect(view.trust.author).toBeDefined();
  });

  it('shows its own lead image, or else the cover the site draws for it', () => {
    expect(articlePreview({ ...hindi, featureImageUrl: '/images/chini.png' }, registries).leadImage).toEqual({ url: '/images/chini.png' });
    const cover = articlePreview(hindi, registries).leadImage;
    expect('cover' in cover && decodeURIComponent(cover.cover)).toMatch(/^data:image\/svg\+xml,<svg[\s\S]*चीनी: ज़रूरी बातें/);
  });

  it('copes with a new article of which little is typed yet', () => {
    const view = articlePreview({ lang: 'mr' }, registries);
    expect(view).toMatchObject({ lang: 'mr', title: '', dates: [], category: undefined, tags: [] });
    expect(view.trust.references).toEqual([]);
  });
});

describe('the category label of an article', () => {
  it('keeps a label that names the category, in English or the article’s language, and else writes the English one', () => {
    expect(categoryLabelFor({ primaryCategorySlug: 'sugar', primaryCategory: 'Sugar', lang: 'hi' }, categories)).toBe('Sugar');
    expect(categoryLabelFor({ primaryCategorySlug: 'sugar', primaryCategory: 'चीनी', lang: 'hi' }, categories)).toBe('चीनी');
    expect(categoryLabelFor({ primaryCategorySlug: 'sugar', primaryCategory: 'Lifestyle', lang: 'en' }, categories)).toBe('Sugar');
    expect(categoryLabelFor({ primaryCategorySlug: 'sugar', lang: 'mr' }, categories)).toBe('Sugar');
    expect(categoryLabelFor({ primaryCategorySlug: 'constructor', lang: 'en' }, categories)).toBeUndefined();
  });
});

describe('times in the editor', () => {
  it('are shown and read as times in India, the site’s time zone', () => {
    expect(EDITOR_TIME_ZONE).toBe('Asia/Kolkata');
    // India has kept +05:30 all year: the offset the editor uses is the zone's, in any season.
    for (const seconds of [946684800, 1600000000, 1750000000]) {
      const shown = epochToIndiaInput(seconds);
      const zone = new Intl.DateTimeFormat('en-CA', {
        timeZone: EDITOR_TIME_ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .format(new Date(seconds * 1000))
        .replace(', ', 'T');
      expect(shown).toBe(zone);
      expect(indiaInputToEpoch(shown)).toBe(seconds);
    }
    expect(indiaInputToEpoch('2020-09-13T17:56')).toBe(1599999960);
    for (const bad of ['', '2020-09-13', '13/09/2020 18:16', '2020-02-30T10:00x']) expect(indiaInputToEpoch(bad), bad).toBeUndefined();
  });
});
