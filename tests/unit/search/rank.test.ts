import { describe, expect, it } from 'vitest';
import type { Alternative, Concept } from '../../../src/lib/search/query.ts';
import { rankArticles, resultsAreWeak, type ConceptMatches, type TermMatch } from '../../../src/lib/search/rank.ts';
import { groupToken } from '../../../src/lib/search/synonyms.ts';

const alternative = (kind: Alternative['kind'], scripts: Alternative['scripts'] = 'any'): Alternative => ({
  term: 'x',
  kind,
  exact: false,
  scripts,
});
const concept = (word: string, extra: Partial<Concept> = {}): Concept => ({
  words: [word],
  alternatives: [alternative('word')],
  highlight: [word],
  keys: [],
  groups: [],
  weak: false,
  ...extra,
});
const match = (id: string, score: number, lang: TermMatch['lang'] = 'en'): TermMatch<string> => ({ id, lang, score, result: id });
const found = (c: Concept, ...lists: [Alternative, TermMatch<string>[]][]): ConceptMatches<string> => ({
  concept: c,
  found: lists.map(([a, matches]) => ({ alternative: a, matches })),
});
const ids = (ranked: { id: string }[]) => ranked.map((article) => article.id);

describe('rankArticles', () => {
  it('ranks the articles that match more of the query first, rare words counting most', () => {
    const ranked = rankArticles(
      [
        found(concept('hard'), [alternative('word'), [match('a', 9), match('b', 1), match('c', 1), match('d', 1)]]),
        found(concept('stools'), [alternative('word'), [match('b', 1)]]),
      ],
      10,
    );
    expect(ids(ranked)).toEqual(['b', 'a', 'c', 'd']);
    expect(ranked[0]).toMatchObject({ id: 'b', coverage: 1, concepts: [0, 1] });
  });

  it("ranks an article matching more of the query's topics (synonym groups) first, whatever a rare word adds", () => {
    // "raktadab vadhla" as "rock salt bp": 'b' answers both topics; 'a' one topic and a rare loose word, far better.
    const ranked = rankArticles(
      [
        found(concept('rock salt', { groups: ['rock-salt'] }), [alternative('group'), [match('b', 1)]]),
        found(concept('bp', { groups: ['blood-pressure'] }), [alternative('group'), [match('a', 9), match('b', 1), match('c', 1)]]),
        found(concept('vadhla'), [alternative('word'), [match('a', 9)]]),
      ],
      100,
    );
    expect(ids(ranked)).toEqual(['b', 'a', 'c']);
    expect(ranked.map((article) => article.topics)).toEqual([2, 1, 1]);
  });

  it("counts a word that sounds like a group's term as that topic: exactly, with five sounds or more; with an ending, six", () => {
    // "potat baddhakoshtha": 'b' is on constipation (बद्धकोष्ठता); 'a' says पोटात many times.
    const heard = (loose: boolean): Alternative => ({
      term: groupToken('constipation'),
      kind: 'key',
      exact: false,
      scripts: 'any',
      ...(loose ? { loose } : {}),
    });
    const rank = (key: string, loose = false) =>
      ids(
        rankArticles(
          [
            found(concept('potat'), [alternative('word'), [match('a', 9), match('b', 1)]]),
            found(concept('baddhakoshtha', { keys: [key], alternatives: [heard(loose)] }), [heard(loose), [match('b', 1)]]),
            found(concept('saaf'), [alternative('word'), [match('a', 9)]]),
          ],
          100,
        ),
      );
    expect(rank('bdkost')).toEqual(['b', 'a']);
    // Four sounds make no topic, nor five that only begin with a term's sound: rarity decides.
    expect(rank('bdks')).toEqual(['a', 'b']);
    expect(rank('bdkst', true)).toEqual(['a', 'b']);
    // Six that begin with it do ("nachniche", नाचणी with a case ending).
    expect(rank('bdkost', true)).toEqual(['b', 'a']);
  });

  it('never returns an article that matches only weak words, or only aspects of the topic asked', () => {
    const ranked = rankArticles(
      [
        found(concept('vitamin'), [alternative('word'), [match('a', 1)]]),
        found(concept('k', { weak: true }), [alternative('word'), [match('a', 1), match('b', 5)]]),
        found(concept('eat', { aspect: true }), [alternative('word'), [match('c', 5)]]),
      ],
      10,
    );
    expect(ids(ranked)).toEqual(['a']);
  });

  it('lets an aspect raise an article on the topic, never make one without the topic equal to it', () => {
    const ranked = rankArticles(
      [
        found(concept('diabetes'), [alternative('word'), [match('a', 5), match('b', 5)]]),
        found(concept('eat', { aspect: true }), [alternative('word'), [match('b', 5)]]),
      ],
      10,
    );
    expect(ids(ranked)).toEqual(['b', 'a']);
    expect(ranked[1]!.coverage).toBe(1);
  });

  it('counts a Latin word heard only by its sound in Marathi words at half: "pani ghari" (घरी)', () => {
    // All three hold the topic; 'mr-monsoon' also घरी, heard from "ghari" (or typed in Devanagari).
    const key = (term = 'qzghri'): Alternative => ({ term, kind: 'key', exact: false, scripts: 'devanagari' });
    const coverage = (ghari: Concept, keyAlternative: Alternative) =>
      rankArticles(
        [
          found(concept('pani', { groups: ['water'] }), [
            alternative('group'),
            [match('en-water', 1, 'en'), match('mr-water', 1, 'mr'), match('mr-monsoon', 1, 'mr')],
          ]),
          found(ghari, [alternative('word'), []], [keyAlternative, [match('mr-monsoon', 1, 'mr')]]),
        ],
        100,
      ).find((article) => article.id === 'mr-water')!.coverage;
    const pani = Math.log(1 + 100 / 3);
    const ghari = Math.log(1 + 100 / 1);
    expect(coverage(concept('ghari'), key())).toBeCloseTo(pani / (pani + ghari / 2));
    // A Devanagari word met by its sound is a spelling of what was typed, and a Latin word that
    // sounds like a group's term is that topic: both count in full.
    expect(coverage(concept('घरि'), key())).toBeCloseTo(pani / (pani + ghari));
    expect(coverage(concept('ghari'), key(groupToken('home')))).toBeCloseTo(pani / (pani + ghari));
  });

  it('does not blame an English article for lacking a word only Hindi and Marathi can hold', () => {
    const ranked = rankArticles(
      [
        found(concept('thyroid', { groups: ['thyroid'], prefers: 'latin' }), [alternative('group'), [match('en-thyroid', 5, 'en')]]),
        found(concept('वाढले', { alternatives: [alternative('word', 'devanagari')], prefers: 'devanagari' }), [
          alternative('word', 'devanagari'),
          [match('mr-other', 1, 'mr')],
        ]),
      ],
      10,
    );
    expect(ranked.find((article) => article.id === 'en-thyroid')!.coverage).toBe(1);
  });

  it('blames an English article for lacking a Hindi word as Hindi ones are, when only pages without health advice hold it', () => {
    const devanagari = alternative('word', 'devanagari');
    const conceptMatches = [
      found(concept('शुगर', { groups: ['sugar'] }), [alternative('group'), [match('hi-diabetes', 5, 'hi'), match('en-sugar', 5, 'en')]]),
      found(concept('पसीना', { groups: ['sweat'] }), [alternative('group'), [match('hi-diabetes', 2, 'hi'), match('en-sugar', 2, 'en')]]),
      found(concept('मरीज', { alternatives: [devanagari] }), [devanagari, [match('hi-about', 3, 'hi')]]),
    ];
    const coverage = (ranked: { id: string; coverage: number }[], id: string) => ranked.find((article) => article.id === id)!.coverage;
    const aboutGivesNoAdvice = (lang: TermMatch['lang'], id: string) => !(lang === 'hi' && id === 'hi-about');
    const ranked = rankArticles(conceptMatches, 10, { pageScript: 'devanagari', givesAdvice: aboutGivesNoAdvice });
    expect(coverage(ranked, 'en-sugar')).toBeLessThan(1);
    expect(coverage(ranked, 'en-sugar')).toBeCloseTo(coverage(ranked, 'hi-diabetes'));
    // A word an advice article holds is one English articles could not have answered.
    const advised = rankArticles(conceptMatches, 10, { pageScript: 'devanagari' });
    expect(coverage(advised, 'en-sugar')).toBe(1);
    expect(coverage(advised, 'hi-diabetes')).toBeLessThan(1);
  });

  it('prefers the script the reader meant: a literal English match over a Hindi article met through its group', () => {
    const ranked = rankArticles(
      [
        found(concept('sugar', { groups: ['sugar'], prefers: 'latin' }), [
          alternative('group'),
          [match('hi-sugar', 5, 'hi'), match('en-sugar', 5, 'en')],
        ]),
      ],
      10,
    );
    expect(ids(ranked)).toEqual(['en-sugar', 'hi-sugar']);
    const romanised = rankArticles(
      [
        found(concept('sakhar', { groups: ['sugar'], prefers: 'devanagari' }), [
          alternative('group'),
          [match('en-sugar', 5, 'en'), match('hi-sugar', 5, 'hi')],
        ]),
      ],
      10,
    );
    expect(ids(romanised)).toEqual(['hi-sugar', 'en-sugar']);
  });

  it('ranks the language the stop words named above its sister language', () => {
    const ranked = rankArticles(
      [
        found(concept('sakhar', { groups: ['sugar'], prefers: 'devanagari' }), [
          alternative('group'),
          [match('hi-sugar', 5, 'hi'), match('mr-sugar', 5, 'mr')],
        ]),
      ],
      10,
      { language: 'mr' },
    );
    expect(ids(ranked)).toEqual(['mr-sugar', 'hi-sugar']);
  });
});

describe('resultsAreWeak', () => {
  it('is weak when a word found nothing, or every article matches only common words of an unmatched query', () => {
    const some = [found(concept('salt'), [alternative('word'), [match('a', 1)]]), found(concept('zzz'), [alternative('word'), []])];
    expect(resultsAreWeak(some, rankArticles(some, 10), 10)).toBe(true);
    const common = [
      found(concept('the'), [alternative('word'), Array.from({ length: 8 }, (_, i) => match(`p${i}`, 1))]),
      found(concept('stols'), [alternative('word'), [match('x', 1)]]),
    ];
    expect(resultsAreWeak(common, rankArticles(common, 10), 10)).toBe(false);
    const strong = [found(concept('salt'), [alternative('word'), [match('a', 1)]])];
    expect(resultsAreWeak(strong, rankArticles(strong, 10), 10)).toBe(false);
    expect(resultsAreWeak([], [], 10)).toBe(true);
  });
});
