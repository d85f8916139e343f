import { describe, expect, it } from 'vitest';
import { articlesMeetingAtLeast, searchTerm, type PagefindInstance, type PagefindResult } from '../../../src/client/pagefind.ts';
import { NON_ADVICE_FILTER } from '../../../src/lib/search/index-text.ts';
import { groupToken } from '../../../src/lib/search/synonyms.ts';

/**
 * A fake Pagefind instance over articles given as their indexed words. It answers as Pagefind
 * does: a quoted term meets the articles holding it whole; a prefix search meets the words that
 * begin with the term or, when none does, the longest word the term begins with; a filter keeps
 * only the articles that have it, and `unfilteredResultCount` counts them all the same. It
 * records the searches that scored articles (those that returned some).
 */
function fakePagefind(articles: Record<string, string[]>, filtered: Record<string, string[]> = {}) {
  const scored: string[] = [];
  const words = [...new Set(Object.values(articles).flat())];
  const instance: PagefindInstance = {
    async search(query, options = {}) {
      if (query === null) return null;
      const quoted = /^"(.+)"$/.exec(query);
      const term = quoted ? quoted[1]! : query;
      const extensions = quoted ? words.filter((word) => word === term) : words.filter((word) => word.startsWith(term));
      const fallback = [...words].filter((word) => term.startsWith(word)).sort((a, b) => b.length - a.length)[0];
      const met = extensions.length || quoted || !fallback ? extensions : [fallback];
      const ids = Object.keys(articles).filter((id) => articles[id]!.some((word) => met.includes(word)));
      const [filter] = Object.entries(options.filters ?? {});
      const kept = filter ? ids.filter((id) => (filtered[`${filter[0]}:${filter[1]}`] ?? []).includes(id)) : ids;
      if (kept.length) scored.push(query);
      const results: PagefindResult[] = kept.map((id) => ({
        id,
        score: 1,
        words: [articles[id]!.findIndex((word) => met.includes(word))],
        data: async () => ({ url: `/post/${id}`, content: articles[id]!.join(' '), meta: { title: id } }),
      }));
      return { results, unfilteredResultCount: ids.length };
    },
    options: async () => undefined,
  };
  return { instance, scored };
}

/** `count` articles named `${prefix}0`… holding `words`. */
const many = (prefix: string, count: number, words: string[]): Record<string, string[]> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, words]));

describe('searchTerm (the Pagefind client)', () => {
  it('does not score the thousands of articles of a short word a term merely begins with', async () => {
    // No word begins with "aana"; Pagefind would answer with "a", held by 151 articles. The count
    // that tells so scores none: not even the page with the build's filter value.
    const { instance, scored } = fakePagefind(
      { ...many('a', 150, ['vitamin', 'a']), about: ['about', 'a'], other: ['aanganwadi'] },
      { [`${NON_ADVICE_FILTER.name}:${NON_ADVICE_FILTER.value}`]: ['about'] },
    );
    expect(await searchTerm(instance, 'aana', { exact: false, lang: 'en' })).toEqual([]);
    expect(scored).toEqual([]);
  });

  it('does not score the articles of a longer word the term begins with that does not stand for it', async () => {
    // No word begins with "किससे" ("from whom"); Pagefind would answer with "किस", held by 150.
    const { instance, scored } = fakePagefind({ ...many('k', 150, ['किस', 'बात']), other: ['किसान'] });
    expect(await searchTerm(instance, 'किससे', { exact: false, lang: 'hi' })).toEqual([]);
    expect(scored).toEqual([]);
  });

  it('still meets a common word a slip begins with, when that word stands for it', async () => {
    // "diabetess" is "diabetes" with a slip (see acceptsMatch): its 150 articles are its matches.
    const { instance } = fakePagefind(many('d', 150, ['type', 'diabetes']));
    const found = await searchTerm(instance, 'diabetess', { exact: false, lang: 'en' });
    expect(found).toHaveLength(150);
    expect(found[0]!.words).toEqual(['diabetes', 'diabetes']);
  });

  it('still finds the words a term begins, when they are as common', async () => {
    // "di" is a word of a few articles: not what the 150 articles on diabetes were met by.
    const { instance, scored } = fakePagefind({ ...many('d', 150, ['diabetes', 'diet']), x: ['di', 'water'] });
    const found = await searchTerm(instance, 'diab', { exact: false, lang: 'en' });
    expect(found).toHaveLength(150);
    expect(found[0]!.words).toEqual(['diabetes', 'diabetes']);
    expect(scored).toEqual(['diab']);
  });

  it('scores a common word once: whether it is held whole is counted, not listed', async () => {
    const { instance, scored } = fakePagefind(many('s', 150, ['salt', 'water']));
    const found = await searchTerm(instance, 'salt', { exact: false, lang: 'en' });
    expect(found).toHaveLength(150);
    expect(found[0]!.words).toEqual(['salt']);
    expect(scored).toEqual(['salt']);
  });

  it('counts the articles a term meets at least without scoring any: held whole, or a group token', async () => {
    const token = groupToken('salt');
    const { instance, scored } = fakePagefind({ ...many('s', 150, ['salt', token]), x: ['saltier'], y: ['sa'] });
    expect(await articlesMeetingAtLeast(instance, 'salt')).toBe(150);
    expect(await articlesMeetingAtLeast(instance, token)).toBe(150);
    // Not a word, and its prefix search would fall back to "sa": nothing is held whole.
    expect(await articlesMeetingAtLeast(instance, 'saxophone')).toBe(0);
    expect(scored).toEqual([]);
  });

  it('asks nothing more of a term no article meets', async () => {
    const { instance, scored } = fakePagefind({ a: ['salt'], b: ['sugar'] });
    expect(await searchTerm(instance, 'zebra', { exact: false, lang: 'en' })).toEqual([]);
    expect(scored).toEqual([]);
  });

  it('reads which word a rare term met, so a slip for a longer word stays a match', async () => {
    // "diabetess" begins with "diabetes" (a fair match, see acceptsMatch); "k" for "kitna" is not.
    const { instance } = fakePagefind({ a: ['type', 'diabetes'], b: ['vitamin', 'k'] });
    const [match] = await searchTerm(instance, 'diabetess', { exact: false, lang: 'en' });
    expect(match).toMatchObject({ id: 'a', words: ['diabetes', 'diabetes'] });
    const kitna = await searchTerm(instance, 'kitna', { exact: false, lang: 'en' });
    expect(kitna.map((found) => found.words)).toEqual([['k', 'k']]);
  });
});
