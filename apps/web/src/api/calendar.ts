import type { AvailabilityResponse, BookLessonsRequest, BookLessonsResponse, BookSeriesRequest, BookSeriesResponse, CalendarEvent, CancelSeriesResponse, MoveLessonRequest } from '@lavagna/contracts';
import { api } from './client';

const enc = encodeURIComponent;
const teacherQuery = (teacherId?: string) => (teacherId ? `?teacherId=${enc(teacherId)}` : '');

/** Typed calls of docs/api-calendar.md. */
export const calendarApi = {
  /**
   * The lessons of [from, to). The browser keeps the answer and sends its ETag back
   * (`cache: 'no-cache'`): an unchanged week costs the server an empty 304.
   */
  events: (teacherId: string, range: { from: string; to: string }) =>
    api.get<CalendarEvent[]>(`/api/calendar/events?teacherId=${enc(teacherId)}&from=${enc(range.from)}&to=${enc(range.to)}`, { cache: 'no-cache' }),
  personalEvents: (teacherId: string, studentId: string) =>
    api.get<CalendarEvent[]>(`/api/calendar/personalevents?teacherId=${enc(teacherId)}&studentId=${enc(studentId)}`),
  availability: (teacherId?: string) => api.get<AvailabilityResponse>(`/api/users/availabilities${teacherQuery(teacherId)}`),
  book: (body: BookLessonsRequest) => api.post<BookLessonsResponse>('/api/calendar/events', body),
  bookSeries: (body: BookSeriesRequest) => api.post<BookSeriesResponse>('/api/calendar/series', body),
  /** Cancels what can still change of the weekly series of lesson `id`. */
  cancelSeries: (id: string) =>
    api.delete<CancelSeriesResponse>(`/api/calendar/series/${enc(id)}`),
  move: (id: string, body: MoveLessonRequest) =>
    api.put<{ success: boolean; event: CalendarEvent }>(`/api/calendar/events/${enc(id)}`, body),
  cancel: (id: string) => api.delete<{ success: boolean }>(`/api/calendar/events/${enc(id)}`),
};
