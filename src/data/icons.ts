import sharp from 'sharp';
// The one logo file: favicon, app icons and the header logo all come from it.
import logoSvg from '../assets/logo.svg?raw';

/** The logo's SVG source (the favicon is this file as it is). */
export const LOGO_SVG: string = logoSvg;

/** Sizes of the PNG app icons (Apple touch icon, and the web app manifest's two). */
export const ICON_SIZES = [180, 192, 512] as const;
export const THEME_COLOR = '#116149';

/**
 * A square PNG app icon: the logo on white with a safe margin, so it also works as a
 * "maskable" icon that launchers crop to a circle.
 */
export async function renderAppIcon(size: number): Promise<Buffer> {
  const logoSize = Math.round(size * 0.7);
  const logo = await sharp(Buffer.from(LOGO_SVG)).resize(logoSize, logoSize).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer();
}
