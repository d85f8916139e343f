import { prepareLexicon, type PreparedLexicon } from '../../../src/lib/search/query.ts';

/**
 * A small lexicon for the search tests: a few groups, stop words of every kind; `letters`: the
 * Devanagari characters each language's index holds (unknown if not given).
 */
export function testLexicon(letters?: Partial<Record<string, string>>): PreparedLexicon {
  return prepareLexicon({
    ...(letters ? { letters } : {}),
    groups: [
      { id: 'salt', terms: ['salt', 'नमक', 'मीठ'], romanised: ['namak'] },
      { id: 'blood-pressure', terms: ['blood pressure', 'bp', 'रक्तचाप'] },
      { id: 'diabetes', terms: ['diabetes', 'मधुमेह'], romanised: ['madhumeh'] },
      { id: 'eating', terms: ['eat', 'खाना', 'खावे'], aspect: true },
      { id: 'jaggery', terms: ['jaggery', 'गुड'] },
      { id: 'weight-loss', terms: ['weight loss', 'वजन कमी करावे', 'वजन कम करना'] },
      { id: 'vitamin-a', terms: ['vitamin a', 'विटामिन ए'] },
      { id: 'vitamins', terms: ['vitamin', 'विटामिन'] },
      { id: 'tingling', terms: ['pins and needles'] },
      { id: 'water', terms: ['water', 'पानी'], romanised: ['paani'] },
      { id: 'body', terms: ['body', 'शरीर'], romanised: ['sharir'] },
      { id: 'dehydration', terms: ['dehydration', 'पानी की कमी'] },
      { id: 'stress', terms: ['stress', 'तनाव'] },
    ],
    stopWords: [
      'how',
      'much',
      'per',
      'is',
      'a',
      'and',
      'kitna',
      'kya',
      'me',
      'kay',
      'kasa',
      'karava',
      'madhe',
      'में',
      'का',
      'करावे',
      'करना',
      'कैसे',
      'की',
      'ki',
    ],
    romanisedStopWords: ['kitna', 'kya', 'kay', 'madhe'],
    hindiStopWords: ['kitna', 'kya', 'में', 'का'],
    marathiStopWords: ['kay', 'madhe'],
  });
}
