import fs from 'node:fs';
import path from 'node:path';
import { imageMetadata } from 'astro/assets/utils';
import { describe, expect, it } from 'vitest';
import { svgSize, svgSizeProblem } from '../../src/lib/svg-safety.ts';

const SIZES = 'tests/fixtures/svg-size';

/** Every SVG the size rule is compared on: the variants, and every image the sites publish. */
const files = ['content/images', 'tests/fixtures/site/images', SIZES].flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(dir, name)),
);

/** Astro's own reading of an image's size (what the build does with every file in content/images). */
async function astroSize(file: string): Promise<{ width: number; height: number } | 'NoImageMetadata'> {
  try {
    const { width, height } = await imageMetadata(fs.readFileSync(file), file);
    return { width, height };
  } catch (error) {
    return (error as { name?: string }).name === 'NoImageMetadata' ? 'NoImageMetadata' : Promise.reject(error);
  }
}

describe('svgSize reads an SVG as the build does', () => {
  it.each(files)('%s', async (file) => {
    const astro = await astroSize(file);
    const ours = svgSize(fs.readFileSync(file, 'utf8'));
    if (ours) expect(astro).toEqual(ours);
    // Where the build finds no size, or one it cannot use (0, NaN), validate refuses the file.
    else expect(astro === 'NoImageMetadata' || !(astro.width > 0 && astro.height > 0), String(astro)).toBe(true);
  });

  it('finds the sizes every published image declares', () => {
    for (const file of files.filter((name) => !name.startsWith(SIZES)))
      expect(svgSizeProblem(fs.readFileSync(file, 'utf8')), file).toBeUndefined();
  });

  it.each([
    ['no-size.svg', undefined],
    ['percent.svg', undefined],
    ['viewbox-commas.svg', undefined],
    ['viewbox-two-spaces.svg', undefined],
    ['tag-after-1000-bytes.svg', undefined],
    ['zero-size.svg', undefined],
    ['width-upper-case.svg', undefined],
    ['width-height.svg', { width: 120, height: 80 }],
    ['units.svg', { width: 120, height: 113 }],
    ['percent-and-viewbox.svg', { width: 400, height: 300 }],
    ['width-and-viewbox.svg', { width: 600, height: 315 }],
    ['height-and-viewbox.svg', { width: 600, height: 315 }],
    ['viewbox-upper-case.svg', { width: 50, height: 20 }],
  ])('%s: %o', (name, size) => {
    expect(svgSize(fs.readFileSync(path.join(SIZES, name), 'utf8'))).toEqual(size);
  });
});
