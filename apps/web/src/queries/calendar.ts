import { it, type BookLessonsRequest, type BookSeriesRequest } from '@lavagna/contracts';
import { firstBookableDay, lastBookableDay } from '@lavagna/domain';
import { combinePages, PAGE_FRESH_MS, pagesFor, type CalendarPage } from '@lavagna/week-calendar';
import { ApiError } from '@lavagna/web-kit';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calendarApi } from '../api/calendar';

export const calendarKey = ['calendar'] as const;

/** A failed load shows the spec's message for it; 4xx answers keep the server's words. */
const orMessage = async <T>(call: () => Promise<T>, message: string): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, message);
  }
};

/** GET /api/calendar/events of one week (libs/week-calendar pages): own lessons in full, everybody else's as 'busy'. */
export const calendarEventsQueryOptions = (teacherId: string, page: CalendarPage) =>
  queryOptions({
    queryKey: [...calendarKey, 'events', teacherId, page.from, page.to],
    queryFn: () => orMessage(() => calendarApi.events(teacherId, page), it.calendar.loadError),
    staleTime: PAGE_FRESH_MS,
    // A page that fails to load is the page's error, as when the whole calendar was one query.
    throwOnError: true,
  });

/**
 * The events of the shown `days`, read a week at a time: the week either side is prefetched,
 * so the arrows show what is already there (the same pages as the console's).
 */
export function useCalendarWeeks(teacherId: string, now: Date, days: string[]) {
  const queryClient = useQueryClient();
  const { shown, prefetch } = pagesFor(firstBookableDay(now), lastBookableDay(now), days);
  const weeks = useQueries({ queries: shown.map((page) => calendarEventsQueryOptions(teacherId, page)), combine: combinePages });
  const ahead = prefetch.map((page) => page.first).join(',');
  useEffect(() => {
    for (const page of prefetch) void queryClient.prefetchQuery(calendarEventsQueryOptions(teacherId, page));
    // `ahead` names the pages in `prefetch`.
  }, [ahead, teacherId, queryClient]);
  return weeks;
}

/** GET /api/users/availabilities: the teacher's week, Monday first. */
export const availabilityQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: ['availability', teacherId],
    queryFn: () => orMessage(() => calendarApi.availability(teacherId), it.calendar.availabilityLoadError),
    staleTime: 5 * 60_000,
  });

/** GET /api/calendar/personalevents: the student's lessons, past and future. */
export const personalEventsQueryOptions = (teacherId: string, studentId: string) =>
  queryOptions({
    queryKey: [...calendarKey, 'personal', studentId],
    queryFn: () => orMessage(() => calendarApi.personalEvents(teacherId, studentId), it.calendar.loadError),
  });

function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKey });
}

/** POST /api/calendar/events: a student's lessons are held HOLD_MINUTES (libs/domain) for payment. */
export function useBookLessons() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: (body: BookLessonsRequest) => calendarApi.book(body), onSuccess: invalidate });
}

/** POST /api/calendar/series: a weekly lesson; the answer names the weeks skipped. */
export function useBookSeries() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: (body: BookSeriesRequest) => calendarApi.bookSeries(body), onSuccess: invalidate });
}

/** DELETE /api/calendar/series/{id}: the rest of a weekly series. */
export function useCancelSeries() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: (lessonId: string) => calendarApi.cancelSeries(lessonId), onSuccess: invalidate });
}

/** PUT /api/calendar/events/{id}: same length, new time. */
export function useMoveLesson() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({ id, start, end }: { id: string; start: string; end: string }) => calendarApi.move(id, { start, end }),
    onSuccess: invalidate,
  });
}

/**
 * DELETE /api/calendar/events/{id} for each lesson of a booking just held: the hold is given back,
 * told to nobody (the server's `isHoldGivenBack`). It settles once the calendar has reloaded, so
 * the picks the student keeps show on free cells again.
 */
export function useGiveBackHold() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const failed = (await Promise.allSettled(ids.map((id) => calendarApi.cancel(id)))).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSuccess: () => invalidate(),
    onError: () => void invalidate(),
  });
}
