import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/** Legacy routes: live links and WhatsApp shares point at these, so they never change. */
export const postUrl = (slug: string): string => `/post/${slug}`;
export const categoryUrl = (slug: string, page = 1): string => `/category/${slug}${page > 1 ? `/${page}` : ''}`;
export const tagUrl = (slug: string, page = 1): string => `/tag/${slug}${page > 1 ? `/${page}` : ''}`;

/** Home page of a language: `/` stays the legacy (English) page. */
export const homeUrl = (lang: Locale): string => (lang === DEFAULT_LOCALE ? '/' : `/${lang}`);

/** A page that exists once per language: `/utilities`, `/hi/utilities`; `/rss.xml`, `/hi/rss.xml`. */
export const localizedUrl = (path: `/${string}`, lang: Locale): string => (lang === DEFAULT_LOCALE ? path : `/${lang}${path}`);
export const utilitiesUrl = (lang: Locale): string => localizedUrl('/utilities', lang);
export const feedUrl = (lang: Locale): string => localizedUrl('/rss.xml', lang);

/**
 * The site's origin as a full URL, as Astro gives it (`Astro.site.href`): from `url` in
 * site.yaml, which astro.config.mjs also sets as Astro's `site`.
 * @example siteHref('https://arogya.example') // => 'https://arogya.example/'
 */
export function siteHref(url: string): string {
  return new URL(url).href;
}

/** Absolute URL on the site's origin (for canonical links and Open Graph). */
export function absoluteUrl(pathname: string, site: string | URL): string {
  return new URL(pathname, site).href;
}

/**
 * The public path of a built page. With `build.format: 'file'` Astro reports
 * `/post/x.html`, and the dist folder holds `post/x.html`; readers, canonical links and
 * shares use `/post/x`. The one place that knows how files map to URLs.
 * @example pagePath('/post/salt.html') // => '/post/salt'
 * @example pagePath('index.html') // => '/'
 * @example pagePath('hi.html') // => '/hi'
 * @example pagePath('a/index.html') // => '/a/'
 */
export function pagePath(pathname: string): string {
  const path = `${pathname.startsWith('/') ? '' : '/'}${pathname}`.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path === '' ? '/' : path;
}

/**
 * Whether an address carries a user name or password before its host (`https://www.who.int@evil.example/`
 * goes to evil.example while reading like the WHO's): content and registries never link that way.
 * Read as a browser reads it from a page of the site (relative addresses have none).
 * @example hasUserinfo('https://www.who.int@evil.example/') // => true
 * @example hasUserinfo('https://www.who.int/news') // => false
 * @example hasUserinfo('mailto:doc@arogya.example') // => false
 */
export function hasUserinfo(address: string): boolean {
  try {
    const url = new URL(address, 'https://site.invalid/');
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}
