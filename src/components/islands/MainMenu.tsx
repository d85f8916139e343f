import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { escapeSubmenu, MENU_LIST_ID } from '../../lib/menu.ts';

export interface MainMenuProps {
  /** Accessible name of the <nav> ("Main menu"). */
  label?: string | undefined;
  /**
   * The menu rendered on the server (src/components/MainMenuList.astro): the phone's "Menu"
   * toggle and the list. Astro hands it over as static HTML in an <astro-slot>, which React
   * never re-renders.
   */
  children?: ReactNode;
}

/** Must match the breakpoint in src/styles/menu.css. */
const WIDE = '(min-width: 768px)';

/** The <details> of a group's submenu, and the phone's "Menu" toggle (MainMenuItems/MainMenuList.astro). */
const SUBMENU = ':scope > details.submenu-disclosure';
const MENU_TOGGLE = 'details.menu-toggle';

const disclosureOf = (item: Element | null | undefined) => item?.querySelector<HTMLDetailsElement>(SUBMENU) ?? null;

/** The open groups of the menu as one chain from the top level down (the first open one of each level). */
function openChain(nav: HTMLElement): string[] {
  return openChainFrom(nav.querySelector<HTMLElement>(`#${MENU_LIST_ID}`));
}

/** The open groups below a list, as one chain (see openChain). */
function openChainFrom(start: HTMLElement | null): string[] {
  const chain: string[] = [];
  for (let list = start; list;) {
    const item = [...list.children].find((child) => disclosureOf(child)?.open);
    if (!(item instanceof HTMLElement) || !item.dataset.menuId) break;
    chain.push(item.dataset.menuId);
    list = disclosureOf(item)?.querySelector<HTMLElement>(':scope > .submenu') ?? null;
  }
  return chain;
}

/**
 * Opens exactly the groups of `chain`; then drop-downs near the right edge of a wide screen
 * open towards the left instead (measured once shown, outer levels first).
 */
function showOpen(nav: HTMLElement, chain: readonly string[]): void {
  for (const item of nav.querySelectorAll<HTMLElement>('.has-submenu')) {
    const details = disclosureOf(item);
    const open = chain.includes(item.dataset.menuId ?? '');
    if (details && details.open !== open) details.open = open;
  }
  for (const list of nav.querySelectorAll<HTMLElement>('.submenu[data-flip]')) delete list.dataset.flip;
  if (!window.matchMedia(WIDE).matches) return;
  for (const id of chain) {
    const list = disclosureOf(nav.querySelector(`[data-menu-id="${id}"]`))?.querySelector<HTMLElement>(':scope > .submenu');
    if (list && list.getBoundingClientRect().right > document.documentElement.clientWidth) list.dataset.flip = '';
  }
}

/**
 * The site's main menu, a disclosure navigation. Every link and toggle is server markup
 * (`children`): each submenu, and the menu itself on phones, is a <details> whose <summary>
 * works without JavaScript, so the island hydrates only on the reader's first interaction
 * (`client:interaction`). The <details> are the state, before hydration and after: the tap that
 * hydrated the island has already opened what it touched, whenever the island's code arrives.
 * Once hydrated, the island adds the rules of src/lib/menu.ts: one group open per level, a
 * closed group closes what is below it, Escape closes the innermost group and returns focus to
 * its toggle (on phones, with none open, the menu itself), a click outside closes everything,
 * and on wide screens so does focus leaving the menu. Drop-downs near the right edge of a wide
 * screen open to the left.
 */
export default function MainMenu({ label, children }: MainMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // What the reader opened before, kept to the rules (older browsers let siblings open together).
    showOpen(nav, openChain(nav));
    setHydrated(true);

    // `toggle` does not bubble: listen in the capture phase. A group that opened: it, the
    // groups it sits in and what is open inside it stay open, every other branch closes (the
    // event comes a task after the change: a reader quick enough, or a busy phone, has opened a
    // group inside it by then). One that closed: what was open below it closes, the rest stays
    // (it may have closed because a sibling opened). The toggles showOpen makes fire this again
    // and change nothing more.
    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || details.matches(MENU_TOGGLE) || !nav.contains(details)) return;
      if (!details.open) {
        showOpen(nav, openChain(nav));
        return;
      }
      const trail: string[] = [];
      for (let at = details.parentElement; at && nav.contains(at); at = at.parentElement?.closest<HTMLElement>('.has-submenu') ?? null) {
        if (at.dataset.menuId) trail.unshift(at.dataset.menuId);
      }
      showOpen(nav, [...trail, ...openChainFrom(details.querySelector<HTMLElement>(':scope > .submenu'))]);
    };
    // A click anywhere outside the menu closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && nav.contains(event.target)) return;
      showOpen(nav, []);
      const toggle = nav.querySelector<HTMLDetailsElement>(MENU_TOGGLE);
      if (toggle?.open) toggle.open = false;
    };
    nav.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onClick);
    return () => {
      nav.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onClick);
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const nav = navRef.current;
    if (event.key !== 'Escape' || !nav) return;
    const focused = document.activeElement;
    const open = openChain(nav);
    const next = escapeSubmenu(open, (id) => Boolean(focused && nav.querySelector(`[data-menu-id="${id}"]`)?.contains(focused)));
    if (next.focus) {
      disclosureOf(nav.querySelector(`[data-menu-id="${next.focus}"]`))
        ?.querySelector('summary')
        ?.focus();
    } else if (!open.length) {
      // No submenu open: on narrow screens Escape hides the whole menu.
      const toggle = nav.querySelector<HTMLDetailsElement>(MENU_TOGGLE);
      if (!toggle?.open || window.matchMedia(WIDE).matches) return;
      toggle.open = false;
      toggle.querySelector('summary')?.focus();
    }
    event.preventDefault();
    showOpen(nav, next.open);
  }

  // On wide screens drop-downs overlay the page: close them once focus leaves the menu.
  function onBlur(event: FocusEvent<HTMLElement>) {
    const nav = navRef.current;
    const to = event.relatedTarget;
    if (!nav || (to instanceof Node && nav.contains(to))) return;
    if (to && window.matchMedia(WIDE).matches) showOpen(nav, []);
  }

  // Key and focus events are delegated to the <nav>: the toggles inside are server markup.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      className="main-menu"
      aria-label={label}
      data-hydrated={hydrated ? '' : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {children}
    </nav>
  );
}
