import { assertNever } from '../shared/types.js';
import type { BookingEvent, Slot } from './events.js';

export type LessonStatus = 'active' | 'cancelled' | 'released';

export type BookingState =
  | { status: 'Empty' }
  | {
      status: 'Open';
      bookingId: string;
      teacherId: string;
      studentId: string;
      holdExpiresAt: string | null;
      /** The last day of a weekly series; absent for lessons booked one by one. */
      seriesUntil?: string;
      lessons: Record<string, Slot & { status: LessonStatus }>;
    };

export const initialBookingState = (): BookingState => ({ status: 'Empty' });

const withLesson = (state: BookingState, lessonId: string, change: Partial<Slot & { status: LessonStatus }>): BookingState => {
  if (state.status !== 'Open' || !state.lessons[lessonId]) return state;
  return { ...state, lessons: { ...state.lessons, [lessonId]: { ...state.lessons[lessonId]!, ...change } } };
};

export const evolveBooking = (state: BookingState, event: BookingEvent): BookingState => {
  const { type, data } = event;
  switch (type) {
    case 'LessonsBooked':
      return {
        status: 'Open',
        bookingId: data.bookingId,
        teacherId: data.teacherId,
        studentId: data.studentId,
        holdExpiresAt: data.holdExpiresAt,
        ...(data.series ? { seriesUntil: data.series.until } : {}),
        lessons: Object.fromEntries(data.lessons.map((l) => [l.lessonId, { start: l.start, end: l.end, status: 'active' as const }])),
      };
    case 'LessonMoved':
      return withLesson(state, data.lessonId, data.to);
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return withLesson(state, data.lessonId, { status: 'cancelled' });
    case 'EmailQueued':
      return state;
    case 'LessonsReleased':
      return data.lessonIds.reduce((s, id) => withLesson(s, id, { status: 'released' }), state);
    default:
      return assertNever(type);
  }
};
