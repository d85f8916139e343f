import type { Locale } from '../../i18n/locales.ts';
import { KEY_PREFIX, keySounds } from './phonetic.ts';
import type { Alternative, Concept, MatchKind, ScriptPreference } from './query.ts';
import { isGroupToken } from './synonyms.ts';
import { hasDevanagari } from './text.ts';

/**
 * Ranking: the matches of each concept of a query, found by its alternatives in each language,
 * combined into one ordered list of articles. Articles that match more of what the reader asked
 * for come first (each concept counting by how rare it is, like a search engine's IDF); among
 * equals, the closer the match (typed word, group, stem, phonetic key, correction), the better
 * the article's own score, and the better it fits the script the reader typed in.
 */

/** How faithfully each kind of alternative stands for what was typed. */
export const KIND_WEIGHT: Readonly<Record<MatchKind, number>> = { word: 1, group: 0.95, stem: 0.85, key: 0.75, correction: 0.6 };

/** An article in a language other than the script the concept was meant in counts this much. */
export const OTHER_SCRIPT_WEIGHT = 0.75;

/** Hindi for a Marathi query (or the reverse), when its stop words say which: near, not the same. */
export const SISTER_LANGUAGE_WEIGHT = 0.85;

/** A concept met in more than this share of the searched articles says little ("low value"). */
export const LOW_VALUE_SHARE = 0.5;

/** One article found for one alternative. */
export interface TermMatch<R = unknown> {
  /** The article's id in the index (the same article has the same id for every term). */
  id: string;
  lang: Locale;
  /** The index's relevance score of the article for the term. */
  score: number;
  /** The index's result object (its data is loaded only for the results shown). */
  result: R;
}

/** What the searches found for one concept: per alternative, its matches. */
export interface ConceptMatches<R = unknown> {
  concept: Concept;
  found: { alternative: Alternative; matches: TermMatch<R>[] }[];
  /**
   * Languages it was not asked in (an aspect or fragment most of their articles hold, at scale:
   * see src/lib/search/run.ts): their articles are not blamed for lacking it.
   */
  unaskedIn?: ReadonlySet<Locale>;
}

/** An article in the ranked list. */
export interface RankedArticle<R = unknown> {
  id: string;
  lang: Locale;
  /** The share of what was asked (weighted by rarity) that it matches, 0–1. */
  coverage: number;
  score: number;
  /** Indexes of the concepts it matches. */
  concepts: number[];
  /** How many of the query's topics ({@link isTopic}) it matches. */
  topics: number;
  /** False for a page that gives no health advice (an about page, the editorial policy). */
  advice: boolean;
  result: R;
}

/**
 * How much of its coverage a page that gives no health advice counts with in the order: it is
 * ordered as if it matched half as much of the query as it does. Coverage counts twice over in a
 * rank ({@link orderingRank}), so an article that matches as much comes first unless the page
 * scores four times better (a question about acidity is answered by the article on acidity, not
 * by "About Dr …" that shares its words); on a Hindi or Marathi page coverage is compared before
 * any score (src/lib/search/run.ts), so the halved coverage decides there. The page still comes
 * first for what only it answers (a doctor's name, "editorial policy").
 */
export const NON_ADVICE_SHARE = 0.5;

/** The coverage an article is ordered by (see {@link NON_ADVICE_SHARE}). */
export const orderingCoverage = (article: Pick<RankedArticle, 'coverage' | 'advice'>): number =>
  article.advice ? article.coverage : article.coverage * NON_ADVICE_SHARE;

/**
 * The rank an article is ordered by among those matching as many of the query's topics (see
 * {@link isTopic}): its score, with its coverage counting twice over (a coordination factor): an
 * article that names more of what was asked ranks above one that names fewer, unless those few
 * are matched far better (in its title).
 */
export const orderingRank = (article: Pick<RankedArticle, 'coverage' | 'advice' | 'score'>): number =>
  article.score * orderingCoverage(article) ** 2;

/**
 * The script of a language's articles.
 * @example scriptOf('mr') // => 'devanagari'
 */
export const scriptOf = (lang: Locale): ScriptPreference => (lang === 'en' ? 'latin' : 'devanagari');

/**
 * How many sounds (letters of its phonetic key) a word outside every group needs for its sound to
 * make it a group's topic (see {@link isTopic}): "baddhakoshtha" (bdkost) is बद्धकोष्ठता, but a
 * shorter key meets too many words by chance ("strian" was heard as a group's term).
 */
export const SOUND_TOPIC_KEY = 5;

/**
 * How many sounds a word needs for a term's sound at its start, with an ending after it, to make
 * it that group's topic: "nachniche" (नाचणीचे) is नाचणी (millets) with a case ending.
 */
export const SOUND_PREFIX_TOPIC_KEY = 6;

/**
 * Whether a concept is one of the query's topics: a synonym group's, not an aspect ("eat") or a
 * fragment ("d"), named as written, or by a word of {@link SOUND_TOPIC_KEY} sounds or more that
 * sounds exactly like one of its terms, or of {@link SOUND_PREFIX_TOPIC_KEY} or more that begins
 * with one's sound. Articles matching more of them rank first, and a title never lifts its
 * article above one matching more (title-fit.ts). Any other word is not one: its weight is its
 * rarity, and a rare word met only by its sound ("vadhla") says little of what an article is about.
 */
export const isTopic = (concept: Pick<Concept, 'groups' | 'aspect' | 'weak' | 'alternatives' | 'keys'>): boolean =>
  !concept.aspect &&
  !concept.weak &&
  (concept.groups.length > 0 ||
    concept.alternatives.some(
      (alternative) =>
        alternative.kind === 'key' &&
        isGroupToken(alternative.term) &&
        concept.keys.some((key) => key.length >= (alternative.loose ? SOUND_PREFIX_TOPIC_KEY : SOUND_TOPIC_KEY)),
    ));

/**
 * A Latin word outside every group met only by its sound in Hindi or Marathi words ("ghari" as
 * घरी, "pinyache" as पिण्याचे) counts this much: a sound meets common words by chance as often as
 * the word meant, and no English article can hold it.
 */
export const HEARD_ONLY_WEIGHT = 0.5;

/** Whether a concept is a Latin word outside every group that met something only by its phonetic key. */
const heardOnly = <R>({ concept, found }: ConceptMatches<R>): boolean =>
  !concept.groups.length &&
  !hasDevanagari(concept.words.join(' ')) &&
  found.every(({ alternative, matches }) => !matches.length || (alternative.kind === 'key' && !isGroupToken(alternative.term)));

/** An aspect concept ("eat", "benefits") counts this much of a topic's weight. */
export const ASPECT_WEIGHT = 0.25;

/**
 * The script each concept fits best: as the query understood it; else (a Latin word outside
 * every group) English if English articles use it as typed, romanised Hindi or Marathi if a
 * group's Hindi or Marathi term, or a Hindi or Marathi word of four sounds or more, sounds like it; else what the query's other words
 * say ("gillian barre": a slip among English words), else the page's own script.
 */
export function conceptPreferences<R>(
  conceptMatches: readonly ConceptMatches<R>[],
  pageScript: ScriptPreference = 'latin',
): ScriptPreference[] {
  const known = conceptMatches.map(({ concept, found }): ScriptPreference | undefined => {
    if (concept.prefers) return concept.prefers;
    if (found.some(({ alternative, matches }) => alternative.kind === 'word' && matches.some((match) => match.lang === 'en')))
      return 'latin';
    // A group's Hindi or Marathi term, or any Hindi or Marathi word of four sounds or more, sounds like it: romanised.
    if (concept.heardAsDevanagari) return 'devanagari';
    const heard = found.some(
      ({ alternative, matches }) =>
        alternative.kind === 'key' && alternative.term.startsWith(KEY_PREFIX) && keySounds(alternative.term) >= 4 && matches.length > 0,
    );
    return heard ? 'devanagari' : undefined;
  });
  const settled = known.filter((preference): preference is ScriptPreference => preference !== undefined);
  const consensus = settled.length && settled.every((preference) => preference === settled[0]) ? settled[0] : undefined;
  return known.map((preference) => preference ?? consensus ?? pageScript);
}

/** Whether a concept can be met in an article of a language (a Devanagari word alone never is in English). */
const searchableIn = (concept: ConceptMatches['concept'], lang: Locale) =>
  concept.alternatives.some((alternative) => alternative.scripts === 'any' || lang !== 'en');

/**
 * Ranks the articles found for a query's concepts. `total` is the number of articles searched
 * (for each concept's rarity); `givesAdvice` says whether a page gives health advice (all do
 * unless said). An article that matches only weak concepts (fragments: see isShortWord in query.ts) is left out.
 * Ordered by how many of the query's topics each matches ({@link isTopic}), then {@link orderingRank}.
 * @example rankArticles([{ concept: { words: ['salt'], alternatives: [], highlight: [], keys: [], groups: [], weak: false }, found: [{ alternative: { term: 'salt', kind: 'word', exact: false, scripts: 'any' }, matches: [{ id: 'a', lang: 'en', score: 2, result: 'a' }] }] }], 100).map((a) => a.id) // => ['a']
 */
export function rankArticles<R>(
  conceptMatches: readonly ConceptMatches<R>[],
  total: number,
  {
    pageScript = 'latin',
    language,
    givesAdvice = () => true,
  }: {
    pageScript?: ScriptPreference;
    language?: 'hi' | 'mr' | undefined;
    givesAdvice?: (lang: Locale, id: string) => boolean;
  } = {},
): RankedArticle<R>[] {
  interface Entry {
    id: string;
    lang: Locale;
    result: R;
    /** Per concept (by its index), the best strength it met the article with; 0 if none. */
    strength: number[];
  }
  // Each language's articles by id (ids are an index's own): a query at 10,000 articles has tens
  // of thousands of matches, and a map per language saves a key string for each of them.
  const articles = new Map<Locale, Map<string, Entry>>();
  const entryOf = (match: TermMatch<R>): Entry => {
    let ofLang = articles.get(match.lang);
    if (!ofLang) articles.set(match.lang, (ofLang = new Map()));
    let entry = ofLang.get(match.id);
    if (!entry)
      ofLang.set(
        match.id,
        (entry = { id: match.id, lang: match.lang, result: match.result, strength: new Array<number>(conceptMatches.length).fill(0) }),
      );
    return entry;
  };
  const importance: number[] = [];
  const preferences = conceptPreferences(conceptMatches, pageScript);
  conceptMatches.forEach((matches, index) => {
    const prefers = preferences[index];
    const fitIn = (lang: Locale) =>
      scriptOf(lang) !== prefers ? OTHER_SCRIPT_WEIGHT : language && lang !== 'en' && lang !== language ? SISTER_LANGUAGE_WEIGHT : 1;
    // Articles this concept met, each with its best strength (kept on the article, by concept).
    let met = 0;
    for (const { alternative, matches: found } of matches.found) {
      // Each language has its own index, whose scores are on its own scale: an article is
      // compared with the best match in its language, unless that best is a mere mention where
      // another language has the word in a title (at most twice as good as half the best overall).
      const best = new Map<Locale, number>();
      for (const match of found) best.set(match.lang, Math.max(best.get(match.lang) ?? 0, match.score));
      const overall = Math.max(0, ...best.values());
      // Per language: what a match's score is divided by, and what it is multiplied by.
      const scale = new Map<Locale, { top: number; weight: number }>();
      for (const [lang, top] of best)
        scale.set(lang, { top: Math.max(top, overall / 2), weight: KIND_WEIGHT[alternative.kind] * fitIn(lang) });
      for (const match of found) {
        const { top, weight } = scale.get(match.lang)!;
        if (top <= 0) continue;
        const entry = entryOf(match);
        const value = weight * (match.score / top);
        const before = entry.strength[index]!;
        if (value <= before) continue;
        if (before === 0) met++;
        entry.strength[index] = value;
      }
    }
    const rarity = Math.log(1 + Math.max(total, met) / Math.max(1, met));
    const { weak, aspect } = matches.concept;
    importance[index] = met ? rarity * (weak ? 0.3 : 1) * (aspect ? ASPECT_WEIGHT : 1) * (heardOnly(matches) ? HEARD_ONLY_WEIGHT : 1) : 0;
  });
  // What was asked, per language: an English article is not blamed for lacking a Hindi word,
  // nor a Hindi or Marathi article for lacking an English word outside every group that no
  // article of its language has but English ones do ("capsule" in "probiotic capsule" on the
  // Hindi page). A group's word could have been met in any language by its token, so lacking it
  // still counts ("diabetes लक्षण": a Hindi article with only लक्षण has not answered); and an
  // English article is still blamed for lacking a romanised word ("khali pet sugar"). Aspects
  // ("eat", "benefits") only add to the score: an article on the topic that does not name them
  // has still answered the question.
  // The first holds only for a Hindi or Marathi word some article giving health advice holds: a
  // word only the about pages use (मरीज़, "patient") answers nothing, and exempting English
  // articles from it put them above every Hindi one on /hi ("शुगर के मरीज़ को अचानक पसीना …").
  const metIn = conceptMatches.map(({ found }) => new Set(found.flatMap(({ matches }) => matches.map((match) => match.lang))));
  const advised = conceptMatches.map(({ found }) =>
    found.some(({ matches }) => matches.some((match) => givesAdvice(match.lang, match.id))),
  );
  const counts = (index: number, lang: Locale) => {
    const { concept, unaskedIn } = conceptMatches[index]!;
    if (concept.aspect || unaskedIn?.has(lang)) return false;
    if (!searchableIn(concept, lang)) return !advised[index];
    const englishOnly = lang !== 'en' && !concept.groups.length && !hasDevanagari(concept.words.join(' ')) && metIn[index]!.has('en');
    return !englishOnly || metIn[index]!.has(lang);
  };
  const askedIn = new Map<Locale, number>();
  const asked = (lang: Locale) => {
    let sum = askedIn.get(lang);
    if (sum === undefined)
      askedIn.set(lang, (sum = importance.reduce((total, value, index) => total + (counts(index, lang) ? value : 0), 0)));
    return sum;
  };
  const topic = conceptMatches.map(({ concept }) => isTopic(concept));
  const ranked: RankedArticle<R>[] = [];
  for (const { id, lang, result, strength } of [...articles.values()].flatMap((ofLang) => [...ofLang.values()])) {
    const concepts = strength.flatMap((value, index) => (value > 0 ? [index] : []));
    if (
      concepts.every((index) => conceptMatches[index]!.concept.weak || conceptMatches[index]!.concept.aspect) &&
      conceptMatches.some(({ concept }) => !concept.weak && !concept.aspect)
    )
      continue;
    const matched = concepts.reduce((sum, index) => sum + (counts(index, lang) ? importance[index]! : 0), 0);
    const score = concepts.reduce((sum, index) => sum + importance[index]! * strength[index]!, 0);
    const total = asked(lang);
    const topics = concepts.filter((index) => topic[index]).length;
    ranked.push({ id, lang, coverage: total ? matched / total : 1, score, concepts, topics, advice: givesAdvice(lang, id), result });
  }
  const rankOf = new Map(ranked.map((article) => [article, orderingRank(article)]));
  // Articles matching more of the query's topics first: coverage weighs words by rarity, and a
  // rare verb met by its sound ("raktadab vadhla", "mojaycha") can outweigh the topic in it.
  return ranked.sort((a, b) => b.topics - a.topics || rankOf.get(b)! - rankOf.get(a)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * How many articles the lists of matches hold between them (an article found in two languages
 * counts twice: ids are a language's own).
 * @example distinctArticles([{ matches: [{ id: 'a', lang: 'en' }, { id: 'a', lang: 'hi' }] }, { matches: [{ id: 'a', lang: 'en' }] }]) // => 2
 */
export function distinctArticles(found: readonly { matches: readonly Pick<TermMatch, 'id' | 'lang'>[] }[]): number {
  const seen = new Map<Locale, Set<string>>();
  for (const { matches } of found)
    for (const { lang, id } of matches) {
      let ids = seen.get(lang);
      if (!ids) seen.set(lang, (ids = new Set()));
      ids.add(id);
    }
  return [...seen.values()].reduce((sum, ids) => sum + ids.size, 0);
}

/**
 * Whether results are weak: some concept found nothing at all (not even mended), or no article
 * matches everything asked and every article matches only concepts met in more than
 * {@link LOW_VALUE_SHARE} of the searched articles ("Did you mean" is then offered even though
 * something was found).
 */
export function resultsAreWeak<R>(
  conceptMatches: readonly ConceptMatches<R>[],
  ranked: readonly RankedArticle<R>[],
  total: number,
): boolean {
  if (!ranked.length) return true;
  const met = conceptMatches.map(({ found }) => distinctArticles(found));
  if (met.some((count, index) => count === 0 && !conceptMatches[index]!.concept.weak && !conceptMatches[index]!.unaskedIn?.size))
    return true;
  if (ranked.some((article) => article.coverage >= 0.999)) return false;
  const lowValue = met.map((count) => count > LOW_VALUE_SHARE * Math.max(1, total));
  return ranked.every((article) => article.concepts.every((index) => lowValue[index] || conceptMatches[index]!.concept.weak));
}
