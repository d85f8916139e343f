import type { ImageMetadata } from 'astro';
import { LOCAL_IMAGE_PREFIX } from '../lib/paths.ts';
import { printable } from '../lib/printable.ts';

// Every image authors can reference as `/images/…`; astro:assets fingerprints and optimises them.
const localImages = import.meta.glob<ImageMetadata>('@content/images/**/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
});

const byUrl = new Map<string, ImageMetadata>();
for (const [key, meta] of Object.entries(localImages)) {
  const at = key.lastIndexOf('/images/');
  if (at >= 0) byUrl.set(key.slice(at), meta);
}

/** The optimised image behind a local `/images/…` URL; undefined for remote URLs. */
export function findLocalImage(url: string): ImageMetadata | undefined {
  if (!url.startsWith(LOCAL_IMAGE_PREFIX)) return undefined;
  const meta = byUrl.get(url);
  // Validation checked that the file exists, so a miss means this lookup is wrong.
  if (!meta) throw new Error(printable(`Local image ${url} is not among content/images.`));
  return meta;
}
