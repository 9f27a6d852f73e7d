import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Every grid, day, availability and deadline is computed in this zone. */
export const ZONE = 'Europe/Rome';

/** The calendar day (yyyy-MM-dd) of an instant in Rome. */
export const romeDay = (instant: Date): string => formatInTimeZone(instant, ZONE, 'yyyy-MM-dd');

/** Minutes since Rome's local midnight. */
export const romeMinutes = (instant: Date): number => {
  const [h, m] = formatInTimeZone(instant, ZONE, 'HH:mm').split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 0 = Monday ... 6 = Sunday, in Rome. */
export const romeWeekday = (instant: Date): number => Number(formatInTimeZone(instant, ZONE, 'i')) - 1;

/** The instant of a local Rome time: `day` plus `minutes` from midnight (DST-correct). */
export const atRome = (day: string, minutes = 0): Date => {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return fromZonedTime(`${day}T${h}:${m}:00`, ZONE);
};

/** Calendar arithmetic on yyyy-MM-dd strings (no time zone involved). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** How many calendar days `to` comes after `from` (yyyy-MM-dd; negative when before). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** Weekday (0 = Monday) of a yyyy-MM-dd day. */
export const weekdayOf = (day: string): number => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
