import fs from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { reviewDigest } from '../../src/lib/review-digest.ts';
import { FIXTURE_BUILD_LOG, FIXTURE_CONTENT, FIXTURE_DIST, readPage, TEST_TODAY } from '../helpers/site-build.ts';

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

describe('an article whose text changed after its medical review', () => {
  // water-and-heat in en, hi and mr: reviewed on 2025-03-01; each then gained its last paragraph.
  // en and hi were updated on 2025-04-01; mr's postTimeodified (2025-02-01) was not moved on.
  const FILES = { en: 'en/water-and-heat.md', hi: 'hi/water-and-heat-hindi.md', mr: 'mr/water-and-heat-marathi.md' } as const;

  it('is the fixture it claims to be: without its last paragraph the text is exactly the reviewed one', () => {
    for (const file of Object.values(FILES)) {
      const { data, body } = parseArticleSource(fs.readFileSync(path.join(FIXTURE_CONTENT, 'posts', file), 'utf8'));
      const parsed = postFrontmatterSchema.parse(data);
      const reviewed = body.trim().split('\n\n').slice(0, -1).join('\n\n');
      expect(reviewDigest({ data: parsed, body: reviewed }), file).toBe(parsed.reviewedDigest);
      expect(reviewDigest({ data: parsed, body }), file).not.toBe(parsed.reviewedDigest);
    }
  });

  it('says so calmly, in the page’s language, with the day of the update and of the review', () => {
    const notice = (slug: string) => page(`/post/${slug}`)('article [data-notice="changed-after-review"]');
    expect(notice('water-and-heat').text().trim()).toBe(
      'This article was updated on 1 Apr 2025, after its last medical review on 1 Mar 2025. The changes have not been medically reviewed yet; for decisions about your health, talk to your doctor.',
    );
    expect(notice('water-and-heat').attr('role')).toBe('note');
    expect(notice('water-and-heat').is('[data-pagefind-ignore]')).toBe(true);
    expect(notice('water-and-heat-hindi').text().trim()).toBe(
      `यह लेख ${formatDisplayDate(1_743_465_600, 'hi')} को अपडेट किया गया, यानी 1 मार्च 2025 को हुई इसकी पिछली चिकित्सकीय समीक्षा के बाद। इन बदलावों की चिकित्सकीय समीक्षा अभी नहीं हुई है; अपने स्वास्थ्य से जुड़े फ़ैसलों के लिए अपने डॉक्टर से बात करें।`,
    );
    // Marathi, in Devanagari digits; without a day of update, since its time was not moved on.
    expect(notice('water-and-heat-marathi').text().trim()).toBe(
      '१ मार्च, २०२५ रोजी झालेल्या मागील वैद्यकीय पडताळणीनंतर या लेखात बदल झाले आहेत. या बदलांची वैद्यकीय पडताळणी अजून झालेली नाही; आरोग्याविषयीच्या निर्णयांसाठी आपल्या डॉक्टरांशी बोला.',
    );
    expect(page('/post/salt-basics')('[data-notice="changed-after-review"]')).toHaveLength(0);
  });

  it('keeps its translation notice: a translation has its own review and its own lag', () => {
    const mr = page('/post/water-and-heat-marathi');
    expect(mr('[data-notice="translation-behind"]')).toHaveLength(1);
    expect(page('/post/water-and-heat-hindi')('[data-notice="translation-behind"]')).toHaveLength(0);
  });

  it('names its last review in the trust block as one of an earlier version', () => {
    const $ = page('/post/water-and-heat');
    const line = $('.trust .meta li').filter((_, li) => $(li).text().includes('Last reviewed'));
    expect(line.text().replace(/\s+/g, ' ').trim()).toBe(
      'Last reviewed: 1 Mar 2025 (of an earlier version of this article) · Next review due: 1 Mar 2027',
    );
    expect(page('/post/salt-basics')('[data-review-of]')).toHaveLength(0);
  });

  it('claims no review in its JSON-LD, in any language', () => {
    for (const slug of ['water-and-heat', 'water-and-heat-hindi', 'water-and-heat-marathi']) {
      const ld = jsonLd(page(`/post/${slug}`));
      expect(ld['@type'], slug).toBe('MedicalWebPage');
      expect(ld, slug).not.toHaveProperty('reviewedBy');
      expect(ld, slug).not.toHaveProperty('lastReviewed');
    }
  });

  it('is named in the build log, with the count', () => {
    expect(fs.readFileSync(FIXTURE_BUILD_LOG, 'utf8')).toContain(
      '3 articles changed after their medical review (tests/fixtures/site/posts/en/water-and-heat.md, tests/fixtures/site/posts/hi/water-and-heat-hindi.md, tests/fixtures/site/posts/mr/water-and-heat-marathi.md)',
    );
  });
});
