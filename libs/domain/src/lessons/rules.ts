import { GRID_END, GRID_START, isAvailable, STEP, type WeekAvailability } from '../availability/availability.js';
import { DomainError } from '../shared/types.js';
import { addDays, romeDay, romeMinutes, weekdayOf } from '../time/rome.js';
import type { Slot } from './events.js';

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
} as const;

/** Lessons can be booked from tomorrow up to this many days after it (Rome days). */
export const HORIZON_DAYS = 90;
export const MIN_MINUTES = 60;
/**
 * A student holds at most this many lessons awaiting payment at once (their own bookings, each
 * held for HOLD_MINUTES), so a few accounts cannot block the calendar. The teacher's bookings for
 * a student are unpaid, not held, and not bounded.
 */
export const MAX_HELD_LESSONS = 6;
export const MAX_MINUTES = 120;

/** What the handler fetches before a decision about times. */
export type CalendarContext = {
  availability: WeekAvailability;
  /** The teacher's other active lessons and external events around the requested days. */
  busy: Slot[];
  /** Rome days on which the student already has another active lesson. */
  studentDays: string[];
};

const fail = (code: string, status: 403 | 404 | 409 | 422 = 422): never => {
  throw new DomainError(code, status);
};

const minutesBetween = (slot: Slot): number => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;

export const overlaps = (a: Slot, b: Slot): boolean =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** First Rome day that can be booked: tomorrow. */
export const firstBookableDay = (now: Date): string => addDays(romeDay(now), 1);
export const lastBookableDay = (now: Date): string => addDays(firstBookableDay(now), HORIZON_DAYS);

/** Shape of a single lesson: 60-120 minutes in 30-minute steps, on the 08:00-23:00 grid of one Rome day. */
export const assertLessonShape = (slot: Slot): void => {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) fail(LessonErrors.outsideGrid);
  const minutes = minutesBetween(slot);
  if (minutes < MIN_MINUTES || minutes > MAX_MINUTES || minutes % STEP !== 0) fail(LessonErrors.badDuration);
  const startMinute = romeMinutes(start);
  const endMinute = startMinute + minutes;
  const aligned = start.getUTCSeconds() === 0 && start.getUTCMilliseconds() === 0 && startMinute % STEP === 0;
  if (!aligned || startMinute < GRID_START || endMinute > GRID_END || romeDay(start) !== romeDay(new Date(end.getTime() - 1))) {
    fail(LessonErrors.outsideGrid);
  }
};

/** Every rule about where a lesson may stand, in the order the student is told about them. */
export const assertSlotAllowed = (slot: Slot, context: CalendarContext, now: Date): void => {
  assertLessonShape(slot);
  const start = new Date(slot.start);
  const day = romeDay(start);
  if (day < firstBookableDay(now) || day > lastBookableDay(now)) fail(LessonErrors.outsideHorizon);
  const startMinute = romeMinutes(start);
  if (!isAvailable(context.availability, weekdayOf(day), startMinute, startMinute + minutesBetween(slot))) {
    fail(LessonErrors.teacherUnavailable);
  }
  if (context.studentDays.includes(day)) fail(LessonErrors.onePerDay, 409);
  if (context.busy.some((busy) => overlaps(busy, slot))) fail(LessonErrors.slotTaken, 409);
};

/** Moving or cancelling: a student until Rome's midnight before the lesson day, the teacher until it starts. */
export const assertChangeable = (slot: Slot, now: Date, byTeacher: boolean): void => {
  const start = new Date(slot.start);
  if (now >= start) fail(byTeacher ? LessonErrors.alreadyStarted : LessonErrors.lessonIsToday, 409);
  if (!byTeacher && romeDay(now) >= romeDay(start)) fail(LessonErrors.lessonIsToday, 409);
};

export { fail as refuse, minutesBetween };
