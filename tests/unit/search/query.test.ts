import { describe, expect, it } from 'vitest';
import { correctionConcept, understandQuery } from '../../../src/lib/search/query.ts';
import { groupToken } from '../../../src/lib/search/synonyms.ts';
import { testLexicon } from './lexicon.ts';

const lexicon = testLexicon();
const words = (query: string) => understandQuery(query, lexicon).concepts.map((concept) => concept.words.join(' '));

describe('understandQuery', () => {
  it('drops function and question words, in English, Hindi, Marathi and romanised', () => {
    expect(words('how much salt per day')).toEqual(['salt', 'day']);
    expect(understandQuery('how much salt per day', lexicon).ignored).toEqual(['how', 'much', 'per']);
    expect(words('kitna namak roz')).toEqual(['namak', 'roz']);
    expect(words('how much')).toEqual([]);
  });

  it('applies synonym groups per word and per phrase, anywhere in the query', () => {
    const plan = understandQuery('low blood pressure diet', lexicon);
    expect(plan.concepts.map((concept) => concept.words.join(' '))).toEqual(['low', 'blood pressure', 'diet']);
    expect(plan.concepts[1]).toMatchObject({ groups: ['blood-pressure'] });
    expect(plan.concepts[1]!.alternatives).toEqual([{ term: groupToken('blood-pressure'), kind: 'group', exact: false, scripts: 'any' }]);
  });

  it("reads phrases over the stop words, in the query and in the group's terms alike", () => {
    // वजन कमी करावे is met as "vajan kami": the query's stop words and the term's are left out.
    const plan = understandQuery('vajan kasa kami karava', lexicon);
    expect(plan.concepts).toHaveLength(1);
    expect(plan.concepts[0]).toMatchObject({ words: ['vajan', 'kami'], groups: ['weight-loss'], prefers: 'devanagari' });
    expect(plan.ignored).toEqual(['kasa', 'karava']);
    expect(understandQuery('वजन कैसे कम करना', { ...lexicon }).concepts.map((c) => c.groups)).toEqual([['weight-loss']]);
    expect(words('pins and needles')).toEqual(['pins and needles']);
    expect(words('pins needles')).toEqual(['pins needles']);
    // A longer phrase wins over one of its words: "pani … kami" is पानी की कमी, not water and "kami".
    expect(understandQuery('bacche me paani ki kami', lexicon).concepts.map((c) => c.groups)).toEqual([[], ['dehydration']]);
  });

  it('keeps a phrase whose stop word is its meaning ("vitamin a"), and never takes one word of a phrase for it', () => {
    expect(understandQuery('vitamin a', lexicon).concepts.map((c) => c.groups)).toEqual([['vitamin-a']]);
    expect(understandQuery('is vitamin a safe', lexicon).concepts.map((c) => c.groups)).toEqual([['vitamin-a'], []]);
    // "vitamin" alone is its own group, not vitamin A's; "kami" alone is no weight-loss.
    expect(understandQuery('vitamin', lexicon).concepts.map((c) => c.groups)).toEqual([['vitamins']]);
    expect(understandQuery('kami', lexicon).concepts.map((c) => c.groups)).toEqual([[]]);
  });

  it('meets a group through two romanised words said as one ("rakt chaap")', () => {
    const [concept] = understandQuery('rakt chaap', lexicon).concepts;
    expect(concept).toMatchObject({ words: ['rakt', 'chaap'], groups: ['blood-pressure'], prefers: 'devanagari' });
  });

  it('looks for any other word as typed, by its stem and by its sound, and a sound-alike group besides', () => {
    const [hindi] = understandQuery('बच्चों', lexicon).concepts;
    expect(hindi!.alternatives.map((a) => a.kind)).toEqual(['word', 'stem', 'key']);
    const [good] = understandQuery('good', lexicon).concepts;
    // "good" sounds like गुड: the jaggery group is a sound-alike, never the word's meaning.
    expect(good!.groups).toEqual([]);
    expect(good!.alternatives.map((a) => [a.kind, a.term])).toContainEqual(['key', groupToken('jaggery')]);
  });

  it('marks one- and two-letter words weak: they count with others, never alone', () => {
    expect(understandQuery('vitamin d', lexicon).concepts.map((concept) => concept.weak)).toEqual([false, true]);
  });

  it('marks one Devanagari letter weak, not two: पेट and हाथ are what a reader asks about', () => {
    expect(understandQuery('विटामिन डी', lexicon).concepts.map((concept) => concept.weak)).toEqual([false, true]);
    expect(understandQuery('पेट हाथ', lexicon).concepts.map((concept) => concept.weak)).toEqual([false, false]);
  });

  it('marks the aspects of a topic ("eat"), typed or heard', () => {
    expect(understandQuery('diabetes khaana', lexicon).concepts.map((concept) => concept.aspect ?? false)).toEqual([false, true]);
  });

  it('marks a Marathi verb form outside every group an aspect ("तपासावा", check), not a noun that ends alike', () => {
    const aspects = (query: string) => understandQuery(query, lexicon).concepts.map((concept) => concept.aspect ?? false);
    expect(aspects('घरी रक्तचाप तपासावा')).toEqual([false, false, true]);
    expect(aspects('जेवल्यावर मीठ')).toEqual([true, false]);
    expect(aspects('साखरेची नावे')).toEqual([false, false]);
  });

  it('takes a query with romanised Hindi or Marathi function words as romanised, and says which language', () => {
    const hindi = understandQuery('diabetes me kya khaye', lexicon);
    expect(hindi.concepts[0]).toMatchObject({ words: ['diabetes'], prefers: 'devanagari' });
    expect(hindi.language).toBe('hi');
    expect(understandQuery('monsoon madhe dengue', lexicon).language).toBe('mr');
    expect(understandQuery('diabetes diet', lexicon).concepts[0]!.prefers).toBe('latin');
    expect(understandQuery('madhumeh', lexicon).concepts[0]!.prefers).toBe('devanagari');
  });

  it('asks once for a group named twice', () => {
    expect(words('salt namak')).toEqual(['salt namak']);
  });
});

describe('correctionConcept', () => {
  it('searches a known word in place of a slip, as a correction', () => {
    expect(correctionConcept('diabetes').alternatives.every((alternative) => alternative.kind === 'correction')).toBe(true);
  });
});
