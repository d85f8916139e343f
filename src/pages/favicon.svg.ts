import type { APIRoute } from 'astro';
import { readLogoSvg } from '../lib/icons.ts';

export const GET: APIRoute = () => new Response(readLogoSvg(), { headers: { 'content-type': 'image/svg+xml' } });
