import { describe, expect, it } from 'vitest';
import { resolveMenu } from '../../src/lib/menu.ts';

describe('resolveMenu', () => {
  const menu = [
    { label: { en: 'HOME', hi: 'होम' }, home: true as const },
    {
      label: { en: 'DIET' },
      children: [
        { label: { en: 'Maida' }, category: 'Maida' },
        { label: { en: 'BPA' }, tag: 'bisphenol-a' },
        { label: { en: 'Part 1' }, post: 'bpa-part-1' },
      ],
    },
  ];

  it('resolves slugs to legacy routes and labels to the page language', () => {
    const [home, diet] = resolveMenu(menu, 'hi');
    expect(home).toEqual({ id: 'm-0', label: 'होम', href: '/hi', children: [] });
    expect(diet?.label).toBe('DIET');
    expect(diet?.href).toBeUndefined();
    expect(diet?.children.map((c) => [c.id, c.href])).toEqual([
      ['m-1-0', '/category/Maida'],
      ['m-1-1', '/tag/bisphenol-a'],
      ['m-1-2', '/post/bpa-part-1'],
    ]);
  });
});
