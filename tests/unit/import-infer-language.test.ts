import { describe, expect, it } from 'vitest';
import { devanagariShare, inferLanguage, languageMarkers } from '../../scripts/lib/import/infer-language.ts';

describe('devanagariShare', () => {
  it('counts Devanagari letters (with their vowel signs) among all letters', () => {
    expect(devanagariShare('salt')).toBe(0);
    expect(devanagariShare('नमक')).toBe(1);
    expect(devanagariShare('नमक abc')).toBe(0.5);
    expect(devanagariShare('123 !?')).toBe(0);
  });
});

describe('languageMarkers', () => {
  it('counts words only one of the two languages uses, and ळ for Marathi', () => {
    expect(languageMarkers('नमक ज़्यादा है और यह ठीक नहीं')).toEqual({ hi: 4, mr: 0 });
    expect(languageMarkers('हे आरोग्यासाठी चांगले आहे आणि सोपे')).toEqual({ hi: 0, mr: 3 });
    expect(languageMarkers('पाळणा')).toEqual({ hi: 0, mr: 1 });
  });
});

describe('inferLanguage', () => {
  it('trusts the hindi/marathi category first', () => {
    expect(inferLanguage({ categorySlug: 'hindi', slug: 'x-marathi', text: 'English' })).toEqual({
      lang: 'hi',
      reason: 'category "hindi"',
    });
    expect(inferLanguage({ categorySlug: 'marathi', slug: 'x', text: '' })).toEqual({ lang: 'mr', reason: 'category "marathi"' });
  });

  it('then the legacy slug suffix', () => {
    expect(inferLanguage({ categorySlug: 'salt', slug: 'salt-hindi', text: 'English' }).lang).toBe('hi');
    expect(inferLanguage({ categorySlug: 'salt', slug: 'salt-marathi', text: 'English' })).toEqual({
      lang: 'mr',
      reason: 'slug ends in -marathi',
    });
  });

  it('then the text: English, Hindi or Marathi by share and words', () => {
    expect(inferLanguage({ slug: 'salt', text: 'Salt and the heart (नमक).' })).toEqual({ lang: 'en', reason: 'text: 17% Devanagari' });
    const hindi = inferLanguage({ slug: 'salt', text: 'नमक ज़्यादा खाने से ब्लड प्रेशर बढ़ता है और यह ठीक नहीं।' });
    expect(hindi).toEqual({ lang: 'hi', reason: 'text: 100% Devanagari, Hindi words (4 to 0)' });
    expect(inferLanguage({ slug: 'salt', text: 'मीठ जास्त खाल्ल्याने रक्तदाब वाढतो आणि ते हृदयासाठी चांगले नाही.' })).toMatchObject({
      lang: 'mr',
      reason: expect.stringContaining('Marathi words'),
    });
  });

  it('takes unclear Devanagari as Hindi, with a note to check', () => {
    const guess = inferLanguage({ slug: 'yoga', text: 'योग प्राणायाम ध्यान आसन' });
    expect(guess.lang).toBe('hi');
    expect(guess.reason).toBe('text: 100% Devanagari, not clearly Hindi or Marathi (0 Hindi to 0 Marathi words)');
    expect(guess.note).toContain('check the language');
  });
});
