import type { Availability } from '@lavagna/contracts';
import { addDays, dayLabel, hhmm, romeDay, weekdayOf } from './rome';

/** The grid: 30 half hours from 08:00 to 23:00, Rome time. */
export const GRID_START = 8 * 60;
export const GRID_END = 23 * 60;
export const STEP = 30;
export const SLOTS = (GRID_END - GRID_START) / STEP;
/** Lessons last 60 to 120 minutes. */
export const MIN_SLOTS = 2;
export const MAX_SLOTS = 4;
/** Bookable from tomorrow up to this many days after it (as the API checks). */
export const HORIZON_DAYS = 90;

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

/** The grid starts tomorrow (Rome). */
export const firstBookableDay = (now: Date): string => addDays(romeDay(now), 1);
export const lastBookableDay = (now: Date): string => addDays(firstBookableDay(now), HORIZON_DAYS);

/** The days shown: `count` days from `offset` days after tomorrow. */
export const visibleDays = (now: Date, offset: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(firstBookableDay(now), offset + i));

/** Whether a further page of `columns` days still starts inside the horizon. */
export const canGoNext = (offset: number, columns: number): boolean => offset + columns <= HORIZON_DAYS;

/** The accessible name of a cell: 'giovedì 26 marzo 15:00'. */
export const cellLabel = (day: string, slot: number): string => `${dayLabel(day)} ${slotTime(slot)}`;

/** Whether the teacher works the whole half hour `slot` of `day`. */
export function isSlotAvailable(availability: Availability, day: string, slot: number): boolean {
  const [from, to] = availability[weekdayOf(day)] ?? [0, 0];
  if (from === 0 && to === 0) return false;
  const start = slotStartMinutes(slot);
  return start >= from && start + STEP <= to;
}
