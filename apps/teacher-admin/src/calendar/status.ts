import { it, type CalendarEvent } from '@lavagna/contracts';
import { canChange } from '@lavagna/domain';
import type { BlockKind } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';

// The colours and icons of the kinds are the shared calendar's (TONES, KIND_ICONS), as on /calendario.

export const isGoogle = (e: CalendarEvent): boolean => e.isGoogleEvent || e.kind === 'google';

/** How a lesson or event looks on the grid: paid, unpaid or a calendar-service event. */
export const toneOf = (e: CalendarEvent): BlockKind => {
  if (isGoogle(e)) return 'google';
  return e.payment?.isPaid ? 'paid' : 'unpaid';
};

/** 'Lezione di Marco Rossi', or the title of a calendar-service event. */
export const lessonTitle = (e: CalendarEvent): string =>
  !isGoogle(e) && e.studentName ? adminIt.calendar.lessonOf.replace('{student}', e.studentName) : e.title;

/** The 'Stato Lezione' badge. */
export const statusLabel = (e: CalendarEvent, now: Date): string => {
  if (isGoogle(e)) return it.calendar.googleEvent;
  if (e.status === 'held') return adminIt.calendar.held;
  if (!e.payment?.isPaid) return it.calendar.toPay;
  return Date.parse(e.start) <= now.getTime() ? it.calendar.finished : it.calendar.confirmed;
};

/** A lesson (not an external event) the domain still lets the teacher move or cancel: until it starts. */
export const offersChange = (e: CalendarEvent, now: Date): boolean => !isGoogle(e) && e.kind === 'lesson' && canChange(e, now, 'teacher');

/** A lesson the teacher can still change, not paid and not in a student checkout, can be marked paid. */
export const canMarkPaid = (e: CalendarEvent, now: Date): boolean =>
  offersChange(e, now) && e.status !== 'held' && !e.payment?.isPaid;
