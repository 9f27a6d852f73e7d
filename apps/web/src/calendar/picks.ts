import { it, problemMessages, type Availability, type CalendarEvent } from '@lavagna/contracts';
import {
  atRome,
  besideOthers,
  firstBookableDay,
  isAvailable,
  lastBookableDay,
  lessonShapeProblem,
  slotProblem,
  STEP,
  type CalendarContext,
  type Slot,
} from '@lavagna/domain';
import { ownLessonDays, toBlocks, type Block } from './blocks';
import { weekdayOf } from './rome';
import { MIN_SLOTS, SLOTS, slotStartMinutes } from './week';

/** A pick on the grid: `slots` half hours of `day` from `startSlot`. */
export interface Selection {
  day: string;
  startSlot: number;
  slots: number;
}

/** The week as the picks see it: its blocks, and what the domain's rules need to judge a pick. */
export interface GridContext {
  blocks: Block[];
  now: Date;
  firstDay: string;
  lastDay: string;
  /** The domain's calendar context: the teacher's hours, the events in the way, the student's days. */
  calendar: CalendarContext;
}

/** The grid of `events` at `now`; the lesson being moved (`editingId`) is in nobody's way. */
export function gridContext(events: CalendarEvent[], availability: Availability, now: Date, editingId?: string): GridContext {
  const blocks = toBlocks(events, editingId);
  const busy = blocks.filter((b) => b.kind !== 'editing').map((b) => ({ start: b.event.start, end: b.event.end }));
  return {
    blocks,
    now,
    firstDay: firstBookableDay(now),
    lastDay: lastBookableDay(now),
    calendar: { availability, busy, studentDays: [...ownLessonDays(blocks)] },
  };
}

export type CellState = 'free' | 'unavailable' | 'taken';
export type Outcome = { ok: true; selections: Selection[] } | { ok: false; message: string };

/** Booking picks freely; a move picks one slot of the lesson's length, replacing the previous pick. */
export type PickMode = { kind: 'book' } | { kind: 'move'; slots: number };

const covers = (b: { day: string; startSlot: number; slots: number }, day: string, slot: number) =>
  b.day === day && slot >= b.startSlot && slot < b.startSlot + b.slots;

/** How a half hour looks: taken by an event, outside the horizon or the teacher's hours, or free. */
export function cellState(ctx: GridContext, day: string, slot: number): CellState {
  if (slot < 0 || slot >= SLOTS) return 'unavailable';
  if (ctx.blocks.some((b) => covers(b, day, slot))) return 'taken';
  const start = slotStartMinutes(slot);
  if (day < ctx.firstDay || day > ctx.lastDay || !isAvailable(ctx.calendar.availability, weekdayOf(day), start, start + STEP)) return 'unavailable';
  return 'free';
}

/** UTC ISO start and end of a pick. */
export const pickSlot = (pick: Selection): Slot => ({
  start: atRome(pick.day, slotStartMinutes(pick.startSlot)).toISOString(),
  end: atRome(pick.day, slotStartMinutes(pick.startSlot) + pick.slots * STEP).toISOString(),
});
export const pickInstants = (pick: Selection): [string, string] => {
  const { start, end } = pickSlot(pick);
  return [start, end];
};

/**
 * How the grid words the domain's refusal of a pick: a lesson too short or too long, or one a
 * day, as the domain says; anything else in the way reads 'click a white cell' (the grid shows
 * which cells are).
 */
const wording = (code: string): string =>
  code === 'CALENDAR.BAD_DURATION' || code === 'CALENDAR.ONE_PER_DAY' ? problemMessages[code] : it.calendar.teacherUnavailable;

/** The domain's judgement of `pick` beside the other picks; the Italian message, or null. */
const problemOf = (ctx: GridContext, others: Selection[], pick: Selection): string | null => {
  const code = slotProblem(pickSlot(pick), besideOthers(ctx.calendar, others.map(pickSlot)), ctx.now);
  return code && wording(code);
};

const refuse = (message: string): Outcome => ({ ok: false, message });

/** `pick` put in place of `old` (or added), if the domain allows it beside the other picks. */
function place(ctx: GridContext, picks: Selection[], pick: Selection, old?: Selection): Outcome {
  const others = picks.filter((p) => p !== old);
  const problem = problemOf(ctx, others, pick);
  if (problem) return refuse(problem);
  return { ok: true, selections: [...others, pick].sort((a, b) => a.day.localeCompare(b.day)) };
}

/** Lengthens the pick of `day` by 30 minutes, as long as the domain allows the longer lesson. */
export function extend(ctx: GridContext, picks: Selection[], day: string): Outcome {
  const pick = picks.find((p) => p.day === day);
  return pick ? place(ctx, picks, { ...pick, slots: pick.slots + 1 }, pick) : { ok: true, selections: picks };
}

/** Shortens the pick of `day` by 30 minutes, as long as the lesson keeps the domain's shape. */
export function shorten(picks: Selection[], day: string): Outcome {
  const pick = picks.find((p) => p.day === day);
  if (!pick) return { ok: true, selections: picks };
  const shorter = { ...pick, slots: pick.slots - 1 };
  const problem = lessonShapeProblem(pickSlot(shorter));
  return problem ? refuse(wording(problem)) : { ok: true, selections: picks.map((p) => (p === pick ? shorter : p)) };
}

/**
 * A click on a cell: starts a 60-minute pick there (a move: one pick of the lesson's
 * length), or extends the day's pick when the cell right after it is clicked.
 */
export function clickCell(ctx: GridContext, picks: Selection[], day: string, slot: number, mode: PickMode): Outcome {
  if (picks.some((p) => covers(p, day, slot))) return { ok: true, selections: picks };
  const state = cellState(ctx, day, slot);
  if (state !== 'free') return refuse(state === 'taken' ? it.calendar.slotTaken : it.calendar.teacherUnavailable);
  const sameDay = picks.find((p) => p.day === day);
  if (mode.kind === 'book' && sameDay && slot === sameDay.startSlot + sameDay.slots) return extend(ctx, picks, day);
  if (mode.kind === 'move') return place(ctx, [], { day, startSlot: slot, slots: mode.slots });
  return place(ctx, picks, { day, startSlot: slot, slots: MIN_SLOTS });
}

/** Hours of all picks. */
export const totalHours = (picks: Selection[]): number => picks.reduce((sum, p) => sum + (p.slots * STEP) / 60, 0);

/** Whether a pick is still allowed beside the others (events may have changed since it was made). */
export const stillFits = (ctx: GridContext, picks: Selection[], pick: Selection): boolean =>
  problemOf(ctx, picks.filter((p) => p !== pick), pick) === null;
