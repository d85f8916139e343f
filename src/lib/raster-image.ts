/**
 * A first look at a raster image's bytes, so that validate stops what the build's image step
 * (sharp) would choke on: a file whose content is not the format its name says, a huge file,
 * or a "pixel bomb" — a small PNG that decodes to billions of pixels.
 */

/** Larger pictures belong resized before they are committed; every visitor would download them. */
export const MAX_RASTER_IMAGE_BYTES = 5 * 1024 * 1024;

/** Width × height above this is a decompression bomb, not a photo (a 24-megapixel camera gives 6000 × 4000). */
export const MAX_RASTER_PIXELS = 50_000_000;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** Whether the bytes start as a file of that format does (its "magic number"). */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (b) => b[0] === 0x89 && ascii(b, 1, 3) === 'PNG',
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP',
  avif: (b) => ascii(b, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 4)),
};

/**
 * Why a raster image cannot be published, or undefined if it looks like what its name says.
 * @example rasterImageProblem(new TextEncoder().encode('<html>'), 'png') // => 'is not a PNG image …'
 */
export function rasterImageProblem(bytes: Uint8Array, extension: string): string | undefined {
  const format = extension.toLowerCase();
  const matches = SIGNATURES[format];
  if (!matches) return undefined;
  if (bytes.length > MAX_RASTER_IMAGE_BYTES) {
    return `is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; images may be at most ${MAX_RASTER_IMAGE_BYTES / 1024 / 1024} MB. Fix: resize it (about 1600 pixels wide is plenty) and save it again.`;
  }
  if (!matches(bytes)) {
    return `is not a ${format.toUpperCase()} image, although its name says so (the file is damaged or of another kind). Fix: export the picture again as ${format.toUpperCase()}, or give it the right extension.`;
  }
  // PNG keeps its size in the first chunk (IHDR), so a bomb is visible without decoding it.
  if (format === 'png' && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const pixels = view.getUint32(16) * view.getUint32(20);
    if (pixels > MAX_RASTER_PIXELS) {
      return `claims ${view.getUint32(16)} × ${view.getUint32(20)} pixels, more than the build will decode (${MAX_RASTER_PIXELS / 1_000_000} million). Fix: resize it before adding it.`;
    }
  }
  return undefined;
}
