import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadSearchLexicon } from '../../../src/data/registries.ts';
import { BODY_CAP, INDEX_ONLY_MARK, indexExtras } from '../../../src/lib/search/index-text.ts';
import { searchWords } from '../../../src/lib/search/text.ts';
import { indexedKeyWord as keyWord } from '../../../src/lib/search/phonetic.ts';
import { groupMatcher, groupToken } from '../../../src/lib/search/synonyms.ts';

const groups = groupMatcher([{ id: 'salt', terms: ['salt', 'नमक', 'मीठ'] }]);

describe('indexExtras', () => {
  it('weighs the groups and sounds of the title and the tags apart from the body', () => {
    const extras = indexExtras({ title: 'नमक और सेहत', tags: ['Salt'], text: 'नमक' }, groups);
    expect(extras.title).toEqual([groupToken('salt'), keyWord('नमक'), keyWord('सेहत')]);
    expect(extras.tags).toEqual(['Salt', groupToken('salt')]);
  });

  it("indexes the main search phrase with its groups and sounds, as the author's word for the topic", () => {
    const extras = indexExtras({ title: 'सेहत', focus: 'Namak और नमक', tags: [], text: '' }, groups);
    expect(extras.focus).toEqual(['Namak', 'और', 'नमक', groupToken('salt'), keyWord('और'), keyWord('नमक')].filter(Boolean));
    expect(indexExtras({ title: 'सेहत', tags: [], text: '' }, groups).focus).toEqual([]);
  });

  it('counts a group or a sound a few times at most, however often the body names it', () => {
    const extras = indexExtras({ title: '', tags: [], text: 'नमक '.repeat(20) }, groups);
    expect(extras.body.filter((word) => word === groupToken('salt'))).toHaveLength(BODY_CAP);
    expect(extras.body.filter((word) => word === keyWord('नमक'))).toHaveLength(BODY_CAP);
  });

  it('adds the forms readers type: Devanagari in the normal form, Latin without accents, numbers without separators', () => {
    const { body } = indexExtras({ title: 'Guillain-Barré', tags: [], text: 'ऍसिडिटी, 60,000 IU, 1,00,000 लोग' }, groups);
    expect(body).toEqual(expect.arrayContaining(['Barre', 'ॲसिडिटी', '60000', '100000']));
  });
});

describe('INDEX_ONLY_MARK', () => {
  it('is not the beginning of a word readers type, which would meet every article ("arogya", the site\'s name)', () => {
    const lexicon = loadSearchLexicon(path.resolve('content'));
    const typed = [
      ...lexicon.groups.flatMap((group) => [...group.terms, ...(group.romanised ?? [])]),
      ...lexicon.stopWords,
      'arogya',
      'aarogya',
    ];
    for (const term of typed.flatMap((text) => searchWords(text)).filter((word) => word.length >= 3))
      expect(INDEX_ONLY_MARK.startsWith(term), term).toBe(false);
  });
});
