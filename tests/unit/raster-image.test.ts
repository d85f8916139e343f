import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_RASTER_IMAGE_BYTES, rasterImageProblem } from '../../src/lib/raster-image.ts';

/** The first bytes of a PNG that claims the given size (signature and IHDR chunk). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('rasterImageProblem', () => {
  it('accepts real images of each format', async () => {
    const image = sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e7d32' } });
    expect(rasterImageProblem(await image.clone().png().toBuffer(), 'png')).toBeUndefined();
    expect(rasterImageProblem(await image.clone().jpeg().toBuffer(), 'jpg')).toBeUndefined();
    expect(rasterImageProblem(await image.clone().jpeg().toBuffer(), 'JPEG')).toBeUndefined();
    expect(rasterImageProblem(await image.clone().webp().toBuffer(), 'webp')).toBeUndefined();
    expect(rasterImageProblem(await image.clone().avif().toBuffer(), 'avif')).toBeUndefined();
  });

  it('refuses a file that is not what its name says', () => {
    expect(rasterImageProblem(new TextEncoder().encode('<html><script>alert(1)</script>'), 'png')).toMatch(
      /^is not a PNG image, although its name says so/,
    );
    expect(rasterImageProblem(pngHeader(10, 10), 'jpg')).toMatch(/^is not a JPG image/);
  });

  it('refuses a PNG that would decode to billions of pixels', () => {
    expect(rasterImageProblem(pngHeader(100_000, 100_000), 'png')).toBe(
      'claims 100000 × 100000 pixels, more than the build will decode (50 million). Fix: resize it before adding it.',
    );
    expect(rasterImageProblem(pngHeader(6000, 4000), 'png')).toBeUndefined();
  });

  it('refuses a file over the size limit', () => {
    const big = new Uint8Array(MAX_RASTER_IMAGE_BYTES + 1);
    big.set(pngHeader(10, 10));
    expect(rasterImageProblem(big, 'png')).toMatch(/^is 5\.0 MB; images may be at most 5 MB/);
  });
});
