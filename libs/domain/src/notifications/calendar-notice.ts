import type { BookingEvent } from '../lessons/events.js';
import type { OrderCaptured } from '../orders/events.js';
import type { Role } from '../shared/types.js';

/** What happened to a teacher's calendar. */
export type CalendarChange = 'booked' | 'moved' | 'cancelled' | 'released' | 'paid';

/** The lessons a change concerns: id, and the slot when the event names it. */
export type NoticeLesson = { lessonId?: string; start?: string; end?: string };

/** A change to a teacher's calendar, as the log tells it (for the teacher's eyes only). */
export type CalendarChangeFact = { change: CalendarChange; teacherId: string; studentId: string; lessons: NoticeLesson[] };

/**
 * One message of the live notification stream: a lesson of the viewer's teacher changed, so the
 * calendars refetch. On a student's stream `mine` says whether the lessons are theirs; another
 * student's lessons come as bare slots, with no id and no name.
 */
export type CalendarNotice = { change: CalendarChange; teacherId: string; lessons: NoticeLesson[]; mine: boolean };

/** The events that change what a calendar shows. */
export const CALENDAR_CHANGE_EVENT_TYPES = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased', 'OrderCaptured'] as const;

type Handled = Exclude<BookingEvent, { type: 'EmailQueued' }> | OrderCaptured;

/** The calendar change an event makes, if any (an e-mail queued in a booking stream makes none). */
export const calendarChangeOf = (event: { type: string; data: unknown }): CalendarChangeFact | null => {
  const e = event as Handled;
  switch (e.type) {
    case 'LessonsBooked':
      return { change: 'booked', teacherId: e.data.teacherId, studentId: e.data.studentId, lessons: e.data.lessons.map(({ lessonId, start, end }) => ({ lessonId, start, end })) };
    case 'LessonMoved':
      return { change: 'moved', teacherId: e.data.teacherId, studentId: e.data.studentId, lessons: [{ lessonId: e.data.lessonId, ...e.data.to }] };
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return { change: 'cancelled', teacherId: e.data.teacherId, studentId: e.data.studentId, lessons: [{ lessonId: e.data.lessonId, ...e.data.slot }] };
    case 'LessonsReleased':
      return { change: 'released', teacherId: e.data.teacherId, studentId: e.data.studentId, lessons: e.data.lessonIds.map((lessonId) => ({ lessonId })) };
    case 'OrderCaptured':
      return { change: 'paid', teacherId: e.data.teacherId, studentId: e.data.studentId, lessons: e.data.lessons.map(({ lessonId, start, end }) => ({ lessonId, start, end })) };
    default:
      return null;
  }
};

/** Who watches a calendar: a user of a teacher (the teacher is their own teacher). */
export type CalendarViewer = { userId: string; role: Exclude<Role, 'system'>; teacherId: string };

/**
 * The notice a viewer may see of a change: none from another teacher's calendar; the teacher
 * sees every lesson; a student sees their own lessons, and of anybody else's only the slot (an
 * id would tie lessons together, and the calendars show them as 'Non Disponibile' anyway) and
 * never their payments.
 */
export const calendarNoticeFor = (fact: CalendarChangeFact, viewer: CalendarViewer): CalendarNotice | null => {
  if (fact.teacherId !== viewer.teacherId) return null;
  if (viewer.role === 'teacher') return { change: fact.change, teacherId: fact.teacherId, lessons: fact.lessons, mine: false };
  const mine = fact.studentId === viewer.userId;
  // Another student's payment changes nothing on this calendar (the slot was taken when held).
  if (!mine && fact.change === 'paid') return null;
  const lessons = mine ? fact.lessons : fact.lessons.flatMap(({ start, end }) => (start && end ? [{ start, end }] : []));
  return { change: fact.change, teacherId: fact.teacherId, lessons, mine };
};
