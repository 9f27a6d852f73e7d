import { DAY_NAMES } from '@lavagna/contracts';
import { weekdayOf, type Day } from './rome';

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
