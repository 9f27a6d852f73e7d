import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DAY_NAMES } from '@lavagna/contracts';
import { ROME } from '../format/dates';
import { ui } from '../i18n/it';

/** The Rome calendar day (yyyy-MM-dd) of an instant, whatever the browser zone. */
export const romeDay = (instant: Date | string): string => formatInTimeZone(instant, ROME, 'yyyy-MM-dd');

/** Minutes since Rome's local midnight. */
export const romeMinutes = (instant: Date | string): number => {
  const [h, m] = formatInTimeZone(instant, ROME, 'HH:mm').split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 'HH:mm' of minutes from midnight. */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a Rome wall time: `day` plus `minutes` from midnight (DST-correct). */
export const atRome = (day: string, minutes = 0): Date => fromZonedTime(`${day}T${hhmm(minutes)}:00`, ROME);

/** Calendar arithmetic on yyyy-MM-dd strings (no zone involved). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Weekday of a yyyy-MM-dd day, 0 = Monday (the index of DAY_NAMES and of the availability). */
export const weekdayOf = (day: string): number => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** 'Giovedì', 26, 'marzo', 2026 of a day. */
export const dayParts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: ui.calendar.months[month - 1]!, date, weekday: DAY_NAMES[weekdayOf(day)]! };
};

/** 'giovedì 26 marzo' */
export const dayLabel = (day: string): string => {
  const p = dayParts(day);
  return `${p.weekday.toLowerCase()} ${p.date} ${p.month}`;
};

/** 'Giovedì 26 marzo 2026' */
export const longDayLabel = (day: string): string => {
  const p = dayParts(day);
  return `${p.weekday} ${p.date} ${p.month} ${p.year}`;
};

/** 'marzo 2026', 'marzo – aprile 2026' or 'dicembre 2026 – gennaio 2027' for the days shown. */
export const monthYearLabel = (first: string, last: string): string => {
  const a = dayParts(first);
  const b = dayParts(last);
  if (a.year !== b.year) return `${a.month} ${a.year} – ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.month} – ${b.month} ${a.year}`;
  return `${a.month} ${a.year}`;
};

/** '15:00 - 16:30' of two instants, in Rome. */
export const timeRange = (start: string, end: string): string =>
  `${formatInTimeZone(start, ROME, 'HH:mm')} - ${formatInTimeZone(end, ROME, 'HH:mm')}`;

/** 'Giovedì 26 marzo 2026, 15:00 - 16:30' */
export const lessonWhen = (start: string, end: string): string => `${longDayLabel(romeDay(start))}, ${timeRange(start, end)}`;
