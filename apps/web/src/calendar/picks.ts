import { it, type Availability } from '@lavagna/contracts';
import type { Block } from './blocks';
import { isSlotAvailable, MAX_SLOTS, MIN_SLOTS, SLOTS, slotStartMinutes, STEP } from './grid';
import { atRome } from './rome';

/** A pick on the grid: `slots` half hours of `day` from `startSlot`. */
export interface Selection {
  day: string;
  startSlot: number;
  slots: number;
}

/** What the rules need to know about the grid. */
export interface GridContext {
  availability: Availability;
  blocks: Block[];
  firstDay: string;
  lastDay: string;
  /** Days with another lesson of the student: one lesson per day. */
  ownDays: Set<string>;
}

export type CellState = 'free' | 'unavailable' | 'taken';
export type Outcome = { ok: true; selections: Selection[] } | { ok: false; message: string };

/** Booking picks freely; a move picks one slot of the lesson's length, replacing the previous pick. */
export type PickMode = { kind: 'book' } | { kind: 'move'; slots: number };

const covers = (b: { day: string; startSlot: number; slots: number }, day: string, slot: number) =>
  b.day === day && slot >= b.startSlot && slot < b.startSlot + b.slots;

export function cellState(ctx: GridContext, day: string, slot: number): CellState {
  if (slot < 0 || slot >= SLOTS) return 'unavailable';
  if (ctx.blocks.some((b) => covers(b, day, slot))) return 'taken';
  if (day < ctx.firstDay || day > ctx.lastDay || !isSlotAvailable(ctx.availability, day, slot)) return 'unavailable';
  return 'free';
}

const refuse = (message: string): Outcome => ({ ok: false, message });

/** Whether `count` half hours from `slot` are free and not picked already. */
const fits = (ctx: GridContext, picks: Selection[], day: string, slot: number, count: number) =>
  Array.from({ length: count }, (_, i) => slot + i).every(
    (s) => cellState(ctx, day, s) === 'free' && !picks.some((p) => covers(p, day, s)),
  );

/** Lengthens the pick of `day` by 30 minutes, up to 120, when the next half hour is free. */
export function extend(ctx: GridContext, picks: Selection[], day: string): Outcome {
  const pick = picks.find((p) => p.day === day);
  if (!pick) return { ok: true, selections: picks };
  if (pick.slots >= MAX_SLOTS) return refuse(it.calendar.badDuration);
  if (!fits(ctx, picks, day, pick.startSlot + pick.slots, 1)) return refuse(it.calendar.teacherUnavailable);
  return { ok: true, selections: picks.map((p) => (p === pick ? { ...p, slots: p.slots + 1 } : p)) };
}

/** Shortens the pick of `day` by 30 minutes, never below 60. */
export function shorten(picks: Selection[], day: string): Outcome {
  const pick = picks.find((p) => p.day === day);
  if (!pick) return { ok: true, selections: picks };
  if (pick.slots <= MIN_SLOTS) return refuse(it.calendar.badDuration);
  return { ok: true, selections: picks.map((p) => (p === pick ? { ...p, slots: p.slots - 1 } : p)) };
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
  if (mode.kind === 'book' && sameDay) {
    return slot === sameDay.startSlot + sameDay.slots ? extend(ctx, picks, day) : refuse(it.calendar.oneLessonPerDay);
  }
  if (ctx.ownDays.has(day)) return refuse(it.calendar.oneLessonPerDay);
  const length = mode.kind === 'move' ? mode.slots : MIN_SLOTS;
  const others = mode.kind === 'move' ? [] : picks;
  if (!fits(ctx, others, day, slot, length)) return refuse(it.calendar.teacherUnavailable);
  const pick = { day, startSlot: slot, slots: length };
  return { ok: true, selections: [...others, pick].sort((a, b) => a.day.localeCompare(b.day)) };
}

/** UTC ISO start and end of a pick. */
export const pickInstants = (pick: Selection): [string, string] => [
  atRome(pick.day, slotStartMinutes(pick.startSlot)).toISOString(),
  atRome(pick.day, slotStartMinutes(pick.startSlot) + pick.slots * STEP).toISOString(),
];

/** Hours of all picks (0.5 per half hour). */
export const totalHours = (picks: Selection[]): number => picks.reduce((sum, p) => sum + p.slots / 2, 0);

/** Whether a pick still lies on free cells (events may have changed since it was made). */
export const stillFits = (ctx: GridContext, pick: Selection): boolean => fits(ctx, [], pick.day, pick.startSlot, pick.slots);
