import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  escapeSubmenu,
  fillLabel,
  MENU_LIST_ID,
  menuTrail,
  submenuId,
  toggleSubmenu,
  type ResolvedMenuItem,
} from '../../lib/menu.ts';

export interface MainMenuProps {
  items: ResolvedMenuItem[];
  /** Accessible name of the <nav> ("Main menu"). */
  label?: string | undefined;
  /** Path of the page being shown, without `.html`: its link gets `aria-current="page"`. */
  currentPath: string;
  /** Text of the button that shows the menu on narrow screens ("Menu"). */
  menuButton: string;
  /** Accessible name of a submenu toggle next to a link, with a `{label}` placeholder. */
  submenuToggle: string;
}

/** Must match the breakpoint in src/styles/menu.css. */
const WIDE = '(min-width: 768px)';

function Chevron() {
  return (
    <svg className="menu-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The site's main menu as a disclosure navigation (WAI-ARIA APG): every link is rendered on
 * the server; buttons exist only once hydrated. Without JavaScript the CSS shows the menu
 * expanded on narrow screens and reveals submenus on hover/focus-within on wide ones.
 */
export default function MainMenu({ items, label, currentPath, menuButton, submenuToggle }: MainMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  /** Open submenus: one chain of entry ids from the top level down. */
  const [open, setOpen] = useState<string[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const trail = useMemo(() => menuTrail(items, currentPath), [items, currentPath]);
  const currentIds = new Set(trail.map((item) => item.id));
  const currentHref = trail[trail.length - 1]?.href;

  useEffect(() => setHydrated(true), []);

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

  // Drop-downs near the right edge of a wide screen open towards the left instead.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    for (const list of nav.querySelectorAll<HTMLElement>('.submenu[data-flip]')) delete list.dataset.flip;
    if (!window.matchMedia(WIDE).matches) return;
    for (const id of open) {
      const list = document.getElementById(submenuId(id));
      if (list && list.getBoundingClientRect().right > document.documentElement.clientWidth) list.dataset.flip = '';
    }
  }, [open]);

  const entry = (id: string) => navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${id}"]`) ?? null;
  const toggleOf = (id: string) => entry(id)?.querySelector<HTMLButtonElement>(':scope > .menu-row > button') ?? null;

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

  function renderList(list: ResolvedMenuItem[], ancestors: string[]) {
    return list.map((item) => {
      const ids = [...ancestors, item.id];
      const isOpen = hydrated && open.includes(item.id);
      const link = item.href !== undefined && (
        <a href={item.href} aria-current={item.href === currentHref ? 'page' : undefined}>
          {item.label}
        </a>
      );
      if (!item.children.length) {
        return (
          <li key={item.id} className="menu-item" data-menu-id={item.id} data-current-trail={currentIds.has(item.id) ? '' : undefined}>
            {link}
          </li>
        );
      }
      const toggle = {
        type: 'button' as const,
        'aria-expanded': isOpen,
        'aria-controls': submenuId(item.id),
        onClick: () => setOpen((current) => toggleSubmenu(current, ids)),
      };
      return (
        <li
          key={item.id}
          className="menu-item has-submenu"
          data-menu-id={item.id}
          data-open={isOpen ? '' : undefined}
          data-current-trail={currentIds.has(item.id) ? '' : undefined}
        >
          <div className="menu-row">
            {link ||
              (hydrated ? (
                <button className="menu-group" {...toggle}>
                  {item.label}
                  <Chevron />
                </button>
              ) : (
                <span className="menu-group">
                  {item.label}
                  <Chevron />
                </span>
              ))}
            {link && hydrated && (
              <button className="submenu-toggle" {...toggle}>
                <Chevron />
                <span className="visually-hidden">{fillLabel(submenuToggle, item.label)}</span>
              </button>
            )}
          </div>
          <ul className="submenu" id={submenuId(item.id)}>
            {renderList(item.children, ids)}
          </ul>
        </li>
      );
    });
  }

  return (
    <nav
      ref={navRef}
      className="main-menu"
      aria-label={label}
      data-hydrated={hydrated ? '' : undefined}
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
      <ul className="menu-list" id={MENU_LIST_ID} data-open={menuOpen ? '' : undefined}>
        {renderList(items, [])}
      </ul>
    </nav>
  );
}
