import { atRome, MIN_MINUTES, STEP, type Slot } from '@lavagna/domain';
import { rowStart } from './grid.js';

/** A lesson being picked on the grid: `rows` half hours of a Rome day from `row`. */
export interface Pick {
  day: string;
  row: number;
  rows: number;
}

/** Booking adds picks; a move (reschedule) keeps one pick of the lesson's length, replaced by each click. */
export type PickMode = { kind: 'book' } | { kind: 'move'; rows: number };

/**
 * The app's answer whether `pick` may stand beside the `others` (the domain's slotProblem,
 * worded as the screen says it): the message, or null.
 */
export type Judge = (pick: Pick, others: Pick[]) => string | null;

export type Outcome = { ok: true; picks: Pick[] } | { ok: false; message: string };

/** The shortest lesson, in rows: what a click on a free cell picks. */
export const NEW_PICK_ROWS = MIN_MINUTES / STEP;

/** A pick's time as UTC ISO instants, as the domain and the API want it. */
export const pickSlot = (pick: Pick): Slot => ({
  start: atRome(pick.day, rowStart(pick.row)).toISOString(),
  end: atRome(pick.day, rowStart(pick.row + pick.rows)).toISOString(),
});

/** [start, end] of a pick, as the API's booking payload lists them. */
export const pickStartEnd = (pick: Pick): [string, string] => {
  const { start, end } = pickSlot(pick);
  return [start, end];
};

/** Hours of all picks. */
export const pickedHours = (picks: Pick[]): number => picks.reduce((sum, p) => sum + (p.rows * STEP) / 60, 0);

export const covers = (pick: Pick, day: string, row: number): boolean => pick.day === day && row >= pick.row && row < pick.row + pick.rows;

const byTime = (a: Pick, b: Pick) => a.day.localeCompare(b.day) || a.row - b.row;

/** `next` in place of `picks[index]` (or added when index is -1), if the judge allows it beside the others. */
export function place(picks: Pick[], next: Pick, index: number, judge: Judge): Outcome {
  const others = picks.filter((_, i) => i !== index);
  const problem = judge(next, others);
  return problem ? { ok: false, message: problem } : { ok: true, picks: [...others, next].sort(byTime) };
}

/** 30 minutes more (`by` 1) or less (-1) for the pick at `index`, as far as the judge allows. */
export const resize = (picks: Pick[], index: number, by: 1 | -1, judge: Judge): Outcome => {
  const pick = picks[index];
  return pick ? place(picks, { ...pick, rows: pick.rows + by }, index, judge) : { ok: true, picks };
};

/** How an app picks: in which mode, by which judge, and what it says of a click before any pick is tried. */
export interface PickRules {
  mode: PickMode;
  judge: Judge;
  /** A click on the cell right after a pick lengthens it (the student app) instead of adding one. */
  extendOnNextCell?: boolean;
  /** The app's refusal of a click on a cell as such (taken, outside the hours), or null. */
  refuseCell?: (day: string, row: number) => string | null;
}

/**
 * A click on a cell: a move replaces its one pick with the lesson's length there; a booking adds
 * a 60-minute pick, or, with `extendOnNextCell`, lengthens the pick the cell comes right after.
 * A click inside a pick changes nothing.
 */
export function clickCell(picks: Pick[], day: string, row: number, rules: PickRules): Outcome {
  const { mode, judge, extendOnNextCell = false, refuseCell } = rules;
  if (picks.some((p) => covers(p, day, row))) return { ok: true, picks };
  const refused = refuseCell?.(day, row);
  if (refused) return { ok: false, message: refused };
  if (mode.kind === 'move') return place([], { day, row, rows: mode.rows }, -1, judge);
  const before = extendOnNextCell ? picks.findIndex((p) => p.day === day && p.row + p.rows === row) : -1;
  if (before >= 0) return resize(picks, before, 1, judge);
  return place(picks, { day, row, rows: NEW_PICK_ROWS }, -1, judge);
}

/** The picks the judge still allows beside each other (the calendar may have changed since they were made). */
export const stillAllowed = (picks: Pick[], judge: Judge): Pick[] =>
  picks.filter((pick, i) => judge(pick, picks.filter((_, j) => j !== i)) === null);
