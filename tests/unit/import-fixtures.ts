/** Builders shared by the import-* tests. */

/**
 * One document of a legacy export as the importer reads it: a published English article in
 * Lifestyle, with `extra` fields added or overriding.
 */
export const legacyDocument = (slug: string, extra: Record<string, unknown> = {}) => ({
  label: `#${slug}`,
  data: {
    title: `Title of ${slug}`,
    slug,
    metaDescription: `About ${slug}.`,
    status: 'publish',
    primaryCategory: 'Lifestyle',
    primaryCategorySlug: 'lifestyle',
    postTime: 1_600_000_000,
    postTimeodified: 1_600_000_000,
    content: `<p>Body of ${slug}.</p>`,
    ...extra,
  },
});
