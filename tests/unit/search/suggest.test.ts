import { describe, expect, it } from 'vitest';
import { commonWords, indexWords, suggestionVocabulary, suggestTerm } from '../../../src/lib/search/suggest.ts';

describe('suggestTerm', () => {
  it('offers the closest known word, a slip of a third of the letters at most', () => {
    expect(suggestTerm('sugr', ['sugar', 'salt'])).toBe('sugar');
    expect(suggestTerm('strian', ['strain', 'stain'])).toBe('strain');
    expect(suggestTerm('qwxzqwxz', ['sugar'])).toBeNull();
    expect(suggestTerm('ab', ['abc'])).toBeNull();
    expect(suggestTerm('sugar', ['sugar'])).toBeNull();
  });
});

describe('suggestionVocabulary', () => {
  it('offers terms and romanised words, never misspellings', () => {
    expect(suggestionVocabulary([{ id: 'sugar', terms: ['sugar', 'साखर'], romanised: ['sakhar'], misspellings: ['suger'] }])).toEqual([
      'sugar',
      'साखर',
      'sakhar',
    ]);
  });
});

describe("the index's own words", () => {
  it('reads the distinct words of an article: three letters or more, lower-cased, in NFC', () => {
    expect([...indexWords('Salt, SALT and blood-pressure: BP 120.')]).toEqual(['salt', 'and', 'blood', 'pressure']);
    expect([...indexWords('ज़्यादा')]).toEqual(['ज़्यादा'.normalize('NFC')]);
  });

  it('keeps the words of at least two articles, the most widespread first, alphabetical among equals, up to a limit', () => {
    const counts = new Map([
      ['sugar', 5],
      ['salt', 3],
      ['diabetes', 3],
      ['kulkarni', 1],
    ]);
    expect(commonWords(counts, { limit: 10, minArticles: 2 })).toEqual(['sugar', 'diabetes', 'salt']);
    expect(commonWords(counts, { limit: 1, minArticles: 2 })).toEqual(['sugar']);
  });
});
