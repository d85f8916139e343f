/**
 * The one list of languages the site is published in. Every other module derives its
 * language list from here.
 */
export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The legacy site's language: its pages keep the unprefixed URLs (`/`, `/utilities`). */
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags used for Intl formatting and `hreflang` (India-specific variants). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** Each language's name written in that language (for the language switcher). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Static paths of a page that exists once per language: `/x` in the default language,
 * `/hi/x` and `/mr/x` (for routes under `src/pages/[...lang]/`).
 */
export function localePaths(): { params: { lang: string | undefined }; props: { lang: Locale } }[] {
  return LOCALES.map((lang) => ({ params: { lang: lang === DEFAULT_LOCALE ? undefined : lang }, props: { lang } }));
}
