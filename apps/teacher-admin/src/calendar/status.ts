import { it, type CalendarEvent } from '@lavagna/contracts';
import { canChange } from '@lavagna/domain';
import { adminIt } from '../i18n/it';

export type Tone = 'paid' | 'unpaid' | 'google' | 'editing' | 'selection';

/** Block colours: paid green, unpaid orange, calendar-service grey, being moved red, new lessons blue. */
export const TONES: Record<Tone, { bg: string; fg: string }> = {
  paid: { bg: '#2e7d32', fg: '#fff' },
  unpaid: { bg: '#ef6c00', fg: '#fff' },
  google: { bg: '#9e9e9e', fg: '#fff' },
  editing: { bg: '#c62828', fg: '#fff' },
  selection: { bg: '#1565c0', fg: '#fff' },
};

export const isGoogle = (e: CalendarEvent): boolean => e.isGoogleEvent || e.kind === 'google';

export const toneOf = (e: CalendarEvent): Tone => {
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
