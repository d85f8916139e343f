import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';
import { articleView } from '../../src/lib/article-view.ts';
import { parseArticleSource } from '../../src/lib/article-source.ts';
import { postFrontmatterSchema } from '../../src/lib/post-schema.ts';
import { articlePageLd, personLd, serializeJsonLd } from '../../src/lib/structured-data.ts';
import { whatsappShareUrl } from '../../src/lib/share.ts';

describe('serializeJsonLd', () => {
  it('keeps hostile text valid JSON that cannot close the script element', () => {
    const hostile = { name: 'Salt</script><script>alert(1)</script> "quotes" & \u2028 lines' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('articlePageLd', () => {
  const page = {
    url: 'https://a.example/post/about',
    title: 'About',
    description: 'd',
    image: 'https://a.example/i.svg',
    lang: 'en',
    datePublished: '2020-01-01T00:00:00.000Z',
    dateModified: '2021-01-01T00:00:00.000Z',
    section: 'About',
    siteName: 'Arogya',
    siteUrl: 'https://a.example/',
    crumbs: [],
  };

  it('types a page that gives no health advice as a WebPage, never a MedicalWebPage', () => {
    expect(articlePageLd({ ...page, healthAdvice: false })['@type']).toBe('WebPage');
    expect(articlePageLd({ ...page, healthAdvice: true })['@type']).toBe('MedicalWebPage');
  });

  it('describes an article with dates, people, language and breadcrumbs', () => {
    const ld = articlePageLd({
      healthAdvice: true,
      url: 'https://a.example/post/x',
      title: 'X',
      description: 'd',
      image: 'https://a.example/i.svg',
      lang: 'hi',
      datePublished: '2020-01-01T00:00:00.000Z',
      dateModified: '2021-01-01T00:00:00.000Z',
      author: personLd({ name: 'Dr. A', title: 'Physician', qualifications: ['MBBS'], url: 'https://a.example/people/a', panel: false }),
      reviewedBy: personLd({
        name: 'Panel',
        title: 'Medical review',
        qualifications: [],
        url: 'https://a.example/people/panel',
        panel: true,
      }),
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
      author: { '@type': 'Person', name: 'Dr. A', jobTitle: 'Physician', honorificSuffix: 'MBBS', url: 'https://a.example/people/a' },
      reviewedBy: { '@type': 'Organization', name: 'Panel', url: 'https://a.example/people/panel' },
      lastReviewed: '2024-01-01',
      breadcrumb: { '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2, item: 'https://a.example/post/x' }] },
    });
  });
});

describe('an article’s structured data claims only what is true of the text published', () => {
  const SITE = path.resolve('tests/fixtures/site');
  const registries = loadRegistries(SITE);
  const salt = postFrontmatterSchema.parse(parseArticleSource(fs.readFileSync(path.join(SITE, 'posts/en/salt-basics.md'), 'utf8')).data);
  const ld = (data = salt, textChanged = false) => articleView(data, { en: data.slug }, registries, { textChanged }).jsonLd;

  it('names the reviewer and the review day while the review covers the text', () => {
    expect(ld()).toMatchObject({ reviewedBy: { name: 'Review Panel' }, lastReviewed: '2024-01-05', author: { name: 'Dr. Test Author' } });
  });

  it('claims no review once the text changed after it (the page says so instead)', () => {
    const changed = ld(salt, true);
    expect(changed).not.toHaveProperty('reviewedBy');
    expect(changed).not.toHaveProperty('lastReviewed');
    expect(changed.author).toMatchObject({ name: 'Dr. Test Author' });
  });

  it('presents no sample profile as a real author or reviewer', () => {
    const bySample = ld({ ...salt, author: 'sample-doctor', reviewedBy: 'sample-doctor' });
    expect(bySample).not.toHaveProperty('author');
    expect(bySample).not.toHaveProperty('reviewedBy');
    expect(bySample).not.toHaveProperty('lastReviewed');
  });
});

describe('personLd', () => {
  it('gives a person a checkable job title, qualifications and page; a panel is an organisation', () => {
    expect(
      personLd({ name: 'Dr. A', title: 'Physician', qualifications: ['MBBS', 'MD'], url: 'https://a.example/people/a', panel: false }),
    ).toEqual({
      '@type': 'Person',
      name: 'Dr. A',
      jobTitle: 'Physician',
      honorificSuffix: 'MBBS, MD',
      url: 'https://a.example/people/a',
    });
    expect(
      personLd({ name: 'Panel', title: 'Medical review', qualifications: [], url: 'https://a.example/people/p', panel: true }),
    ).toEqual({
      '@type': 'Organization',
      name: 'Panel',
      description: 'Medical review',
      url: 'https://a.example/people/p',
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
