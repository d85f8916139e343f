import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { getSiteData } from '../../data/site-data.ts';
import { coverSvg } from '../../lib/cover-image.ts';
import { labelOf } from '../../lib/labels.ts';

// The generated lead image of every article without one of its own (src/lib/cover-image.ts).
export const getStaticPaths = (async () => {
  const { posts, categories, site, keyedPath } = await getSiteData();
  return posts.all
    .filter((post) => !post.data.featureImageUrl)
    .map(({ data }) =>
      keyedPath(
        { slug: data.slug },
        {
          cover: {
            slug: data.slug,
            title: data.title,
            category: labelOf(categories, data.primaryCategorySlug, data.lang, data.primaryCategory),
            categorySlug: data.primaryCategorySlug,
            lang: data.lang,
            siteName: site.name,
          },
        },
      ),
    );
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  new Response(coverSvg(props.cover), { headers: { 'content-type': 'image/svg+xml' } });
