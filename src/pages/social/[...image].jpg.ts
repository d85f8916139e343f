import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { localImagePath } from '../../lib/paths.ts';
import { getContentDir } from '../../data/content-dir.ts';
import { getSiteData } from '../../data/site-data.ts';
import { socialCardUrl } from '../../lib/social-card.ts';
import { renderSocialCard } from '../../data/social-image.ts';

export const getStaticPaths = (async () => {
  const { site, posts, keyedPath } = await getSiteData();
  const images = new Set([site.defaultImage, ...posts.all.map((post) => post.data.featureImageUrl ?? site.defaultImage)]);
  return (
    [...images]
      .filter((url) => socialCardUrl(url) !== url)
      // The key of a local `/images/…` URL covers the bytes of its file.
      .map((url) => keyedPath({ image: socialCardUrl(url).slice('/social/'.length, -'.jpg'.length) }, { url }))
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) =>
  new Response(new Uint8Array(await renderSocialCard(localImagePath(props.url, getContentDir()))), {
    headers: { 'content-type': 'image/jpeg' },
  });
