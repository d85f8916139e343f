import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decapAssetsPath } from '../lib/editor-page.ts';
import { getImagesDir, IMAGE_EXTENSIONS, LOCAL_IMAGE_PREFIX } from '../lib/paths.ts';
import { editorPageData, type EditorPageData } from '../lib/editor-config.ts';
import { getContentDir } from './content-dir.ts';
import { loadRegistries } from './registries.ts';

/**
 * Build-time reading for the editor at /admin: Decap CMS's prebuilt files (from the pinned
 * `decap-cms` package, served by this site: no third-party script host) and the editor's
 * configuration for the content folder being built.
 */

const require = createRequire(import.meta.url);

/** The `decap-cms` package's folder of prebuilt files, and its version. */
function decapPackage(): { version: string; dist: string } {
  const manifest = require.resolve('decap-cms/package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return { version, dist: path.join(path.dirname(manifest), 'dist') };
}

/**
 * Decap CMS's files the editor loads: its script, the chunks it loads on demand and its
 * WebAssembly; not the source maps, nor `cms.js` (the same script under another name).
 */
export function decapFiles(): { version: string; dir: string; files: string[] } {
  const { version, dist } = decapPackage();
  const files = fs
    .readdirSync(dist)
    .filter((file) => file === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(file) || file.endsWith('.wasm'))
    .sort();
  return { version, dir: dist, files };
}

/** Where the editor's page loads Decap CMS from. */
export function decapScriptUrl(): string {
  return `${decapAssetsPath(decapPackage().version)}/decap-cms.js`;
}

/**
 * The content folder as the editor names it: relative to the repository's root, with `/`
 * (`content`; a fixture corpus inside the project keeps its own path).
 */
export function editorContentPath(contentDir = getContentDir()): string {
  const relative = path.relative(process.cwd(), contentDir).split(path.sep).join('/');
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : 'content';
}

/**
 * The data of the editor's page for the content being built, but the preview's stylesheets
 * (src/components/AdminPage.astro adds the site's, as built).
 */
export function editorData(): Omit<EditorPageData, 'previewStyles'> {
  const { previewStyles: _none, ...data } = editorPageData(loadRegistries(), editorContentPath(), {
    decapScript: decapScriptUrl(),
    previewStyles: [],
  });
  return data;
}

/**
 * The content images as the editor names them, `/images/…` (its media library's public folder),
 * with their files. Decap CMS shows an image already in the repository from that address, so the
 * site publishes the originals there too (src/pages/images/[...image].ts); reader pages keep
 * using the optimised copies in /_astro/. Only the formats the site publishes; no symbolic links.
 */
export function contentImages(contentDir = getContentDir()): { url: string; file: string }[] {
  const dir = getImagesDir(contentDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (IMAGE_EXTENSIONS as readonly string[]).includes(path.extname(entry.name).slice(1).toLowerCase()))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { url: `${LOCAL_IMAGE_PREFIX}${path.relative(dir, file).split(path.sep).join('/')}`, file };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
