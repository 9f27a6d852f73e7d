import { addDays, atRome, GRID_END, GRID_START, romeMinutes, STEP } from '@lavagna/domain';
import { hhmm } from '@lavagna/format';

/** The rows of the week: the domain's grid, 08:00-23:00, in its 30-minute steps. */
export const ROWS = (GRID_END - GRID_START) / STEP;

/** Minutes from Rome's midnight at which a row starts: 0 -> 480 (08:00). */
export const rowStart = (row: number): number => GRID_START + row * STEP;

/** The row a time of day falls in: 480 -> 0. */
export const rowOf = (minutes: number): number => Math.floor((minutes - GRID_START) / STEP);

/** '08:00', '08:30' ... of a row. */
export const rowTime = (row: number): string => hhmm(rowStart(row));

/** Day columns for a window width: 7, then 5, 3 and 2 below 1200, 1000 and 750 px, and 1 at 500 px or less (the spec). */
export const columnsForWidth = (width: number): number => {
  if (width <= 500) return 1;
  if (width < 750) return 2;
  if (width < 1000) return 3;
  if (width < 1200) return 5;
  return 7;
};

/** `count` Rome days from `first`. */
export const daysFrom = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(first, i));

/**
 * Where [start, end) stands on one day's column: its first row and how many rows it covers,
 * widened to whole rows (an external event at 10:15 covers the 10:00 row) and cut to the grid;
 * null when nothing of it is on that day's grid.
 */
export const placeOnDay = (start: string, end: string, day: string): { row: number; rows: number } | null => {
  const from = Math.max(Date.parse(start), atRome(day, GRID_START).getTime());
  const to = Math.min(Date.parse(end), atRome(day, GRID_END).getTime());
  if (!(from < to)) return null;
  const row = rowOf(romeMinutes(new Date(from)));
  const last = Math.ceil((romeMinutes(new Date(to - 1)) + 1 - GRID_START) / STEP);
  return { row, rows: Math.max(1, last - row) };
};
