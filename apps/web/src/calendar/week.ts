import { addDays, daysBetween, firstBookableDay, HORIZON_DAYS, MAX_MINUTES, MIN_MINUTES, STEP } from '@lavagna/domain';
import { daysFrom, rowTime } from '@lavagna/week-calendar';
import { dayLabel } from './rome';

/** The domain's shortest and longest lesson, in rows: the pick's − and + stop there. */
export const MIN_ROWS = MIN_MINUTES / STEP;
export const MAX_ROWS = MAX_MINUTES / STEP;

/** The days shown: `count` days from `offset` days after the first bookable day. */
export const visibleDays = (now: Date, offset: number, count: number): string[] => daysFrom(addDays(firstBookableDay(now), offset), count);

/** Whether a further page of `columns` days still starts inside the horizon. */
export const canGoNext = (offset: number, columns: number): boolean => offset + columns <= HORIZON_DAYS;

/**
 * The offset after shifting the shown days `by` (the toolbar's arrows: a page of columns; the
 * grid's keys: a page or a week): never before the first bookable day, never starting past the
 * horizon; null when it does not move.
 */
export const shiftOffset = (offset: number, by: number): number | null => {
  const next = Math.max(0, offset + by);
  return next === offset || next > HORIZON_DAYS ? null : next;
};

/** The offset that shows `day` first: how many days it comes after the first bookable day. */
export const offsetOf = (now: Date, day: string): number => daysBetween(firstBookableDay(now), day);

/** The accessible name of a cell: 'giovedì 26 marzo 15:00'. */
export const cellLabel = (day: string, row: number): string => `${dayLabel(day)} ${rowTime(row)}`;
