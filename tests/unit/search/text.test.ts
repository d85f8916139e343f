import { describe, expect, it } from 'vitest';
import {
  aksharaCount,
  devanagariStem,
  hasDevanagari,
  isLatinText,
  normaliseDevanagari,
  searchWords,
  termKey,
  withoutAccents,
} from '../../../src/lib/search/text.ts';

const ACIDITY = 'ॲसिडिटी'; // U+0972, the spelling of the Marathi article

describe('normaliseDevanagari', () => {
  it('writes the vowel ॲ one way, however it was typed', () => {
    for (const typed of ['अ\u200dॅसिडिटी', 'अॅसिडिटी', 'ऍसिडिटी', 'अ\u200cॅसिडिटी', ACIDITY]) {
      expect(normaliseDevanagari(typed), JSON.stringify(typed)).toBe(ACIDITY);
    }
  });

  it('drops the nukta, whether precomposed or combining', () => {
    expect(normaliseDevanagari('डायबिटीज़')).toBe('डायबिटीज');
    expect(normaliseDevanagari('डायबिटीज\u093c')).toBe('डायबिटीज');
    expect(normaliseDevanagari('पेड़')).toBe('पेड');
  });

  it('writes chandrabindu as anusvara, drops ZWJ/ZWNJ, and writes Devanagari digits as ASCII', () => {
    expect(normaliseDevanagari('माँ')).toBe('मां');
    expect(normaliseDevanagari('क्\u200dष')).toBe('क्ष');
    expect(normaliseDevanagari('बी१२')).toBe('बी12');
  });

  it('composes to NFC, leaves Latin text alone, and is idempotent', () => {
    expect(normaliseDevanagari('Vitamin D')).toBe('Vitamin D');
    expect(normaliseDevanagari('cafe\u0301')).toBe('café');
    for (const text of ['अ\u200dॅसिडिटी', 'माँ', 'डायबिटीज़', 'मधुमेह आणि साखर']) {
      expect(normaliseDevanagari(normaliseDevanagari(text))).toBe(normaliseDevanagari(text));
    }
  });
});

describe('hasDevanagari and isLatinText', () => {
  it('tells the scripts apart', () => {
    expect(hasDevanagari('मधुमेह')).toBe(true);
    expect(hasDevanagari('madhumeh')).toBe(false);
    expect(isLatinText('vitamin b12')).toBe(true);
    expect(isLatinText('मधुमेह sugar')).toBe(false);
    expect(isLatinText('123')).toBe(false);
  });
});

describe('searchWords, termKey and withoutAccents', () => {
  it('splits at anything that is not a letter, vowel sign or digit, in lower case and the normal form', () => {
    expect(searchWords('High blood-pressure (BP)!')).toEqual(['high', 'blood', 'pressure', 'bp']);
    expect(searchWords('ऍसिडिटी, जलन।')).toEqual([ACIDITY, 'जलन']);
    expect(searchWords('Guillain-Barré')).toEqual(['guillain', 'barre']);
    expect(termKey('  Blood   Pressure ')).toBe('blood pressure');
  });

  it('takes accents off Latin words only', () => {
    expect(withoutAccents('Barré purée')).toBe('Barre puree');
    expect(withoutAccents('मधुमेह')).toBe('मधुमेह');
  });
});

describe('devanagariStem', () => {
  it('takes Hindi and Marathi case and plural endings off, so that inflected forms meet', () => {
    expect(devanagariStem('पावसाळ्यात')).toBe('पावसाळ');
    expect(devanagariStem('पावसाळा')).toBe('पावसाळ');
    expect(devanagariStem('बच्चों')).toBe('बच्च');
    expect(devanagariStem('मधुमेहासाठी')).toBe('मधुमेह');
    expect(devanagariStem('साखरेचे')).toBe('साखर');
    expect(devanagariStem('वजनामध्ये')).toBe('वजन');
  });

  it('takes off the Marathi postpositions written onto a word ("after", "because of", "with", "in the" …)', () => {
    expect(devanagariStem('जेवणानंतर')).toBe('जेवण');
    expect(devanagariStem('ताणामुळे')).toBe('ताण');
    expect(devanagariStem('मधुमेहाबाबत')).toBe('मधुमेह');
    expect(devanagariStem('औषधांशिवाय')).toBe('औषध');
    expect(devanagariStem('साखरेऐवजी')).toBe('साखर');
    expect(devanagariStem('डॉक्टरांकडून')).toBe('डॉक्टर');
    expect(devanagariStem('पोटातले')).toBe('पोट');
    // Not from a word that is one of them with a single letter before it.
    expect(devanagariStem('तुकडे')).toBe('तुकड');
  });

  it('takes off the Marathi verb endings readers ask with, down to the verb', () => {
    expect(devanagariStem('तपासावा')).toBe('तपास');
    expect(devanagariStem('घालाव्या')).toBe('घाल');
    expect(devanagariStem('राहावे')).toBe('राह');
    expect(devanagariStem('मोजायचा')).toBe('मोज');
    expect(devanagariStem('तपासल्यावर')).toBe('तपास');
    expect(devanagariStem('जेवल्यानंतर')).toBe('जेव');
    expect(devanagariStem('मोजणे')).toBe('मोज');
    expect(devanagariStem('चालण्याचे')).toBe('चाल');
    expect(devanagariStem('प्यावा')).toBe('प्य');
    // Not from a word that is one of them with a single letter before it.
    expect(devanagariStem('नावे')).toBe('नाव');
  });

  it('keeps at least two letters, and leaves other words and Latin words as they are', () => {
    expect(devanagariStem('दही')).toBe('दह');
    expect(devanagariStem('खा')).toBe('खा');
    expect(devanagariStem('सोडियम')).toBe('सोडियम');
    expect(devanagariStem('water')).toBe('water');
  });

  it('counts a consonant with its vowel signs as one letter', () => {
    expect(aksharaCount('वजन')).toBe(3);
    expect(aksharaCount('दही')).toBe(2);
    expect(aksharaCount('पानी')).toBe(2);
  });
});
