import { z } from 'zod';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';
import { SLUG_PATTERN, webUrl } from './post-schema.ts';

/**
 * The schemas of the registries authors edit — `categories.yaml`, `tags.yaml`, `site.yaml`,
 * `menu.yaml` — and the types the site reads them as. `src/data/registries.ts` reads the files.
 */

const nonEmpty = z.string().trim().min(1, 'is empty. Fix: write a value.');

/** A text in every published language. */
const localizedText = z.object({ en: nonEmpty, hi: nonEmpty, mr: nonEmpty }).strict();
export type LocalizedText = z.output<typeof localizedText>;

/**
 * `slug → labels`; keys are case-sensitive legacy slugs (e.g. `Maida`), but two may not differ
 * only in case: their pages would overwrite each other on a case-insensitive disk or CDN.
 */
export const labelRegistrySchema = z
  .record(z.string().regex(SLUG_PATTERN, 'is not a URL-safe slug. Fix: use letters, digits and hyphens.'), localizedText)
  .superRefine((registry, ctx) => {
    const seen = new Map<string, string>();
    for (const key of Object.keys(registry)) {
      const earlier = seen.get(key.toLowerCase());
      if (earlier !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `differs only in upper/lower case from "${earlier}"; their pages would overwrite each other on a case-insensitive disk or CDN. Fix: merge the two entries, or rename one.`,
        });
      } else seen.set(key.toLowerCase(), key);
    }
  });

const link = z.object({ label: nonEmpty, url: webUrl() }).strict();

const homeSection = z
  .object({
    category: nonEmpty,
    limit: z.number().int().positive(),
  })
  .strict();

export const siteSchema = z
  .object({
    name: nonEmpty,
    url: webUrl('site origin'),
    tagline: localizedText,
    description: localizedText,
    doctor: z.object({ name: nonEmpty, slug: z.string().regex(SLUG_PATTERN) }).strict(),
    defaultImage: z.string().startsWith(LOCAL_IMAGE_PREFIX, `must be a local image under ${LOCAL_IMAGE_PREFIX}.`),
    defaultImageAlt: localizedText,
    pageSize: z.number().int().min(1).max(100),
    social: z.array(link.extend({ icon: z.enum(['facebook', 'instagram', 'youtube', 'x', 'whatsapp']) })).length(4),
    communityLinks: z.array(link).length(8, 'must list exactly eight community links.'),
    healthNews: z
      .array(z.object({ headline: nonEmpty, url: link.shape.url, date: nonEmpty, source: nonEmpty }).strict())
      .min(1),
    banner: z.object({ category: nonEmpty, title: localizedText, text: localizedText }).strict(),
    sidebar: z.object({ categories: z.array(nonEmpty).min(1), tags: z.array(nonEmpty).min(1) }).strict(),
    home: z
      .object({
        /** The legacy home page's three intro cards (English slugs; other homes show their translations). */
        introCards: z.array(z.string().regex(SLUG_PATTERN, 'is not a URL-safe slug.')).length(3, 'must list exactly three article slugs.'),
        hero: homeSection,
        myHealth: homeSection,
        recent: homeSection,
        sugar: homeSection,
      })
      .strict(),
  })
  .strict();
export type SiteSettings = z.output<typeof siteSchema>;

/** A menu entry links to one kind of built page by slug, never to a raw URL. */
interface MenuItemInput {
  label: { en: string; hi?: string | undefined; mr?: string | undefined };
  home?: boolean | undefined;
  post?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
  children?: MenuItemInput[] | undefined;
}
const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: z.object({ en: nonEmpty, hi: nonEmpty.optional(), mr: nonEmpty.optional() }).strict(),
      home: z.literal(true).optional(),
      post: nonEmpty.optional(),
      category: nonEmpty.optional(),
      tag: nonEmpty.optional(),
      children: z.array(menuItem).min(1).optional(),
    })
    .strict()
    .refine((item) => [item.home, item.post, item.category, item.tag].filter(Boolean).length <= 1, {
      error: 'has more than one target. Fix: keep one of home, post, category or tag.',
    })
    .refine((item) => item.home || item.post || item.category || item.tag || item.children, {
      error: 'leads nowhere. Fix: add a target (post, category, tag or home: true) or children.',
    }),
);
export const menuSchema = z.array(menuItem).min(1);
export type MenuItem = MenuItemInput;

export interface Registries {
  categories: Record<string, LocalizedText>;
  tags: Record<string, LocalizedText>;
  site: SiteSettings;
  menu: MenuItem[];
}
