import type { Locale } from '../i18n/locales.ts';

/** Legacy routes: live links and WhatsApp shares point at these, so they never change. */
export const postUrl = (slug: string): string => `/post/${slug}`;
export const categoryUrl = (slug: string, page = 1): string => `/category/${slug}${page > 1 ? `/${page}` : ''}`;
export const tagUrl = (slug: string, page = 1): string => `/tag/${slug}${page > 1 ? `/${page}` : ''}`;

/** Home page of a language: `/` stays the legacy (English) page. */
export const homeUrl = (lang: Locale): string => (lang === 'en' ? '/' : `/${lang}`);

/** A page that exists once per language: `/utilities`, `/hi/utilities`; `/rss.xml`, `/hi/rss.xml`. */
export const localizedUrl = (path: `/${string}`, lang: Locale): string => (lang === 'en' ? path : `/${lang}${path}`);
export const utilitiesUrl = (lang: Locale): string => localizedUrl('/utilities', lang);
export const feedUrl = (lang: Locale): string => localizedUrl('/rss.xml', lang);

/** Absolute URL on the site's origin (for canonical links and Open Graph). */
export function absoluteUrl(pathname: string, site: string | URL): string {
  return new URL(pathname, site).href;
}

/**
 * The public path of a built page. With `build.format: 'file'` Astro reports
 * `/post/x.html`; readers, canonical links and shares use `/post/x`.
 * @example pagePath('/post/salt.html') // => '/post/salt'
 * @example pagePath('/index.html') // => '/'
 */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path === '' ? '/' : path;
}
