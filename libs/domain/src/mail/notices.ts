import type { TeacherEmailAlerts } from '../accounts/events.js';
import type { CancelReason } from '../lessons/events.js';
import type { Actor } from '../shared/types.js';

/** The teacher's five e-mail alerts, each behind its own switch. */
export type TeacherAlert = keyof TeacherEmailAlerts;

/** The two reminders before a lesson, each behind the student's own switch. */
export type ReminderKind = '48h' | '1h';

export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '48h': 48 * 3_600_000, '1h': 3_600_000 };

/** The student's switch that allows a reminder. */
export const REMINDER_SWITCH = { '48h': 'is48HoursEmailActive', '1h': 'isOneHourEmailActive' } as const satisfies Record<ReminderKind, string>;

/**
 * The reminders a lesson gets when it is booked (or moved) at `scheduledAt` for `start`: one per
 * mark still ahead. A lesson booked closer than a mark gets no reminder for it.
 */
export const reminderMarks = (start: string, scheduledAt: string): { kind: ReminderKind; dueAt: string }[] => {
  const at = Date.parse(scheduledAt);
  return (Object.keys(REMINDER_LEAD_MS) as ReminderKind[])
    .map((kind) => ({ kind, dueAt: new Date(Date.parse(start) - REMINDER_LEAD_MS[kind]).toISOString() }))
    .filter((mark) => Date.parse(mark.dueAt) > at);
};

/**
 * Whether a reminder that fell due is still worth sending at `now`: never once its lesson has
 * begun, and not the 48-hour one when the one-hour mark has passed too (after a long downtime
 * the student gets the nearer one only).
 */
export const reminderStillUseful = (kind: ReminderKind, start: string, now: Date): boolean => {
  const lessonStart = Date.parse(start);
  if (now.getTime() >= lessonStart) return false;
  return kind === '1h' || now.getTime() < lessonStart - REMINDER_LEAD_MS['1h'];
};

/**
 * Whether a lesson's cancellation is told, to its student and to the teacher: an ordinary one is.
 * Not one whose student left (the departure's alert tells it once), nor a hold given back: a lesson
 * never paid nor confirmed ends as quietly as it began, with no e-mail and no alert.
 */
export const cancellationIsTold = (reason: CancelReason | undefined): boolean => reason === undefined;

/**
 * The alert a student's action causes for their teacher; none for what the teacher did, since
 * the teacher already knows. A payment is the student's even when the system records it (a
 * capture found by the reconciliation). A cancellation only when `cancellationIsTold`; lessons
 * cancelled because their student left are told once, by the cancelUser alert of the departure,
 * which is only for an account its student deleted (an account the teacher deleted is told to its
 * student instead).
 */
export const teacherAlertFor = (type: string, by: Actor | undefined, reason?: CancelReason): TeacherAlert | null => {
  if (!cancellationIsTold(reason)) return null;
  if (type === 'OrderCaptured') return by?.role === 'teacher' ? null : 'newBooking';
  if (by?.role !== 'student') return null;
  switch (type) {
    case 'UserRegistered':
      return 'newUser';
    case 'AccountDeleted':
      return 'cancelUser';
    case 'LessonMoved':
      return 'updateBooking';
    case 'LessonCancelled':
    case 'LessonCancelledWithCoupon':
      return 'cancelBooking';
    default:
      return null;
  }
};

/**
 * The key of one e-mail effect, the same however many times the cause is handled: the id of
 * the e-mail is derived from it, so a second attempt finds the e-mail already queued.
 */
export const noticeKey = (...parts: string[]): string => parts.join(':');

/**
 * How long a booking confirmation may wait for the mail server before the student is told it was
 * not sent (the spec's 'La mail di conferma non è stata inviata correttamente'): greylisting and
 * short outages pass within it, and the sending goes on trying after it.
 */
export const CONFIRMATION_MAIL_PATIENCE_MS = 10 * 60_000;
