import type { APIRoute, GetStaticPaths } from 'astro';
import { ICON_SIZES, renderAppIcon } from '../../data/icons.ts';

export const getStaticPaths = (() => ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await renderAppIcon(Number(params.size))), { headers: { 'content-type': 'image/png' } });
