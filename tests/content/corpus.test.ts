import { describe, expect, it } from 'vitest';
import { loadValidatedCorpus } from '../../src/data/corpus.ts';
import { isPublished } from '../../src/lib/posts.ts';

describe('the published corpus in content/', () => {
  // Throws with every problem listed (file, field, fix) if any article or registry is broken.
  const posts = loadValidatedCorpus();

  it('passes every validation rule', () => {
    expect(posts.length).toBeGreaterThan(0);
  });

  it('has published articles in every language', () => {
    for (const lang of ['en', 'hi', 'mr'] as const) {
      expect(posts.filter((p) => p.data.lang === lang && isPublished(p.data)).length, lang).toBeGreaterThan(0);
    }
  });
});
