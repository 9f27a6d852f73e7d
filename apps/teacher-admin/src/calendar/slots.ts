import { it, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { GRID_END, GRID_START, STEP } from './grid';
import { atRome, romeDay, weekdayOf, type Day } from './rome';

/** A stretch of one Rome day, in minutes from midnight. */
export interface Slot {
  day: Day;
  start: number;
  minutes: number;
}

export const MIN_MINUTES = 60;
export const MAX_MINUTES = 120;

export interface SlotContext {
  availability: Availability;
  events: CalendarEvent[];
  /** The lessons being prepared for booking. */
  selections: Slot[];
  bounds: { first: Day; last: Day };
  /** The student the slot is for: one lesson a day each. */
  studentId?: string | null;
  /** The lesson being moved does not stand in its own way. */
  ignoreEventId?: string;
  /** The selection being resized does not stand in its own way. */
  ignoreSelection?: number;
}

export const slotStart = (slot: Slot): Date => atRome(slot.day, slot.start);
export const slotEnd = (slot: Slot): Date => atRome(slot.day, slot.start + slot.minutes);

/** [start, end] as UTC ISO instants, as the API wants them. */
export const toStartEnd = (slot: Slot): [string, string] => [
  slotStart(slot).toISOString(),
  slotEnd(slot).toISOString(),
];

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/** Whether the teacher is available on the whole of [start, start + minutes) that weekday. */
export const isAvailable = (availability: Availability, weekday: number, start: number, minutes: number): boolean => {
  const [from, to] = availability[weekday] ?? [0, 0];
  if (from === 0 && to === 0) return false;
  return start >= from && start + minutes <= to;
};

/** The Italian reason a slot cannot be taken, or null when it can. */
export const slotProblem = (slot: Slot, ctx: SlotContext): string | null => {
  if (slot.start < GRID_START || slot.start + slot.minutes > GRID_END || slot.start % STEP !== 0)
    return it.calendar.outsideGrid;
  if (slot.day < ctx.bounds.first || slot.day > ctx.bounds.last) return it.calendar.outsideHorizon;
  if (!isAvailable(ctx.availability, weekdayOf(slot.day), slot.start, slot.minutes))
    return it.calendar.teacherUnavailable;
  const span: [number, number] = [slotStart(slot).getTime(), slotEnd(slot).getTime()];
  const events = ctx.events.filter((e) => e._id !== ctx.ignoreEventId);
  const others = ctx.selections.filter((_, i) => i !== ctx.ignoreSelection);
  if (
    events.some((e) => overlaps(span, [Date.parse(e.start), Date.parse(e.end)])) ||
    others.some((s) => overlaps(span, [slotStart(s).getTime(), slotEnd(s).getTime()]))
  ) {
    return it.calendar.slotTaken;
  }
  if (ctx.studentId) {
    const sameDay = (e: CalendarEvent) =>
      e.studentId === ctx.studentId && !e.isGoogleEvent && romeDay(new Date(e.start)) === slot.day;
    if (events.some(sameDay) || others.some((s) => s.day === slot.day)) return it.calendar.oneLessonPerDay;
  }
  return null;
};

const durationOf = (event: CalendarEvent) => (Date.parse(event.end) - Date.parse(event.start)) / 60_000;

/** The same lesson, same length, starting at the clicked cell. */
export const moveTarget = (lesson: CalendarEvent, day: Day, start: number): Slot => ({
  day,
  start,
  minutes: durationOf(lesson),
});

/** A longer selection (+ 30 min), or null beyond 120 minutes or when the next half hour is not free. */
export const extended = (selections: Slot[], index: number, ctx: SlotContext): Slot | null => {
  const slot = selections[index];
  if (!slot || slot.minutes + STEP > MAX_MINUTES) return null;
  const longer = { ...slot, minutes: slot.minutes + STEP };
  return slotProblem(longer, { ...ctx, selections, ignoreSelection: index }) ? null : longer;
};

/** A shorter selection (– 30 min), or null below 60 minutes. */
export const shortened = (selections: Slot[], index: number): Slot | null => {
  const slot = selections[index];
  if (!slot || slot.minutes - STEP < MIN_MINUTES) return null;
  return { ...slot, minutes: slot.minutes - STEP };
};
