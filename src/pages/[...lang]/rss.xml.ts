import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { localePaths } from '../../i18n/locales.ts';
import { languageFeed } from '../../data/feed.ts';

export const getStaticPaths = (() => localePaths()) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) => languageFeed(props.lang);
