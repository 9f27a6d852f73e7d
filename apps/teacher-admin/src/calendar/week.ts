import { DAY_NAMES } from '@lavagna/contracts';
import { addDays, weekdayOf, type Day } from './rome';

const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
];

const monthOf = (day: Day) => MONTHS[Number(day.slice(5, 7)) - 1]!;
const yearOf = (day: Day) => day.slice(0, 4);

/** 'Marzo 2026', 'Marzo – Aprile 2026' or 'Dicembre 2026 – Gennaio 2027'. */
export const monthYearHeader = (days: Day[]): string => {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  if (first.slice(0, 7) === last.slice(0, 7)) return `${monthOf(first)} ${yearOf(first)}`;
  if (yearOf(first) === yearOf(last)) return `${monthOf(first)} – ${monthOf(last)} ${yearOf(last)}`;
  return `${monthOf(first)} ${yearOf(first)} – ${monthOf(last)} ${yearOf(last)}`;
};

/** 'Martedì 3 Marzo 2026' */
export const longDate = (day: Day): string =>
  `${DAY_NAMES[weekdayOf(day)]} ${Number(day.slice(8, 10))} ${monthOf(day)} ${yearOf(day)}`;

/**
 * The first day shown after shifting `by` days (the toolbar's arrows: a page of columns; the
 * grid's keys: a page or a week): never before the first bookable day, never starting past the
 * last; null when it does not move.
 */
export const shiftStart = (start: Day, by: number, bounds: { first: Day; last: Day }): Day | null => {
  const moved = addDays(start, by);
  const next = moved < bounds.first ? bounds.first : moved;
  return next === start || next > bounds.last ? null : next;
};
