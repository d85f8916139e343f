import type { Locale } from '../i18n/locales.ts';
import type { MenuItem } from './registries.ts';
import { menuLabel } from './registries.ts';
import { categoryUrl, homeUrl, postUrl, tagUrl } from './urls.ts';

/** A menu entry ready to render: label in the page's language, resolved link, children. */
export interface ResolvedMenuItem {
  id: string;
  label: string;
  href?: string;
  children: ResolvedMenuItem[];
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
