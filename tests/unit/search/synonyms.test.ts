import { describe, expect, it } from 'vitest';
import {
  GROUP_TOKEN_SOURCE,
  groupLexicon,
  groupLexiconData,
  groupLexiconDataInSlices,
  groupMatcher,
  groupToken,
  matchesByStem,
  type SearchTermGroup,
} from '../../../src/lib/search/synonyms.ts';
import { searchWords } from '../../../src/lib/search/text.ts';

const GROUPS: SearchTermGroup[] = [
  { id: 'blood-pressure', terms: ['blood pressure', 'bp', 'रक्तचाप', 'उच्च रक्तचाप'], misspellings: ['blood presure'] },
  { id: 'weight', terms: ['weight', 'वजन'] },
  { id: 'bones', terms: ['bone', 'हाड'] },
  { id: 'curd', terms: ['curd', 'दही'], romanised: ['dahi'] },
  { id: 'back-pain', terms: ['back pain', 'कमर दर्द'] },
];

describe('groupToken', () => {
  it('is derived from the group id: stable when groups are added or moved', () => {
    expect(groupToken('weight')).toBe(groupToken('weight'));
    expect(groupToken('weight')).not.toBe(groupToken('blood-pressure'));
  });

  it('is one made-up word of one length, consonants only, so that none begins another and no stemmer trims it', () => {
    for (const id of ['a', 'weight', 'blood-pressure', 'vitamin-b12']) {
      expect(groupToken(id)).toMatch(new RegExp(`^${GROUP_TOKEN_SOURCE}$`));
      expect(groupToken(id)).toHaveLength(8);
    }
  });
});

describe('groupMatcher (the index side)', () => {
  const matcher = groupMatcher(GROUPS);

  it('writes a group token per term named, at most `cap` times', () => {
    const bp = groupToken('blood-pressure');
    expect(matcher.tokensIn('High blood pressure (BP), not BPA.')).toEqual([bp, bp]);
    expect(matcher.tokensIn('BP BP BP BP', 3)).toEqual([bp, bp, bp]);
    expect(matcher.tokensIn('BP BP', 1)).toEqual([bp]);
  });

  it('meets a phrase as whole words, any case, joined by spaces or hyphens only, the longest first', () => {
    const bp = groupToken('blood-pressure');
    expect(matcher.tokensIn('Blood-pressure and BLOOD  PRESSURE')).toEqual([bp, bp]);
    expect(matcher.tokensIn('blood, pressure; bloodpressure; bps')).toEqual([bp]);
    expect(matcher.tokensIn('Back pains, backpain')).toEqual([groupToken('back-pain')]);
  });

  it('meets English plurals and inflected Hindi and Marathi forms of a term', () => {
    expect(matcher.tokensIn('Strong bones.')).toEqual([groupToken('bones')]);
    expect(matcher.tokensIn('वजनाचा काटा')).toEqual([groupToken('weight')]);
  });

  it('compares a short Devanagari term whole: दही (curd) is not दहा (ten)', () => {
    expect(matchesByStem('दही')).toBe(false);
    expect(matcher.tokensIn('दहा मिनिटे')).toEqual([]);
    expect(matcher.tokensIn('रोज दही खा')).toEqual([groupToken('curd')]);
  });
});

describe('groupLexiconDataInSlices (a search page works the lookups out)', () => {
  it('works out the same lookups as at once, letting other tasks run between its slices', async () => {
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    const sliced = groupLexiconDataInSlices(GROUPS, new Set(['and']), 0);
    expect(otherTaskRan).toBe(false);
    const data = await sliced;
    expect(otherTaskRan).toBe(true);
    expect(data).toEqual(groupLexiconData(GROUPS, new Set(['and'])));
    // Lookups worked out once answer as those worked out by groupLexicon itself.
    const fromData = groupLexicon(GROUPS, new Set(['and']), data);
    expect(fromData.byKey('raktchaap').groups.map((group) => group.id)).toEqual(['blood-pressure']);
    expect(fromData.byWords(['blood', 'presure']).map((group) => group.id)).toEqual(['blood-pressure']);
    expect(fromData.longest).toBe(groupLexicon(GROUPS).longest);
  });
});

describe('groupLexicon (the query side)', () => {
  const lexicon = groupLexicon(GROUPS);
  const ids = (groups: readonly SearchTermGroup[]) => groups.map((group) => group.id);

  it('finds terms, romanised words and misspellings as written, plurals and inflected forms too', () => {
    expect(ids(lexicon.byWords(searchWords('blood pressure')))).toEqual(['blood-pressure']);
    expect(ids(lexicon.byWords(['blood', 'presure']))).toEqual(['blood-pressure']);
    expect(ids(lexicon.byWords(['dahi']))).toEqual(['curd']);
    expect(ids(lexicon.byWords(['bones']))).toEqual(['bones']);
    expect(ids(lexicon.byWords(['वजनामध्ये']))).toEqual(['weight']);
    expect(lexicon.byWords(['pressure'])).toEqual([]);
    expect(lexicon.longest).toBe(2);
  });

  it('finds a one- or two-word term by its sound, saying whether it is a Hindi or Marathi one', () => {
    expect(lexicon.byKey('raktchaap')).toMatchObject({ loose: false, devanagari: true });
    expect(ids(lexicon.byKey('raktchaap').groups)).toEqual(['blood-pressure']);
    expect(ids(lexicon.byKey('kamardard').groups)).toEqual(['back-pain']);
    expect(ids(lexicon.byKey('wajan').groups)).toEqual(['weight']);
  });

  it('finds a sound with an ending added only loosely, and a two-sound key only for a word of four letters or more', () => {
    expect(lexicon.byKey('vajanat')).toMatchObject({ loose: true });
    expect(ids(lexicon.byKey('vajanat').groups)).toEqual(['weight']);
    expect(lexicon.byKey('zebra').groups).toEqual([]);
    const short = groupLexicon([{ id: 'stress', terms: ['stress', 'ताण'] }]);
    expect(ids(short.byKey('taan').groups)).toEqual(['stress']);
    expect(short.byKey('tan').groups).toEqual([]);
  });
});
