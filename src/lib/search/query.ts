import { KEY_END, keyWord, phoneticKey } from './phonetic.ts';
import {
  groupLexicon,
  groupLexiconDataInSlices,
  groupToken,
  type GroupLexicon,
  type GroupLexiconData,
  type SearchTermGroup,
  type SoundAlikes,
} from './synonyms.ts';
import { joinDigitGroups, spokenNumbers } from './spoken-numbers.ts';
import { devanagariStem, hasDevanagari, isMarathiVerbForm, searchWords, termKey } from './text.ts';

/**
 * Query understanding: what a reader typed, in any script and any mix, as the concepts to look
 * for. Numbers are read as digits ("साठ हजार" as 60000); stop words are dropped; runs of words
 * that name a synonym group become the group (per phrase, anywhere in the query); every other
 * word is looked for as typed, by its stem and by its phonetic key. Pure: the searching itself is
 * src/lib/search/run.ts.
 */

/** How a concept may be found in the index, from the most to the least faithful to what was typed. */
export type MatchKind = 'word' | 'group' | 'stem' | 'key' | 'correction';

/** One word the index is asked for on a concept's behalf. */
export interface Alternative {
  /** The word searched for (a query word, stem, group token or phonetic key). */
  term: string;
  kind: MatchKind;
  /** Only this very word; otherwise Pagefind also finds the words that begin with it. */
  exact: boolean;
  /** Which scripts' articles can hold it: keys and Devanagari words are in Hindi and Marathi text. */
  scripts: 'any' | 'devanagari';
  /** Met only by sound with an ending added ("strian" like स्त्री + n): weak evidence, a slip more likely. */
  loose?: true;
}

/** Which articles a concept fits best: those in the script the reader meant it in. */
export type ScriptPreference = 'latin' | 'devanagari';

/** Something the reader is looking for: one word, or a phrase that names a synonym group. */
export interface Concept {
  /** The reader's words it stands for (search's normal form). */
  words: string[];
  alternatives: Alternative[];
  /** Words to highlight in result excerpts: what was typed, and the terms of its groups. */
  highlight: string[];
  /** Phonetic keys of the typed words: excerpts also highlight the words that sound like them. */
  keys: string[];
  /** The groups it names (their ids). */
  groups: string[];
  /** It names only aspect groups ("eat", "benefits"): it counts less than a topic. */
  aspect?: boolean;
  /** Too short to stand alone ("d", "k", "ही"; see {@link isShortWord}): it counts with others, never alone. */
  weak: boolean;
  /**
   * The script of the articles it fits best: a Devanagari word, or a romanised one (a group term
   * that spells a Devanagari term, "sakhar"), fits Hindi and Marathi articles; an English word
   * English ones. `undefined` when that depends on what the index holds (a Latin word outside
   * every group: English if English articles use it as typed, romanised otherwise).
   */
  prefers?: ScriptPreference;
  /**
   * A Latin word outside every group that sounds like a group's Hindi or Marathi term ("tanav"
   * like तनाव): romanised, unless English articles use it as typed (see conceptPreferences).
   */
  heardAsDevanagari?: true;
}

/** A query as search understands it. */
export interface QueryPlan {
  concepts: Concept[];
  /** The stop words it left out. */
  ignored: string[];
  /** Hindi or Marathi, when its stop words say which ("kya" or "kay", "में" or "मध्ये"). */
  language?: 'hi' | 'mr';
}

/** The registries search reads (content/search-terms.yaml, content/search-stopwords.yaml). */
export interface SearchLexiconData {
  groups: SearchTermGroup[];
  stopWords: string[];
  /** The stop words of romanised Hindi and Marathi that are not English ones. */
  romanisedStopWords: string[];
  /** Stop words only Hindi has (in either script), and only Marathi: they say which language a query is in. */
  hindiStopWords: string[];
  marathiStopWords: string[];
  /**
   * Per language, every Devanagari character its index holds (written by the build's search step,
   * which reads the index's text). Absent: unknown, every word is searched everywhere.
   */
  letters?: Partial<Record<string, string>>;
}

/** A lexicon ready for many queries (built once per page). */
export interface PreparedLexicon {
  groups: GroupLexicon;
  byId: ReadonlyMap<string, SearchTermGroup>;
  stopWords: ReadonlySet<string>;
  /** Stop words only romanised Hindi and Marathi have ("kya", "madhe"): a query with one is romanised. */
  romanisedStopWords: ReadonlySet<string>;
  /** Each stop word only Hindi or only Marathi has, and its language. */
  languageOf: ReadonlyMap<string, 'hi' | 'mr'>;
  /**
   * Whether a language's index can hold a term as written: not if the term has a Devanagari
   * character none of its articles uses ("मिळते" in Hindi: ळ is Marathi's). Pagefind would
   * answer such a search with the longest word the term begins with (Hindi "म", the stem of
   * "में", in every article): at 10,000 articles 40–100 ms for nothing search keeps.
   */
  canHold: (lang: string, term: string) => boolean;
}

/**
 * {@link PreparedLexicon.canHold} for the letters of each language's index.
 * @example indexHolds({ hi: 'मिलते' })('hi', 'मिळते') // => false
 * @example indexHolds({ hi: 'मिलते' })('hi', 'मिलते') // => true
 * @example indexHolds({ hi: 'मिलते' })('mr', 'मिळते') // => true
 * @example indexHolds({ hi: 'मिलते' })('hi', 'salt') // => true
 */
export function indexHolds(letters: Partial<Record<string, string>> = {}): PreparedLexicon['canHold'] {
  const sets = new Map(Object.entries(letters).map(([lang, chars]) => [lang, new Set(chars)]));
  return (lang, term) => {
    const held = sets.get(lang);
    return !held || Array.from(term).every((char) => held.has(char) || !hasDevanagari(char));
  };
}

/** The stop words as search compares them. */
const stopWordSet = (stopWords: readonly string[]) => new Set(stopWords.flatMap((word) => searchWords(word)));

/**
 * Builds the lookups of a lexicon once. `lookups`: its groups' lookups, when already worked out
 * ({@link prepareLexiconInSlices}).
 */
export function prepareLexicon(
  { groups, stopWords, romanisedStopWords, hindiStopWords, marathiStopWords, letters }: SearchLexiconData,
  lookups?: GroupLexiconData,
): PreparedLexicon {
  const languageOf = new Map<string, 'hi' | 'mr'>();
  for (const word of hindiStopWords.flatMap(searchWords)) languageOf.set(word, 'hi');
  for (const word of marathiStopWords.flatMap(searchWords)) languageOf.set(word, 'mr');
  const stops = stopWordSet(stopWords);
  return {
    groups: groupLexicon(groups, stops, lookups),
    byId: new Map(groups.map((group) => [group.id, group])),
    stopWords: stops,
    romanisedStopWords: new Set(romanisedStopWords.flatMap((word) => searchWords(word))),
    languageOf,
    canHold: indexHolds(letters),
  };
}

/**
 * {@link prepareLexicon} for a page: the groups' lookups are worked out in slices, so the page
 * stays responsive while a search page loads.
 */
export async function prepareLexiconInSlices(data: SearchLexiconData): Promise<PreparedLexicon> {
  return prepareLexicon(data, await groupLexiconDataInSlices(data.groups, stopWordSet(data.stopWords)));
}

/** Letters of a word (a Devanagari consonant with its vowel signs counts once). */
const letters = (word: string) => word.replace(/[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963]/g, '').length;

/**
 * Whether a word is too short to stand for anything alone: one or two Latin letters ("d", "k"),
 * one Devanagari letter ("का", "डी", "ही"). Two Devanagari letters make whole words readers
 * ask about (पेट, हाथ, दिल, दूध); the short function words among them are stop words.
 * @example isShortWord('ही') // => true
 * @example isShortWord('पेट') // => false
 * @example isShortWord('ab') // => true
 */
export const isShortWord = (word: string): boolean => letters(word) < (hasDevanagari(word) ? 2 : 3);

/**
 * The concept of a run of words that names synonym groups. It is meant in Hindi or Marathi when
 * typed in Devanagari, or typed as a group's romanised word ("sakhar"), or heard as its Hindi or
 * Marathi term ("ambat dhekar" as आंबट ढेकर).
 */
function groupConcept(words: string[], groups: SearchTermGroup[], heardAsDevanagari = false): Concept {
  const typed = words.join(' ');
  const devanagari = hasDevanagari(typed);
  const romanised =
    !devanagari && (heardAsDevanagari || groups.some((group) => (group.romanised ?? []).some((term) => termKey(term) === typed)));
  return {
    words,
    // Tokens all have one length: a prefix search meets the token alone, and Pagefind scores it.
    alternatives: groups.map((group) => ({ term: groupToken(group.id), kind: 'group', exact: false, scripts: 'any' })),
    highlight: [...new Set([typed, ...groups.flatMap((group) => group.terms)])],
    keys: words.map(phoneticKey).filter((key): key is string => key !== null),
    groups: groups.map((group) => group.id),
    weak: false,
    ...(groups.every((group) => group.aspect) ? { aspect: true } : {}),
    prefers: devanagari || romanised ? 'devanagari' : 'latin',
  };
}

/**
 * The concept of one word outside every group: as typed, by its stem and by its phonetic key;
 * and, when it sounds like a term of synonym groups ("raktchaap" like रक्तचाप, but also "good"
 * like गुड), those groups' tokens as sound-alikes: they count as much as the key, so an English
 * word found as typed still outranks them.
 */
function wordConcept(
  word: string,
  { groups: soundsLike, loose, devanagari: heard }: SoundAlikes = { groups: [], loose: false, devanagari: false },
): Concept {
  const devanagari = hasDevanagari(word);
  const weak = isShortWord(word);
  const alternatives: Alternative[] = [{ term: word, kind: 'word', exact: weak, scripts: devanagari ? 'devanagari' : 'any' }];
  const stem = devanagariStem(word);
  if (stem !== word) alternatives.push({ term: stem, kind: 'stem', exact: false, scripts: 'devanagari' });
  const key = keyWord(word);
  // A short key is met only whole: as a prefix it would meet every longer word's key.
  if (key) {
    const exact = key.length < 6;
    alternatives.push({ term: exact ? `${key}${KEY_END}` : key, kind: 'key', exact, scripts: 'devanagari' });
  }
  for (const group of soundsLike)
    alternatives.push({
      term: groupToken(group.id),
      kind: 'key',
      exact: false,
      scripts: 'any',
      ...(loose ? { loose: true as const } : {}),
    });
  const phonetic = phoneticKey(word);
  // A word that sounds like an aspect ("khave" like खावे), or a Marathi verb form outside every
  // group ("तपासावा", check): an aspect too. Rare as such forms are, they would otherwise outweigh
  // the topic, and an English article, which cannot hold them, would come before the Marathi one.
  const aspect = (soundsLike.length > 0 && soundsLike.every((group) => group.aspect)) || isMarathiVerbForm(word);
  return {
    words: [word],
    alternatives,
    highlight: [word, ...soundsLike.flatMap((group) => group.terms)],
    keys: phonetic ? [phonetic] : [],
    groups: [],
    weak,
    ...(aspect ? { aspect: true } : {}),
    ...(devanagari ? { prefers: 'devanagari' as const } : {}),
    ...(!devanagari && heard && soundsLike.length ? { heardAsDevanagari: true as const } : {}),
  };
}

/**
 * The concepts of a query: stop words dropped; the longest runs of the other words that name a
 * synonym group (as written, or one word by its phonetic key, or two romanised words said as one:
 * "rakt chaap") become that group; every other word is a concept of its own.
 * @example understandQuery('kitna namak roz', prepareLexicon({ groups: [{ id: 'salt', terms: ['salt', 'namak'] }], stopWords: ['kitna'], romanisedStopWords: ['kitna'], hindiStopWords: ['kitna'], marathiStopWords: [] })).concepts.map((c) => c.words.join(' ')) // => ['namak', 'roz']
 */
export function understandQuery(query: string, lexicon: PreparedLexicon): QueryPlan {
  const words = spokenNumbers(searchWords(joinDigitGroups(query)));
  const concepts: Concept[] = [];
  const ignored: string[] = [];
  const isStop = (word: string) => lexicon.stopWords.has(word);
  /** The longest run of `runs` that names groups. */
  const longestNamed = (runs: (length: number) => string[] | null) => {
    for (let length = lexicon.groups.longest; length >= 1; length--) {
      const run = runs(length);
      const groups = run ? lexicon.groups.byWords(run) : [];
      if (groups.length) return { length, groups };
    }
    return null;
  };
  for (let i = 0; i < words.length;) {
    // A phrase as typed, its stop words included ("vitamin a", "pins and needles").
    const typed = longestNamed((length) =>
      i + length <= words.length && (length > 1 || !isStop(words[i]!)) ? words.slice(i, i + length) : null,
    );
    const word = words[i]!;
    // A phrase read over the words that are not stop words ("vajan kasa kami karava" names
    // "vajan kami"; a phrase's own stop words are left out of it alike, see groupLexicon), or
    // two romanised words said as one ("rakt chaap", "pani ki kami" as पानी की कमी).
    const content: number[] = [];
    for (let j = i; j < words.length && content.length < lexicon.groups.longest; j++) if (!isStop(words[j]!)) content.push(j);
    const run = (length: number) => (length <= content.length ? content.slice(0, length).map((j) => words[j]!) : null);
    let spoken: { length: number; groups: SearchTermGroup[]; heard?: boolean } | null = isStop(word)
      ? null
      : longestNamed((length) => (length > 1 ? run(length) : null));
    const next = run(2)?.[1];
    if (!spoken && !isStop(word) && next !== undefined && !hasDevanagari(word + next)) {
      const { groups, loose, devanagari } = lexicon.groups.byKey(word + next);
      if (groups.length && !loose) spoken = { length: 2, groups, heard: devanagari };
    }
    // The match that takes in more of the reader's words wins; as typed on a tie.
    const typedWords = typed ? words.slice(i, i + typed.length).filter((w) => !isStop(w)).length : 0;
    if (typed && (!spoken || typedWords >= spoken.length)) {
      concepts.push(groupConcept(words.slice(i, i + typed.length), typed.groups));
      i += typed.length;
    } else if (spoken) {
      const last = content[spoken.length - 1]!;
      for (let j = i; j <= last; j++) if (isStop(words[j]!)) ignored.push(words[j]!);
      concepts.push(groupConcept(run(spoken.length)!, spoken.groups, spoken.heard));
      i = last + 1;
    } else if (isStop(word)) {
      ignored.push(word);
      i += 1;
    } else {
      concepts.push(wordConcept(word, lexicon.groups.byKey(word)));
      i += 1;
    }
  }
  // Hindi and Marathi function words typed in Latin letters ("kya", "madhe", "che") say the
  // query is romanised: its English words ("diabetes me kya khaye") are meant in Hindi or Marathi.
  if (ignored.some((word) => lexicon.romanisedStopWords.has(word))) {
    for (const concept of concepts) if (concept.prefers === 'latin' || concept.prefers === undefined) concept.prefers = 'devanagari';
  }
  const language = languageOfWords(ignored, lexicon.languageOf);
  return { concepts: mergeSameGroups(concepts), ignored, ...(language ? { language } : {}) };
}

/** The language most of a query's language-specific stop words belong to; none on a tie. */
function languageOfWords(words: readonly string[], languageOf: ReadonlyMap<string, 'hi' | 'mr'>): 'hi' | 'mr' | undefined {
  let hindi = 0;
  let marathi = 0;
  for (const word of words) {
    const lang = languageOf.get(word);
    if (lang === 'hi') hindi++;
    else if (lang === 'mr') marathi++;
  }
  return hindi > marathi ? 'hi' : marathi > hindi ? 'mr' : undefined;
}

/** Two mentions of one group ("sugar … chini") are one concept: the reader asked once. */
function mergeSameGroups(concepts: Concept[]): Concept[] {
  const out: Concept[] = [];
  for (const concept of concepts) {
    const same = concept.groups.length ? out.find((other) => other.groups.join() === concept.groups.join()) : undefined;
    if (!same) out.push(concept);
    else {
      same.words = [...same.words, ...concept.words];
      same.highlight = [...new Set([...same.highlight, ...concept.highlight])];
      same.keys = [...new Set([...same.keys, ...concept.keys])];
    }
  }
  return out;
}

/**
 * The concept of a correction: a word the index knows, close to one that found nothing.
 * @example correctionConcept('diabetes').alternatives[0] // => { term: 'diabetes', kind: 'correction', exact: false, scripts: 'any' }
 */
export function correctionConcept(word: string): Concept {
  const concept = wordConcept(word);
  return { ...concept, alternatives: concept.alternatives.map((alternative) => ({ ...alternative, kind: 'correction' })) };
}
