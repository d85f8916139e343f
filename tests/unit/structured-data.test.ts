import { describe, expect, it } from 'vitest';
import { medicalWebPage, serializeJsonLd } from '../../src/lib/structured-data.ts';
import { whatsappShareUrl } from '../../src/lib/share.ts';

describe('serializeJsonLd', () => {
  it('keeps hostile text valid JSON that cannot close the script element', () => {
    const hostile = { name: 'Salt</script><script>alert(1)</script> "quotes" & \u2028 lines' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('medicalWebPage', () => {
  it('describes an article with dates, people, language and breadcrumbs', () => {
    const ld = medicalWebPage({
      url: 'https://a.example/post/x',
      title: 'X',
      description: 'd',
      image: 'https://a.example/i.svg',
      lang: 'hi',
      datePublished: '2020-01-01T00:00:00.000Z',
      dateModified: '2021-01-01T00:00:00.000Z',
      author: 'Dr. A',
      reviewedBy: 'Panel',
      lastReviewed: '2024-01-01',
      section: 'Salt',
      siteName: 'Arogya',
      siteUrl: 'https://a.example/',
      crumbs: [
        { name: 'Home', url: 'https://a.example/' },
        { name: 'X', url: 'https://a.example/post/x' },
      ],
    });
    expect(ld).toMatchObject({
      '@type': 'MedicalWebPage',
      inLanguage: 'hi',
      author: { name: 'Dr. A' },
      reviewedBy: { name: 'Panel' },
      lastReviewed: '2024-01-01',
      breadcrumb: { '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2, item: 'https://a.example/post/x' }] },
    });
  });
});

describe('whatsappShareUrl', () => {
  it('encodes title and URL into one message', () => {
    expect(whatsappShareUrl('नमक & BP', 'https://a.example/post/x')).toBe(
      'https://wa.me/?text=%E0%A4%A8%E0%A4%AE%E0%A4%95%20%26%20BP%0Ahttps%3A%2F%2Fa.example%2Fpost%2Fx',
    );
  });
});
