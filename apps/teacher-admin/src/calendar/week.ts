import { italianMonth, weekdayLongDate } from '@lavagna/format';
import { addDays, type Day } from './rome';

const monthOf = (day: Day) => italianMonth(Number(day.slice(5, 7)));
const yearOf = (day: Day) => day.slice(0, 4);

/** 'marzo 2026', 'marzo – aprile 2026' or 'dicembre 2026 – gennaio 2027' (months in lower case, as the student app writes them). */
export const monthYearHeader = (days: Day[]): string => {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  if (first.slice(0, 7) === last.slice(0, 7)) return `${monthOf(first)} ${yearOf(first)}`;
  if (yearOf(first) === yearOf(last)) return `${monthOf(first)} – ${monthOf(last)} ${yearOf(last)}`;
  return `${monthOf(first)} ${yearOf(first)} – ${monthOf(last)} ${yearOf(last)}`;
};

/** 'Martedì 3 marzo 2026': the shared formatter, the month in lower case even mid-sentence. */
export const longDate = (day: Day): string => weekdayLongDate(day);

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
