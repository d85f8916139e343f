import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { ScopeLanguages } from './urls.ts';
import { KEY_PREFIX, keySounds } from './phonetic.ts';
import { correctionConcept, understandQuery, type Alternative, type Concept, type PreparedLexicon, type QueryPlan } from './query.ts';
import {
  distinctArticles,
  LOW_VALUE_SHARE,
  orderingCoverage,
  orderingRank,
  rankArticles,
  resultsAreWeak,
  scriptOf,
  type ConceptMatches,
  type RankedArticle,
  type TermMatch,
} from './rank.ts';
import { RESULTS_PAGE_SIZE } from './results.ts';
import { suggestionVocabulary, suggestTerm } from './suggest.ts';
import { orderByTitle, TITLE_CHECKED } from './title-fit.ts';
import { isGroupToken } from './synonyms.ts';
import { hasDevanagari, termKey } from './text.ts';
import { oncePerObject } from '../memo.ts';

/**
 * One search, from what the reader typed to the ranked articles: understand the query, ask the
 * index for every alternative of every concept in each language searched, mend the words that
 * found nothing, rank (the first results by what their titles name too), and say whether the
 * results are weak (then "Did you mean" is offered). Pure but for the index, which is passed
 * in: the browser passes Pagefind (src/client/pagefind.ts), tests pass a fake.
 */

/** What one index search returns: an article, its score and the index words that matched. */
export interface IndexMatch<R = unknown> {
  id: string;
  score: number;
  /** The index words the term met (a term also meets the words that begin with it). */
  words: string[];
  result: R;
}

/** The index, as search uses it. */
export interface SearchIndex<R = unknown> {
  /** The articles of one language holding `term` (or, unless `exact`, a word beginning with it), with their scores. */
  search: (term: string, options: { exact: boolean; lang: Locale }) => Promise<IndexMatch<R>[]>;
  /** How many articles the index of a language holds (0 while unknown). */
  size: (lang: Locale) => number;
  /** The index's common words in a language, for mending misspelt words (empty if unavailable). */
  words: (lang: Locale) => Promise<readonly string[]>;
  /** The ids of a language's pages that give no health advice (about pages, policies; empty if unavailable). */
  nonAdvice: (lang: Locale) => Promise<ReadonlySet<string>>;
  /** The title of a found article (its data, which showing it loads anyway). */
  title: (lang: Locale, result: R) => Promise<string>;
  /**
   * How many articles of a language a term's search meets at least, counted without scoring
   * them (see leaveOutCommon). An index without it has every concept searched.
   */
  meets?: (term: string, options: { lang: Locale }) => Promise<number>;
}

/** What a search found. */
export interface SearchOutcome<R = unknown> {
  plan: QueryPlan;
  articles: RankedArticle<R>[];
  /** True when some word found nothing, or only common words matched. */
  weak: boolean;
  /** "Did you mean": the query with the words that found nothing mended; `null` when none was. */
  suggestion: string | null;
  /** Words to highlight in excerpts, and phonetic keys of the typed words. */
  highlight: string[];
  keys: string[];
}

/** Letters an index word needs to stand for a longer term that begins with it (see acceptsMatch). */
export const SHORTEST_STANDING_WORD = 3;

/** English endings a stemmer may take off a word ("meals" is indexed as "meal"). */
const INFLECTION = /^(?:s|es|ed|d|ing|ly|er|ers|est|ies|ied|y|e|ness|ment|ments|ful|al|ation|ations|ion|ions)$/;

/**
 * Whether an index word is a fair match for a term searched as a prefix. Pagefind also offers,
 * when no word begins with the term, the longest word the term begins with ("kitna" → "k";
 * "accidity" → "accidentally", through its stem "accid"): such a word counts only if it is the
 * term without an ending ("diabetess" → "diabetes"), and never when it has fewer than three letters.
 * @example acceptsMatch('meals', 'meal') // => true
 * @example acceptsMatch('kitna', 'k') // => false
 * @example acceptsMatch('namkeen', 'nam') // => false
 * @example acceptsMatch('diab', 'diabetes') // => true
 */
export function acceptsMatch(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  if (Array.from(word).length < SHORTEST_STANDING_WORD || !term.startsWith(word)) return false;
  const rest = term.slice(word.length);
  // A doubled consonant before an ending: "running" is indexed as "run".
  return INFLECTION.test(rest) || (rest.length > 1 && rest[0] === word.at(-1) && INFLECTION.test(rest.slice(1)));
}

/**
 * The beginnings of a term, longest first, by characters (a vowel sign is one).
 * @example beginnings('aana') // => ['aan', 'aa', 'a']
 * @example beginnings('होगा') // => ['होग', 'हो', 'ह']
 * @example beginnings('k') // => []
 */
export function beginnings(term: string): string[] {
  const letters = Array.from(term);
  return Array.from({ length: Math.max(0, letters.length - 1) }, (_, i) => letters.slice(0, letters.length - 1 - i).join(''));
}

/**
 * Whether a prefix search of a term that is not itself a word of the index would meet only a
 * shorter word that does not stand for it (see acceptsMatch). When no word of the index begins
 * with the term, Pagefind answers with the longest word the term begins with, in every article
 * that has it ("होगा" as "हो", "किससे" as "किस", "aana" as "a", once those words' part of the index
 * is loaded): at 10,000 articles, thousands of articles scored one by one (0.3 s), for
 * acceptsMatch to refuse them all. Told by counting, which scores nothing: the term meets exactly
 * as many articles as one of its beginnings held whole, and that beginning is no fair match for
 * it ("diabetess" as "diabetes" is one, and is searched). Every beginning is counted: which one
 * Pagefind falls back to depends on the parts of the index already loaded. `met`: the articles
 * the term's prefix search meets; `wholeCount`: how many hold a word whole.
 * @example await meetsOnlyShortWord('aana', 3345, async (word) => (word === 'a' ? 3345 : 0)) // => true
 * @example await meetsOnlyShortWord('किससे', 2387, async (word) => (word === 'किस' ? 2387 : 0)) // => true
 * @example await meetsOnlyShortWord('diab', 900, async (word) => (word === 'di' ? 40 : 0)) // => false
 * @example await meetsOnlyShortWord('diabetess', 900, async (word) => (word === 'diabetes' ? 900 : 0)) // => false
 */
export async function meetsOnlyShortWord(term: string, met: number, wholeCount: (word: string) => Promise<number>): Promise<boolean> {
  for (const beginning of beginnings(term)) if (!acceptsMatch(term, beginning) && (await wholeCount(beginning)) === met) return true;
  return false;
}

/** The languages an alternative can be met in: Devanagari words and keys live in Hindi and Marathi text. */
function langsFor(alternative: Alternative, langs: readonly Locale[]): Locale[] {
  return alternative.scripts === 'devanagari' ? langs.filter((lang) => lang !== 'en') : [...langs];
}

/**
 * A word met as typed in more than {@link LOW_VALUE_SHARE} of a language's articles is of low
 * value there ("पहले", "सकते"): its stem is not asked for in that language. The articles with
 * another form of so common a word would not tell articles apart, and at 10,000 articles the
 * stem's search meets thousands of them. Its sound still is: that is how another spelling of
 * it meets ("रोज़", "रोज").
 */
const isCommonIn = (met: number, size: number) => size > 0 && met > LOW_VALUE_SHARE * size;

/**
 * Articles a language's index holds before a concept most of its articles hold is left out of a
 * query there (see leaveOutCommon). Below it every concept is searched: a small index scores a
 * common word in a few milliseconds.
 */
export const COMMON_LEFT_OUT_FROM = 1000;

/** Whether a concept can be met in a language's articles (a Devanagari word never is in English ones). */
const searchableIn = (concept: Concept, lang: Locale) => concept.alternatives.some((alternative) => langsFor(alternative, [lang]).length);

/**
 * Whether most articles (more than {@link LOW_VALUE_SHARE}) of a language hold a term whole (a
 * group token: all its search meets), its index holding {@link COMMON_LEFT_OUT_FROM} articles or
 * more: "common"; "rare" if not; "small" for a smaller index (or one that cannot count), "empty"
 * for one without articles. Counted, not scored (see SearchIndex.meets).
 */
async function termCommonness<R>(term: string, lang: Locale, index: SearchIndex<R>): Promise<'common' | 'rare' | 'small' | 'empty'> {
  const { meets } = index;
  if (!meets || (index.size(lang) > 0 && index.size(lang) < COMMON_LEFT_OUT_FROM)) return 'small';
  const met = await meets(term, { lang });
  // The size is known once the language's index has answered.
  const size = index.size(lang);
  if (size === 0) return 'empty';
  if (size < COMMON_LEFT_OUT_FROM) return 'small';
  return isCommonIn(met, size) ? 'common' : 'rare';
}

/**
 * {@link termCommonness} of a concept in a language: "common" once one alternative is (the concept
 * meets at least as many articles as each of its alternatives).
 */
async function commonnessIn<R>(concept: Concept, lang: Locale, index: SearchIndex<R>): Promise<'common' | 'rare' | 'small' | 'empty'> {
  for (const alternative of concept.alternatives) {
    if (!langsFor(alternative, [lang]).length) continue;
    const commonness = await termCommonness(alternative.term, lang, index);
    if (commonness !== 'rare') return commonness;
  }
  return 'rare';
}

/**
 * Whether most articles of every language a concept can be met in hold it (see commonnessIn);
 * a language without articles has none to tell apart, but one language must have counted.
 */
async function isCommon<R>(concept: Concept, langs: readonly Locale[], index: SearchIndex<R>): Promise<boolean> {
  const searchable = langs.filter((lang) => searchableIn(concept, lang));
  let counted = false;
  for (const lang of searchable) {
    const commonness = await commonnessIn(concept, lang, index);
    if (commonness === 'small' || commonness === 'rare') return false;
    if (commonness === 'common') counted = true;
  }
  return counted;
}

/**
 * The languages of `langs` an aspect ("increase", "reduce") or a fragment of a query is not asked
 * in: at scale, most of their articles hold it, and a topic of the query is asked there too. As
 * leaveOutCommon does for a concept most articles of every language hold, per language: "kami"
 * (कमी) is in nearly every Marathi and Hindi article of 10,000, not in most English ones, and its
 * two searches there scored 6,000 articles for a word that only reorders. A topic is asked in
 * every language: articles that lack it answer less of the query, whatever their language.
 */
async function unaskedLanguages<R>(
  concept: Concept,
  concepts: readonly Concept[],
  langs: readonly Locale[],
  index: SearchIndex<R>,
): Promise<Set<Locale>> {
  const unasked = new Set<Locale>();
  if (!concept.aspect && !concept.weak) return unasked;
  for (const lang of langs) {
    if (!searchableIn(concept, lang) || (await commonnessIn(concept, lang, index)) !== 'common') continue;
    const topics = concepts.filter((other) => !other.weak && !other.aspect && searchableIn(other, lang));
    if (topics.length) unasked.add(lang);
  }
  return unasked;
}

/**
 * The concepts of a query without those most articles hold in every language searched, when a
 * concept most do not hold remains (as a search engine leaves out a word nearly every document
 * has, the way Elasticsearch's common terms query did): such a concept does not tell articles
 * apart, and Pagefind scores the articles a term meets each against every other (thousands of
 * articles: 10–25 ms a search, and a concept has several alternatives in each language).
 * Nothing is left out where an index is small. A fragment is left out too ("हों", which a quoted
 * search meets in every Hindi article: 43 ms); if only fragments and aspects ("benefits") would
 * remain, every concept is searched.
 */
async function leaveOutCommon<R>(concepts: Concept[], langs: readonly Locale[], index: SearchIndex<R>): Promise<Concept[]> {
  if (!index.meets) return concepts;
  const kept: Concept[] = [];
  for (const concept of concepts) if (!(await isCommon(concept, langs, index))) kept.push(concept);
  return kept.some((concept) => !concept.weak && !concept.aspect) ? kept : concepts;
}

/** Asks the index for every alternative of a concept, in each language. */
async function findConcept<R>(
  concept: Concept,
  langs: readonly Locale[],
  index: SearchIndex<R>,
  concepts: readonly Concept[] = [concept],
): Promise<ConceptMatches<R>> {
  const found: ConceptMatches<R>['found'] = [];
  const unaskedIn = await unaskedLanguages(concept, concepts, langs, index);
  const common = new Set<Locale>();
  // Languages where, at scale, one alternative already met most articles: no other form is
  // asked there (see leaveOutCommon: each search of so common a concept costs 10–25 ms).
  const mostHold = new Set<Locale>();
  for (const alternative of concept.alternatives) {
    const matches: TermMatch<R>[] = [];
    // One search at a time (see pagefindIndex in src/client/pagefind.ts).
    for (const lang of langsFor(alternative, langs)) {
      if (
        unaskedIn.has(lang) ||
        mostHold.has(lang) ||
        // A stem most articles hold whole is skipped too, though the word is rarer: "रह", the stem
        // of "रहने" (in 904 of 3,300 Hindi articles), is in 2,571, and its prefix search scored 2,982.
        (alternative.kind === 'stem' && (common.has(lang) || (await termCommonness(alternative.term, lang, index)) === 'common'))
      )
        continue;
      let met = 0;
      for (const match of await index.search(alternative.term, { exact: alternative.exact, lang })) {
        if (alternative.exact || match.words.some((word) => acceptsMatch(alternative.term, word))) {
          matches.push({ id: match.id, lang, score: match.score, result: match.result });
          met++;
        }
      }
      if (alternative.kind === 'word' && isCommonIn(met, index.size(lang))) common.add(lang);
      if (index.size(lang) >= COMMON_LEFT_OUT_FROM && isCommonIn(met, index.size(lang))) mostHold.add(lang);
    }
    found.push({ alternative, matches });
  }
  return { concept, found, ...(unaskedIn.size ? { unaskedIn } : {}) };
}

/** Whether a concept met something as typed (the word itself or its stem). */
const metAsTyped = <R>({ found }: ConceptMatches<R>) =>
  found.some(({ alternative, matches }) => (alternative.kind === 'word' || alternative.kind === 'stem') && matches.length > 0);

/**
 * Articles a phonetic key must meet, on the English page, to say a Latin word is romanised rather
 * than a slip ("strian" met one). On a Hindi or Marathi page a romanised word is the likelier.
 */
const HEARD_IN = 3;

/**
 * Whether a concept met something by a sound that says the word is romanised Hindi or Marathi:
 * a synonym term's whole sound ("dard" like दर्द), or a phonetic key of four sounds or more met in
 * {@link HEARD_IN} articles or more. A short key ("mayda" as "mid"), a rare one ("strian") or a
 * sound with an ending added (स्त्री + n) is weak: a slip is likelier.
 */
const metBySound = <R>({ found }: ConceptMatches<R>, heardIn: number) =>
  found.some(({ alternative, matches }) => {
    if (alternative.kind !== 'key' || alternative.loose || !matches.length) return false;
    if (!alternative.term.startsWith(KEY_PREFIX)) return true;
    return keySounds(alternative.term) >= 4 && distinctArticles([{ matches }]) >= heardIn;
  });

/** Every synonym term, once per lexicon (the same list each search, so its normal forms are kept too: see suggestTerm). */
const lexiconVocabulary = oncePerObject((lexicon: PreparedLexicon) => suggestionVocabulary([...lexicon.byId.values()]));

/**
 * Mends the words a reader mistyped ("diabetis", "strian", "mayda"): a word that met nothing as
 * typed nor by a convincing sound is taken for the closest known word (synonym terms first, then
 * the words the articles of the searched languages use most), which is searched instead; its
 * loose sound-alikes are dropped. In a romanised query a Latin word is mended only from the
 * synonym terms: an English word a letter away ("khana" → "chana") is not what the reader meant.
 * Returns each mended word (search's normal form) and its correction.
 */
async function mendSlips<R>(
  found: ConceptMatches<R>[],
  langs: readonly Locale[],
  lexicon: PreparedLexicon,
  index: SearchIndex<R>,
): Promise<Map<string, string>> {
  const mended = new Map<string, string>();
  const romanised = found.some(({ concept }) => concept.prefers === 'devanagari' && concept.groups.length > 0);
  const terms = lexiconVocabulary(lexicon);
  for (const matches of found) {
    const { concept } = matches;
    if (concept.weak || concept.groups.length || metAsTyped(matches) || metBySound(matches, langs[0] === 'en' ? HEARD_IN : 1)) continue;
    const word = concept.words.join(' ');
    const latin = !hasDevanagari(word);
    const wordLangs = langs.filter((lang) => (latin ? lang === 'en' : lang !== 'en'));
    const vocabularies = [terms, ...(latin && romanised ? [] : await Promise.all(wordLangs.map((lang) => index.words(lang))))];
    const correction = vocabularies.map((vocabulary) => suggestTerm(word, vocabulary)).find((term) => term !== null);
    // A slip for a stop word ("hw" for "how") asks for nothing.
    if (!correction || lexicon.stopWords.has(termKey(correction))) continue;
    mended.set(word, correction);
    const corrected = understandQuery(correction, lexicon).concepts[0];
    const mending = corrected && corrected.groups.length ? corrected : correctionConcept(correction);
    // At scale, a correction most articles hold ("kharab" as "khana") is offered but not searched: it
    // would tell no article apart, and its searches met thousands (see leaveOutCommon).
    if (await isCommon(mending, langs, index)) continue;
    const again = await findConcept(mending, langs, index);
    matches.found = [
      ...matches.found.filter(({ alternative }) => alternative.kind !== 'key'),
      ...again.found.map(({ alternative, matches: list }) => ({
        alternative: { ...alternative, kind: 'correction' as const },
        matches: list,
      })),
    ];
    // A slip for a romanised word ("madhumehat" for madhumeh) is meant in Hindi or Marathi; any
    // other slip in Latin letters is most likely an English word's.
    concept.prefers = !latin || corrected?.prefers === 'devanagari' ? 'devanagari' : 'latin';
  }
  return mended;
}

/**
 * "Did you mean" for the Latin words that met nothing as typed, only by sound: the closest synonym
 * term of the groups they sound like ("sqlt" → salt), else the closest English word the index
 * holds ("zebrafriut" → zebrafruit). The results stay those of the sound; the suggestion names the
 * word the reader most likely meant. A group term ("namak") or a romanised word with no close
 * English one ("buniyaadi") gets none: it was typed as meant.
 */
async function soundSuggestions<R>(
  found: readonly ConceptMatches<R>[],
  langs: readonly Locale[],
  lexicon: PreparedLexicon,
  index: SearchIndex<R>,
  mended: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const suggested = new Map<string, string>();
  for (const matches of found) {
    const { concept } = matches;
    const word = concept.words.join(' ');
    if (concept.weak || mended.has(word) || hasDevanagari(word) || metAsTyped(matches) || lexicon.groups.byWords(concept.words).length)
      continue;
    if (!matches.found.some(({ matches: list }) => list.length)) continue;
    const groupTerms = suggestionVocabulary(concept.groups.flatMap((id) => lexicon.byId.get(id) ?? []));
    const vocabularies = [groupTerms, ...(langs.includes('en') ? [await index.words('en')] : [])];
    const correction = vocabularies.map((vocabulary) => suggestTerm(word, vocabulary)).find((term) => term !== null);
    if (correction && termKey(correction) !== termKey(word) && !lexicon.stopWords.has(termKey(correction))) suggested.set(word, correction);
  }
  return suggested;
}

/**
 * Runs a search. `lexicon`: the synonym groups and stop words (src/lib/search/query.ts).
 * @example (await runSearch('salt', { langs: ['en'], extend: [], order: 'ranked' }, { groups: { byWords: () => [], byKey: () => ({ groups: [], loose: false, devanagari: false }), longest: 1 }, byId: new Map(), stopWords: new Set(), canHold: () => true }, { search: async () => [{ id: 'a', score: 1, words: ['salt'], result: 'a' }], size: () => 10, words: async () => [], nonAdvice: async () => new Set(), title: async () => 'Salt' })).articles.map((a) => a.id) // => ['a']
 */
export async function runSearch<R>(
  query: string,
  scope: ScopeLanguages,
  lexicon: PreparedLexicon,
  searchedIndex: SearchIndex<R>,
): Promise<SearchOutcome<R>> {
  const index = askingOnce(heldOnly(searchedIndex, lexicon.canHold));
  const plan = understandQuery(query, lexicon);
  const highlight = plan.concepts.flatMap((concept) => concept.highlight);
  const keys = plan.concepts.flatMap((concept) => concept.keys);
  const empty: SearchOutcome<R> = { plan, articles: [], weak: true, suggestion: null, highlight, keys };
  if (!plan.concepts.length) return empty;
  const concepts = await leaveOutCommon(plan.concepts, scope.langs, index);
  const found: ConceptMatches<R>[] = [];
  for (const concept of concepts) found.push(await findConcept(concept, scope.langs, index, concepts));
  // The other languages, when the query calls for them (each is an index to download).
  let langs = scope.langs;
  const extend = extensionLanguages(scope, plan);
  const nonAdvice = new Map<Locale, ReadonlySet<string>>();
  // Asked only of the languages something was found in (one small file each, one at a time).
  const askNonAdvice = async (lang: Locale) => {
    if (!nonAdvice.has(lang) && found.some(({ found: list }) => list.some(({ matches }) => matches.some((match) => match.lang === lang))))
      nonAdvice.set(lang, await index.nonAdvice(lang));
  };
  for (const lang of scope.langs) await askNonAdvice(lang);
  if (extend.length && callsFor(scope, found, nonAdvice)) {
    langs = [...scope.langs, ...extend];
    for (const matches of found) {
      const more = await findConcept(matches.concept, extend, index, concepts);
      more.found.forEach((extra, i) => matches.found[i]!.matches.push(...extra.matches));
      if (more.unaskedIn) matches.unaskedIn = new Set([...(matches.unaskedIn ?? []), ...more.unaskedIn]);
    }
  }

  const mended = await mendSlips(found, langs, lexicon, index);
  for (const correction of mended.values())
    highlight.push(...understandQuery(correction, lexicon).concepts.flatMap((concept) => concept.highlight), correction);

  const total = langs.reduce((sum, lang) => sum + index.size(lang), 0);
  for (const lang of langs) await askNonAdvice(lang);
  const ranked = orderForScope(
    rankArticles(found, total, {
      pageScript: scriptOf(scope.langs[0]!),
      language: plan.language ?? languageHeard(found),
      givesAdvice: (lang, id) => !nonAdvice.get(lang)?.has(id),
    }),
    scope,
  );
  const articles = await titlesFirst(ranked, concepts, index, leadingLanguages(scope, ranked));
  const weak = resultsAreWeak(found, articles, total);
  // "Did you mean": the query with its mended words (their articles are among the results) and
  // the words its sound-alikes stand for.
  const corrections = new Map([...mended, ...(await soundSuggestions(found, langs, lexicon, index, mended))]);
  const suggestion = corrections.size ? mendQuery(query, corrections) : null;
  return { plan, articles, weak, suggestion, highlight: [...new Set(highlight)], keys };
}

/**
 * The index without the searches a language's index cannot answer (a term with a Devanagari
 * letter none of its articles uses: see PreparedLexicon.canHold): they find nothing, unasked.
 */
function heldOnly<R>(index: SearchIndex<R>, canHold: PreparedLexicon['canHold']): SearchIndex<R> {
  return { ...index, search: async (term, options) => (canHold(options.lang, term) ? index.search(term, options) : []) };
}

/**
 * The index with each search (term, language, exactness) and count asked once in one run: words of one
 * synonym group ("khana", "khate") and a word's sound-alike ask for the same token, which at
 * 10,000 articles costs 10–15 ms a language. Only for one run: the same query typed again is
 * searched again.
 */
function askingOnce<R>(index: SearchIndex<R>): SearchIndex<R> {
  const asked = new Map<string, Promise<IndexMatch<R>[]>>();
  const counted = new Map<string, Promise<number>>();
  const { meets } = index;
  return {
    ...index,
    search(term, options) {
      const key = `${options.lang}|${String(options.exact)}|${term}`;
      let found = asked.get(key);
      if (!found) asked.set(key, (found = index.search(term, options)));
      return found;
    },
    // A concept's count is asked for the whole query and again for each language (unaskedLanguages).
    ...(meets
      ? {
          meets(term, options) {
            const key = `${options.lang}|${term}`;
            let count = counted.get(key);
            if (!count) counted.set(key, (count = meets(term, options)));
            return count;
          },
        }
      : {}),
  };
}

/**
 * The ranked articles with the first {@link TITLE_CHECKED} reordered by what their titles name
 * (src/lib/search/title-fit.ts), and those it scored exactly alike by how much their titles are
 * about the query. Their data is what the results show, so the first page costs nothing more;
 * the second page's is loaded a page early. A title that cannot be had counts as naming nothing.
 */
async function titlesFirst<R>(
  articles: RankedArticle<R>[],
  concepts: readonly Concept[],
  index: SearchIndex<R>,
  leading: readonly Locale[],
): Promise<RankedArticle<R>[]> {
  const first = articles.slice(0, TITLE_CHECKED);
  if (first.length < 2) return articles;
  // Neighbours the ranking scored exactly alike share a tie number (the first one's place).
  let tie = 0;
  const ties = first.map((article, i) => (i > 0 && orderingRank(article) === orderingRank(first[i - 1]!) ? tie : (tie = i)));
  const titled = await Promise.all(
    first.map(async (article, i) => ({
      article,
      lang: article.lang,
      tie: ties[i],
      rank: orderingRank(article),
      topics: article.topics,
      title: await index.title(article.lang, article.result).catch(() => ''),
    })),
  );
  return [...orderByTitle(titled, concepts, leading).map(({ article }) => article), ...articles.slice(TITLE_CHECKED)];
}

/**
 * The languages whose articles lead a ranked list (see orderByTitle): a Hindi or Marathi page's
 * own; on a page that ranks every language together, those of the first result's script (Hindi
 * and Marathi together for a romanised query).
 * @example leadingLanguages({ langs: ['hi'], extend: ['en'], order: 'native-first' }, []) // => ['hi']
 * @example leadingLanguages({ langs: ['en'], extend: ['hi', 'mr'], order: 'ranked' }, [{ lang: 'mr' }]) // => ['hi', 'mr']
 */
export function leadingLanguages(scope: ScopeLanguages, ranked: readonly Pick<RankedArticle, 'lang'>[]): Locale[] {
  if (scope.order === 'native-first') return scope.langs.slice(0, 1);
  const first = ranked[0]?.lang;
  return first ? LOCALES.filter((lang) => scriptOf(lang) === scriptOf(first)) : [];
}

/**
 * The query with each mended word replaced (compared in search's normal form).
 * @example mendQuery('Diabetis diet', new Map([['diabetis', 'diabetes']])) // => 'diabetes diet'
 */
export function mendQuery(query: string, mended: ReadonlyMap<string, string>): string {
  return query
    .trim()
    .split(/\s+/)
    .map((word) => mended.get(termKey(word)) ?? word)
    .join(' ');
}

/**
 * The language a romanised query's own words say, when its stop words did not: Hindi or Marathi,
 * whichever has articles meeting more of its words outside every group (a group's token is in
 * both alike) by their sound or as typed: "chhatit jaljal upay" (छातीत जळजळ) is Marathi, though
 * the Hindi article on acidity meets "upay". Undefined when they meet as many, or the query has
 * Devanagari (its script says it).
 * @example languageHeard([{ concept: { words: ['jaljal'], alternatives: [], highlight: [], keys: [], groups: [], weak: false }, found: [{ alternative: { term: 'qzjljl', kind: 'key', exact: false, scripts: 'devanagari' }, matches: [{ id: 'a', lang: 'mr', score: 1, result: 'a' }] }] }]) // => 'mr'
 */
export function languageHeard<R>(found: readonly ConceptMatches<R>[]): 'hi' | 'mr' | undefined {
  if (found.some(({ concept }) => hasDevanagari(concept.words.join(' ')))) return undefined;
  const words = found.filter(({ concept }) => !concept.groups.length && !concept.weak);
  const metIn = (lang: Locale) =>
    words.filter(({ found: list }) =>
      list.some(({ alternative, matches }) => !isGroupToken(alternative.term) && matches.some((match) => match.lang === lang)),
    ).length;
  const [hindi, marathi] = [metIn('hi'), metIn('mr')];
  return hindi > marathi ? 'hi' : marathi > hindi ? 'mr' : undefined;
}

/**
 * The other languages a query may reach: those of the scope, but only Hindi or only Marathi when
 * its stop words say which ("bukhar me kya khaye" is Hindi). Each is an index to download and
 * search: at 10,000 articles a Marathi index costs a Hindi reader over 100 KB and seconds.
 * @example extensionLanguages({ langs: ['en'], extend: ['hi', 'mr'], order: 'ranked' }, { language: 'hi' }) // => ['hi']
 * @example extensionLanguages({ langs: ['en'], extend: ['hi', 'mr'], order: 'ranked' }, {}) // => ['hi', 'mr']
 * @example extensionLanguages({ langs: ['mr'], extend: ['en'], order: 'native-first' }, { language: 'mr' }) // => ['en']
 */
export function extensionLanguages(scope: ScopeLanguages, { language }: Pick<QueryPlan, 'language'>): Locale[] {
  return language && scope.extend.includes(language) ? [language] : scope.extend;
}

/**
 * Whether a query calls for the scope's other languages. From English: a word meant in Hindi or
 * Marathi (Devanagari, or a romanised term of a synonym group: "sakhar"), or a Latin word
 * English articles do not use as typed ("bukhar", "pani": romanised, or misspelt). From Hindi or
 * Marathi: a word typed in Latin letters, or fewer than one page of health articles (not "About
 * Dr …") in the reader's language that answer the whole query (a topic written up only in English). A Devanagari query
 * the reader's language answers in full stays in it: at 10,000 articles the English index would
 * double what a first search downloads.
 */
function callsFor<R>(
  scope: ScopeLanguages,
  found: readonly ConceptMatches<R>[],
  nonAdvice: ReadonlyMap<Locale, ReadonlySet<string>>,
): boolean {
  if (scope.langs.includes('en')) {
    return found.some(({ concept, found: list }) => {
      if (concept.prefers === 'devanagari') return true;
      if (concept.groups.length || concept.weak) return false;
      return !list.some(({ alternative, matches }) => alternative.kind === 'word' && matches.length > 0);
    });
  }
  if (found.some(({ concept }) => !hasDevanagari(concept.words.join(' ')))) return true;
  // A page that gives no health advice ("About Dr …") does not answer a health question.
  const givesNoAdvice = nonAdvice.get(scope.langs[0]!) ?? new Set<string>();
  return [...answering(found)].filter((id) => !givesNoAdvice.has(id)).length < RESULTS_PAGE_SIZE;
}

/**
 * The articles that match every topic of a query (its aspects and fragments, see isShortWord, may be
 * missing): an article that shares one word of a longer question has not answered it.
 */
function answering<R>(found: readonly ConceptMatches<R>[]): Set<string> {
  const topics = found.filter(({ concept }) => !concept.weak && !concept.aspect);
  const idsOf = ({ found: list }: ConceptMatches<R>) => new Set(list.flatMap(({ matches }) => matches.map((match) => match.id)));
  const [first, ...rest] = (topics.length ? topics : found).map(idsOf);
  return new Set([...(first ?? [])].filter((id) => rest.every((ids) => ids.has(id))));
}

/** How much more of the query a native article counts as matching on a Hindi or Marathi page. */
export const NATIVE_LEAD = 0.2;

/**
 * A native article takes the lead only if it matches at least this share of the best match's
 * strength: one that only mentions the words ("पाणी" in an article on the monsoon) does not
 * push the English article on the topic ("How much water to drink") off the first page. Below
 * this share an article of either language comes after every one above it.
 */
export const NATIVE_LEAD_STRENGTH = 0.3;

/**
 * The ranked list in the scope's order. On a Hindi or Marathi page, as on the English one
 * (rankArticles), the articles that match more of the query's topics come first: a Marathi
 * article that shares only "tea" with "शुगर फ्री गोळ्या चहात" does not come before the English
 * articles on sweeteners. Then the articles that match the query well
 * ({@link NATIVE_LEAD_STRENGTH} of the best) come first; among them the reader's
 * language comes first among articles that match about as much of it (within {@link NATIVE_LEAD}):
 * an English article that answers all of it still comes before a Hindi one that shares a word, or
 * only mentions them all. An English article cannot hold the query's Hindi words, so one that only
 * mentions its topic has answered all it could: it does not come before the Hindi article on the
 * topic that names the rest ("घर पर बीपी मशीन से कैसे नापें").
 */
export function orderForScope<R>(ranked: RankedArticle<R>[], scope: ScopeLanguages): RankedArticle<R>[] {
  if (scope.order === 'ranked') return ranked;
  const [native] = scope.langs;
  const best = Math.max(0, ...ranked.map(orderingRank));
  const strong = (article: RankedArticle<R>) => orderingRank(article) >= NATIVE_LEAD_STRENGTH * best;
  const leads = (article: RankedArticle<R>) => article.lang === native && strong(article);
  // More topics first, then well matched, then coverage (a well-matched native article's raised by the lead), then such an article, then rank.
  const lead = (article: RankedArticle<R>) => orderingCoverage(article) + (leads(article) ? NATIVE_LEAD : 0);
  return [...ranked].sort(
    (a, b) =>
      b.topics - a.topics ||
      Number(strong(b)) - Number(strong(a)) ||
      lead(b) - lead(a) ||
      Number(leads(b)) - Number(leads(a)) ||
      orderingRank(b) - orderingRank(a),
  );
}
