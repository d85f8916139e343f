import type { Locale } from '../i18n/locales.ts';

/**
 * Generated lead images ("covers") for articles whose author gave none: a light SVG drawing
 * from the article's category and title, built once per article at build time
 * (src/pages/cover/[slug].svg.ts), so no two articles share the same placeholder. Drawing only
 * (shapes and <text>, nothing that loads or runs: it passes findSvgHazards); Devanagari titles
 * are drawn by the reader's system fonts.
 */

/** The cover's size: the lead image and social-card proportions (1200×630). */
export const COVER = { width: 1200, height: 630 } as const;

/** Where an article's generated cover is published. */
export const COVER_PREFIX = '/cover/';

/**
 * @example coverImageUrl('acidity') // => '/cover/acidity.svg'
 */
export function coverImageUrl(slug: string): string {
  return `${COVER_PREFIX}${slug}.svg`;
}

/**
 * An article's lead image: its own, or its generated cover.
 * @example leadImageUrl({ slug: 'acidity' }) // => '/cover/acidity.svg'
 * @example leadImageUrl({ slug: 'x', featureImageUrl: '/images/x.svg' }) // => '/images/x.svg'
 */
export function leadImageUrl(data: { slug: string; featureImageUrl?: string | undefined }): string {
  return data.featureImageUrl ?? coverImageUrl(data.slug);
}

export interface CoverInput {
  slug: string;
  title: string;
  /** The category's label in the article's language. */
  category: string;
  categorySlug: string;
  lang: Locale;
  /** The site's name, printed small at the bottom. */
  siteName: string;
}

/** Background, accent and text colours; the text keeps well above 4.5:1 on each background. */
const PALETTES = [
  { bg: '#e3f1ea', accent: '#9fd4bb', ink: '#123d2f' },
  { bg: '#fdebd8', accent: '#f4b98a', ink: '#5a2a0c' },
  { bg: '#e4ecfa', accent: '#a9c1ee', ink: '#1c2f5a' },
  { bg: '#f6e4ef', accent: '#e3a9c9', ink: '#5a1c3f' },
  { bg: '#fbf3d2', accent: '#ecd37a', ink: '#4a3a06' },
  { bg: '#e2f3f5', accent: '#95d2da', ink: '#0f4048' },
  { bg: '#ece6f7', accent: '#bfaee6', ink: '#33225e' },
  { bg: '#eef2de', accent: '#c3d28f', ink: '#36420f' },
] as const;

const FONT = "system-ui, 'Noto Sans', 'Noto Sans Devanagari', 'Lohit Devanagari', 'Lohit Marathi', sans-serif";

/** A small stable hash (FNV-1a), so a cover never changes between builds. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Estimated width of a text in ems: Devanagari clusters are wider than Latin letters. */
function textEms(text: string): number {
  let ems = 0;
  for (const { segment } of graphemes.segment(text))
    ems += /[\u0900-\u097F]/.test(segment) ? 0.9 : segment === ' ' ? 0.3 : /[A-Z]/.test(segment) ? 0.7 : 0.58;
  return ems;
}

/**
 * Breaks a title into at most `maxLines` lines of at most `maxEms` (estimated), ending the last
 * with "…" when the title is longer.
 * @example wrapTitle('Salt and health', 6, 3) // => ['Salt and', 'health']
 */
export function wrapTitle(title: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = title.trim().split(/\s+/u);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (textEms(candidate) <= maxEms || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/**
 * The cover SVG of an article: its category's colours, a drawing placed by its slug, the
 * category and the title as text.
 */
export function coverSvg({ slug, title, category, categorySlug, lang, siteName }: CoverInput): string {
  const palette = PALETTES[stableHash(categorySlug) % PALETTES.length]!;
  const hash = stableHash(slug);
  const left = 80;
  const usable = COVER.width - 2 * left;
  // The largest of three sizes at which the title fits in three lines.
  let size = 64;
  let lines = wrapTitle(title, usable / size, 3);
  for (const smaller of [56, 48]) {
    if (lines.length < 3 || !lines[2]!.endsWith('…')) break;
    size = smaller;
    lines = wrapTitle(title, usable / size, 3);
  }
  const lineHeight = Math.round(size * (lang === 'en' ? 1.22 : 1.4));
  const titleTop = 250 + Math.round(((3 - lines.length) * lineHeight) / 2);
  // Decorations: two soft discs and a ring, placed by the slug's hash.
  const cx = 900 + (hash % 200);
  const cy = 40 + ((hash >>> 8) % 120);
  const r = 150 + ((hash >>> 16) % 90);
  const ringX = 120 + ((hash >>> 4) % 300);
  const ringR = 60 + ((hash >>> 12) % 50);
  const pillWidth = Math.round(textEms(category) * 28 + 48);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${left}" y="${titleTop + i * lineHeight}" font-size="${size}" font-weight="700" fill="${palette.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER.width} ${COVER.height}" width="${COVER.width}" height="${COVER.height}" font-family="${FONT}">` +
    `<rect width="${COVER.width}" height="${COVER.height}" fill="${palette.bg}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" opacity="0.55"/>` +
    `<circle cx="${COVER.width - 60}" cy="${COVER.height + 40}" r="${r - 40}" fill="${palette.accent}" opacity="0.35"/>` +
    `<circle cx="${ringX}" cy="${COVER.height - 30}" r="${ringR}" fill="none" stroke="${palette.accent}" stroke-width="18"/>` +
    `<rect x="${left}" y="96" width="${pillWidth}" height="52" rx="26" fill="#ffffff" opacity="0.85"/>` +
    `<text x="${left + 24}" y="132" font-size="28" font-weight="600" fill="${palette.ink}">${escapeXml(category)}</text>` +
    text +
    `<text x="${left}" y="${COVER.height - 56}" font-size="28" fill="${palette.ink}" opacity="0.85">${escapeXml(siteName)}</text>` +
    `</svg>`
  );
}
