import type { APIRoute } from 'astro';
import { getSiteData } from '../data/site-data.ts';
import { THEME_COLOR } from '../data/icons.ts';

/** Lets readers add the site to their home screen like an app. */
export const GET: APIRoute = async () => {
  const { site } = await getSiteData();
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description.en,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'content-type': 'application/manifest+json' } });
};
