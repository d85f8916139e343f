import { describe, expect, it } from 'vitest';
import { INDEX_ONLY_MARK } from '../../../src/lib/search/index-text.ts';
import { phoneticKey } from '../../../src/lib/search/phonetic.ts';
import { articleText, excerpt, EXCERPT_WORDS } from '../../../src/lib/search/snippet.ts';
import { groupToken } from '../../../src/lib/search/synonyms.ts';

const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);
const text = (segments: { text: string; mark: boolean }[]) => segments.map((segment) => segment.text).join('');

describe('articleText', () => {
  it('keeps only the article’s own words: never the index-only words, never the title again', () => {
    const content = `Salt. Eat less salt.. Really. ${INDEX_ONLY_MARK}. ${groupToken('salt')} qzslt Salt Diabetes Insulin.`;
    expect(articleText(content, 'Salt')).toBe('Eat less salt. Really.');
  });

  it('drops the stops Pagefind doubles after blocks that end in one, and spaces before punctuation', () => {
    expect(articleText('Take it by mouth.. Type 2 diabetes . Also', '')).toBe('Take it by mouth. Type 2 diabetes. Also');
    expect(articleText('ज़्यादा नमक।. फिर', '')).toBe('ज़्यादा नमक। फिर');
  });
});

describe('excerpt', () => {
  const body = 'Salt is everywhere. Too much salt raises blood pressure, which harms the heart. Cut it slowly.';

  it('starts at the beginning of the sentence that matches most of the query', () => {
    const segments = excerpt(body, { highlight: ['salt', 'blood pressure'], keys: [] });
    expect(text(segments).startsWith('Too much salt raises blood pressure')).toBe(true);
    expect(marked(segments)).toEqual(['salt', 'blood pressure']);
  });

  it('starts at the first matching sentence of four words or more, passing over only short headings', () => {
    const hindi = 'नमक के बारे में। Body of the article text. The word salt appears here too, later on.';
    expect(text(excerpt(hindi, { highlight: ['नमक', 'salt'], keys: [] })).startsWith('नमक के बारे में।')).toBe(true);
    const heading = 'Key salt points. Too much salt raises blood pressure, which harms the heart.';
    expect(text(excerpt(heading, { highlight: ['salt'], keys: [] })).startsWith('Too much salt')).toBe(true);
  });

  it('highlights inflected forms, and Devanagari words that sound like a romanised query', () => {
    expect(marked(excerpt('Eating two meals a day.', { highlight: ['meal'], keys: [] }))).toEqual(['meals']);
    const hindi = excerpt('गर्मी में पानी ज़्यादा पिएँ।', { highlight: ['pani'], keys: [phoneticKey('pani')!] });
    expect(marked(hindi)).toEqual(['पानी']);
  });

  it('highlights a Devanagari form whose stem sounds like the word typed, though the ending changed a vowel', () => {
    const marathi = excerpt('मिठाबद्दल मूलभूत माहिती वाचा.', { highlight: ['मीठ'], keys: [phoneticKey('मीठ')!] });
    expect(marked(marathi)).toEqual(['मिठाबद्दल']);
  });

  it('shows the beginning of the article when nothing matches, about a set number of words', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const segments = excerpt(long, { highlight: ['absent'], keys: [] });
    expect(text(segments).split(' ').length).toBeLessThanOrEqual(EXCERPT_WORDS + 1);
    expect(text(segments).startsWith('word0')).toBe(true);
    expect(text(segments).endsWith('…')).toBe(true);
  });

  it('marks each result of one query by its own words (the results of a search share the query)', () => {
    const query = { highlight: ['salt', 'नमक'], keys: [] };
    expect(marked(excerpt('Less salt, more water, every day.', query))).toEqual(['salt']);
    expect(marked(excerpt('Water with salts, and salty food too.', query))).toEqual(['salts', 'salty']);
    expect(marked(excerpt('नमकीन चीज़ें कम खाएँ, पानी पिएँ।', query))).toEqual(['नमकीन']);
    expect(marked(excerpt('Less salt, more water, every day.', { highlight: ['water'], keys: [] }))).toEqual(['water']);
  });

  it('renders nothing of the index: tokens and keys are never in the text it is given', () => {
    const segments = excerpt(articleText(`Blood pressure. ${INDEX_ONLY_MARK} ${groupToken('blood-pressure')}`, ''), {
      highlight: ['bp', 'blood pressure'],
      keys: [],
    });
    expect(text(segments)).toBe('Blood pressure.');
  });
});
