import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIST, readPage } from '../helpers/site-build.ts';

const page = (pathname: string) => load(readPage(FIXTURE_DIST, pathname));
const jsonLd = ($: ReturnType<typeof page>) =>
  JSON.parse($('script[type="application/ld+json"]').first().text()) as Record<string, unknown>;

describe('people a reader can check', () => {
  it('builds a page per person and language, listing what they wrote and reviewed in that language', () => {
    const en = page('/people/dr-test-author');
    expect(en('h1').text()).toBe('Dr. Test Author');
    expect(
      en('[data-list="people.wrote"] a')
        .map((_, a) => en(a).attr('href'))
        .get(),
    ).toEqual(['/post/salt-basics']);
    expect(en('dd').text()).toContain('MBBS');
    const panel = page('/hi/people/review-panel');
    expect(panel('html').attr('lang')).toBe('hi');
    expect(panel('[data-list="people.reviewed"] h2').text()).toBe('समीक्षा किए गए लेख');
    expect(page('/mr/people/dr-test-author')('[data-list="people.wrote"] li')).toHaveLength(0);
    // Names as the person writes them in each script; one string serves every language.
    const mr = page('/mr/people/dr-test-author');
    expect(mr('h1').text()).toBe('डॉ. टेस्ट लेखिका');
    expect(mr('title').text()).toMatch(/^डॉ. टेस्ट लेखिका/);
    expect(jsonLd(mr)).toMatchObject({ '@type': 'Person', name: 'डॉ. टेस्ट लेखिका' });
    expect(panel('h1').text()).toBe('Review Panel');
    expect(jsonLd(en)).toMatchObject({
      '@type': 'Person',
      name: 'Dr. Test Author',
      jobTitle: 'Physician',
      url: 'https://arogya.example/people/dr-test-author',
    });
  });

  it('links the trust block to the author and reviewer, and names them as Person/Organization in JSON-LD', () => {
    const $ = page('/post/salt-basics');
    expect($('[data-person="author"] a').attr('href')).toBe('/people/dr-test-author');
    expect($('[data-person="author"]').text()).toBe('By Dr. Test Author, Physician');
    expect($('[data-person="reviewer"] a').attr('href')).toBe('/people/review-panel');
    expect(jsonLd($)).toMatchObject({
      author: {
        '@type': 'Person',
        name: 'Dr. Test Author',
        jobTitle: 'Physician',
        honorificSuffix: 'MBBS',
        url: 'https://arogya.example/people/dr-test-author',
      },
      reviewedBy: { '@type': 'Organization', name: 'Review Panel', url: 'https://arogya.example/people/review-panel' },
    });
  });

  it('tells readers calmly when an article has not been medically reviewed yet', () => {
    expect(page('/post/lifestyle-two')('[data-notice="review-pending"]').text()).toBe(
      'This article has not been medically reviewed yet. Until it is, please talk to your doctor before you act on it.',
    );
    expect(page('/post/salt-basics-hindi')('[data-notice="review-pending"]').text()).toContain('चिकित्सकीय समीक्षा नहीं हुई');
    expect(page('/post/salt-basics')('[data-notice="review-pending"]')).toHaveLength(0);
  });
});

describe('sample profiles and review panels', () => {
  it('says "Sample profile" on a sample person’s page, in each language, and gives it no structured data', () => {
    const en = page('/people/sample-doctor');
    expect(en('[data-notice="sample-profile"]').text()).toBe(
      'Sample profile. This is a sample profile from this website’s demonstration content: it does not describe a real person or panel, and the qualifications shown are only examples.',
    );
    expect(en('script[type="application/ld+json"]')).toHaveLength(0);
    expect(page('/hi/people/sample-doctor')('[data-notice="sample-profile"] strong').text()).toBe('नमूना प्रोफ़ाइल.');
    expect(page('/mr/people/sample-doctor')('[data-notice="sample-profile"] strong').text()).toBe('नमुना प्रोफाइल.');
    expect(page('/people/dr-test-author')('[data-notice="sample-profile"]')).toHaveLength(0);
  });

  it('marks a sample author or reviewer in the trust block, and leaves them out of the JSON-LD', () => {
    const $ = page('/post/water-and-heat');
    expect($('[data-person="author"]').text().replace(/\s+/g, ' ').trim()).toBe('By Dr. Sample Doctor, Physician (Sample profile)');
    expect(jsonLd($)).not.toHaveProperty('author');
    for (const [slug, mark] of [
      ['water-and-heat-hindi', '(नमूना प्रोफ़ाइल)'],
      ['water-and-heat-marathi', '(नमुना प्रोफाइल)'],
    ] as const) {
      const translated = page(`/post/${slug}`);
      expect(translated('[data-person="author"] [data-sample]').text().trim(), slug).toBe(mark);
      expect(jsonLd(translated), slug).not.toHaveProperty('author');
    }
    expect(page('/post/salt-basics')('[data-sample]')).toHaveLength(0);
  });

  it('names a panel’s members on its page, with their qualifications and pages', () => {
    const $ = page('/people/review-panel');
    const members = $('[data-list="people.members"] li');
    expect(members.map((_, li) => $(li).text().replace(/\s+/g, ' ').trim()).get()).toEqual(['Dr. Test Author, Physician (MBBS)']);
    expect(members.find('a').attr('href')).toBe('/people/dr-test-author');
    expect(page('/mr/people/review-panel')('[data-list="people.members"] h2').text()).toBe('सदस्य');
    expect(jsonLd($)).toMatchObject({
      '@type': 'Organization',
      member: [
        { '@type': 'Person', name: 'Dr. Test Author', honorificSuffix: 'MBBS', url: 'https://arogya.example/people/dr-test-author' },
      ],
    });
    expect(page('/people/dr-test-author')('[data-list="people.members"]')).toHaveLength(0);
  });
});

describe('reporting a problem, and the emergency numbers', () => {
  it('offers a plain, prefilled "Report a problem" link on every article', () => {
    const $ = page('/post/salt-basics');
    const links = $('.report-problem a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(links).toEqual([
      'mailto:corrections@arogya.example?subject=Problem%20on%20the%20page%3A%20salt-basics%20title&body=https%3A%2F%2Farogya.example%2Fpost%2Fsalt-basics%0A%0A',
      'https://git.example/arogya/site/issues/new?title=salt-basics%20title&body=https%3A%2F%2Farogya.example%2Fpost%2Fsalt-basics',
    ]);
    expect($('.report-problem').text()).toContain('Report a problem with this page');
    expect(page('/post/lifestyle-three')('.report-problem a')).toHaveLength(2);
    expect(page('/post/salt-basics-marathi')('.report-problem').text()).toContain('या पानावरील चूक किंवा अडचण कळवा');
  });

  it('names 112, 108 and Tele-MANAS 14416 in every disclaimer, in the page’s language and digits', () => {
    expect(page('/post/salt-basics')('[data-emergency]').text()).toBe(
      'In an emergency, call 112; for an ambulance, call 108. For mental-health support, call the Tele-MANAS helpline on 14416.',
    );
    expect(page('/post/salt-basics-hindi')('[data-emergency]').text()).toMatch(/112.*108.*टेली-मानस.*14416/);
    expect(page('/post/salt-basics-marathi')('[data-emergency]').text()).toMatch(/११२.*१०८.*टेली-मानस.*१४४१६/);
    expect(page('/post/about-this-website')('[data-emergency]').text()).toContain('14416');
  });

  it('links the editorial policy from the footer, in the reader’s language', () => {
    expect(page('/')('footer a[href="/post/editorial-policy"]').text()).toBe('Editorial policy');
    // The fixture has no Hindi policy: site.yaml points every language at the English one.
    expect(page('/hi')('footer a[href="/post/editorial-policy"]').text()).toBe('संपादकीय नीति');
    expect(page('/post/salt-basics')('footer a[href="/post/editorial-policy"]')).toHaveLength(1);
  });
});
