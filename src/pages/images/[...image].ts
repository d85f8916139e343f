import fs from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { contentImages } from '../../data/editor.ts';
import { contentTypeOf } from '../../lib/content-types.ts';
import { LOCAL_IMAGE_PREFIX } from '../../lib/paths.ts';

// The content images at the address articles and the editor name them (`/images/…`), for the
// editor's previews (src/data/editor.ts#contentImages). Reader pages load the optimised copies.
export const getStaticPaths = (() =>
  contentImages().map(({ url, file }) => ({
    params: { image: url.slice(LOCAL_IMAGE_PREFIX.length) },
    props: { file },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = ({ props }) =>
  new Response(fs.readFileSync(props.file), { headers: { 'content-type': contentTypeOf(props.file)! } });
