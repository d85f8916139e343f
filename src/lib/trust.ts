import type { Locale } from '../i18n/locales.ts';
import { formatDecimal } from './numbers.ts';
import type { PostReference } from './post-schema.ts';
import type { Person, ReportProblemSettings, SiteSettings } from './registry-schema.ts';
import { localizedUrl } from './urls.ts';

/**
 * What lets a reader check an article: who wrote and reviewed it (linked to their pages), how to
 * report a problem, and the emergency numbers its disclaimer names.
 */

/**
 * A person's page in a language: `/people/{id}`, `/hi/people/{id}`, `/mr/people/{id}`.
 * @example personUrl('dr-anjali-deshmukh', 'hi') // => '/hi/people/dr-anjali-deshmukh'
 */
export const personUrl = (id: string, lang: Locale): string => localizedUrl(`/people/${id}`, lang);

/** A person as an article shows them: name, job title and the page about them. */
export interface PersonLink {
  id: string;
  name: string;
  title: string;
  qualifications: string[];
  href: string;
  panel: boolean;
  /** A sample profile (people.yaml `sample: true`): pages say so, structured data leaves it out. */
  sample: boolean;
}

/**
 * The person behind an id of `author`/`reviewedBy`, in the page's language (undefined when the
 * id is not in people.yaml: validation reports that before any page is built).
 */
export function personLink(id: string | undefined, people: Record<string, Person>, lang: Locale): PersonLink | undefined {
  if (id === undefined || !Object.hasOwn(people, id)) return undefined;
  const person = people[id]!;
  return {
    id,
    name: person.name[lang],
    title: person.title[lang],
    qualifications: person.qualifications,
    href: personUrl(id, lang),
    panel: person.role === 'review panel',
    sample: person.sample,
  };
}

/**
 * The members of a review panel, as its page lists them (validation makes sure each is a person
 * in people.yaml); none for a person.
 */
export function panelMembers(person: Person, people: Record<string, Person>, lang: Locale): PersonLink[] {
  return (person.members ?? []).flatMap((id) => personLink(id, people, lang) ?? []);
}

/** The "Report a problem with this page" links: a `mailto:` and/or a Git host's new issue. */
export interface ReportLinks {
  email?: string | undefined;
  issue?: string | undefined;
}

/**
 * Report links prefilled with the page's address and title, percent-encoded (RFC 6068 for
 * mailto: spaces as %20, never `+`), so that they work as plain links, without JavaScript.
 * @example
 * reportProblemLinks({ email: 'a@b.org' }, { url: 'https://x.org/post/salt', title: 'Salt & you' }, 'Problem: Salt & you').email
 * // => 'mailto:a@b.org?subject=Problem%3A%20Salt%20%26%20you&body=https%3A%2F%2Fx.org%2Fpost%2Fsalt%0A%0A'
 */
export function reportProblemLinks(settings: ReportProblemSettings, page: { url: string; title: string }, subject: string): ReportLinks {
  const values: Record<string, string> = { url: page.url, title: page.title };
  return {
    email:
      settings.email && `mailto:${settings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${page.url}\n\n`)}`,
    issue: settings.issueUrl?.replace(/\{(url|title)\}/g, (_, name: string) => encodeURIComponent(values[name]!)),
  };
}

/**
 * A phone number in the page's digits, never grouped (`14416`, not `14,416`).
 * @example phoneDigits('14416', 'mr') // => '१४४१६'
 * @example phoneDigits('112', 'hi') // => '112'
 */
export function phoneDigits(number: string, lang: Locale): string {
  return formatDecimal(Number(number), lang, { useGrouping: false });
}

/** The emergency numbers of site.yaml as the disclaimer's placeholders, in the page's digits. */
export function emergencyNumbers(
  { emergencyNumbers: numbers }: Pick<SiteSettings, 'emergencyNumbers'>,
  lang: Locale,
): Record<keyof SiteSettings['emergencyNumbers'], string> {
  return {
    emergency: phoneDigits(numbers.emergency, lang),
    ambulance: phoneDigits(numbers.ambulance, lang),
    mentalHealth: phoneDigits(numbers.mentalHealth, lang),
  };
}

/** A reference as the page lists it: linked itself, or else through its publisher's website. */
export interface ReferenceView extends PostReference {
  /** The publisher's website (publishers.yaml), only for a reference without a link of its own. */
  publisherUrl?: string | undefined;
}

/**
 * The references of an article, each without a link of its own given its publisher's website
 * where `publishers.yaml` has one (own properties only: a publisher named "constructor" is not one).
 * @example referenceViews([{ title: 'DGI 2024', publisher: 'NIN' }, { title: 'Salt', publisher: 'NIN', url: 'https://x.org/salt' }], { NIN: 'https://www.nin.res.in/' })
 * // => [{ title: 'DGI 2024', publisher: 'NIN', publisherUrl: 'https://www.nin.res.in/' }, { title: 'Salt', publisher: 'NIN', url: 'https://x.org/salt' }]
 */
export function referenceViews(references: readonly PostReference[], publishers: Readonly<Record<string, string>>): ReferenceView[] {
  return references.map((ref) =>
    !ref.url && ref.publisher && Object.hasOwn(publishers, ref.publisher)
      ? { ...ref, publisherUrl: publishers[ref.publisher] }
      : { ...ref },
  );
}

/** An article as a person's page lists it. */
export interface ArticleRef {
  slug: string;
  title: string;
}

/**
 * What a person wrote and reviewed among `posts` (published ones, in their order), in one language.
 * @example personArticles([{ data: { slug: 'a', title: 'A', lang: 'en', author: 'x' } }], 'x', 'en') // => { wrote: [{ slug: 'a', title: 'A' }], reviewed: [] }
 */
export function personArticles(
  posts: readonly { data: { slug: string; title: string; lang: Locale; author?: string | undefined; reviewedBy?: string | undefined } }[],
  id: string,
  lang: Locale,
): { wrote: ArticleRef[]; reviewed: ArticleRef[] } {
  const ref = ({ data }: (typeof posts)[number]): ArticleRef => ({ slug: data.slug, title: data.title });
  const inLang = posts.filter((post) => post.data.lang === lang);
  return {
    wrote: inLang.filter((post) => post.data.author === id).map(ref),
    reviewed: inLang.filter((post) => post.data.reviewedBy === id).map(ref),
  };
}
