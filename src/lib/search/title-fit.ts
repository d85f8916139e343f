import type { Concept } from './query.ts';
import { phoneticKey } from './phonetic.ts';
import { wordMatcher } from './snippet.ts';
import { searchWords } from './text.ts';

/**
 * The last step of a ranking: among the first results, an article whose title names what the
 * reader asked about comes before one that only mentions it. The index already weighs a title's
 * words above the body's, but an article that says a word many times, or names every word of a
 * long question somewhere, can still outrank the article on the topic ("bones break easily in
 * old age": an article on vitamin C before the one on osteoporosis, whose title names bones).
 * The index's results do not say where a word matched, so the titles are read from the results'
 * data: only for the first {@link TITLE_CHECKED} results.
 */

/** How many of the first results are reordered by their titles: the first two pages. */
export const TITLE_CHECKED = 10;

/**
 * How close to the best-ranked article of the languages that lead an article in another language
 * must be ranked to come first for its title (see orderByTitle). A little below
 * OTHER_SCRIPT_WEIGHT (0.75, rank.ts): an article ranked lower only for the script it is written
 * in qualifies ("motapa": the English articles on obesity after Hindi ones that mention मोटापा);
 * one ranked far lower (a title word shared by an article on something else) does not.
 */
export const TITLE_LEAD_SHARE = 0.7;

/** A word of a title. */
const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;

/** The places of a title's words that name a concept (see matcherOf). */
type ConceptMatcher = (titleWords: readonly string[]) => ReadonlySet<number>;

/** The concepts a title should name: the topics (not aspects such as "eat", not fragments such as "d" or "डी"); all of them if none is a topic. */
function titleConcepts(concepts: readonly Concept[]): readonly Concept[] {
  const topics = concepts.filter((concept) => !concept.weak && !concept.aspect);
  return topics.length ? topics : concepts;
}

/**
 * Which of a title's words name a concept: the words of each of its phrases (what was typed, each
 * term of its groups) that the title has whole, every word of the phrase, each as typed, by a
 * form or (a typed word) by its sound. A phrase named only in part names nothing: "शुगर की
 * बीमारी" (diabetes) is not named by a title that says शुगर and की, nor "शुगर कम" (low sugar) by
 * one that says शुगर.
 */
function matcherOf(concept: Concept): ConceptMatcher {
  const phrases = concept.highlight.map((phrase) =>
    searchWords(phrase).map((word) => {
      // Only a typed word's own sound counts: a group term is matched as written (or by a form).
      const key = phoneticKey(word);
      return wordMatcher({ highlight: [word], keys: key && concept.keys.includes(key) ? [key] : [] });
    }),
  );
  return (titleWords) => {
    const naming = new Set<number>();
    for (const phrase of phrases) {
      const found = phrase.map((matches) => titleWords.flatMap((word, i) => (matches(word) ? [i] : [])));
      if (phrase.length && found.every((places) => places.length)) for (const places of found) for (const i of places) naming.add(i);
    }
    return naming;
  };
}

/** A title's words. */
const wordsOf = (title: string): string[] => Array.from(title.matchAll(WORD), ([word]) => word);

/** The share of the matchers' concepts that the title names. */
function fitWith(title: string, matchers: readonly ConceptMatcher[]): number {
  if (!matchers.length) return 0;
  const words = wordsOf(title);
  return matchers.filter((naming) => naming(words).size > 0).length / matchers.length;
}

/**
 * The share of a query's topics that a title names, 0–1.
 * @example titleFit('Osteoporosis: weak bones', [{ words: ['bones'], alternatives: [], highlight: ['bones'], keys: [], groups: [], weak: false }]) // => 1
 * @example titleFit('मेटाबॉलिक सिंड्रोम: पेट की चर्बी, बीपी और शुगर', [{ words: ['शुगर', 'कम'], alternatives: [], highlight: ['शुगर कम', 'low sugar'], keys: [], groups: ['hypoglycaemia'], weak: false }]) // => 0
 */
export function titleFit(title: string, concepts: readonly Concept[]): number {
  return fitWith(title, titleConcepts(concepts).map(matcherOf));
}

/**
 * The share of a title's words (of three letters or more, which leaves out the shortest function
 * words: "of", "का") that name something the query asked, aspects included: how much the title is
 * about the query.
 */
function titleShare(title: string, matchers: readonly ConceptMatcher[]): number {
  const words = wordsOf(title);
  const counted = words.flatMap((word, i) => (Array.from(word).length >= 3 ? [i] : []));
  if (!counted.length) return 0;
  const naming = new Set(matchers.flatMap((named) => [...named(words)]));
  return counted.filter((i) => naming.has(i)).length / counted.length;
}

/** An article to order: `tie` is shared by articles the ranking scored exactly alike; `rank` is what the ranking ordered by. */
export interface TitledArticle {
  lang: string;
  title: string;
  tie?: number;
  rank?: number;
  /** How many of the query's topics (its synonym groups' concepts, not aspects: isTopic in rank.ts) the article matches. */
  topics?: number;
}

/**
 * Articles in their ranked order, except that within each language's places the articles that
 * match more of the query's topics (`topics`: its synonym groups' concepts, not aspects) come
 * first, and among those that match as many, the titles that name more of them (a stable sort:
 * equals keep their rank). A title naming one topic of a question does not lift its article above
 * one that matches all of them ("सेंधा नमक से बीपी नहीं बढ़ता क्या": the article on BP, whose title
 * names बीपी, came before the one on salt, which answers both). Topics, not every word matched: a
 * rare verb met by its sound ("vadhla") would outweigh the topic. Articles the
 * ranking scored exactly alike (same `tie`), otherwise in an arbitrary order, come in the order of
 * how much their titles are about the query: "BP" puts "High blood pressure" before "Metabolic
 * syndrome: belly fat, BP and sugar". Each language keeps the places the ranking gave it, so a
 * Hindi or Marathi page still shows its own language first, and the English page the mix of
 * languages its ranking chose, with one exception. The languages that lead (`leading`: the page's
 * own on a Hindi or Marathi page; on the English page the script of the first result, Hindi and
 * Marathi together) keep the lead only if one of their articles here has a title that names every
 * topic. When none has, an article in another language whose title names every topic, and which
 * the ranking placed within {@link TITLE_LEAD_SHARE} of their best, comes first: "motapa" or
 * मोटापा put the English articles on obesity before Hindi ones that only mention मोटापा,
 * "maida khane se kya nuksan hai" on the Hindi page the English article on maida before Hindi
 * ones that mention maida among other flours, and "sharir me kitna pani" the English "Water in
 * the body" before a Hindi article whose title names only the body.
 * @example orderByTitle([{ lang: 'en', title: 'Vitamin C' }, { lang: 'hi', title: 'हड्डियाँ' }, { lang: 'en', title: 'Weak bones' }], [{ words: ['bones'], alternatives: [], highlight: ['bones'], keys: [], groups: [], weak: false }]).map((a) => a.title) // => ['Weak bones', 'हड्डियाँ', 'Vitamin C']
 */
export function orderByTitle<T extends TitledArticle>(
  articles: readonly T[],
  concepts: readonly Concept[],
  leading?: readonly string[],
): T[] {
  const asked = new Map(concepts.map((concept) => [concept, matcherOf(concept)]));
  const topics = titleConcepts(concepts).map((concept) => asked.get(concept)!);
  const fit = new Map(articles.map((article) => [article, fitWith(article.title, topics)]));
  const every = [...asked.values()];
  const share = new Map(articles.map((article) => [article, titleShare(article.title, every)]));
  const tied = (a: T, b: T) => a.tie !== undefined && a.tie === b.tie;
  const ordered = [...articles];
  for (const lang of new Set(articles.map((article) => article.lang))) {
    const places = articles.flatMap((article, place) => (article.lang === lang ? [place] : []));
    const sorted = places
      .map((place) => articles[place]!)
      .sort((a, b) => (b.topics ?? 0) - (a.topics ?? 0) || fit.get(b)! - fit.get(a)! || (tied(a, b) ? share.get(b)! - share.get(a)! : 0));
    places.forEach((place, i) => (ordered[place] = sorted[i]!));
  }
  if (!leading?.length || ordered.some((article) => leading.includes(article.lang) && fit.get(article)! === 1)) return ordered;
  const best = Math.max(...ordered.map((article) => (leading.includes(article.lang) ? (article.rank ?? Infinity) : -Infinity)));
  const ahead = ordered.filter(
    (article) => !leading.includes(article.lang) && fit.get(article)! === 1 && (article.rank ?? -Infinity) >= TITLE_LEAD_SHARE * best,
  );
  return [...ahead, ...ordered.filter((article) => !ahead.includes(article))];
}
