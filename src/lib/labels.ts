import type { Locale } from '../i18n/locales.ts';

/** Labels of a registry entry in each language (categories.yaml, tags.yaml). */
export type LabelRegistry = Readonly<Record<string, Readonly<Record<Locale, string>>>>;

/**
 * The label of a category or tag in a language; the slug itself (or `fallback`) when the
 * registry has no such entry of its own.
 * @example labelOf({ salt: { en: 'Salt', hi: 'नमक', mr: 'मीठ' } }, 'salt', 'hi') // => 'नमक'
 */
export function labelOf(registry: LabelRegistry, slug: string, lang: Locale, fallback = slug): string {
  return Object.hasOwn(registry, slug) ? registry[slug]![lang] : fallback;
}
