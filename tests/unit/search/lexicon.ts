import { prepareLexicon, type PreparedLexicon } from '../../../src/lib/search/query.ts';

/** A small lexicon for the search tests: a few groups, stop words of every kind. */
export function testLexicon(): PreparedLexicon {
  return prepareLexicon({
    groups: [
      { id: 'salt', terms: ['salt', 'नमक', 'मीठ'], romanised: ['namak'] },
      { id: 'blood-pressure', terms: ['blood pressure', 'bp', 'रक्तचाप'] },
      { id: 'diabetes', terms: ['diabetes', 'मधुमेह'], romanised: ['madhumeh'] },
      { id: 'eating', terms: ['eat', 'खाना', 'खावे'], aspect: true },
      { id: 'jaggery', terms: ['jaggery', 'गुड'] },
    ],
    stopWords: ['how', 'much', 'per', 'is', 'kitna', 'kya', 'me', 'kay', 'madhe', 'में', 'का'],
    romanisedStopWords: ['kitna', 'kya', 'kay', 'madhe'],
    hindiStopWords: ['kitna', 'kya', 'में', 'का'],
    marathiStopWords: ['kay', 'madhe'],
  });
}
