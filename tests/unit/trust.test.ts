import { referenceViews } from '../../src/lib/article-view.ts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/data/registries.ts';
import { zodErrorToIssues } from '../../src/lib/content-errors.ts';
import { peopleSchema, publishersSchema, siteSchema } from '../../src/lib/registry-schema.ts';
import { parseYamlData } from '../../src/lib/safe-yaml.ts';
import {
  emergencyNumbers,
  panelMembers,
  personArticles,
  personLink,
  personUrl,
  phoneDigits,
  reportProblemLinks,
} from '../../src/lib/trust.ts';

const SITE = path.resolve('tests/fixtures/site');
const people = loadRegistries(SITE).people;

describe('personUrl and personLink', () => {
  it('links a person to their page in the reader’s language', () => {
    expect(personUrl('dr-test-author', 'en')).toBe('/people/dr-test-author');
    expect(personUrl('dr-test-author', 'mr')).toBe('/mr/people/dr-test-author');
    expect(personLink('dr-test-author', people, 'hi')).toEqual({
      id: 'dr-test-author',
      name: 'डॉ. टेस्ट लेखिका',
      title: 'चिकित्सक',
      qualifications: ['MBBS'],
      href: '/hi/people/dr-test-author',
      panel: false,
      sample: false,
    });
    expect(personLink('review-panel', people, 'en')?.panel).toBe(true);
    expect(personLink('sample-doctor', people, 'en')?.sample).toBe(true);
    expect(personLink('constructor', people, 'en')).toBeUndefined();
    expect(personLink(undefined, people, 'en')).toBeUndefined();
  });
});

describe('personArticles', () => {
  it('lists what a person wrote and reviewed, in one language', () => {
    const posts = [
      { data: { slug: 'a', title: 'A', lang: 'en' as const, author: 'x', reviewedBy: 'p' } },
      { data: { slug: 'b', title: 'B', lang: 'hi' as const, author: 'x', reviewedBy: 'p' } },
      { data: { slug: 'c', title: 'C', lang: 'en' as const, author: 'y', reviewedBy: 'x' } },
    ];
    expect(personArticles(posts, 'x', 'en')).toEqual({ wrote: [{ slug: 'a', title: 'A' }], reviewed: [{ slug: 'c', title: 'C' }] });
    expect(personArticles(posts, 'x', 'hi')).toEqual({ wrote: [{ slug: 'b', title: 'B' }], reviewed: [] });
  });
});

describe('reportProblemLinks', () => {
  const page = { url: 'https://arogya.example/post/salt', title: 'Salt & you: 5 facts?' };
  it('prefills a mailto: link, percent-encoded (spaces as %20, never +)', () => {
    expect(reportProblemLinks({ email: 'fix@arogya.example' }, page, 'Problem on the page: Salt & you: 5 facts?')).toEqual({
      email:
        'mailto:fix@arogya.example?subject=Problem%20on%20the%20page%3A%20Salt%20%26%20you%3A%205%20facts%3F&body=https%3A%2F%2Farogya.example%2Fpost%2Fsalt%0A%0A',
      issue: undefined,
    });
  });
  it('fills {title} and {url} of a new-issue URL, Devanagari included', () => {
    const links = reportProblemLinks(
      { issueUrl: 'https://git.example/o/r/issues/new?title={title}&body={url}' },
      { ...page, title: 'नमक #1' },
      's',
    );
    expect(links).toEqual({
      email: undefined,
      issue: 'https://git.example/o/r/issues/new?title=%E0%A4%A8%E0%A4%AE%E0%A4%95%20%231&body=https%3A%2F%2Farogya.example%2Fpost%2Fsalt',
    });
  });
});

describe('emergency numbers', () => {
  it('writes numbers in the page’s digits, never grouped', () => {
    expect(phoneDigits('14416', 'en')).toBe('14416');
    expect(phoneDigits('14416', 'hi')).toBe('14416');
    expect(phoneDigits('14416', 'mr')).toBe('१४४१६');
    expect(emergencyNumbers({ emergencyNumbers: { emergency: '112', ambulance: '108', mentalHealth: '14416' } }, 'mr')).toEqual({
      emergency: '११२',
      ambulance: '१०८',
      mentalHealth: '१४४१६',
    });
  });
});

describe('people.yaml and site.yaml settings', () => {
  const siteData = () => parseYamlData(fs.readFileSync(path.join(SITE, 'site.yaml'), 'utf8')) as Record<string, unknown>;
  const siteIssues = (change: Record<string, unknown>) => {
    const result = siteSchema.safeParse({ ...siteData(), ...change }, { reportInput: true });
    return result.success ? [] : zodErrorToIssues('site.yaml', result.error, {}).map((i) => `${i.field}: ${i.message}`);
  };

  it('accepts the real people.yaml, whose stand-ins are all marked as samples and whose panel names its members', () => {
    const real = peopleSchema.safeParse(parseYamlData(fs.readFileSync('content/people.yaml', 'utf8')));
    expect(real.success).toBe(true);
    const entries = Object.entries(real.data!);
    expect(entries.map(([id]) => id)).toEqual([
      'dr-anjali-deshmukh',
      'arogya-medical-review-panel',
      'sample-reviewer-physician',
      'sample-reviewer-dietitian',
    ]);
    // The repository's demonstration never passes as real review.
    expect(entries.filter(([, person]) => !person.sample)).toEqual([]);
    expect(real.data!['arogya-medical-review-panel']!.members).toEqual(['sample-reviewer-physician', 'sample-reviewer-dietitian']);
  });

  describe('a review panel', () => {
    const person = (extra: Record<string, unknown> = {}) => ({
      name: 'Dr. X',
      role: 'person',
      title: { en: 'a', hi: 'b', mr: 'c' },
      qualifications: ['MBBS'],
      languages: ['en'],
      bio: { en: 'a', hi: 'b', mr: 'c' },
      ...extra,
    });
    const panel = (extra: Record<string, unknown>) => person({ name: 'Panel', role: 'review panel', qualifications: undefined, ...extra });
    const issues = (entries: Record<string, unknown>) => {
      const result = peopleSchema.safeParse(entries, { reportInput: true });
      return result.success ? [] : zodErrorToIssues('people.yaml', result.error, {}).map((i) => `${i.field}: ${i.message}`);
    };

    it('lists its members, each a person with qualifications, and is listed on its page with them', () => {
      const entries = { 'dr-x': person(), panel: panel({ members: ['dr-x'] }) };
      expect(issues(entries)).toEqual([]);
      const parsed = peopleSchema.parse(entries);
      expect(panelMembers(parsed.panel!, parsed, 'en')).toEqual([expect.objectContaining({ id: 'dr-x', qualifications: ['MBBS'] })]);
      expect(panelMembers(parsed['dr-x']!, parsed, 'en')).toEqual([]);
    });

    it('names what is wrong with its members, and the fix', () => {
      expect(issues({ panel: panel({}) })).toEqual([
        'panel.members: is missing: a review panel names its members, so readers can check who reviews. Fix: add `members: [id, …]`, the ids of people in this file (each with their qualifications).',
      ]);
      expect(
        issues({
          'dr-x': person({ qualifications: [] }),
          'dr-s': person({ sample: true }),
          other: panel({ members: ['dr-s'], sample: true }),
          panel: panel({ members: ['dr-y', 'dr-x', 'other', 'dr-s'] }),
        }),
      ).toEqual([
        'panel.members.0: "dr-y" is not an id in this file. Fix: add the person (with their qualifications), or correct the id.',
        'panel.members.1: "dr-x" lists no qualifications, so readers cannot check them. Fix: add their `qualifications`.',
        'panel.members.2: "other" is a review panel; members are people. Fix: list the people on that panel instead.',
        'panel.members.3: "dr-s" is a sample profile, so this panel is not a real one. Fix: list its real members, or write `sample: true` on the panel.',
      ]);
      expect(issues({ 'dr-x': person({ members: ['dr-x'] }) })).toEqual([
        'dr-x.members: is set on a person; only a review panel has members. Fix: delete members, or write `role: review panel`.',
      ]);
    });
  });

  it('rejects an unknown role, a missing bio and an unknown field', () => {
    const result = peopleSchema.safeParse(
      {
        'dr-x': {
          name: 'Dr. X',
          role: 'doctor',
          title: { en: 'a', hi: 'b', mr: 'c' },
          languages: ['en'],
          bio: { en: 'a', hi: 'b' },
          regno: '1',
        },
      },
      { reportInput: true },
    );
    const issues = zodErrorToIssues('people.yaml', result.error!, {}).map((i) => `${i.field}: ${i.message}`);
    expect(issues).toContain('dr-x.role: is text ("doctor"), which is not allowed. Fix: use one of `person`, `review panel`.');
    expect(issues.some((issue) => issue.startsWith('dr-x.bio.mr: is missing.'))).toBe(true);
    expect(issues.some((issue) => issue.startsWith('dr-x.regno: is not a known field.'))).toBe(true);
  });

  it('wants each declared placeholder to name a field of site.yaml', () => {
    expect(siteIssues({ placeholders: ['social', 'social.1.url', 'reportProblem.email'] })).toEqual([]);
    expect(siteIssues({ placeholders: ['socials', 'social.9', 'placeholders'] })).toEqual(
      ['socials', 'social.9', 'placeholders'].map(
        (field, i) =>
          `placeholders.${i}: "${field}" is not a field of this file. Fix: write the path of a field that stands in for a real value, e.g. \`reportProblem.email\` or \`social.0.url\` (or delete the entry once the real value is set).`,
      ),
    );
  });

  it('allows a mailto: only as a reportProblem email, and wants the page named in an issue URL', () => {
    expect(siteIssues({ reportProblem: { email: 'mailto:x@y.org' } })).toEqual([
      'reportProblem.email: is not an email address. Fix: write the address alone, e.g. corrections@example.org (without mailto:).',
    ]);
    expect(siteIssues({ reportProblem: { issueUrl: 'https://git.example/new' } })[0]).toContain('has no {url} or {title}');
    expect(siteIssues({ reportProblem: { issueUrl: 'javascript:alert(1)//{url}' } })[0]).toContain('is a javascript: address');
    expect(siteIssues({ reportProblem: {} })).toEqual(['reportProblem: is empty. Fix: set email, issueUrl or both.']);
    expect(siteIssues({ emergencyNumbers: { emergency: 112, ambulance: '108', mentalHealth: '14416' } })[0]).toContain(
      'emergencyNumbers.emergency',
    );
  });
});

describe('referenceViews', () => {
  const publishers = { 'ICMR–National Institute of Nutrition': 'https://www.nin.res.in/' };
  it("links a reference without its own address through its publisher's website, and only then", () => {
    expect(
      referenceViews(
        [
          { title: 'Dietary Guidelines for Indians (2024)', publisher: 'ICMR–National Institute of Nutrition' },
          { title: 'Salt', publisher: 'ICMR–National Institute of Nutrition', url: 'https://example.org/salt' },
          { title: 'A leaflet', publisher: 'Someone else' },
          { title: 'Untitled publisher' },
        ],
        publishers,
      ),
    ).toEqual([
      {
        title: 'Dietary Guidelines for Indians (2024)',
        publisher: 'ICMR–National Institute of Nutrition',
        publisherUrl: 'https://www.nin.res.in/',
      },
      { title: 'Salt', publisher: 'ICMR–National Institute of Nutrition', url: 'https://example.org/salt' },
      { title: 'A leaflet', publisher: 'Someone else' },
      { title: 'Untitled publisher' },
    ]);
  });

  it('reads only the registry\'s own entries: a publisher named "constructor" has no website', () => {
    expect(referenceViews([{ title: 'x', publisher: 'constructor' }], publishers)).toEqual([{ title: 'x', publisher: 'constructor' }]);
  });
});

describe('publishers.yaml', () => {
  it('accepts names with their websites and rejects an address that is not http(s), naming the publisher', () => {
    expect(publishersSchema.safeParse({ 'ICMR–National Institute of Nutrition': 'https://www.nin.res.in/' }).success).toBe(true);
    const result = publishersSchema.safeParse({ FSSAI: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const [issue] = zodErrorToIssues('content/publishers.yaml', result.error, {});
    expect(issue?.file).toBe('content/publishers.yaml');
    expect(issue?.field).toBe('FSSAI');
  });

  it('is read with the other registries of the site', () => {
    const { publishers } = loadRegistries(path.resolve('content'));
    expect(publishers['ICMR–National Institute of Nutrition']).toBe('https://www.nin.res.in/');
  });
});
