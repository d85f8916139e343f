import { describe, expect, it } from 'vitest';
import {
  ADDED_COMMENT,
  appendEntries,
  findInRegistry,
  labelFromSlug,
  readRegistry,
  resolveTerm,
} from '../../scripts/lib/import/registry-update.ts';
import { parseYamlData } from '../../src/lib/safe-yaml.ts';

const REGISTRY = `# Tag registry: slug -> labels.
salt:     { en: Salt, hi: नमक, mr: मीठ }
cow-milk: { en: Cow Milk, hi: गाय का दूध, mr: गाईचे दूध }
`;

describe('readRegistry', () => {
  it('reads slug → labels, and nothing from a broken file', () => {
    expect(readRegistry(REGISTRY)).toEqual({
      salt: { en: 'Salt', hi: 'नमक', mr: 'मीठ' },
      'cow-milk': { en: 'Cow Milk', hi: 'गाय का दूध', mr: 'गाईचे दूध' },
    });
    expect(readRegistry('a: [')).toEqual({});
  });

  it("reads data only, with the project's YAML reader: tags and alias bombs give nothing", () => {
    expect(readRegistry('salt: !!js/function "function () { return 1 }"\n')).toEqual({});
    expect(readRegistry('salt: { en: !custom Salt, hi: नमक, mr: मीठ }\n')).toEqual({});
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
    ].join('\n');
    expect(readRegistry(bomb)).toEqual({});
    expect(Object.getPrototypeOf(readRegistry('__proto__: { en: P, hi: P, mr: P }\nsalt: { en: Salt }\n'))).toBe(Object.prototype);
  });
});

describe('findInRegistry and labelFromSlug', () => {
  it('finds a slug exactly, or a label in any language', () => {
    const registry = readRegistry(REGISTRY);
    expect(findInRegistry(registry, 'salt')).toBe('salt');
    expect(findInRegistry(registry, 'cow milk')).toBe('cow-milk');
    expect(findInRegistry(registry, 'मीठ')).toBe('salt');
    expect(findInRegistry(registry, 'Sugar')).toBeUndefined();
    expect(labelFromSlug('bisphenol-a')).toBe('Bisphenol a');
  });
});

describe('resolveTerm', () => {
  const registry = readRegistry(REGISTRY);

  it('uses a known slug or label as it is', () => {
    expect(resolveTerm(registry, { slug: 'salt', label: 'Whatever' })).toEqual({ ok: true, slug: 'salt' });
    expect(resolveTerm(registry, { label: 'Cow Milk' })).toEqual({ ok: true, slug: 'cow-milk' });
  });

  it('returns an entry to add for an unknown term, leaving the registry alone', () => {
    expect(resolveTerm(registry, { slug: 'fibre', label: 'Dietary Fibre' })).toEqual({
      ok: true,
      slug: 'fibre',
      added: { slug: 'fibre', labels: { en: 'Dietary Fibre', hi: 'Dietary Fibre', mr: 'Dietary Fibre' } },
    });
    expect(resolveTerm(registry, { label: 'Blood Pressure' })).toMatchObject({
      slug: 'blood-pressure',
      added: { labels: { en: 'Blood Pressure' } },
    });
    expect(resolveTerm(registry, { slug: 'bisphenol-a' })).toMatchObject({ added: { labels: { en: 'Bisphenol a' } } });
    expect(registry.fibre).toBeUndefined();
  });

  it('keeps the case of a legacy slug', () => {
    expect(resolveTerm({}, { slug: 'Maida', label: 'Maida' })).toMatchObject({ ok: true, slug: 'Maida' });
  });

  it('fails for a term it cannot make a slug for', () => {
    expect(resolveTerm(registry, { label: 'रक्तदाब' })).toEqual({ ok: false, reason: '"रक्तदाब" has no Latin letters to make a slug from' });
    expect(resolveTerm(registry, {})).toEqual({ ok: false, reason: 'has neither slug nor label' });
    expect(resolveTerm(registry, { slug: 'Fats & Oils' })).toEqual({
      ok: false,
      reason: '"Fats & Oils" is not a URL-safe slug (e.g. fats-oils)',
    });
  });
});

describe('appendEntries', () => {
  it('appends under a comment, keeping the file as it was', () => {
    const result = appendEntries(REGISTRY, [
      { slug: 'fibre', labels: { en: 'Dietary Fibre', hi: 'Dietary Fibre', mr: 'Dietary Fibre' } },
      { slug: 'fats', labels: { en: 'Fats, Oils: {all}', hi: 'वसा', mr: 'true' } },
    ]);
    expect(result.startsWith(REGISTRY)).toBe(true);
    expect(result.slice(REGISTRY.length)).toBe(
      `${ADDED_COMMENT}\nfibre: { en: Dietary Fibre, hi: Dietary Fibre, mr: Dietary Fibre }\nfats: { en: "Fats, Oils: {all}", hi: वसा, mr: "true" }\n`,
    );
    expect((parseYamlData(result) as Record<string, unknown>).fats).toEqual({ en: 'Fats, Oils: {all}', hi: 'वसा', mr: 'true' });
  });

  it('adds a missing final newline first, quotes keys YAML would misread, and changes nothing for no entries', () => {
    expect(appendEntries('a: { en: A, hi: A, mr: A }', [{ slug: 'null', labels: { en: 'Nil', hi: 'Nil', mr: 'Nil' } }])).toBe(
      `a: { en: A, hi: A, mr: A }\n${ADDED_COMMENT}\n"null": { en: Nil, hi: Nil, mr: Nil }\n`,
    );
    expect(appendEntries(REGISTRY, [])).toBe(REGISTRY);
  });
});
