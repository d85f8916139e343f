import { describe, expect, it } from 'vitest';
import { decapFiles } from '../../src/data/editor.ts';
import { CONTENT_TYPES, contentTypeOf } from '../../src/lib/content-types.ts';
import { IMAGE_EXTENSIONS } from '../../src/lib/paths.ts';

describe('contentTypeOf', () => {
  it('gives every image the build publishes an image type, whatever the case of its extension', () => {
    for (const extension of IMAGE_EXTENSIONS) {
      expect(contentTypeOf(`content/images/salt.${extension}`), extension).toMatch(/^image\//);
      expect(contentTypeOf(`content/images/salt.${extension.toUpperCase()}`), extension).toBe(contentTypeOf(`salt.${extension}`));
    }
    expect(contentTypeOf('salt.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('photo.jpeg')).toBe(contentTypeOf('photo.jpg'));
  });

  it("types every file of the pinned Decap CMS the editor's route serves: its scripts and its WebAssembly", () => {
    const { files } = decapFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(contentTypeOf(file), file).toBe(file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8');
  });

  it('sends text as UTF-8, and knows nothing of other kinds or of names an object inherits', () => {
    for (const [extension, type] of Object.entries(CONTENT_TYPES))
      if (type.startsWith('text/')) expect(type, extension).toContain('charset=utf-8');
    for (const file of ['notes.tar', 'README', '.svg', 'x.constructor', 'x.__proto__', 'x.toString'])
      expect(contentTypeOf(file), file).toBeUndefined();
  });
});
