import { describe, expect, it } from 'vitest';
import { joinDigitGroups, spokenNumbers } from '../../../src/lib/search/spoken-numbers.ts';
import { understandQuery } from '../../../src/lib/search/query.ts';
import { testLexicon } from './lexicon.ts';

const words = (query: string) => understandQuery(query, testLexicon()).concepts.map((concept) => concept.words.join(' '));

describe('spokenNumbers', () => {
  it('reads a number said with a multiplier as its digits, in Hindi, Marathi, romanised and English', () => {
    expect(spokenNumbers(['साठ', 'हजार'])).toEqual(['60000']);
    expect(spokenNumbers(['पन्नास', 'हजार'])).toEqual(['50000']);
    expect(spokenNumbers(['saath', 'hazar', 'iu'])).toEqual(['60000', 'iu']);
    expect(spokenNumbers(['sixty', 'thousand'])).toEqual(['60000']);
    expect(spokenNumbers(['60', 'hajar'])).toEqual(['60000']);
    expect(spokenNumbers(['दो', 'लाख', 'पचास', 'हजार'])).toEqual(['250000']);
    expect(spokenNumbers(['शंभर', 'ग्रॅम'])).toEqual(['शंभर', 'ग्रॅम']);
  });

  it('takes a Hindi or Marathi ending off the multiplier ("हजारचे")', () => {
    expect(spokenNumbers(['साठ', 'हजारचे', 'सॅशे'])).toEqual(['60000', 'सॅशे']);
  });

  it('adds the number words after a multiplier, not digits', () => {
    expect(spokenNumbers(['एक', 'सौ', 'बीस'])).toEqual(['120']);
    expect(spokenNumbers(['60', 'hazar', '2', 'baar'])).toEqual(['60000', '2', 'baar']);
  });

  it('never adds digits to a number next to them ("1.5 lakh" is split as 1, 5, lakh)', () => {
    expect(spokenNumbers(['1', '5', 'lakh'])).toEqual(['1', '500000']);
    expect(spokenNumbers(['do', '5', 'hazar'])).toEqual(['do', '5000']);
    expect(spokenNumbers(['5', 'do', 'hazar'])).toEqual(['5', '2000']);
  });

  it('leaves a number word without a multiplier as a word ("do" is also a verb)', () => {
    expect(spokenNumbers(['din', 'me', 'do', 'baar'])).toEqual(['din', 'me', 'do', 'baar']);
    expect(spokenNumbers(['साठ', 'साल'])).toEqual(['साठ', 'साल']);
    expect(spokenNumbers(['हजार'])).toEqual(['हजार']);
  });
});

describe('joinDigitGroups', () => {
  it('joins the digit groups of a number, in either script and either grouping', () => {
    expect(joinDigitGroups('60,000 IU')).toBe('60000 IU');
    expect(joinDigitGroups('1,00,000')).toBe('100000');
    expect(joinDigitGroups('६०,००० IU')).toBe('६०००० IU');
  });

  it('leaves commas that do not group digits', () => {
    expect(joinDigitGroups('b1, b2')).toBe('b1, b2');
    expect(joinDigitGroups('2,3 din')).toBe('2,3 din');
    expect(joinDigitGroups('1,2345')).toBe('1,2345');
  });
});

describe('understandQuery with numbers', () => {
  it('searches a spoken or grouped number as the digits the index holds', () => {
    expect(words('व्हिटॅमिन डीचे साठ हजारचे सॅशे')).toContain('60000');
    expect(words('60,000 iu sachet')).toEqual(['60000', 'iu', 'sachet']);
    expect(words('६०,००० IU')).toEqual(['60000', 'iu']);
    // Typed with chandrabindu and nukta, which search's normal form drops.
    expect(words('पाँच हज़ार क़दम')).toEqual(['5000', 'कदम']);
  });
});
