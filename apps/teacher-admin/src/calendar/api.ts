import type { Availability, AvailabilityResponse, BookLessonsResponse, BookSeriesResponse, CalendarEvent, CancelSeriesResponse } from '@lavagna/contracts';
import { apiJson } from '../http/api';

const eventUrl = (id: string) => `/api/calendar/events/${encodeURIComponent(id)}`;

/** Calendar and availability calls of the teacher console, spread into the data provider. */
export const calendarMethods = {
  getAvailability: () => apiJson<AvailabilityResponse>('/api/users/availabilities'),

  setAvailability: (availability: Availability) =>
    apiJson<AvailabilityResponse>('/api/users/availabilities', { method: 'PUT', json: { availability } }),

  /** From this day of the month next month's lessons are due (1-28). */
  setPaymentDay: (paymentDay: number) =>
    apiJson<AvailabilityResponse>('/api/users/availabilities/payment-day', { method: 'PUT', json: { paymentDay } }),

  /**
   * The lessons of [from, to) (one week, libs/week-calendar pages). The browser keeps the answer
   * and sends its ETag back (`cache: 'no-cache'`): an unchanged week costs the server an empty 304.
   */
  getCalendarEvents: ({ from, to }: { from: string; to: string }) =>
    apiJson<CalendarEvent[]>(`/api/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
      cache: 'no-cache',
    }),

  bookLessons: (studentId: string, startEnd: [string, string][]) =>
    apiJson<BookLessonsResponse>('/api/calendar/events', { method: 'POST', json: { startEnd, studentId } }),

  /** The lesson every week at the same Rome time up to `until` (a Rome day); the weeks that cannot be booked come back in `skipped`. */
  bookSeries: (studentId: string, start: string, end: string, until: string) =>
    apiJson<BookSeriesResponse>('/api/calendar/series', { method: 'POST', json: { start, end, until, studentId } }),

  moveLesson: (id: string, start: string, end: string) =>
    apiJson<{ success: boolean; event: CalendarEvent }>(eventUrl(id), { method: 'PUT', json: { start, end } }),

  cancelLesson: (id: string) => apiJson<{ success: boolean }>(eventUrl(id), { method: 'DELETE' }),

  /** The lessons of the weekly series of `id` that may still be changed; a coupon for each paid one. */
  cancelSeries: (id: string) => apiJson<CancelSeriesResponse>(`/api/calendar/series/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  /** The teacher received the payment elsewhere: the lesson is paid at the student's rate. */
  markLessonPaid: (id: string) =>
    apiJson<{ success: boolean; payment: CalendarEvent['payment'] }>(`/api/addpayment/${encodeURIComponent(id)}`, {
      method: 'PUT',
    }),
};
