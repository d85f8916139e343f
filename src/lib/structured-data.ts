/**
 * JSON-LD for a `<script type="application/ld+json">` block. Whatever authors type, the
 * result stays valid JSON and cannot close the script element: `<`, `>` and `&` are
 * escaped as \u003c, \u003e, \u0026 (still the same JSON value), and so are the
 * line separators U+2028/U+2029.
 * @example serializeJsonLd({ name: '</script>' }) // => '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ArticleLd {
  url: string;
  title: string;
  description: string;
  image: string;
  lang: string;
  datePublished: string;
  dateModified: string;
  author?: ReturnType<typeof personLd> | undefined;
  reviewedBy?: ReturnType<typeof personLd> | undefined;
  lastReviewed?: string | undefined;
  keywords?: string | undefined;
  section: string;
  siteName: string;
  siteUrl: string;
  crumbs: Crumb[];
  /** False for a page that gives no health advice (an about page, the editorial policy). */
  healthAdvice: boolean;
}

/**
 * An author or reviewer: a `Person` with the job title, qualifications and page a reader can
 * check, or an `Organization` for a review panel.
 * @example personLd({ name: 'Dr. A', title: 'Physician', qualifications: ['MBBS'], url: 'https://x.org/people/a', panel: false })
 * // => { '@type': 'Person', name: 'Dr. A', jobTitle: 'Physician', honorificSuffix: 'MBBS', url: 'https://x.org/people/a' }
 */
export function personLd(person: { name: string; title: string; qualifications: string[]; url: string; panel: boolean }) {
  if (person.panel) return { '@type': 'Organization', name: person.name, description: person.title, url: person.url };
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.title,
    ...(person.qualifications.length ? { honorificSuffix: person.qualifications.join(', ') } : {}),
    url: person.url,
  };
}

/**
 * An article with its breadcrumb trail: a schema.org MedicalWebPage when it gives health advice,
 * else a plain WebPage (an about page makes no medical claim to search engines).
 */
export function articlePageLd(article: ArticleLd) {
  return {
    '@context': 'https://schema.org',
    '@type': article.healthAdvice ? 'MedicalWebPage' : 'WebPage',
    '@id': article.url,
    url: article.url,
    headline: article.title,
    name: article.title,
    description: article.description,
    image: article.image,
    inLanguage: article.lang,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    ...(article.author ? { author: article.author } : {}),
    ...(article.reviewedBy ? { reviewedBy: article.reviewedBy } : {}),
    ...(article.lastReviewed ? { lastReviewed: article.lastReviewed } : {}),
    ...(article.keywords ? { keywords: article.keywords } : {}),
    articleSection: article.section,
    publisher: { '@type': 'Organization', name: article.siteName, url: article.siteUrl },
    breadcrumb: breadcrumbList(article.crumbs),
  };
}

export interface WebPageLd {
  url: string;
  name: string;
  description: string;
  lang: string;
  image?: string | undefined;
  datePublished?: string | undefined;
  dateModified?: string | undefined;
  siteName: string;
  siteUrl: string;
}

/** The home page as a schema.org WebPage (legacy: described by the latest lifestyle post). */
export function webPage(page: WebPageLd) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.lang,
    ...(page.image ? { primaryImageOfPage: { '@type': 'ImageObject', url: page.image } } : {}),
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    isPartOf: { '@type': 'WebSite', name: page.siteName, url: page.siteUrl },
  };
}
