import { minutesBetween } from '../time/instants.js';
import { addDays, atRome, romeDay, romeMinutes } from '../time/rome.js';
import type { Slot } from './events.js';
import { besideOthers, lastBookableDay, LessonErrors, MAX_HELD_LESSONS, slotProblem, type CalendarContext, type SlotProblem } from './rules.js';
import { isDueNow } from './monthly.js';

/** A weekly lesson: the first one's time, repeated every seven days up to `until` (a Rome day, included). */
export type WeeklyRequest = { first: Slot; until: string };

/** An occurrence the series could not book, and the rule that stopped it. */
export type SkippedOccurrence = Slot & { reason: SlotProblem | typeof LessonErrors.tooManyHeld };

/**
 * Every week's slot from the first one's day up to `until`, at the same Rome wall-clock time:
 * across a change to or from summer time the instants move by an hour, the lesson does not.
 */
export const weeklySlots = ({ first, until }: WeeklyRequest): Slot[] => {
  const start = new Date(first.start);
  const minute = romeMinutes(start);
  const minutes = minutesBetween(first);
  const slots: Slot[] = [];
  for (let day = romeDay(start); day <= until; day = addDays(day, 7)) {
    slots.push({ start: atRome(day, minute).toISOString(), end: atRome(day, minute + minutes).toISOString() });
  }
  return slots;
};

/**
 * Which occurrences of a weekly series can be booked, each under every rule a single lesson obeys
 * (the grid, the horizon, the teacher's availability and other commitments, one lesson a day) and,
 * for a student's own series, the hold limit: the occurrences already due for payment (this month,
 * and next month once its payment opens) count with the lessons the student holds. An occurrence
 * that breaks a rule is skipped and named with the rule, never dropped in silence.
 */
export const planSeries = <S extends Slot>(
  slots: S[],
  context: CalendarContext,
  now: Date,
  who: { byTeacher: boolean; heldLessons: number; paymentDay: number },
): { booked: S[]; skipped: SkippedOccurrence[] } => {
  const booked: S[] = [];
  const skipped: SkippedOccurrence[] = [];
  let held = who.heldLessons;
  for (const slot of slots) {
    const problem = slotProblem(slot, besideOthers(context, booked), now);
    if (problem) {
      skipped.push({ start: slot.start, end: slot.end, reason: problem });
      continue;
    }
    const due = !who.byTeacher && isDueNow(slot, now, who.paymentDay);
    if (due && held + 1 > MAX_HELD_LESSONS) {
      skipped.push({ start: slot.start, end: slot.end, reason: LessonErrors.tooManyHeld });
      continue;
    }
    if (due) held++;
    booked.push(slot);
  }
  return { booked, skipped };
};

/**
 * Whether `until` can end a series that starts with `first`: from the first lesson's day to the
 * last bookable day ("a chosen date within the horizon"). The broken rule's code, or null.
 */
export const seriesUntilProblem = (first: Slot, until: string, now: Date): SlotProblem | null => {
  const firstDay = romeDay(new Date(first.start));
  return until < firstDay || until > lastBookableDay(now) ? LessonErrors.outsideHorizon : null;
};
