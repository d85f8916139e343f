import { describe, expect, it } from 'vitest';
import { augmentArticleHtml, prepareArticle } from '../../scripts/lib/search-index.ts';
import { mergeTiered, type TieredMatch } from '../../src/lib/search-results.ts';
import {
  commonWords,
  editDistance,
  groupMatcher,
  groupToken,
  hasDevanagari,
  indexExtras,
  indexWords,
  isLatinText,
  looseRoman,
  matchingGroups,
  normaliseDevanagari,
  romaniseDevanagari,
  searchVariants,
  suggestionVocabulary,
  suggestQuery,
  suggestTerm,
  termKey,
  variantsFor,
  withoutMedialSchwa,
  type SearchTermGroup,
} from '../../src/lib/search-text.ts';

const ACIDITY = 'ॲसिडिटी'; // U+0972, the spelling of the Marathi article

describe('normaliseDevanagari', () => {
  it('writes the vowel ॲ one way, however it was typed', () => {
    for (const typed of ['अ\u200dॅसिडिटी', 'अॅसिडिटी', 'ऍसिडिटी', 'अ\u200cॅसिडिटी', ACIDITY]) {
      expect(normaliseDevanagari(typed), JSON.stringify(typed)).toBe(ACIDITY);
    }
    expect(normaliseDevanagari('डॉक्टर')).toBe(normaliseDevanagari('ड' + 'अ\u200dॉ'.slice(1) + 'क्टर').replace('ऑ', 'ॉ'));
  });

  it('drops the nukta, whether precomposed or combining', () => {
    expect(normaliseDevanagari('डायबिटीज़')).toBe('डायबिटीज');
    expect(normaliseDevanagari('डायबिटीज\u093c')).toBe('डायबिटीज');
    expect(normaliseDevanagari('\u095b')).toBe('ज');
    expect(normaliseDevanagari('पेड़')).toBe('पेड');
  });

  it('writes chandrabindu as anusvara and drops ZWJ/ZWNJ', () => {
    expect(normaliseDevanagari('माँ')).toBe('मां');
    expect(normaliseDevanagari('हँसी')).toBe(normaliseDevanagari('हंसी'));
    expect(normaliseDevanagari('क्\u200dष')).toBe('क्ष');
  });

  it('composes to NFC and leaves Latin text alone', () => {
    expect(normaliseDevanagari('क\u093c')).toBe('क');
    expect(normaliseDevanagari('Vitamin D')).toBe('Vitamin D');
    expect(normaliseDevanagari('cafe\u0301')).toBe('café');
  });

  it('is idempotent', () => {
    for (const text of ['अ\u200dॅसिडिटी', 'माँ', 'डायबिटीज़', 'मधुमेह आणि साखर']) {
      expect(normaliseDevanagari(normaliseDevanagari(text))).toBe(normaliseDevanagari(text));
    }
  });
});

describe('hasDevanagari and isLatinText', () => {
  it('tells the scripts apart', () => {
    expect(hasDevanagari('मधुमेह')).toBe(true);
    expect(hasDevanagari('madhumeh')).toBe(false);
    expect(isLatinText('madhumeh')).toBe(true);
    expect(isLatinText('vitamin b12')).toBe(true);
    expect(isLatinText('मधुमेह sugar')).toBe(false);
    expect(isLatinText('123')).toBe(false);
  });
});

describe('looseRoman', () => {
  it('gives one form for the loose ways people romanise a word', () => {
    for (const [a, b] of [
      ['madhumeh', 'madhumeha'],
      ['sakhar', 'saakhar'],
      ['raktadab', 'raktadaab'],
      ['mithai', 'meethai'],
      ['shakkar', 'sakar'],
      ['Madhumeh', 'madhuméh'],
    ]) {
      expect(looseRoman(a!), `${a} ~ ${b}`).toBe(looseRoman(b!));
    }
  });
});

describe('withoutMedialSchwa', () => {
  it('drops the inherent a between consonants as Hindi and Marathi speech does', () => {
    expect(withoutMedialSchwa('mUlabhUta')).toBe('mUlbhUta');
    expect(withoutMedialSchwa('jIvanasattva')).toBe('jIvnasattva');
  });

  it('keeps the first syllable, long vowels and the a before a silent final a', () => {
    expect(withoutMedialSchwa('madhumeha')).toBe('madhumeha');
    expect(withoutMedialSchwa('sAkhara')).toBe('sAkhara');
    expect(withoutMedialSchwa('raktadAba')).toBe('raktadAba');
  });
});

describe('romaniseDevanagari', () => {
  it('romanises each Devanagari word in the loose form readers type', () => {
    expect(romaniseDevanagari('मधुमेह')).toEqual([looseRoman('madhumeh')]);
    expect(romaniseDevanagari('साखर')).toEqual([looseRoman('saakhar')]);
    expect(romaniseDevanagari('रक्तदाब')).toEqual([looseRoman('raktadaab')]);
    expect(romaniseDevanagari('मिठाई')).toEqual([looseRoman('mithai')]);
    expect(romaniseDevanagari('Vitamin D मधुमेह')).toEqual(['madhumeh']);
    // As written and as said, each once.
    expect(romaniseDevanagari('मूलभूत माहिती')).toEqual(['mulabhut', 'mulbhut', 'mahiti']);
  });

  it('reads the ॲ vowel and nukta letters too', () => {
    expect(romaniseDevanagari(ACIDITY)).toEqual(['asiditi']);
    expect(romaniseDevanagari('डायबिटीज़')).toEqual(romaniseDevanagari('डायबिटीज'));
  });
});

const GROUPS: SearchTermGroup[] = [
  { terms: ['diabetes', 'मधुमेह', 'madhumeh'], misspellings: ['diabetis'] },
  { terms: ['blood pressure', 'bp', 'रक्तदाब'] },
];

describe('termKey and matchingGroups', () => {
  it('compares terms in normal form, case and spacing aside', () => {
    expect(termKey('  Blood   Pressure ')).toBe('blood pressure');
    expect(matchingGroups('BP', GROUPS)).toEqual([GROUPS[1]]);
    expect(matchingGroups('diabetis', GROUPS)).toEqual([GROUPS[0]]);
    expect(matchingGroups('salt', GROUPS)).toEqual([]);
  });
});

describe('searchVariants', () => {
  it("searches a term of a synonym group as the group's one token, whichever term was typed", () => {
    const bp = GROUPS.findIndex((group) => group.terms.includes('bp'));
    expect(searchVariants('bp', GROUPS)).toEqual([{ text: groupToken(bp), tier: 0 }]);
    // Typed in Devanagari: the token for Hindi and Marathi articles, the word as typed for English ones.
    expect(searchVariants('रक्तदाब', GROUPS)).toEqual([
      { text: groupToken(bp), tier: 0, notInEnglish: true },
      { text: 'रक्तदाब', tier: 0, onlyInEnglish: true },
    ]);
  });

  it('searches a misspelling only through its group', () => {
    const diabetes = GROUPS.findIndex((group) => group.terms.includes('diabetes'));
    expect(searchVariants('diabetis', GROUPS)).toEqual([{ text: groupToken(diabetes), tier: 0 }]);
  });

  it('searches the normal form of a Devanagari query and the loose form of a Latin one', () => {
    expect(searchVariants('ऍसिडिटी', [])).toEqual([{ text: ACIDITY, tier: 0 }]);
    expect(searchVariants('saakhar', [])).toEqual([
      { text: 'saakhar', tier: 0 },
      { text: 'sakhar', tier: 0, loose: true },
    ]);
    expect(searchVariants('   ', GROUPS)).toEqual([]);
  });
});

describe('group tokens', () => {
  it('are made-up words of one length, distinct, none the start of another, of consonants after "xsyn"', () => {
    const tokens = Array.from({ length: 400 }, (_, i) => groupToken(i));
    expect(new Set(tokens).size).toBe(400);
    for (const token of tokens) expect(token).toMatch(/^xsyn[bcdfghjkmnpqrtvwxz]{3}$/);
    expect(() => groupToken(-1)).toThrow(RangeError);
    expect(() => groupToken(18 ** 3)).toThrow(RangeError);
  });

  it('are found beside whole words and phrases of the group, in any case and spelling, at most three times each', () => {
    const matcher = groupMatcher(GROUPS);
    const bp = groupToken(GROUPS.findIndex((group) => group.terms.includes('bp')));
    const diabetes = groupToken(GROUPS.findIndex((group) => group.terms.includes('diabetes')));
    expect(matcher.tokensIn('High Blood-Pressure (BP) is not BPA.')).toEqual([bp, bp]);
    expect(matcher.tokensIn('मधुमेह और रक्तदाब; रक्तदाबाचा')).toEqual([diabetes, bp]);
    expect(matcher.tokensIn('bp bp bp bp bp')).toEqual([bp, bp, bp]);
    expect(matcher.tokensIn('bp bp', 1)).toEqual([bp]);
    expect(matcher.tokensIn('nothing here')).toEqual([]);
    // A misspelling is a query, never indexed: articles do not hold it.
    expect(matcher.tokensIn('diabetis')).toEqual([]);
  });
});

describe('variantsFor', () => {
  it("searches English articles only for Latin words as typed or meant; a group's token everywhere", () => {
    const bp = groupToken(1);
    const variants = [...searchVariants('bp', GROUPS), ...searchVariants('saakhar', [])];
    expect(variantsFor('en', variants).map((v) => v.text)).toEqual([bp, 'saakhar']);
    expect(variantsFor('mr', variants)).toEqual(variants);
    expect(variantsFor('en', searchVariants('रक्तदाब', GROUPS)).map((v) => v.text)).toEqual(['रक्तदाब']);
    expect(variantsFor('hi', searchVariants('रक्तदाब', GROUPS)).map((v) => v.text)).toEqual([bp]);
    expect(variantsFor('en', searchVariants('नमक', GROUPS))).toEqual([{ text: 'नमक', tier: 0 }]);
  });
});

describe('editDistance and suggestTerm', () => {
  it('measures edits', () => {
    expect(editDistance('diabetis', 'diabetes')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('मधुमह', 'मधुमेह')).toBe(1);
  });

  it('suggests the closest term, never a misspelling, and nothing when none is close', () => {
    const vocabulary = suggestionVocabulary(GROUPS);
    expect(vocabulary).not.toContain('diabetis');
    expect(suggestTerm('diabeets', vocabulary)).toBe('diabetes');
    expect(suggestTerm('blod pressure', vocabulary)).toBe('blood pressure');
    expect(suggestTerm('qwxzqwxz', vocabulary)).toBeNull();
    expect(suggestTerm('bp', vocabulary)).toBeNull();
  });
});

describe('indexExtras', () => {
  it('weights the title and tags with their romanised forms', () => {
    expect(indexExtras({ title: 'मधुमेह', tags: ['साखर'], text: '' }).weighted).toBe('मधुमेह साखर madhumeh sakhar');
  });

  it('adds the normal form of words written another way, and only those', () => {
    expect(indexExtras({ title: 'x', tags: [], text: 'ऍसिडिटी आणि माँ, नमक' }).variants).toBe(`${ACIDITY} मां`);
  });
});

describe('mergeTiered', () => {
  const m = (lang: 'en' | 'hi', id: string, tier: number, score: number): TieredMatch<string> => ({
    lang,
    id,
    tier,
    score,
    result: `${lang}:${id}`,
  });

  it('lists what the reader meant first, then by score, each page once', () => {
    const merged = mergeTiered([m('en', 'bpa', 1, 9), m('en', 'bp', 0, 2), m('en', 'bpa', 1, 3), m('hi', 'bp', 0, 5), m('en', 'bp', 1, 8)]);
    expect(merged.map((x) => x.result)).toEqual(['hi:bp', 'en:bp', 'en:bpa']);
    expect(merged.find((x) => x.result === 'en:bpa')?.score).toBe(9);
  });
});

describe('augmentArticleHtml', () => {
  it('appends the weighted title/tag words and the normal forms to the indexed body only', () => {
    const html =
      '<html lang="mr"><body><header>मेनू</header><article data-pagefind-body><h1 data-pagefind-meta="title">मधुमेह</h1>' +
      '<ul data-pagefind-ignore data-pagefind-meta="tags:साखर, Exercise"></ul><p>ऍसिडिटी</p></article></body></html>';
    const out = augmentArticleHtml(html);
    expect(out).toMatch(
      /<article data-pagefind-body="?"?>.*<p data-pagefind-weight="5">मधुमेह साखर Exercise madhumeh sakhar<\/p><p>ॲसिडिटी<\/p><\/div><\/article>/,
    );
    expect(out).toContain('<header>मेनू</header>');
  });

  it('leaves a page without an indexed body as it is', () => {
    expect(augmentArticleHtml('<p>x</p>')).toBe('<p>x</p>');
  });

  it("writes a synonym group's token after each passage naming it, and at the highest weight for the title", () => {
    const html =
      '<html lang="en"><body><nav>BP menu</nav><article data-pagefind-body><h1 data-pagefind-meta="title">High BP</h1>' +
      '<p>Blood pressure &amp; salt.</p><p>Nothing here. BPA is not bp.</p><aside data-pagefind-ignore>bp</aside></article></body></html>';
    const { html: out, lang, text } = prepareArticle(html, groupMatcher(GROUPS));
    const bp = groupToken(1);
    expect(lang).toBe('en');
    expect(text).not.toContain(bp);
    // Pagefind shows the heading: untouched. Ignored parts and the page outside the body too.
    expect(out).toContain('<h1 data-pagefind-meta="title">High BP</h1>');
    expect(out).toContain('<nav>BP menu</nav>');
    expect(out).toContain('<aside data-pagefind-ignore="">bp</aside>');
    expect(out).toContain(`<p>Blood pressure &amp; salt. ${bp} </p>`);
    expect(out).toContain(`<p>Nothing here. BPA is not bp. ${bp} </p>`);
    expect(out).toContain(`<p data-pagefind-weight="10">${bp}</p>`);
  });
});

describe('"Did you mean" from the index\'s own words', () => {
  it('reads the distinct words of an article: three letters or more, lower-cased, in NFC', () => {
    expect([...indexWords('Salt, SALT and blood-pressure: BP 120.')]).toEqual(['salt', 'and', 'blood', 'pressure']);
    // A word with a nukta typed as two code points is kept in its composed form.
    expect([...indexWords('ज़्यादा')]).toEqual(['ज़्यादा'.normalize('NFC')]);
    expect([...indexWords('मधुमेह आणि रक्तदाब')]).toEqual(['मधुमेह', 'आणि', 'रक्तदाब']);
  });

  it('keeps the words of at least two articles, the most widespread first, alphabetical among equals, up to a limit', () => {
    const counts = new Map([
      ['sugar', 5],
      ['salt', 3],
      ['diabetes', 3],
      ['kulkarni', 1],
    ]);
    expect(commonWords(counts, { limit: 10, minArticles: 2 })).toEqual(['sugar', 'diabetes', 'salt']);
    expect(commonWords(counts, { limit: 2, minArticles: 2 })).toEqual(['sugar', 'diabetes']);
  });

  it("offers the registry's term first, then the index's word, and mends each word of a longer query", () => {
    expect(suggestQuery('diabetis', [['diabetes'], ['diabetic']])).toBe('diabetes');
    expect(suggestQuery('vitamn', [['salt'], ['vitamin', 'sugar']])).toBe('vitamin');
    expect(suggestQuery('vitamn d defficiency', [[], ['vitamin', 'deficiency']])).toBe('vitamin d deficiency');
    expect(suggestQuery('मधुमह', [[], ['मधुमेह']])).toBe('मधुमेह');
    expect(suggestQuery('qwxzqwxz', [['sugar'], ['salt']])).toBeNull();
    // Every word known: nothing to offer.
    expect(suggestQuery('salt sugar', [[], ['salt', 'sugar']])).toBeNull();
  });
});
