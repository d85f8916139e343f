import type { APIRoute } from 'astro';
import { LOGO_SVG } from '../data/icons.ts';

export const GET: APIRoute = () => new Response(LOGO_SVG, { headers: { 'content-type': 'image/svg+xml' } });
