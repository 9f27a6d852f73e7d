import { addDays, firstBookableDay, GRID_END, GRID_START, HORIZON_DAYS, MAX_MINUTES, MIN_MINUTES, STEP } from '@lavagna/domain';
import { hhmm } from '@lavagna/format';
import { dayLabel } from './rome';

/** The rows of the week: the domain's grid (08:00-23:00) in half hours. */
export const SLOTS = (GRID_END - GRID_START) / STEP;
/** The domain's shortest and longest lesson, in rows. */
export const MIN_SLOTS = MIN_MINUTES / STEP;
export const MAX_SLOTS = MAX_MINUTES / STEP;

/** Day columns for a window width: 7, or 5 below 1200 px, 3 below 1000, 2 below 750, 1 at 500 or less. */
export function columnsForWidth(width: number): number {
  if (width <= 500) return 1;
  if (width < 750) return 2;
  if (width < 1000) return 3;
  if (width < 1200) return 5;
  return 7;
}

export const slotStartMinutes = (slot: number): number => GRID_START + slot * STEP;
export const slotTime = (slot: number): string => hhmm(slotStartMinutes(slot));

/** The days shown: `count` days from `offset` days after the first bookable day. */
export const visibleDays = (now: Date, offset: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(firstBookableDay(now), offset + i));

/** Whether a further page of `columns` days still starts inside the horizon. */
export const canGoNext = (offset: number, columns: number): boolean => offset + columns <= HORIZON_DAYS;

/** The accessible name of a cell: 'giovedì 26 marzo 15:00'. */
export const cellLabel = (day: string, slot: number): string => `${dayLabel(day)} ${slotTime(slot)}`;
