import type { APIRoute, GetStaticPaths } from 'astro';
import { fileKey } from '../../lib/page-keys.ts';
import { getContentDir, localImagePath } from '../../lib/paths.ts';
import { getSiteData } from '../../lib/site-data.ts';
import { renderSocialCard, socialCardUrl } from '../../lib/social-image.ts';

export const getStaticPaths = (async () => {
  const { site, posts } = await getSiteData();
  const images = new Set([site.defaultImage, ...posts.all.map((post) => post.data.featureImageUrl ?? site.defaultImage)]);
  return [...images]
    .filter((url) => socialCardUrl(url) !== url)
    .map((url) => ({
      params: { image: socialCardUrl(url).slice('/social/'.length, -'.jpg'.length) },
      props: { url },
      cacheKey: fileKey(localImagePath(url, getContentDir())),
    }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ url: string }> = async ({ props }) =>
  new Response(new Uint8Array(await renderSocialCard(localImagePath(props.url, getContentDir()))), {
    headers: { 'content-type': 'image/jpeg' },
  });
