import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { escapeSubmenu, MENU_LIST_ID, submenuId, toggleSubmenu } from '../../lib/menu.ts';

export interface MainMenuProps {
  /** Accessible name of the <nav> ("Main menu"). */
  label?: string | undefined;
  /** Text of the button that shows the menu on narrow screens ("Menu"). */
  menuButton: string;
  /**
   * The menu list rendered on the server (src/components/MainMenuList.astro): Astro hands it
   * over as static HTML in an <astro-slot>, which React never re-renders.
   */
  children?: ReactNode;
}

/** Must match the breakpoint in src/styles/menu.css. */
const WIDE = '(min-width: 768px)';

/** A submenu toggle: the button in an entry's row (MainMenuItems.astro). */
const TOGGLE = '.menu-row > button';

/**
 * The site's main menu as a disclosure navigation (WAI-ARIA APG). Every link, and every
 * toggle (rendered `hidden`), comes from the server as `children`; this island owns the
 * open/closed state and writes it onto that markup (`aria-expanded`, `data-open`,
 * `data-flip`), and handles its events by delegation on the <nav>. Without JavaScript the
 * CSS shows the menu expanded on narrow screens and reveals submenus on hover/focus-within
 * on wide ones.
 */
export default function MainMenu({ label, menuButton, children }: MainMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  /** Open submenus: one chain of entry ids from the top level down. */
  const [open, setOpen] = useState<string[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The server render has no working toggles: the first client render must match it, then switch.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);

  // The toggles work from now on: show them instead of the plain labels of link-less groups.
  // Before paint, in the commit that sets [data-hydrated], so nothing moves in between.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!hydrated || !nav) return;
    for (const toggle of nav.querySelectorAll<HTMLElement>(TOGGLE)) toggle.hidden = false;
    for (const group of nav.querySelectorAll<HTMLElement>('.menu-row > span.menu-group')) group.hidden = true;
  }, [hydrated]);

  // A click anywhere outside the menu closes it.
  useEffect(() => {
    if (!hydrated) return;
    const onClick = (event: MouseEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) {
        setOpen([]);
        setMenuOpen(false);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [hydrated]);

  // The state onto the server-rendered list; then drop-downs near the right edge of a wide
  // screen open towards the left instead (measured once shown, outer levels first).
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    document.getElementById(MENU_LIST_ID)?.toggleAttribute('data-open', menuOpen);
    for (const item of nav.querySelectorAll<HTMLElement>('.has-submenu')) {
      const isOpen = open.includes(item.dataset.menuId ?? '');
      item.toggleAttribute('data-open', isOpen);
      item.querySelector(`:scope > ${TOGGLE}`)?.setAttribute('aria-expanded', String(isOpen));
    }
    for (const list of nav.querySelectorAll<HTMLElement>('.submenu[data-flip]')) delete list.dataset.flip;
    if (!window.matchMedia(WIDE).matches) return;
    for (const id of open) {
      const list = document.getElementById(submenuId(id));
      if (list && list.getBoundingClientRect().right > document.documentElement.clientWidth) list.dataset.flip = '';
    }
  }, [open, menuOpen]);

  const entry = (id: string) => navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${id}"]`) ?? null;
  const toggleOf = (id: string) => entry(id)?.querySelector<HTMLButtonElement>(`:scope > ${TOGGLE}`) ?? null;

  // Submenu toggles are server markup: React's delegated events reach them through <astro-slot>.
  function onClick(event: ReactMouseEvent<HTMLElement>) {
    const nav = navRef.current;
    const toggle = event.target instanceof Element ? event.target.closest(TOGGLE) : null;
    if (!nav || !toggle || !nav.contains(toggle)) return;
    // The toggled entry's id with its ancestors' ids, from the top level down.
    const trail: string[] = [];
    for (
      let item = toggle.closest<HTMLElement>('.menu-item');
      item && nav.contains(item);
      item = item.parentElement?.closest<HTMLElement>('.menu-item') ?? null
    ) {
      trail.unshift(item.dataset.menuId ?? '');
    }
    setOpen((current) => toggleSubmenu(current, trail));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    const focused = document.activeElement;
    const next = escapeSubmenu(open, (id) => Boolean(focused && entry(id)?.contains(focused)));
    if (next.focus) {
      toggleOf(next.focus)?.focus();
    } else if (!open.length) {
      // No submenu open: on narrow screens Escape hides the whole menu.
      if (!menuOpen || window.matchMedia(WIDE).matches) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    event.preventDefault();
    setOpen(next.open);
  }

  // On wide screens drop-downs overlay the page: close them once focus leaves the menu.
  function onBlur(event: FocusEvent<HTMLElement>) {
    const to = event.relatedTarget;
    if (to instanceof Node && navRef.current?.contains(to)) return;
    if (to && window.matchMedia(WIDE).matches) setOpen([]);
  }

  // Events are delegated to the <nav>: the toggles inside are server markup (buttons), not React's.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      className="main-menu"
      aria-label={label}
      data-hydrated={hydrated ? '' : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {hydrated && (
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_LIST_ID}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <svg className="menu-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {menuButton}
        </button>
      )}
      {children}
    </nav>
  );
}
