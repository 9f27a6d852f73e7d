import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { combinePages, PAGE_FRESH_MS, pagesFor, type CalendarPage } from '@lavagna/week-calendar';
import type { LavagnaDataProvider } from '../dataProvider';

/** Shared by the calendar and the availability page, so a saved availability shows at once. */
export const availabilityQuery = (dataProvider: LavagnaDataProvider) => ({
  queryKey: ['teacher-availability'],
  queryFn: () => dataProvider.getAvailability(),
});

/** One week of lessons, as the student app reads them (libs/week-calendar pages). */
export const eventsQuery = (dataProvider: LavagnaDataProvider, page: CalendarPage) => ({
  queryKey: ['teacher-calendar-events', page.from, page.to],
  queryFn: () => dataProvider.getCalendarEvents(page),
  staleTime: PAGE_FRESH_MS,
});

/**
 * The events of the shown `days`, read a week at a time from `first` (the first bookable day)
 * to `last`: the week either side is prefetched, so the arrows show what is already there
 * (the same pages as the student app's).
 */
export function useCalendarWeeks(dataProvider: LavagnaDataProvider, first: string, last: string, days: string[]) {
  const queryClient = useQueryClient();
  const { shown, prefetch } = pagesFor(first, last, days);
  const weeks = useQueries({ queries: shown.map((page) => eventsQuery(dataProvider, page)), combine: combinePages });
  const ahead = prefetch.map((page) => page.first).join(',');
  useEffect(() => {
    for (const page of prefetch) void queryClient.prefetchQuery(eventsQuery(dataProvider, page));
    // `ahead` names the pages in `prefetch`.
  }, [ahead, dataProvider, queryClient]);
  return weeks;
}
