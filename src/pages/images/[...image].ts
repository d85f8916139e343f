import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { contentImages } from '../../data/editor.ts';
import { LOCAL_IMAGE_PREFIX } from '../../lib/paths.ts';

// The content images at the address articles and the editor name them (`/images/…`), for the
// editor's previews (src/data/editor.ts#contentImages). Reader pages load the optimised copies.
export const getStaticPaths = (() =>
  contentImages().map(({ url, file }) => ({
    params: { image: url.slice(LOCAL_IMAGE_PREFIX.length) },
    props: { file },
  }))) satisfies GetStaticPaths;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export const GET: APIRoute<{ file: string }> = ({ props }) =>
  new Response(fs.readFileSync(props.file), { headers: { 'content-type': TYPES[path.extname(props.file).toLowerCase()]! } });
