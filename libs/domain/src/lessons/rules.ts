import { GRID_END, GRID_START, isAvailable, STEP, type WeekAvailability } from '../availability/availability.js';
import { DomainError, type Role } from '../shared/types.js';
import { minutesBetween } from '../time/instants.js';
import { addDays, atRome, romeDay, romeMinutes, weekdayOf } from '../time/rome.js';
import type { Slot } from './events.js';
import { MAX_MINUTES, MIN_MINUTES } from './lengths.js';

export { LESSON_LENGTHS, MAX_MINUTES, MIN_MINUTES } from './lengths.js';

export const LessonErrors = {
  emailNotConfirmed: 'CALENDAR.EMAIL_NOT_CONFIRMED',
  badDuration: 'CALENDAR.BAD_DURATION',
  outsideGrid: 'CALENDAR.OUTSIDE_GRID',
  outsideHorizon: 'CALENDAR.OUTSIDE_HORIZON',
  teacherUnavailable: 'CALENDAR.TEACHER_UNAVAILABLE',
  onePerDay: 'CALENDAR.ONE_PER_DAY',
  slotTaken: 'CALENDAR.SLOT_TAKEN',
  lessonIsToday: 'CALENDAR.LESSON_IS_TODAY',
  alreadyStarted: 'CALENDAR.ALREADY_STARTED',
  moveKeepsDuration: 'CALENDAR.MOVE_KEEPS_DURATION',
  onlyPaidCanMove: 'CALENDAR.ONLY_PAID_CAN_MOVE',
  paidNeedsCoupon: 'CALENDAR.PAID_NEEDS_COUPON',
  notPaid: 'CALENDAR.NOT_PAID',
  lessonNotFound: 'CALENDAR.LESSON_NOT_FOUND',
  tooManyHeld: 'CALENDAR.TOO_MANY_HELD',
  bookingExists: 'CALENDAR.BOOKING_EXISTS',
  teacherBusyElsewhere: 'CALENDAR.TEACHER_BUSY_ELSEWHERE',
  notASeries: 'CALENDAR.NOT_A_SERIES',
  seriesOver: 'CALENDAR.SERIES_OVER',
} as const;

/** Where a lesson may not stand: what `slotProblem` answers. */
export type SlotProblem = (typeof LessonErrors)[
  'badDuration' | 'outsideGrid' | 'outsideHorizon' | 'teacherUnavailable' | 'onePerDay' | 'slotTaken' | 'teacherBusyElsewhere'
];
/** Why a lesson can no longer be moved or cancelled: what `changeProblem` answers. */
export type ChangeProblem = (typeof LessonErrors)['lessonIsToday' | 'alreadyStarted'];

/** Lessons can be booked from tomorrow up to this many days after it (Rome days). */
export const HORIZON_DAYS = 90;
/**
 * A student holds at most this many lessons awaiting payment at once (their own bookings, each
 * held for HOLD_MINUTES), so a few accounts cannot block the calendar. The teacher's bookings for
 * a student are unpaid, not held, and not bounded.
 */
export const MAX_HELD_LESSONS = 6;

/** What the handler fetches before a decision about times. */
export type CalendarContext = {
  availability: WeekAvailability;
  /** The teacher's other active lessons and external events around the requested days. */
  busy: Slot[];
  /** Rome days on which the student already has another active lesson. */
  studentDays: string[];
  /** The teacher's commitments in the calendars they chose to show (Google events); none if absent. */
  external?: Slot[];
};

const fail = (code: string): never => {
  throw new DomainError(code);
};

const failWith = (code: string | null): void => {
  if (code) fail(code);
};

export const overlaps = (a: Slot, b: Slot): boolean =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** First Rome day that can be booked: tomorrow. */
export const firstBookableDay = (now: Date): string => addDays(romeDay(now), 1);
export const lastBookableDay = (now: Date): string => addDays(firstBookableDay(now), HORIZON_DAYS);

/**
 * The shape of a single lesson: 60-120 minutes in 30-minute steps, on the 08:00-23:00 grid of
 * one Rome day. The broken rule's code, or null.
 */
export const lessonShapeProblem = (slot: Slot): SlotProblem | null => {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return LessonErrors.outsideGrid;
  const minutes = minutesBetween(slot);
  if (minutes < MIN_MINUTES || minutes > MAX_MINUTES || minutes % STEP !== 0) return LessonErrors.badDuration;
  const startMinute = romeMinutes(start);
  const endMinute = startMinute + minutes;
  const aligned = start.getUTCSeconds() === 0 && start.getUTCMilliseconds() === 0 && startMinute % STEP === 0;
  if (!aligned || startMinute < GRID_START || endMinute > GRID_END || romeDay(start) !== romeDay(new Date(end.getTime() - 1))) {
    return LessonErrors.outsideGrid;
  }
  return null;
};

/**
 * Every rule about where a lesson may stand, in the order the student is told about them: the
 * first broken rule's code, or null. What a screen asks before sending a booking or a move, and
 * what the decider refuses with.
 */
export const slotProblem = (slot: Slot, context: CalendarContext, now: Date): SlotProblem | null => {
  const shape = lessonShapeProblem(slot);
  if (shape) return shape;
  const start = new Date(slot.start);
  const day = romeDay(start);
  if (day < firstBookableDay(now) || day > lastBookableDay(now)) return LessonErrors.outsideHorizon;
  const startMinute = romeMinutes(start);
  if (!isAvailable(context.availability, weekdayOf(day), startMinute, startMinute + minutesBetween(slot))) {
    return LessonErrors.teacherUnavailable;
  }
  if (context.studentDays.includes(day)) return LessonErrors.onePerDay;
  if (context.busy.some((busy) => overlaps(busy, slot))) return LessonErrors.slotTaken;
  if (context.external?.some((busy) => overlaps(busy, slot))) return LessonErrors.teacherBusyElsewhere;
  return null;
};

/**
 * The context of one lesson among others booked (or picked) with it: they stand in its way as
 * booked lessons do, by their time and by their day.
 */
export const besideOthers = (context: CalendarContext, others: Slot[]): CalendarContext => ({
  ...context,
  busy: [...context.busy, ...others],
  studentDays: [...context.studentDays, ...others.map((other) => romeDay(new Date(other.start)))],
});

/**
 * The last moment a student may move or cancel a lesson themself: Rome's midnight that begins the
 * lesson's day. A lesson the teacher booked for them is to be paid by then: until it they may still
 * cancel it at no charge; from it on, the lesson is theirs to pay.
 */
export const studentChangeDeadline = (lesson: Slot): Date => atRome(romeDay(new Date(lesson.start)));

/**
 * Moving or cancelling: a student until Rome's midnight before the lesson day, the teacher until
 * it starts. The code of the deadline passed, or null.
 */
export const changeProblem = (lesson: Slot, now: Date, role: Role): ChangeProblem | null => {
  const byTeacher = role === 'teacher';
  const start = new Date(lesson.start);
  if (now >= start) return byTeacher ? LessonErrors.alreadyStarted : LessonErrors.lessonIsToday;
  if (!byTeacher && now >= studentChangeDeadline(lesson)) return LessonErrors.lessonIsToday;
  return null;
};

/** Whether `role` may still move or cancel the lesson at `now`. */
export const canChange = (lesson: Slot, now: Date, role: Role): boolean => changeProblem(lesson, now, role) === null;

/**
 * Whether giving up an unpaid lesson only gives back a hold: the student's own booking, held for
 * payment (`holdExpiresAt` set) and never paid, was never confirmed to anybody, so its end is told
 * to nobody (see `cancellationIsTold`) and no change deadline applies. A lesson the teacher booked
 * (no hold), a paid one, or a held one the teacher cancels is a real cancellation.
 */
export const isHoldGivenBack = (holdExpiresAt: string | null, isPaid: boolean, role: Role): boolean =>
  holdExpiresAt !== null && !isPaid && role === 'student';

/** The deciders' form of `slotProblem`: throws its code. */
export const assertSlotAllowed = (slot: Slot, context: CalendarContext, now: Date): void => failWith(slotProblem(slot, context, now));

/** The deciders' form of `changeProblem`: throws its code. */
export const assertChangeable = (slot: Slot, now: Date, byTeacher: boolean): void =>
  failWith(changeProblem(slot, now, byTeacher ? 'teacher' : 'student'));

export { fail as refuse };
