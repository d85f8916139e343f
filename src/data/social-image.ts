import sharp from 'sharp';
import { SOCIAL_CARD } from '../lib/social-card.ts';

/** Renders a lead image (SVG or raster) as a 1200×630 JPEG card, well under 300 KB. */
export function renderSocialCard(imageFile: string): Promise<Buffer> {
  return sharp(imageFile, { density: 144 })
    .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
