import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { decapFiles } from '../../data/editor.ts';
import { contentTypeOf } from '../../lib/content-types.ts';
import { decapAssetsPath, EDITOR_PATH } from '../../lib/editor-page.ts';

// Decap CMS's prebuilt files, copied from the pinned package into /admin/decap-cms-{version}/.
export const getStaticPaths = (() => {
  const { version, dir, files } = decapFiles();
  const folder = decapAssetsPath(version).slice(EDITOR_PATH.length + 1);
  return files.map((file) => ({ params: { asset: `${folder}/${file}` }, props: { file: path.join(dir, file) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = ({ props }) =>
  new Response(fs.readFileSync(props.file), {
    headers: { 'content-type': contentTypeOf(props.file)! },
  });
