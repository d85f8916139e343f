import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { indexedKeyWord, keyWord } from '../../../src/lib/search/phonetic.ts';
import {
  acceptsMatch,
  languageHeard,
  mendQuery,
  orderForScope,
  runSearch,
  type IndexMatch,
  type SearchIndex,
} from '../../../src/lib/search/run.ts';
import type { ConceptMatches, RankedArticle } from '../../../src/lib/search/rank.ts';
import { groupToken } from '../../../src/lib/search/synonyms.ts';
import { TITLE_CHECKED } from '../../../src/lib/search/title-fit.ts';
import { searchScope } from '../../../src/lib/search/urls.ts';
import { testLexicon } from './lexicon.ts';

/**
 * A fake index: per language, per article, the words it holds (as Pagefind would index them,
 * tokens and keys included). Prefix search as Pagefind's, with its fallback to the longest
 * indexed word the term begins with when no word begins with the term.
 */
function fakeIndex(
  articles: Record<string, { lang: Locale; words: string[]; advice?: false; title?: string }>,
  common: Partial<Record<Locale, string[]>> = {},
) {
  const searched: string[] = [];
  const index: SearchIndex<string> = {
    async search(term, { exact, lang }) {
      searched.push(`${lang}:${term}`);
      const inLang = Object.entries(articles).filter(([, article]) => article.lang === lang);
      const all = inLang.flatMap(([, article]) => article.words);
      const extensions = all.filter((word) => (exact ? word === term : word.startsWith(term)));
      const fallback =
        extensions.length || exact
          ? []
          : all
              .filter((word) => term.startsWith(word))
              .sort((a, b) => b.length - a.length)
              .slice(0, 1);
      const hits = new Set(extensions.length ? extensions : fallback);
      const matches: IndexMatch<string>[] = [];
      for (const [id, article] of inLang) {
        const met = article.words.filter((word) => hits.has(word));
        if (met.length) matches.push({ id, score: met.length, words: met, result: id });
      }
      return matches;
    },
    size: (lang) => Object.values(articles).filter((article) => article.lang === lang).length,
    words: async (lang) => common[lang] ?? [],
    nonAdvice: async (lang) =>
      new Set(Object.entries(articles).flatMap(([id, article]) => (article.lang === lang && article.advice === false ? [id] : []))),
    title: async (_lang, id) => articles[id]?.title ?? '',
  };
  return { index, searched };
}

const lexicon = testLexicon();
const ids = (outcome: { articles: { id: string }[] }) => outcome.articles.map((article) => article.id);

describe('acceptsMatch', () => {
  it('takes words that begin with the term, and the term without an ending', () => {
    expect(acceptsMatch('diab', 'diabetes')).toBe(true);
    expect(acceptsMatch('meals', 'meal')).toBe(true);
    expect(acceptsMatch('running', 'run')).toBe(true);
    expect(acceptsMatch('diabetess', 'diabetes')).toBe(true);
  });

  it('refuses what Pagefind offers when no word begins with the term: a shorter word that is not its stem', () => {
    expect(acceptsMatch('kitna', 'k')).toBe(false);
    expect(acceptsMatch('namkeen', 'nam')).toBe(false);
    expect(acceptsMatch('accidity', 'accidentally')).toBe(false);
  });
});

describe('runSearch', () => {
  const english = searchScope('en', 'en');

  describe('at scale, a word most articles hold', () => {
    /** `count` English articles holding "blorb" and "k", three of them "gums" too; the index counts as Pagefind's client does. */
    const atScale = (count: number) => {
      const articles = Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `a${i}`,
          { lang: 'en' as const, words: i < 3 ? ['gums', 'blorb', 'k'] : ['blorb', 'water', 'k'] },
        ]),
      );
      const fake = fakeIndex(articles, { en: ['blorb', 'water', 'gums'] });
      const whole = (term: string) => Object.values(articles).filter((article) => article.words.includes(term)).length;
      return { ...fake, index: { ...fake.index, meets: async (term: string) => whole(term) } satisfies SearchIndex<string> };
    };

    it('is left out of a query that has a rarer word, and not searched', async () => {
      const { index, searched } = atScale(1200);
      const outcome = await runSearch('gums blorb', english, lexicon, index);
      expect(ids(outcome).sort()).toEqual(['a0', 'a1', 'a2']);
      expect(searched.filter((term) => term.includes('blorb'))).toEqual([]);
    });

    it('is offered as a correction but not searched', async () => {
      // "blorx" found nothing: "Did you mean" names "blorb", whose 1,200 articles would tell none apart.
      const { index, searched } = atScale(1200);
      const outcome = await runSearch('gums blorx', english, lexicon, index);
      expect(outcome.suggestion).toBe('gums blorb');
      expect(ids(outcome).sort()).toEqual(['a0', 'a1', 'a2']);
      expect(searched).not.toContain('en:blorb');
    });

    it('is left out when it is a fragment, too short to stand alone', async () => {
      const { index, searched } = atScale(1200);
      const outcome = await runSearch('gums k', english, lexicon, index);
      expect(ids(outcome).sort()).toEqual(['a0', 'a1', 'a2']);
      expect(searched).not.toContain('en:k');
    });

    it('is asked for in no other form where one form already met most articles', async () => {
      // "झबरू" met whole in every Hindi article: its sound (a key) is not asked for, unless the index is small.
      const hindi = (count: number) =>
        fakeIndex(
          Object.fromEntries(
            Array.from({ length: count }, (_, i) => [`h${i}`, { lang: 'hi' as const, words: ['झबरू', indexedKeyWord('झबरू')!] }]),
          ),
        );
      const large = hindi(1200);
      expect((await runSearch('झबरू', searchScope('hi', 'hi'), lexicon, large.index)).articles).toHaveLength(1200);
      expect(large.searched.filter((term) => term.startsWith('hi:'))).toEqual(['hi:झबरू']);
      const small = hindi(900);
      await runSearch('झबरू', searchScope('hi', 'hi'), lexicon, small.index);
      expect(small.searched.filter((term) => term.startsWith('hi:')).length).toBeGreaterThan(1);
    });

    it('is not asked, as an aspect, in a language most of whose articles hold it, and still asked where it is rare', async () => {
      // Eating is in every Hindi article and in few English ones: "jaggery eat" asks for it in English only.
      const articles: Record<string, { lang: Locale; words: string[] }> = {};
      for (let i = 0; i < 1200; i++) {
        articles[`h${i}`] = {
          lang: 'hi',
          words: i < 3 ? ['गुड', groupToken('jaggery'), 'खाना', groupToken('eating')] : ['खाना', groupToken('eating')],
        };
        articles[`e${i}`] = {
          lang: 'en',
          words:
            i < 3 ? ['jaggery', groupToken('jaggery'), 'eat', groupToken('eating')] : i < 10 ? ['eat', groupToken('eating')] : ['water'],
        };
      }
      const fake = fakeIndex(articles);
      const meets = async (term: string, { lang }: { lang: Locale }) =>
        Object.values(articles).filter((article) => article.lang === lang && article.words.includes(term)).length;
      const outcome = await runSearch('jaggery eat', { langs: ['en', 'hi'], extend: [], order: 'ranked' }, lexicon, {
        ...fake.index,
        meets,
      });
      expect(fake.searched).toContain(`en:${groupToken('eating')}`);
      expect(fake.searched).not.toContain(`hi:${groupToken('eating')}`);
      expect(ids(outcome).sort()).toEqual(['e0', 'e1', 'e2', 'h0', 'h1', 'h2']);
      // The Hindi articles on jaggery answer all that was asked of them.
      expect(outcome.articles.filter((article) => article.lang === 'hi').map((article) => article.coverage)).toEqual([1, 1, 1]);

      // Where no English article holds it, it found nothing only where it was asked: the results are not weak.
      const noEnglishEating = Object.fromEntries(
        Object.entries(articles).map(([id, article]) => [
          id,
          article.lang === 'en'
            ? { ...article, words: article.words.filter((word) => word !== 'eat' && word !== groupToken('eating')) }
            : article,
        ]),
      );
      const meetsAgain = async (term: string, { lang }: { lang: Locale }) =>
        Object.values(noEnglishEating).filter((article) => article.lang === lang && article.words.includes(term)).length;
      const again = await runSearch('jaggery eat', { langs: ['en', 'hi'], extend: [], order: 'ranked' }, lexicon, {
        ...fakeIndex(noEnglishEating).index,
        meets: meetsAgain,
      });
      expect(ids(again).sort()).toEqual(['e0', 'e1', 'e2', 'h0', 'h1', 'h2']);
      expect(again.weak).toBe(false);
    });

    it('is searched when it is all the query asks, or the index is small', async () => {
      const large = atScale(1200);
      expect((await runSearch('blorb', english, lexicon, large.index)).articles).toHaveLength(1200);
      const small = atScale(900);
      const outcome = await runSearch('gums blorb', english, lexicon, small.index);
      expect(outcome.articles).toHaveLength(900);
      expect(ids(outcome).slice(0, 3).sort()).toEqual(['a0', 'a1', 'a2']);
      expect(small.searched).toContain('en:blorb');
    });
  });

  it('ranks articles that match more of the words first, and drops the stop words', async () => {
    const { index } = fakeIndex({
      a: { lang: 'en', words: ['salt', groupToken('salt')] },
      b: { lang: 'en', words: ['salt', groupToken('salt'), 'day'] },
      c: { lang: 'en', words: ['day'] },
    });
    const outcome = await runSearch('how much salt per day', english, lexicon, index);
    expect(ids(outcome)[0]).toBe('b');
    expect(ids(outcome).slice(1).sort()).toEqual(['a', 'c']);
    expect(outcome.plan.ignored).toEqual(['how', 'much', 'per']);
  });

  it("asks the index once for a term two words share (a group's romanised term and its sound-alike), in each language", async () => {
    const { index, searched } = fakeIndex({
      a: { lang: 'en', words: ['water', groupToken('water')] },
      b: { lang: 'hi', words: ['पानी', groupToken('water'), indexedKeyWord('पानी')!] },
    });
    const outcome = await runSearch('pani paani', english, lexicon, index);
    expect(ids(outcome).sort()).toEqual(['a', 'b']);
    expect(searched.filter((asked) => asked === `hi:${groupToken('water')}`)).toHaveLength(1);
    expect(searched.length).toBe(new Set(searched).size);
  });

  it("does not ask a language's index for a word with a letter none of its articles uses (ळ in Hindi)", async () => {
    const { index, searched } = fakeIndex({
      hi: { lang: 'hi', words: ['मिलता', 'में', 'म'] },
      mr: { lang: 'mr', words: ['मिळते'] },
    });
    const scope = searchScope('all', 'en');
    const withLetters = testLexicon({ hi: 'मिलताें', mr: 'मिळते' });
    expect(ids(await runSearch('मिळते', scope, withLetters, index))).toEqual(['mr']);
    expect(searched.filter((asked) => asked.startsWith('hi:') && asked.includes('ळ'))).toEqual([]);
    expect(searched).toContain('mr:मिळते');
    // Without the letters (an older lexicon file) every index is asked, as before.
    searched.length = 0;
    expect(ids(await runSearch('मिळते', scope, testLexicon(), index))).toEqual(['mr']);
    expect(searched).toContain('hi:मिळते');
  });

  it('never returns a result that matches only a stop word or a one- or two-letter fragment', async () => {
    const { index } = fakeIndex({ a: { lang: 'en', words: ['how', 'k', 'much'] } });
    expect(ids(await runSearch('how much', english, lexicon, index))).toEqual([]);
    expect(ids(await runSearch('kitna', english, lexicon, index))).toEqual([]);
    expect(ids(await runSearch('vitamin k', english, lexicon, index))).toEqual([]);
  });

  it("refuses Pagefind's fallback to a shorter word ('kitcheri' → 'k'), then mends the slip from the index's words", async () => {
    const { index } = fakeIndex(
      { a: { lang: 'en', words: ['k', 'vitamin'] }, b: { lang: 'en', words: ['khichdi'] } },
      { en: ['khichdi', 'vitamin'] },
    );
    const outcome = await runSearch('khichdy', english, lexicon, index);
    expect(ids(outcome)).toEqual(['b']);
    expect(outcome.weak).toBe(false);
  });

  it("says results are weak when a word found nothing, and offers 'Did you mean' for a mended word", async () => {
    const { index } = fakeIndex({ a: { lang: 'en', words: ['salt', groupToken('salt')] } }, { en: ['salt', 'sugar'] });
    const outcome = await runSearch('salt zzqx', english, lexicon, index);
    expect(outcome).toMatchObject({ weak: true, suggestion: null });
    const slipped = await runSearch('Sugr', english, lexicon, fakeIndex({ a: { lang: 'en', words: ['sugar'] } }, { en: ['sugar'] }).index);
    expect(ids(slipped)).toEqual(['a']);
    expect(slipped.suggestion).toBe('sugar');
  });

  it('reaches Hindi and Marathi from the English page for a romanised word, and ranks them with English', async () => {
    const { index, searched } = fakeIndex({
      en1: { lang: 'en', words: ['pain'] },
      hi1: { lang: 'hi', words: ['बुखार', indexedKeyWord('बुखार')!] },
    });
    const outcome = await runSearch('bukhar', english, lexicon, index);
    expect(ids(outcome)).toEqual(['hi1']);
    expect(searched).toContain(`hi:${keyWord('bukhar')}`);
  });

  it("takes a Latin word that sounds like a group's Hindi term for romanised ('tanav' like तनाव), unless English articles use it", async () => {
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('stress'), groupToken('stress'), 'stress'] },
      hi1: { lang: 'hi', words: [groupToken('stress'), 'तनाव', indexedKeyWord('तनाव')!] },
    });
    expect(ids(await runSearch('tanav', english, lexicon, index))).toEqual(['hi1', 'en1']);
    // "good" sounds like गुड (jaggery), but English articles say "good": it is English.
    const good = fakeIndex({
      en1: { lang: 'en', words: ['good'] },
      hi1: { lang: 'hi', words: [groupToken('jaggery'), groupToken('jaggery'), 'गुड', indexedKeyWord('गुड')!] },
    });
    expect(ids(await runSearch('good', english, lexicon, good.index))[0]).toBe('en1');
  });

  it('reaches only Hindi from the English page when the query says it is Hindi ("kya"), only Marathi for "kay"', async () => {
    const articles = {
      hi1: { lang: 'hi' as const, words: ['बुखार', indexedKeyWord('बुखार')!] },
      mr1: { lang: 'mr' as const, words: ['ताप', 'बुखार', indexedKeyWord('बुखार')!] },
    };
    const hindi = fakeIndex(articles);
    expect(ids(await runSearch('bukhar kya', english, lexicon, hindi.index))).toEqual(['hi1']);
    expect(hindi.searched.some((entry) => entry.startsWith('mr:'))).toBe(false);
    const marathi = fakeIndex(articles);
    expect(ids(await runSearch('bukhar kay', english, lexicon, marathi.index))).toEqual(['mr1']);
    expect(marathi.searched.some((entry) => entry.startsWith('hi:'))).toBe(false);
    // Without a word that says which, both.
    const either = fakeIndex(articles);
    expect(ids(await runSearch('bukhar', english, lexicon, either.index)).sort()).toEqual(['hi1', 'mr1']);
  });

  it('keeps a Devanagari query the Hindi page answers in full in Hindi, and reaches English when Hindi answers thinly', async () => {
    const full = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`hi${i}`, { lang: 'hi' as const, words: [groupToken('blood-pressure'), 'रक्तचाप'] }]),
    );
    const thick = fakeIndex({ ...full, en1: { lang: 'en', words: [groupToken('blood-pressure')] } });
    const many = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, thick.index);
    expect(many.articles).toHaveLength(10);
    expect(thick.searched.some((entry) => entry.startsWith('en:'))).toBe(false);
    const thin = fakeIndex({ hi0: full.hi0!, en1: { lang: 'en', words: [groupToken('blood-pressure')] } });
    expect(ids(await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, thin.index))).toEqual(['hi0', 'en1']);
    // Ten Hindi articles share a word of the question, one answers all of it: English is searched too.
    const partly = fakeIndex({
      ...full,
      hi10: { lang: 'hi', words: [groupToken('blood-pressure'), groupToken('salt'), 'रक्तचाप', 'नमक'] },
      en1: { lang: 'en', words: [groupToken('blood-pressure'), groupToken('salt')] },
    });
    expect(ids(await runSearch('रक्तचाप नमक', searchScope('hi', 'hi'), lexicon, partly.index)).slice(0, 2)).toEqual(['hi10', 'en1']);
  });

  it('reaches English from the Hindi page when only pages that give no health advice fill its first page', async () => {
    const about = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [
        `about${i}`,
        { lang: 'hi' as const, advice: false as const, words: [groupToken('blood-pressure'), 'रक्तचाप'] },
      ]),
    );
    const hindi = Object.fromEntries(
      Array.from({ length: 2 }, (_, i) => [`hi${i}`, { lang: 'hi' as const, words: [groupToken('blood-pressure'), 'रक्तचाप'] }]),
    );
    const { index, searched } = fakeIndex({ ...about, ...hindi, en1: { lang: 'en', words: [groupToken('blood-pressure')] } });
    const outcome = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index);
    expect(searched.some((entry) => entry.startsWith('en:'))).toBe(true);
    expect(ids(outcome).slice(0, 3)).toEqual(['hi0', 'hi1', 'en1']);
  });

  it("searches only English for an English query (the first search downloads one language's index)", async () => {
    const { index, searched } = fakeIndex({
      en1: { lang: 'en', words: ['salt', groupToken('salt')] },
      hi1: { lang: 'hi', words: [groupToken('salt')] },
    });
    expect(ids(await runSearch('salt', english, lexicon, index))).toEqual(['en1']);
    expect(searched.every((entry) => entry.startsWith('en:'))).toBe(true);
  });

  it('skips the stem of a word most articles of a language hold, in that language only, and still asks its sound', async () => {
    const stem = 'पहल'; // devanagariStem('पहले')
    const key = indexedKeyWord('पहले')!;
    const { index, searched } = fakeIndex({
      hi1: { lang: 'hi', words: ['पहले', 'चाय'] },
      hi2: { lang: 'hi', words: ['पहले'] },
      hi3: { lang: 'hi', words: ['पहला', 'पहले'] },
      mr1: { lang: 'mr', words: ['पहले'] },
      mr2: { lang: 'mr', words: ['पहला'] },
      mr3: { lang: 'mr', words: ['चहा'] },
    });
    const outcome = await runSearch('पहले', searchScope('all', 'hi'), lexicon, index);
    expect(searched).not.toContain(`hi:${stem}`);
    expect(searched).toEqual(expect.arrayContaining([`mr:${stem}`, `hi:${key}`, `mr:${key}`]));
    // In Marathi, where the word is not common, its other form is still met by the stem.
    expect(ids(outcome)).toEqual(expect.arrayContaining(['hi1', 'hi2', 'hi3', 'mr1', 'mr2']));

    // Held by no more than half the Hindi articles, its stem is asked in Hindi too.
    const rare = fakeIndex({
      hi1: { lang: 'hi', words: ['पहले'] },
      hi2: { lang: 'hi', words: ['पहला'] },
      hi3: { lang: 'hi', words: ['चाय'] },
    });
    expect(ids(await runSearch('पहले', searchScope('hi', 'hi'), lexicon, rare.index)).sort()).toEqual(['hi1', 'hi2']);
    expect(rare.searched).toContain(`hi:${stem}`);
  });

  it('at scale, skips the stem most articles of a language hold whole, though the word itself is rarer', async () => {
    // "रहने" is in a few of 1,200 Hindi articles, its stem "रह" in all of them (other forms of it).
    const articles: Record<string, { lang: Locale; words: string[] }> = {};
    for (let i = 0; i < 1200; i++) articles[`h${i}`] = { lang: 'hi', words: i < 5 ? ['रहने', 'रह'] : ['रह', 'रहता'] };
    const meets = async (term: string, { lang }: { lang: Locale }) =>
      Object.values(articles).filter((article) => article.lang === lang && article.words.includes(term)).length;
    const large = fakeIndex(articles);
    const outcome = await runSearch('रहने', searchScope('hi', 'hi'), lexicon, { ...large.index, meets });
    expect(large.searched).toContain('hi:रहने');
    expect(large.searched).not.toContain('hi:रह');
    expect(ids(outcome).sort()).toEqual(['h0', 'h1', 'h2', 'h3', 'h4']);
    // A smaller index asks for it.
    const small = fakeIndex(Object.fromEntries(Object.entries(articles).slice(0, 900)));
    await runSearch('रहने', searchScope('hi', 'hi'), lexicon, { ...small.index, meets });
    expect(small.searched).toContain('hi:रह');
  });

  it('puts an article whose title names the topic before one that mentions it more, among the first results', async () => {
    const bp = groupToken('blood-pressure');
    const { index } = fakeIndex({
      mention: { lang: 'en', words: [bp, bp, bp], title: 'Metabolic health' },
      topic: { lang: 'en', words: [bp], title: 'High blood pressure' },
    });
    expect(ids(await runSearch('bp', english, lexicon, index))).toEqual(['topic', 'mention']);
    // Without titles the index's order stands.
    const { index: untitled } = fakeIndex({ mention: { lang: 'en', words: [bp, bp, bp] }, topic: { lang: 'en', words: [bp] } });
    expect(ids(await runSearch('bp', english, lexicon, untitled))).toEqual(['mention', 'topic']);
  });

  it('breaks an exact tie by how much each title is about the query, and only a tie', async () => {
    const bp = groupToken('blood-pressure');
    const hub = 'Metabolic syndrome: belly fat, BP and sugar';
    const tied = fakeIndex({
      'a-hub': { lang: 'en', words: [bp], title: hub },
      'b-topic': { lang: 'en', words: [bp], title: 'Blood pressure' },
    });
    expect(ids(await runSearch('bp', english, lexicon, tied.index))).toEqual(['b-topic', 'a-hub']);
    const ahead = fakeIndex({
      'a-hub': { lang: 'en', words: [bp, bp], title: hub },
      'b-topic': { lang: 'en', words: [bp], title: 'Blood pressure' },
    });
    expect(ids(await runSearch('bp', english, lexicon, ahead.index))).toEqual(['a-hub', 'b-topic']);
  });

  it('reorders by title only within each language: the Hindi page keeps its own language first', async () => {
    const bp = groupToken('blood-pressure');
    const { index } = fakeIndex({
      hiMention: { lang: 'hi', words: [bp, bp, bp, 'रक्तचाप'], title: 'चयापचय' },
      hiTopic: { lang: 'hi', words: [bp, 'रक्तचाप'], title: 'रक्तचाप' },
      en1: { lang: 'en', words: [bp], title: 'Blood pressure' },
    });
    const outcome = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index);
    expect(outcome.articles.map((article) => `${article.lang}:${article.id}`)).toEqual(['hi:hiTopic', 'hi:hiMention', 'en:en1']);
  });

  it("on the English page, puts an English title on a romanised query's topic before Hindi articles whose titles do not name it", async () => {
    const salt = groupToken('salt');
    const articles = {
      hiMention: { lang: 'hi' as const, words: [salt, 'पानी'], title: 'पानी' },
      mrMention: { lang: 'mr' as const, words: [salt, 'पाणी'], title: 'पाणी' },
      enTopic: { lang: 'en' as const, words: [salt], title: 'Salt and health' },
    };
    expect(ids(await runSearch('namak', english, lexicon, fakeIndex(articles).index))[0]).toBe('enTopic');
    // A Hindi title that names it keeps the Hindi lead.
    const named = fakeIndex({ ...articles, hiTopic: { lang: 'hi', words: [salt], title: 'नमक' } });
    expect(ids(await runSearch('namak', english, lexicon, named.index))[0]).toBe('hiTopic');
  });

  it('reads the titles of the first results only, and counts aspects ("eat") for nothing in a title', async () => {
    const salt = groupToken('salt');
    const mentions = Object.fromEntries(
      Array.from({ length: TITLE_CHECKED }, (_, i) => [
        `m${i}`,
        { lang: 'en' as const, words: [salt, salt, salt, groupToken('eating')], title: 'Eating out' },
      ]),
    );
    const { index } = fakeIndex({ ...mentions, late: { lang: 'en', words: [salt, groupToken('eating')], title: 'Salt' } });
    const found = ids(await runSearch('salt eat', english, lexicon, index));
    expect(found).toHaveLength(TITLE_CHECKED + 1);
    expect(found.at(-1)).toBe('late');
  });

  it("shows the reader's language first on the Hindi page, then English articles that match", async () => {
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('blood-pressure'), 'blood'] },
      hi1: { lang: 'hi', words: [groupToken('blood-pressure'), 'रक्तचाप'] },
    });
    const outcome = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index);
    expect(outcome.articles.map((article) => `${article.lang}:${article.id}`)).toEqual(['hi:hi1', 'en:en1']);
  });

  it("keeps the reader's language first when it answers as much of the query, even with a lower score", async () => {
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('blood-pressure'), groupToken('blood-pressure'), groupToken('blood-pressure'), 'blood'] },
      hi1: { lang: 'hi', words: [groupToken('blood-pressure')] },
    });
    const outcome = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index);
    expect(ids(outcome)).toEqual(['hi1', 'en1']);
  });

  it("offers 'Did you mean' for a word met only by its sound, naming the word it sounds like", async () => {
    const { index } = fakeIndex(
      {
        a: { lang: 'en', words: ['zebrafruit', indexedKeyWord('zebrafruit')!] },
        b: { lang: 'en', words: ['zebrafruit', indexedKeyWord('zebrafruit')!] },
        c: { lang: 'en', words: ['zebrafruit', indexedKeyWord('zebrafruit')!] },
      },
      { en: ['zebrafruit'] },
    );
    const outcome = await runSearch('zebrafriut', english, lexicon, index);
    expect(ids(outcome).sort()).toEqual(['a', 'b', 'c']);
    expect(outcome.suggestion).toBe('zebrafruit');
    // A word typed as meant gets none.
    expect((await runSearch('zebrafruit', english, lexicon, index)).suggestion).toBeNull();
  });

  it('puts an English article on the topic before a Hindi one that only mentions it, after a Hindi one on it', async () => {
    const many = (word: string) => Array.from({ length: 10 }, () => word);
    const { index } = fakeIndex({
      en1: { lang: 'en', words: many(groupToken('blood-pressure')) },
      hiOnTopic: { lang: 'hi', words: many(groupToken('blood-pressure')) },
      hiMention: { lang: 'hi', words: [groupToken('blood-pressure')] },
    });
    const outcome = await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index);
    expect(ids(outcome)).toEqual(['hiOnTopic', 'en1', 'hiMention']);
  });

  it('does not blame a Hindi article on the Hindi page for an English word no Hindi article has ("diabetes chart")', async () => {
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('diabetes'), groupToken('diabetes'), 'chart'] },
      en2: { lang: 'en', words: ['chart'] },
      en3: { lang: 'en', words: ['chart'] },
      hi1: { lang: 'hi', words: [groupToken('diabetes'), 'मधुमेह'] },
    });
    expect(ids(await runSearch('diabetes chart', searchScope('hi', 'hi'), lexicon, index)).slice(0, 2)).toEqual(['hi1', 'en1']);
    // An English article is still blamed for lacking a romanised word that Hindi articles have.
    const romanised = fakeIndex({
      en1: { lang: 'en', words: [groupToken('diabetes'), groupToken('diabetes'), groupToken('diabetes')] },
      hi1: { lang: 'hi', words: [groupToken('diabetes'), 'खाली', indexedKeyWord('खाली')!] },
    });
    expect(ids(await runSearch('khali diabetes', english, lexicon, romanised.index))[0]).toBe('hi1');
  });

  it('puts a Hindi article on the topic that names more of the query before English ones that only mention the topic', async () => {
    // "घर पर बीपी मशीन से कैसे नापें": English articles cannot hold the Hindi words, so mentioning
    // the topic once is all of the query they could answer; they still do not come first.
    const many = (word: string) => Array.from({ length: 10 }, () => word);
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('blood-pressure'), 'blood'] },
      en2: { lang: 'en', words: [groupToken('blood-pressure'), 'pressure'] },
      en3: { lang: 'en', words: [groupToken('blood-pressure')] },
      hi1: { lang: 'hi', words: [...many(groupToken('blood-pressure')), 'रक्तचाप', 'घर', 'मशीन'] },
      hi2: { lang: 'hi', words: ['घर', 'नापें'] },
    });
    const outcome = await runSearch('घर रक्तचाप मशीन नापें', searchScope('hi', 'hi'), lexicon, index);
    expect(ids(outcome)[0]).toBe('hi1');
  });

  it('puts an English article that answers everything before a Hindi one that shares a common word', async () => {
    const { index } = fakeIndex({
      en1: { lang: 'en', words: [groupToken('diabetes'), groupToken('diabetes'), 'symptoms'] },
      hi1: { lang: 'hi', words: ['लक्षण'] },
    });
    const outcome = await runSearch('diabetes लक्षण', searchScope('hi', 'hi'), lexicon, index);
    expect(ids(outcome)[0]).toBe('en1');
  });

  it('ranks a page that gives no health advice below an article that matches as much of the query, though it scores better', async () => {
    const articles = {
      about: { lang: 'en' as const, advice: false as const, words: ['salt', 'salt', groupToken('salt'), 'day', 'day', 'doctor'] },
      both: { lang: 'en' as const, words: ['salt', groupToken('salt'), 'day'] },
      other: { lang: 'en' as const, words: ['fruit'] },
    };
    expect(ids(await runSearch('salt per day', english, lexicon, fakeIndex(articles).index))).toEqual(['both', 'about']);
    // The same pages, all giving advice: the about page's better score puts it first.
    const { advice: _, ...aboutAsArticle } = articles.about;
    expect(ids(await runSearch('salt per day', english, lexicon, fakeIndex({ ...articles, about: aboutAsArticle }).index))).toEqual([
      'about',
      'both',
    ]);
    // What only it answers, it still answers first.
    expect(ids(await runSearch('doctor salt', english, lexicon, fakeIndex(articles).index))[0]).toBe('about');
  });

  it("ranks the reader's-language page that gives no health advice below an English article on the topic, on the Hindi page", async () => {
    const { index } = fakeIndex({
      hiAbout: { lang: 'hi', advice: false, words: [groupToken('blood-pressure'), groupToken('blood-pressure'), 'रक्तचाप'] },
      en1: { lang: 'en', words: [groupToken('blood-pressure')] },
    });
    expect(ids(await runSearch('रक्तचाप', searchScope('hi', 'hi'), lexicon, index))).toEqual(['en1', 'hiAbout']);
  });
});

describe('orderForScope', () => {
  const article = (id: string, lang: Locale, topics: number, coverage: number): RankedArticle<string> => ({
    id,
    lang,
    topics,
    coverage,
    score: 2,
    concepts: [],
    advice: true,
    result: id,
  });

  it("puts the articles on more of the query's topics first on a Marathi page, as on the English one", () => {
    // "शुगर फ्री गोळ्या चहात घालाव्या का": Marathi articles share only "tea"; the English ones are on sweeteners.
    const ranked = [article('mrTea', 'mr', 0, 0.47), article('enSweeteners', 'en', 1, 0.53)];
    expect(orderForScope(ranked, searchScope('mr', 'mr')).map(({ id }) => id)).toEqual(['enSweeteners', 'mrTea']);
    // Among articles on as many topics, the reader's language still leads.
    const even = [article('en', 'en', 1, 0.6), article('mr', 'mr', 1, 0.5)];
    expect(orderForScope(even, searchScope('mr', 'mr')).map(({ id }) => id)).toEqual(['mr', 'en']);
    // The English page keeps the ranking as it is.
    expect(orderForScope(ranked, searchScope('en', 'en')).map(({ id }) => id)).toEqual(['mrTea', 'enSweeteners']);
  });
});

describe('languageHeard', () => {
  /** A word concept (or a group's, with `groups`) met by each term in the articles of the languages given. */
  const met = (word: string, byTerm: Record<string, Locale[]>, groups: string[] = []): ConceptMatches<string> => ({
    concept: { words: [word], alternatives: [], highlight: [word], keys: [], groups, weak: false },
    found: Object.entries(byTerm).map(([term, langs]) => ({
      alternative: { term, kind: 'key' as const, exact: false, scripts: 'devanagari' as const },
      matches: langs.map((lang, i) => ({ id: `${lang}${i}`, lang, score: 1, result: `${lang}${i}` })),
    })),
  });

  it('says Marathi when Marathi articles meet more of the words by their sound ("chhatit jaljal upay")', () => {
    const found = [met('chhatit', { [keyWord('chhatit')!]: ['mr'] }), met('upay', { [keyWord('upay')!]: ['hi', 'mr'] })];
    expect(languageHeard(found)).toBe('mr');
  });

  it("leaves out a group's token, which both languages' articles hold alike, and the group concepts", () => {
    const found = [
      met('chhatit', { [groupToken('chest')]: ['hi', 'hi'], [keyWord('chhatit')!]: ['mr'] }),
      met('sakhar', { [groupToken('sugar')]: ['hi'] }, ['sugar']),
    ];
    expect(languageHeard(found)).toBe('mr');
  });

  it('says nothing when both meet as many words, or the query has a Devanagari word', () => {
    expect(languageHeard([met('upay', { [keyWord('upay')!]: ['hi', 'mr'] })])).toBeUndefined();
    expect(languageHeard([met('छातीत', { [keyWord('छातीत')!]: ['mr'] })])).toBeUndefined();
  });
});

describe('mendQuery', () => {
  it('replaces the mended words, whatever their case', () => {
    expect(mendQuery('Diabetis diet', new Map([['diabetis', 'diabetes']]))).toBe('diabetes diet');
  });
});
