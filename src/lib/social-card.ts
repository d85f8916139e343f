import { LOCAL_IMAGE_PREFIX } from './paths.ts';

/** Social cards: the size WhatsApp, Facebook and X show large, as JPEG (SVG is not shown). */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * Where the social card of a lead image is published: `/images/salt.svg` → `/social/salt.jpg`.
 * Remote images are used as they are. One card per image, however many articles share it.
 * @example socialCardUrl('/images/infographics/bpa.svg') // => '/social/infographics/bpa.jpg'
 */
export function socialCardUrl(imageUrl: string): string {
  if (!imageUrl.startsWith(LOCAL_IMAGE_PREFIX)) return imageUrl;
  return `/social/${imageUrl.slice(LOCAL_IMAGE_PREFIX.length).replace(/\.[a-z0-9]+$/i, '')}.jpg`;
}
