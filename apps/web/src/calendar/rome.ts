import { DAY_NAMES } from '@lavagna/contracts';
import { addDays, atRome, romeDay as romeDayOf, romeMinutes as romeMinutesOf, weekdayOf } from '@lavagna/domain';
import { timeRange } from '@lavagna/format';
import { ui } from '../i18n/it';

// The Rome arithmetic is the domain's, the same the server decides with.
export { addDays, atRome, weekdayOf };

/** The Rome calendar day (yyyy-MM-dd) of an instant, whatever the browser zone. */
export const romeDay = (instant: Date | string): string => romeDayOf(new Date(instant));

/** Minutes since Rome's local midnight. */
export const romeMinutes = (instant: Date | string): number => romeMinutesOf(new Date(instant));

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

/** 'Giovedì 26 marzo 2026, 15:00 - 16:30' */
export const lessonWhen = (start: string, end: string): string => `${longDayLabel(romeDay(start))}, ${timeRange(start, end)}`;
