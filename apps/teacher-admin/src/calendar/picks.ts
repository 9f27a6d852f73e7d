import { problemMessages, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { besideOthers, lessonShapeProblem, minutesBetween, MIN_MINUTES, slotProblem, STEP, type Slot as Span } from '@lavagna/domain';
import { atRome, romeDay, type Day } from './rome';

/** A stretch of one Rome day, in minutes from midnight: a lesson being prepared or a move's target. */
export interface Slot {
  day: Day;
  start: number;
  minutes: number;
}

export interface SlotContext {
  availability: Availability;
  events: CalendarEvent[];
  /** The lessons being prepared for booking. */
  selections: Slot[];
  /** When the calendar was opened: the horizon runs from the next day. */
  now: Date;
  /** The student the slot is for: one lesson a day each. */
  studentId?: string | null;
  /** The lesson being moved does not stand in its own way. */
  ignoreEventId?: string;
  /** The selection being resized does not stand in its own way. */
  ignoreSelection?: number;
}

/** A new lesson lasts the domain's shortest length. */
export const newSlot = (day: Day, start: number): Slot => ({ day, start, minutes: MIN_MINUTES });

/** The slot as UTC ISO instants, as the domain and the API want them. */
export const spanOf = (slot: Slot): Span => ({
  start: atRome(slot.day, slot.start).toISOString(),
  end: atRome(slot.day, slot.start + slot.minutes).toISOString(),
});
export const toStartEnd = (slot: Slot): [string, string] => {
  const { start, end } = spanOf(slot);
  return [start, end];
};

const isLesson = (e: CalendarEvent) => !e.isGoogleEvent && e.kind === 'lesson';

/**
 * The Italian reason the domain refuses the slot, or null when it can be taken: the teacher's
 * hours, the grid, the horizon, the other events and selections, one lesson a day for the student.
 */
export const slotProblemText = (slot: Slot, ctx: SlotContext): string | null => {
  const events = ctx.events.filter((e) => e._id !== ctx.ignoreEventId);
  const others = ctx.selections.filter((_, i) => i !== ctx.ignoreSelection).map(spanOf);
  const studentDays = ctx.studentId ? events.filter((e) => isLesson(e) && e.studentId === ctx.studentId).map((e) => romeDay(new Date(e.start))) : [];
  const calendar = { availability: ctx.availability, busy: events.map((e) => ({ start: e.start, end: e.end })), studentDays };
  // The selections are the chosen student's lessons: they take their time and, with a student, their day.
  const context = ctx.studentId ? besideOthers(calendar, others) : { ...calendar, busy: [...calendar.busy, ...others] };
  const code = slotProblem(spanOf(slot), context, ctx.now);
  return code && problemMessages[code];
};

/** The same lesson, same length, starting at the clicked cell. */
export const moveTarget = (lesson: CalendarEvent, day: Day, start: number): Slot => ({ day, start, minutes: minutesBetween(lesson) });

/** A longer selection (+ 30 min), or null when the domain refuses the longer lesson. */
export const extended = (selections: Slot[], index: number, ctx: SlotContext): Slot | null => {
  const slot = selections[index];
  if (!slot) return null;
  const longer = { ...slot, minutes: slot.minutes + STEP };
  return slotProblemText(longer, { ...ctx, selections, ignoreSelection: index }) ? null : longer;
};

/** A shorter selection (– 30 min), or null when the lesson would be shorter than the domain allows. */
export const shortened = (selections: Slot[], index: number): Slot | null => {
  const slot = selections[index];
  if (!slot) return null;
  const shorter = { ...slot, minutes: slot.minutes - STEP };
  return lessonShapeProblem(spanOf(shorter)) ? null : shorter;
};
