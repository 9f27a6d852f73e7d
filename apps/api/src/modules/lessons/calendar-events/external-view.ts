import { it, type CalendarEvent } from '@lavagna/contracts';
import { createHash } from 'node:crypto';
import type { ExternalBusy } from '../external-busy/external-busy.query.js';
import type { CachedLesson } from './calendar-view.js';

/**
 * A Google event as the calendars show it: the teacher sees its title ('Evento Google' as its
 * status); a student sees an anonymous grey 'Evento Google' block, as another student's lesson.
 */
export const prepareExternal = (busy: ExternalBusy): CachedLesson => {
  const id = `google-${createHash('sha1').update(`${busy.calendarId}\u0000${busy.eventId}`).digest('base64url').slice(0, 16)}`;
  const block = (title: string): CalendarEvent => ({
    _id: id,
    kind: 'google',
    title,
    start: busy.start.toISOString(),
    end: busy.end.toISOString(),
    isGoogleEvent: true,
    studentId: null,
    studentName: null,
    status: 'booked',
    holdExpiresAt: null,
    bookingCreation: null,
    payment: null,
  });
  return {
    start: busy.start.getTime(),
    end: busy.end.getTime(),
    // Nobody's: every student gets the anonymous form.
    studentId: '',
    heldUntil: null,
    full: JSON.stringify(block(busy.title || it.calendar.googleEvent)),
    busyTail: JSON.stringify(block(it.calendar.googleEvent)).replace(/^\{"_id":"[^"]*"/, ''),
  };
};

/** Lessons and external events in one list, by start (render's order). */
export const mergeByStart = (lessons: CachedLesson[], external: CachedLesson[]): CachedLesson[] =>
  external.length === 0 ? lessons : [...lessons, ...external].sort((a, b) => a.start - b.start);
