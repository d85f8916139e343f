import type { Locale } from '../i18n/locales.ts';
// Type-only import: this module also runs in the browser (menu island), registries read files.
import type { MenuItem } from './registry-schema.ts';
import { categoryUrl, homeUrl, pagePath, postUrl, tagUrl } from './urls.ts';

/** A menu entry ready to render: label in the page's language, resolved link, children. */
export interface ResolvedMenuItem {
  id: string;
  label: string;
  href?: string;
  children: ResolvedMenuItem[];
}

/** The menu label in `lang`, falling back to English where no translation is given. */
export function menuLabel(item: MenuItem, lang: Locale): string {
  return item.label[lang] ?? item.label.en;
}

/** Where a menu entry leads, by its kind of target; undefined for a pure group. */
export function menuHref(item: MenuItem, lang: Locale): string | undefined {
  if (item.home) return homeUrl(lang);
  if (item.post) return postUrl(item.post);
  if (item.category) return categoryUrl(item.category);
  if (item.tag) return tagUrl(item.tag);
  return undefined;
}

/**
 * Resolves the menu for one language. Ids are stable (`m-2-0`), so `aria-controls`
 * references stay the same across builds.
 */
export function resolveMenu(items: MenuItem[], lang: Locale, prefix = 'm'): ResolvedMenuItem[] {
  return items.map((item, i) => {
    const id = `${prefix}-${i}`;
    const href = menuHref(item, lang);
    return {
      id,
      label: menuLabel(item, lang),
      ...(href ? { href } : {}),
      children: item.children ? resolveMenu(item.children, lang, id) : [],
    };
  });
}

/** DOM id of the top-level list, which the mobile "Menu" button controls. */
export const MENU_LIST_ID = 'main-menu-list';

/**
 * DOM id of the list holding an entry's children, for its toggle's `aria-controls`.
 * Derived from the stable entry id, so it is the same on the server and in the browser.
 * @example submenuId('m-2-0') // => 'main-menu-m-2-0'
 */
export function submenuId(id: string): string {
  return `main-menu-${id}`;
}

/**
 * The `name` shared by the <details> of sibling submenus, so that a browser keeps one of them
 * open at a time (an exclusive accordion): one name per list, from the id of its parent entry.
 * @example submenuGroupName(undefined) // => 'main-menu'
 * @example submenuGroupName('m-2') // => 'main-menu-m-2'
 */
export function submenuGroupName(parentId: string | undefined): string {
  return parentId === undefined ? 'main-menu' : `main-menu-${parentId}`;
}

/**
 * A page path in the form menu links use: no `.html`, no `/index`, no trailing slash
 * (except the root), so `/hi/index.html`, `/hi/` and `/hi` all compare equal.
 * @example normalizeMenuPath('/post/salt.html') // => '/post/salt'
 * @example normalizeMenuPath('/hi/') // => '/hi'
 */
export function normalizeMenuPath(path: string): string {
  const trimmed = pagePath(path.replace(/[?#].*$/, '')).replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The chain of entries from the top level down to the first entry (depth-first, in menu
 * order) that links to `path`; empty when no entry does. The last entry is the current
 * page's link (`aria-current="page"`), the others are the groups it sits in.
 * @example menuTrail([{ id: 'm-0', label: 'Diet', children: [{ id: 'm-0-0', label: 'BPA', href: '/post/bpa', children: [] }] }], '/post/bpa.html').map((i) => i.id)
 * // => ['m-0', 'm-0-0']
 */
export function menuTrail(items: readonly ResolvedMenuItem[], path: string): ResolvedMenuItem[] {
  const target = normalizeMenuPath(path);
  for (const item of items) {
    if (item.href !== undefined && normalizeMenuPath(item.href) === target) return [item];
    const below = menuTrail(item.children, target);
    if (below.length) return [item, ...below];
  }
  return [];
}

/**
 * Open submenus are one chain of ids from the top level down: at most one submenu per level is
 * open (the MainMenu island keeps it so). Where Escape leads: the innermost open submenu whose entry contains the focus is closed
 * (with everything below it) and focus goes back to that entry's toggle. When the focus is
 * in no open submenu, every submenu closes and focus stays where it is.
 * @example escapeSubmenu(['m-2', 'm-2-0'], (id) => id === 'm-2') // => { open: [], focus: 'm-2' }
 */
export function escapeSubmenu(open: readonly string[], containsFocus: (id: string) => boolean): { open: string[]; focus?: string } {
  for (let i = open.length - 1; i >= 0; i--) {
    const id = open[i]!;
    if (containsFocus(id)) return { open: open.slice(0, i), focus: id };
  }
  return { open: [] };
}

/**
 * Every link in the menu, in document order (depth-first), with the labels of the groups
 * it sits in. Groups that also link somewhere are included.
 */
export function menuLinks(items: readonly ResolvedMenuItem[], groups: string[] = []): { href: string; label: string; groups: string[] }[] {
  return items.flatMap((item) => [
    ...(item.href !== undefined ? [{ href: item.href, label: item.label, groups }] : []),
    ...menuLinks(item.children, [...groups, item.label]),
  ]);
}

/**
 * Fills the `{label}` placeholder of a translated template (the dictionary has one template
 * for every submenu toggle).
 * @example fillLabel('{label} submenu', 'LIFESTYLE') // => 'LIFESTYLE submenu'
 */
export function fillLabel(template: string, label: string): string {
  return template.replaceAll('{label}', label);
}
