import type { AvailabilityResponse, BookLessonsRequest, BookLessonsResponse, CalendarEvent, MoveLessonRequest } from '@lavagna/contracts';
import { api } from './client';

const enc = encodeURIComponent;
const teacherQuery = (teacherId?: string) => (teacherId ? `?teacherId=${enc(teacherId)}` : '');

/** Typed calls of docs/api-calendar.md. */
export const calendarApi = {
  events: (teacherId?: string) => api.get<CalendarEvent[]>(`/api/calendar/events${teacherQuery(teacherId)}`),
  personalEvents: (teacherId: string, studentId: string) =>
    api.get<CalendarEvent[]>(`/api/calendar/personalevents?teacherId=${enc(teacherId)}&studentId=${enc(studentId)}`),
  availability: (teacherId?: string) => api.get<AvailabilityResponse>(`/api/users/availabilities${teacherQuery(teacherId)}`),
  book: (body: BookLessonsRequest) => api.post<BookLessonsResponse>('/api/calendar/events', body),
  move: (id: string, body: MoveLessonRequest) =>
    api.put<{ success: boolean; event: CalendarEvent }>(`/api/calendar/events/${enc(id)}`, body),
  cancel: (id: string) => api.delete<{ success: boolean }>(`/api/calendar/events/${enc(id)}`),
};
