/**
 * Categories and tags met in the export are matched to `categories.yaml` / `tags.yaml`; the
 * ones missing there are added (never dropped), appended to the file so that its entries and
 * comments stay as they are.
 */
import { LOCALES } from '../../../src/i18n/locales.ts';
import { hiddenCharacterProblem, SLUG_PATTERN, suggestSlug, windowsReservedNameProblem } from '../../../src/lib/post-schema.ts';
import { parseYamlData } from '../../../src/lib/safe-yaml.ts';
import type { LocalizedText } from '../../../src/data/registries.ts';
import { flowScalar, plainOrQuoted } from '../frontmatter.ts';

/** `slug → labels`, as in the registry files. */
export type Registry = Record<string, LocalizedText>;

export interface RegistryEntry {
  slug: string;
  labels: LocalizedText;
}

/**
 * Reads a registry file leniently (entries without an English label are ignored here; the
 * site's validation reports them), with the project's safe YAML reader (no tags, bounded
 * aliases). A file that is not YAML reads as empty.
 */
export function readRegistry(text: string): Registry {
  let data: unknown;
  try {
    data = parseYamlData(text);
  } catch {
    return {};
  }
  const registry: Registry = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return registry;
  for (const [slug, labels] of Object.entries(data as Record<string, unknown>)) {
    if (typeof labels !== 'object' || labels === null || slug === '__proto__') continue;
    const { en, hi, mr } = labels as Record<string, unknown>;
    if (typeof en !== 'string') continue;
    registry[slug] = { en, hi: typeof hi === 'string' ? hi : en, mr: typeof mr === 'string' ? mr : en };
  }
  return registry;
}

/** The same label in every language: all the export gives. Editors translate it later. */
export function sameLabel(label: string): LocalizedText {
  return { en: label, hi: label, mr: label };
}

/**
 * A readable label from a slug when the export gives none.
 * @example labelFromSlug('bisphenol-a') // => 'Bisphenol a'
 */
export function labelFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Finds a registry slug by an exact slug, else by a label in any language (case-insensitive). */
export function findInRegistry(registry: Readonly<Registry>, value: string): string | undefined {
  if (Object.hasOwn(registry, value)) return value;
  const wanted = value.trim().toLowerCase();
  return Object.keys(registry).find((slug) => LOCALES.some((lang) => registry[slug]![lang].trim().toLowerCase() === wanted));
}

export type TermResult = { ok: true; slug: string; added?: RegistryEntry | undefined } | { ok: false; reason: string };

/**
 * Resolves a category or tag as the export names it (`slug` and/or `label`) to a registry
 * slug. A term not in the registry comes back as an entry to add (`added`), with the export's
 * label — or one made from the slug — in every language; the registry itself is not changed.
 * @example resolveTerm({}, { slug: 'bpa', label: 'BPA' }) // => { ok: true, slug: 'bpa', added: { slug: 'bpa', labels: { en: 'BPA', hi: 'BPA', mr: 'BPA' } } }
 */
export function resolveTerm(
  registry: Readonly<Registry>,
  { slug, label }: { slug?: string | undefined; label?: string | undefined },
): TermResult {
  const cleanSlug = slug?.trim() || undefined;
  const cleanLabel = label?.trim() || undefined;
  if (cleanSlug && Object.hasOwn(registry, cleanSlug)) return { ok: true, slug: cleanSlug };
  if (!cleanSlug && cleanLabel) {
    const known = findInRegistry(registry, cleanLabel);
    if (known) return { ok: true, slug: known };
  }
  const newSlug = cleanSlug ?? (cleanLabel && SLUG_PATTERN.test(cleanLabel) ? cleanLabel : suggestSlug(cleanLabel ?? ''));
  if (!newSlug)
    return { ok: false, reason: cleanLabel ? `"${cleanLabel}" has no Latin letters to make a slug from` : 'has neither slug nor label' };
  if (!SLUG_PATTERN.test(newSlug)) {
    const suggestion = suggestSlug(newSlug);
    return { ok: false, reason: `"${newSlug}" is not a URL-safe slug${suggestion ? ` (e.g. ${suggestion})` : ''}` };
  }
  // The entry is checked as validate will check the registry, before anything is written.
  const reserved = windowsReservedNameProblem(newSlug);
  if (reserved) return { ok: false, reason: reserved };
  const twin = Object.keys(registry).find((key) => key.toLowerCase() === newSlug.toLowerCase());
  if (twin) return { ok: false, reason: `"${newSlug}" differs only in upper/lower case from "${twin}", already listed` };
  // A slug alone (`cow-milk`) reads better as a label once its hyphens are spaces.
  const newLabel = cleanLabel && cleanLabel !== newSlug ? cleanLabel : labelFromSlug(newSlug);
  const hidden = hiddenCharacterProblem(newLabel);
  if (hidden) return { ok: false, reason: `the label "${newLabel}" ${hidden}` };
  return { ok: true, slug: newSlug, added: { slug: newSlug, labels: sameLabel(newLabel) } };
}

/** The comment written above entries the importer adds. */
export const ADDED_COMMENT = '# Added by `npm run import` from the legacy export: translate the hi and mr labels.';

/**
 * The registry file with `entries` appended after its last line (existing text untouched),
 * under `ADDED_COMMENT`, one `slug: { en: …, hi: …, mr: … }` line each.
 * @throws Error if the result would not read back with those entries (never expected).
 * @example appendEntries('a: { en: A, hi: A, mr: A }\n', [{ slug: 'b', labels: { en: 'B', hi: 'B', mr: 'B' } }])
 * // => 'a: { en: A, hi: A, mr: A }\n# Added by `npm run import` …\nb: { en: B, hi: B, mr: B }\n'
 */
export function appendEntries(text: string, entries: RegistryEntry[]): string {
  if (!entries.length) return text;
  const lines = entries.map(
    ({ slug, labels }) => `${plainOrQuoted(slug)}: { ${LOCALES.map((lang) => `${lang}: ${flowScalar(labels[lang])}`).join(', ')} }`,
  );
  const base = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  const result = `${base}${ADDED_COMMENT}\n${lines.join('\n')}\n`;
  const check = readRegistry(result);
  for (const { slug, labels } of entries) {
    if (check[slug]?.en !== labels.en) throw new Error(`Could not append "${slug}" to the registry safely.`);
  }
  return result;
}
