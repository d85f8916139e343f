/**
 * Light and dark themes. The page follows `prefers-color-scheme` (CSS alone) unless the reader
 * chose a theme with the header toggle: that choice is kept in localStorage and written onto
 * `<html data-theme>` by a tiny inline script at the start of `<body>`, before anything is
 * painted, so a reload never flashes the other theme. The script's SHA-256 is added to the
 * Content Security Policy in astro.config.mjs (no 'unsafe-inline').
 */

/** localStorage key of the reader's choice (`light` or `dark`). */
export const THEME_STORAGE_KEY = 'arogya-theme';

export type Theme = 'light' | 'dark';

/** Runs before the page paints; must stay a classic, self-contained script (it is hashed as is). */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/**
 * The theme a page shows: the stored choice, else the system preference.
 * @example effectiveTheme(null, true) // => 'dark'
 */
export function effectiveTheme(stored: string | null | undefined, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
