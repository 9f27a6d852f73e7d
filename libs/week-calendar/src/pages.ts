import type { CalendarEvent } from '@lavagna/contracts';
import { addDays, atRome } from '@lavagna/domain';

/** Days a calendar read asks for at once: a week, whatever the columns shown. */
export const PAGE_DAYS = 7;

/**
 * How long a week read stays fresh: the arrows and the first view reuse it without asking
 * again; after that (or a write, which invalidates it) it is asked again with its ETag.
 */
export const PAGE_FRESH_MS = 30_000;

/** A week of the calendar as the apps ask the API for it: Rome days [first, first + 7). */
export interface CalendarPage {
  first: string;
  /** `from` and `to` of GET /api/calendar/events, UTC ISO instants of the Rome midnights. */
  from: string;
  to: string;
}

const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);

/**
 * The page holding `day`, pages counted in weeks from `origin` (the first bookable day): both
 * apps start there, so their pages (and the server's ready answers) are the same few ranges.
 */
export const pageAt = (origin: string, day: string): CalendarPage => {
  const first = addDays(origin, Math.floor(daysBetween(origin, day) / PAGE_DAYS) * PAGE_DAYS);
  return { first, from: atRome(first).toISOString(), to: atRome(addDays(first, PAGE_DAYS)).toISOString() };
};

/**
 * The pages the shown `days` need (one, or two when the columns straddle a page), and the one
 * either side to prefetch so the arrows feel instant: none before `origin` or after `last`.
 */
export const pagesFor = (origin: string, last: string, days: string[]): { shown: CalendarPage[]; prefetch: CalendarPage[] } => {
  const shown: CalendarPage[] = [];
  for (const day of days) {
    const page = pageAt(origin, day);
    if (shown.at(-1)?.first !== page.first) shown.push(page);
  }
  const [head, tail] = [shown[0], shown.at(-1)];
  if (!head || !tail) return { shown, prefetch: [] };
  const prefetch: CalendarPage[] = [];
  if (head.first > origin) prefetch.push(pageAt(origin, addDays(head.first, -1)));
  const next = pageAt(origin, addDays(tail.first, PAGE_DAYS));
  if (next.first <= last) prefetch.push(next);
  return { shown, prefetch };
};

/** What the apps' query library says of one page's read (TanStack Query's result fits). */
export interface PageRead {
  data?: CalendarEvent[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
}

/**
 * The shown pages' reads as one calendar. Passed as a stable function to the app's
 * `useQueries({ combine })`, it runs again only when a read changes.
 */
export const combinePages = (reads: PageRead[]) => ({
  events: reads.flatMap((r) => r.data ?? []),
  pending: reads.some((r) => r.isPending),
  fetching: reads.some((r) => r.isFetching),
  error: reads.find((r) => r.error)?.error ?? null,
});
