import { z } from 'zod';
import { it } from './messages.js';

/** Italian day names, Monday first (index = weekday of the availability). */
export const DAY_NAMES = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'] as const;

const instant = z.iso.datetime({ offset: true, error: it.calendar.outsideGrid });
const id = z.string().min(1).max(64);

/**
 * POST /api/calendar/events. The student comes from the session (or `studentId` when the
 * teacher books); names, payment and booking fields a client may send are ignored.
 */
export const bookLessonsRequestSchema = z
  .object({
    startEnd: z.array(z.tuple([instant, instant]), { error: it.account.formatErrors }).min(1).max(20),
    studentId: id.optional(),
    teacherId: id.optional(),
  })
  .loose();
export type BookLessonsRequest = z.input<typeof bookLessonsRequestSchema>;

/** POST /api/calendar/series: the first lesson, repeated every week at the same time up to `until` (a Rome day, included). */
export const bookSeriesRequestSchema = z
  .object({
    start: instant,
    end: instant,
    until: z.iso.date({ error: it.calendar.seriesUntilInvalid }),
    studentId: id.optional(),
  })
  .loose();
export type BookSeriesRequest = z.input<typeof bookSeriesRequestSchema>;

/** PUT /api/calendar/events/{id} */
export const moveLessonRequestSchema = z.object({ start: instant, end: instant, userId: id.optional() }).loose();
export type MoveLessonRequest = z.input<typeof moveLessonRequestSchema>;

const minute = z.number().int().min(0).max(24 * 60);
/** Seven [start, end] pairs, Monday first, Rome local minutes from midnight; [0, 0] = 'Giorno Libero'. */
export const availabilitySchema = z.array(z.tuple([minute, minute])).length(7);
export type Availability = [number, number][];

/** PUT /api/users/availabilities (teacher) */
export const setAvailabilityRequestSchema = z.object({ availability: availabilitySchema });

/** PUT /api/users/availabilities/payment-day (teacher): from this day of the month next month's lessons are offered for payment (the 1-28 rule is the domain's). */
export const setPaymentDayRequestSchema = z.object({ paymentDay: z.number() });

/** GET /api/calendar/events and /api/users/availabilities */
export const teacherQuerySchema = z.object({ teacherId: id.optional() }).loose();
/** GET /api/calendar/events: optionally one range (a week view asks for its week). */
export const calendarQuerySchema = z
  .object({ teacherId: id.optional(), from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() })
  .loose();

/** GET /api/calendar/personalevents */
export const personalEventsQuerySchema = z.object({ teacherId: id.optional(), studentId: id.optional() }).loose();

/**
 * A calendar event as the clients see it. Another student's lesson reaches a student only as
 * kind 'busy' with title 'Non Disponibile' and no name or id of anyone.
 */
export interface CalendarEvent {
  _id: string;
  kind: 'lesson' | 'busy' | 'google';
  title: string;
  start: string;
  end: string;
  isGoogleEvent: boolean;
  studentId: string | null;
  studentName: string | null;
  /** 'held': a student's own booking waiting for payment until holdExpiresAt. */
  status: 'held' | 'booked';
  holdExpiresAt: string | null;
  /** The last day (a Rome day) of the weekly series the lesson belongs to; absent for a lesson booked on its own. */
  seriesUntil?: string;
  bookingCreation: { date: string; userId: string } | null;
  payment: { isPaid: boolean; date: string | null; userId: string | null; paymentId: string | null } | null;
}

export interface BookLessonsResponse {
  success: true;
  bookingId: string;
  holdExpiresAt: string | null;
  events: CalendarEvent[];
}

/** An occurrence of a weekly series that could not be booked: its time, the rule's code and its Italian message. */
export interface SkippedOccurrenceView {
  start: string;
  end: string;
  code: string;
  message: string;
}

export interface BookSeriesResponse extends BookLessonsResponse {
  until: string;
  skipped: SkippedOccurrenceView[];
}

/** DELETE /api/calendar/series/{lessonId}: how many lessons were cancelled, and a coupon for each paid one. */
export interface CancelSeriesResponse {
  success: true;
  cancelled: number;
  coupons: { code: string; value: number; expirationDate: string }[];
}

export interface AvailabilityResponse {
  teacherId: string;
  availability: Availability;
  /** The day of the month (1-28) from which next month's lessons are due; 20 until the teacher chooses. */
  paymentDay: number;
}
