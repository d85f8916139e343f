import { describe, expect, it } from 'vitest';
import { understandQuery } from '../../../src/lib/search/query.ts';
import { orderByTitle, TITLE_LEAD_SHARE, titleFit } from '../../../src/lib/search/title-fit.ts';
import { testLexicon } from './lexicon.ts';

const lexicon = testLexicon();
const concepts = (query: string) => understandQuery(query, lexicon).concepts;

describe('titleFit', () => {
  it("counts the share of the query's topics a title names, by the word, its group's terms and its forms", () => {
    expect(titleFit('Salt and blood pressure', concepts('salt bp'))).toBe(1);
    expect(titleFit('Too much salt', concepts('salt bp'))).toBe(0.5);
    expect(titleFit('Diabetic diet', concepts('diabetes'))).toBe(0);
    expect(titleFit('मधुमेह और आहार', concepts('diabetes'))).toBe(1);
    expect(titleFit('Vitamins', concepts('vitamin'))).toBe(1);
  });

  it('meets a Devanagari title by the sound of a romanised word', () => {
    expect(titleFit('नमक कितना खाएँ', concepts('namak'))).toBe(1);
    expect(titleFit('बुखार में क्या खाएँ', concepts('bukhaar'))).toBe(1);
  });

  it('leaves aspects ("eat") and stop words out, unless the query is nothing else', () => {
    expect(titleFit('What to eat', concepts('salt eat'))).toBe(0);
    expect(titleFit('What to eat', concepts('eat'))).toBe(1);
    expect(titleFit('How much is too much', concepts('how much salt'))).toBe(0);
  });

  it('counts a phrase only when the title names all of it', () => {
    // "पानी की कमी" (dehydration): a title on water names पानी (and की), not the phrase.
    expect(titleFit('पानी: कितना पिएँ', concepts('पानी की कमी'))).toBe(0);
    expect(titleFit('शरीर में पानी की कमी', concepts('पानी की कमी'))).toBe(1);
    expect(titleFit('Weight and height', concepts('weight loss'))).toBe(0);
  });
});

describe('orderByTitle', () => {
  const article = (lang: string, title: string) => ({ lang, title });

  it('puts the titles that name more of the query first, equals in their ranked order', () => {
    const ranked = [article('en', 'Vitamin C'), article('en', 'Too much salt'), article('en', 'Sodium'), article('en', 'Salt and BP')];
    expect(orderByTitle(ranked, concepts('salt bp')).map((a) => a.title)).toEqual(['Salt and BP', 'Too much salt', 'Vitamin C', 'Sodium']);
  });

  it("never puts a title before an article that matches more of the query's topics", () => {
    // "सेंधा नमक से बीपी नहीं बढ़ता क्या": the article on salt answers both; the one on BP names more in its title.
    const ranked = [
      { lang: 'hi', title: 'नमक के बारे में', topics: 2 },
      { lang: 'hi', title: 'नमक और रक्तचाप', topics: 1 },
    ];
    expect(orderByTitle(ranked, concepts('namak bp')).map((a) => a.title)).toEqual(['नमक के बारे में', 'नमक और रक्तचाप']);
    // Matching as many topics, the title decides.
    const even = ranked.map((a) => ({ ...a, topics: 1 }));
    expect(orderByTitle(even, concepts('namak bp')).map((a) => a.title)).toEqual(['नमक और रक्तचाप', 'नमक के बारे में']);
  });

  it('orders articles the ranking could not tell apart by how much of each title the query names', () => {
    const tied = [
      { lang: 'en', title: 'Metabolic syndrome: belly fat, BP and sugar', tie: 0 },
      { lang: 'en', title: 'High blood pressure', tie: 0 },
      { lang: 'en', title: 'BP at home', tie: 2 },
    ];
    expect(orderByTitle(tied, concepts('bp')).map((a) => a.title)).toEqual([
      'High blood pressure',
      'Metabolic syndrome: belly fat, BP and sugar',
      'BP at home',
    ]);
    const ranked = tied.map(({ lang, title }) => ({ lang, title }));
    expect(orderByTitle(ranked, concepts('bp')).map((a) => a.title)).toEqual(ranked.map((a) => a.title));
  });

  it('keeps each language in the places the ranking gave it', () => {
    const ranked = [article('hi', 'तनाव'), article('hi', 'नमक'), article('en', 'Salt'), article('hi', 'पानी')];
    expect(orderByTitle(ranked, concepts('namak')).map((a) => `${a.lang}:${a.title}`)).toEqual(['hi:नमक', 'hi:तनाव', 'en:Salt', 'hi:पानी']);
  });

  describe('when some languages lead (a Hindi or Marathi page, or the script of the first result)', () => {
    const ranked = (englishRank: number) => [
      { lang: 'hi', title: 'तनाव', rank: 1.3 },
      { lang: 'hi', title: 'पानी', rank: 1.1 },
      { lang: 'en', title: 'Too much salt', rank: englishRank },
    ];
    const order = (englishRank: number, leading?: string[], query = 'namak') =>
      orderByTitle(ranked(englishRank), concepts(query), leading).map((a) => `${a.lang}:${a.title}`);

    it(`puts first an article in another language whose title names every topic when none of theirs does, if ranked within ${TITLE_LEAD_SHARE} of their best`, () => {
      expect(order(1.4, ['hi'])).toEqual(['en:Too much salt', 'hi:तनाव', 'hi:पानी']);
      expect(order(1.3 * TITLE_LEAD_SHARE, ['hi'])).toEqual(['en:Too much salt', 'hi:तनाव', 'hi:पानी']);
      expect(order(1.3 * TITLE_LEAD_SHARE - 0.01, ['hi'])).toEqual(['hi:तनाव', 'hi:पानी', 'en:Too much salt']);
    });

    it('measures the other title against the best of all the languages that lead', () => {
      const mixed = [{ lang: 'mr', title: 'ताण', rank: 1.6 }, ...ranked(1)];
      expect(orderByTitle(mixed, concepts('namak'), ['hi', 'mr']).map((a) => a.title)).toEqual(['ताण', 'तनाव', 'पानी', 'Too much salt']);
      expect(orderByTitle(mixed, concepts('namak'), ['hi']).map((a) => a.title)).toEqual(['Too much salt', 'ताण', 'तनाव', 'पानी']);
    });

    it('keeps their lead when one of their titles names the topic', () => {
      const named = [{ lang: 'hi', title: 'नमक', rank: 1 }, ...ranked(1.4)];
      expect(orderByTitle(named, concepts('namak'), ['hi']).map((a) => a.title)).toEqual(['नमक', 'तनाव', 'पानी', 'Too much salt']);
    });

    it('keeps their lead only for a title that names every topic, not one of them ("sharir me kitna paani")', () => {
      const body = [
        { lang: 'hi', title: 'शरीर और विटामिन', rank: 1.9 },
        { lang: 'hi', title: 'तनाव', rank: 1.5 },
        { lang: 'en', title: 'Water in the body', rank: 1.4 },
      ];
      expect(orderByTitle(body, concepts('sharir paani'), ['hi']).map((a) => a.title)).toEqual([
        'Water in the body',
        'शरीर और विटामिन',
        'तनाव',
      ]);
      // A title of theirs that names both keeps it.
      const both = [{ lang: 'hi', title: 'शरीर में पानी', rank: 1 }, ...body];
      expect(orderByTitle(both, concepts('sharir paani'), ['hi'])[0]!.title).toBe('शरीर में पानी');
    });

    it('keeps their lead when the other title names only part of the query', () => {
      expect(order(1.4, ['hi'], 'namak madhumeh')).toEqual(['hi:तनाव', 'hi:पानी', 'en:Too much salt']);
    });

    it('is not done when no language leads', () => {
      expect(order(1.4)).toEqual(['hi:तनाव', 'hi:पानी', 'en:Too much salt']);
    });
  });
});
