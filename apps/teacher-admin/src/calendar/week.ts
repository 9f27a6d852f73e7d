import { DAY_NAMES } from '@lavagna/contracts';
import { GRID_END, GRID_START, STEP } from '@lavagna/domain';
import { addDays, atRome, romeDay, romeMinutes, weekdayOf, type Day } from './rome';

/** The rows of the grid, the domain's 08:00-23:00 in its steps: 08:00, 08:30 ... 22:30. */
export const ROW_STARTS: number[] = Array.from({ length: (GRID_END - GRID_START) / STEP }, (_, i) => GRID_START + i * STEP);

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

/** Day columns shown at a window width: 7, then 5, 3, 2, 1 below 1200, 1000, 750, 500 px. */
export const daysForWidth = (width: number): number => {
  if (width < 500) return 1;
  if (width < 750) return 2;
  if (width < 1000) return 3;
  if (width < 1200) return 5;
  return 7;
};

export const daysFrom = (start: Day, count: number): Day[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));

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

/** Column header: 'Lunedì' and the day of the month. */
export const dayHeader = (day: Day): { name: string; date: number } => ({
  name: DAY_NAMES[weekdayOf(day)]!,
  date: Number(day.slice(8, 10)),
});

/** 'Martedì 3 Marzo 2026' */
export const longDate = (day: Day): string =>
  `${DAY_NAMES[weekdayOf(day)]} ${Number(day.slice(8, 10))} ${monthOf(day)} ${yearOf(day)}`;

/** Where an event stands on one day's column: first row and number of rows, or null if not on it. */
export const placeOnDay = (start: string, end: string, day: Day): { row: number; span: number } | null => {
  const from = Math.max(Date.parse(start), atRome(day, GRID_START).getTime());
  const to = Math.min(Date.parse(end), atRome(day, GRID_END).getTime());
  if (!(from < to)) return null;
  const first = Math.floor((romeMinutes(new Date(from)) - GRID_START) / STEP);
  const last = Math.ceil((romeMinutes(new Date(to - 1)) + 1 - GRID_START) / STEP);
  return { row: first, span: Math.max(1, last - first) };
};

export const isSameRomeDay = (iso: string, day: Day): boolean => romeDay(new Date(iso)) === day;
