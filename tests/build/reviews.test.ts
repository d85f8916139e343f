import fs from 'node:fs';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { FIXTURE_BUILD_LOG, FIXTURE_DIST, readPage, TEST_TODAY } from '../helpers/site-build.ts';

// The fixture site is built with AROGYA_TODAY=2026-06-01 (TEST_TODAY) and a 24-month review policy:
// salt-basics (reviewed 2024-01-05) is overdue; salt-basics-hindi was translated from an older
// English version (translatedFrom 1650000000 < 1700000300); salt-basics-marathi is in sync.
const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const jsonLd = ($: CheerioAPI) => JSON.parse($('script[type="application/ld+json"]').first().text());

describe('review dates', () => {
  const $ = page('/post/salt-basics');

  it('builds on the fixed test day', () => {
    expect(TEST_TODAY).toBe('2026-06-01');
  });

  it('shows "Last reviewed … · Next review due …" in the trust block, with machine-readable dates', () => {
    const line = $('.trust .meta li').filter((_, li) => $(li).text().includes('Last reviewed'));
    expect(line.text().replace(/\s+/g, ' ').trim()).toBe('Last reviewed: 5 Jan 2024 · Next review due: 5 Jan 2026');
    expect(
      line
        .find('time')
        .map((_, t) => $(t).attr('datetime'))
        .get(),
    ).toEqual(['2024-01-05', '2026-01-05']);
  });

  it('keeps an overdue article published, with a short, calm notice that its review is overdue', () => {
    const notice = $('article [data-notice="review-overdue"]');
    expect(notice).toHaveLength(1);
    expect(notice.attr('role')).toBe('note');
    expect(notice.text().trim()).toBe(
      'This article was due for its regular medical review on 5 Jan 2026. Its advice was checked on 5 Jan 2024 and is being reviewed again; for decisions about your health, talk to your doctor.',
    );
    // Not part of what search finds in the article.
    expect(notice.is('[data-pagefind-ignore]')).toBe(true);
  });

  it('carries lastReviewed and reviewedBy in the MedicalWebPage JSON-LD', () => {
    const ld = jsonLd($);
    expect(ld['@type']).toBe('MedicalWebPage');
    expect(ld.lastReviewed).toBe('2024-01-05');
    expect(ld.reviewedBy).toMatchObject({ name: 'Review Panel' });
  });

  it('shows no review notice on an article whose review is not overdue, and none on an English article about translations', () => {
    expect(page('/post/salt-basics-marathi')('[data-notice="review-overdue"]')).toHaveLength(0);
    expect($('[data-notice="translation-behind"]')).toHaveLength(0);
  });

  it('warns in the build log, naming each overdue file', () => {
    const log = fs.readFileSync(FIXTURE_BUILD_LOG, 'utf8');
    expect(log).toContain(
      'tests/fixtures/site/posts/en/salt-basics.md: medical review overdue since 2026-01-05 (last reviewed 2024-01-05)',
    );
    expect(log).not.toMatch(/salt-basics-(hindi|marathi)\.md: medical review overdue/);
  });
});

describe('translations behind their English source', () => {
  it('tell their readers, in their language, when the English version was updated, with a link to it', () => {
    const $ = page('/post/salt-basics-hindi');
    const notice = $('article [data-notice="translation-behind"]');
    expect(notice).toHaveLength(1);
    const date = formatDisplayDate(1_700_000_300, 'hi');
    expect(notice.text().replace(/\s+/g, ' ').trim()).toBe(
      `इस लेख का अंग्रेज़ी संस्करण ${date} को अपडेट किया गया था; उसमें ऐसे बदलाव हो सकते हैं जिनका अनुवाद अभी नहीं हुआ है। अंग्रेज़ी संस्करण पढ़ें`,
    );
    const link = notice.find('a');
    expect(link.attr('href')).toBe('/post/salt-basics');
    expect(link.attr('hreflang')).toBe('en');
    expect(notice.closest('[lang]').attr('lang')).toBe('hi');
  });

  it('say nothing when made from the current English version', () => {
    expect(page('/post/salt-basics-marathi')('[data-notice="translation-behind"]')).toHaveLength(0);
  });
});
