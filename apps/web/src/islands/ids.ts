import type { AnalyticsEventName } from '../analytics/events';
import type { ReadMark } from '../analytics/readTracking';

/** The <template> elements the server draws for the islands (IslandTemplates.tsx). */
export const TEMPLATE_IDS = { cookies: 'island-cookies', menu: 'island-menu' } as const;

/** The element holding the page's IslandsConfig (JSON, never run). */
export const CONFIG_ID = 'lavagna-islands';

/** Marks on the server-drawn page where an island takes over (data-island="..."). */
export const ISLAND_MARKS = { menuButton: 'nav-menu', resetConsent: 'reset-consent', articleImage: 'article-image' } as const;

/** What a page's islands do beyond the ones every page has: the spec's read event, when the page has one. */
export interface IslandsConfig {
  read?: { event: AnalyticsEventName; mark: ReadMark; properties: Record<string, unknown> };
  /** What is logged when an article card's image cannot be loaded (the spec's words, kept out of the islands' script). */
  imageError?: string;
}
