import { describe, expect, it } from 'vitest';
import {
  escapeSubmenu,
  fillLabel,
  menuLinks,
  menuTrail,
  normalizeMenuPath,
  resolveMenu,
  submenuId,
  submenuGroupName,
} from '../../src/lib/menu.ts';

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

/** LIFESTYLE (link + group) › More (group) › two posts; DIET (group) › Sugar (link + group) › post. */
const tree = resolveMenu(
  [
    { label: { en: 'HOME' }, home: true as const },
    {
      label: { en: 'LIFESTYLE' },
      category: 'lifestyle',
      children: [
        { label: { en: 'Salt' }, post: 'salt-basics' },
        {
          label: { en: 'More' },
          children: [
            { label: { en: 'Two' }, post: 'two' },
            { label: { en: 'Three' }, post: 'three' },
          ],
        },
      ],
    },
    {
      label: { en: 'DIET' },
      children: [{ label: { en: 'Sugar' }, category: 'sugar', children: [{ label: { en: 'Facts' }, post: 'sugar-facts' }] }],
    },
    { label: { en: 'Salt again' }, post: 'salt-basics' },
  ],
  'en',
);

describe('submenuId', () => {
  it('derives a stable DOM id from the entry id', () => {
    expect(submenuId('m-2-0')).toBe('main-menu-m-2-0');
    expect(submenuId('m-2')).not.toBe(submenuId('m-2-0'));
  });
});

describe('normalizeMenuPath', () => {
  it('drops .html, /index, trailing slashes, queries and fragments', () => {
    expect(normalizeMenuPath('/post/salt.html')).toBe('/post/salt');
    expect(normalizeMenuPath('/hi/index.html')).toBe('/hi');
    expect(normalizeMenuPath('/hi/')).toBe('/hi');
    expect(normalizeMenuPath('/tag/salt?x=1#top')).toBe('/tag/salt');
  });

  it('keeps the root and the case of legacy slugs', () => {
    expect(normalizeMenuPath('/')).toBe('/');
    expect(normalizeMenuPath('/index.html')).toBe('/');
    expect(normalizeMenuPath('')).toBe('/');
    expect(normalizeMenuPath('/category/Maida')).toBe('/category/Maida');
  });
});

describe('menuTrail', () => {
  const ids = (path: string) => menuTrail(tree, path).map((item) => item.id);

  it('finds the current page and the groups it sits in, however deep', () => {
    expect(ids('/post/three')).toEqual(['m-1', 'm-1-1', 'm-1-1-1']);
    expect(ids('/post/sugar-facts.html')).toEqual(['m-2', 'm-2-0', 'm-2-0-0']);
    expect(ids('/')).toEqual(['m-0']);
  });

  it('matches a group that is itself a link', () => {
    expect(ids('/category/lifestyle')).toEqual(['m-1']);
    expect(ids('/category/sugar')).toEqual(['m-2', 'm-2-0']);
  });

  it('takes the first entry in menu order when two link to the same page', () => {
    expect(ids('/post/salt-basics')).toEqual(['m-1', 'm-1-0']);
  });

  it('is empty for a page the menu does not link to, including other pages of a listing', () => {
    expect(ids('/post/unknown')).toEqual([]);
    expect(ids('/category/lifestyle/2')).toEqual([]);
  });
});

describe('submenuGroupName', () => {
  it('names the top-level groups alike, and each submenu’s groups after their parent', () => {
    expect(submenuGroupName(undefined)).toBe('main-menu');
    expect(submenuGroupName('m-1')).toBe('main-menu-m-1');
    expect(submenuGroupName('m-1')).not.toBe(submenuGroupName('m-2'));
  });
});

describe('escapeSubmenu', () => {
  it('closes the innermost open submenu holding the focus and returns focus to its toggle', () => {
    expect(escapeSubmenu(['m-1', 'm-1-1'], () => true)).toEqual({ open: ['m-1'], focus: 'm-1-1' });
    expect(escapeSubmenu(['m-1', 'm-1-1'], (id) => id === 'm-1')).toEqual({ open: [], focus: 'm-1' });
  });

  it('closes everything, moving no focus, when the focus is outside every open submenu', () => {
    expect(escapeSubmenu(['m-2'], () => false)).toEqual({ open: [] });
    expect(escapeSubmenu([], () => true)).toEqual({ open: [] });
  });
});

describe('menuLinks', () => {
  it('lists every link depth-first with its groups, including groups that are links', () => {
    expect(menuLinks(tree).map((link) => `${link.groups.join(' › ')} | ${link.label} ${link.href}`)).toEqual([
      ' | HOME /',
      ' | LIFESTYLE /category/lifestyle',
      'LIFESTYLE | Salt /post/salt-basics',
      'LIFESTYLE › More | Two /post/two',
      'LIFESTYLE › More | Three /post/three',
      'DIET | Sugar /category/sugar',
      'DIET › Sugar | Facts /post/sugar-facts',
      ' | Salt again /post/salt-basics',
    ]);
  });
});

describe('fillLabel', () => {
  it('puts the entry label into a translated template', () => {
    expect(fillLabel('{label} submenu', 'LIFESTYLE')).toBe('LIFESTYLE submenu');
    expect(fillLabel('{label} उप-मेनू', 'आहार')).toBe('आहार उप-मेनू');
  });
});
