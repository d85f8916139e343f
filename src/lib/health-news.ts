import type { Registries, SiteSettings } from './registry-schema.ts';
import { addMonths } from './review.ts';

/**
 * The footer's Health News ages well: an item is shown for `healthNews.maxAgeMonths` after its
 * date (site.yaml), then drops out; with none left the footer links the news sources instead of
 * showing stale news, and `npm run preflight` lists what expired. Pure: "today" comes in.
 */

export type HealthNews = SiteSettings['healthNews'];
export type HealthNewsItem = HealthNews['items'][number];

/**
 * The first day an item may be dated and still shown on `today`.
 * @example newsCutoff('2026-06-01', 12) // => '2025-06-01'
 */
export function newsCutoff(today: string, maxAgeMonths: number): string {
  return addMonths(today, -maxAgeMonths);
}

/**
 * Whether an item is recent enough to show on `today`: dated on or after the cutoff.
 * @example isCurrentNews({ date: '2025-06-01' }, 12, '2026-06-01') // => true
 * @example isCurrentNews({ date: '2025-05-31' }, 12, '2026-06-01') // => false
 */
export function isCurrentNews(item: Pick<HealthNewsItem, 'date'>, maxAgeMonths: number, today: string): boolean {
  return item.date >= newsCutoff(today, maxAgeMonths);
}

/** The items older than the setting on `today` (what preflight lists), oldest first. */
export function staleNews(news: HealthNews, today: string): HealthNewsItem[] {
  return news.items.filter((item) => !isCurrentNews(item, news.maxAgeMonths, today)).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The registries as pages show them on `today`: Health News with only its current items, newest
 * first. Pages get this through their props, so a page is rebuilt the day an item expires.
 */
export function withCurrentNews(registries: Registries, today: string): Registries {
  const news = registries.site.healthNews;
  const items = news.items.filter((item) => isCurrentNews(item, news.maxAgeMonths, today)).sort((a, b) => b.date.localeCompare(a.date));
  return { ...registries, site: { ...registries.site, healthNews: { ...news, items } } };
}
