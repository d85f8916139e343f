import type { APIRoute } from 'astro';
import { languageFeed } from '../../lib/feed.ts';

export const GET: APIRoute = ({ site }) => languageFeed('mr', site);
