import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Every grid, day, availability and deadline is computed in this zone. */
export const ZONE = 'Europe/Rome';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Rome's wall clock as parts, from the time-zone database the runtime carries. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
/** How far Rome's wall clock is ahead of UTC at an instant (whole seconds), as the zone database says. */
const offsetAt = (ms: number): number => {
  const at = Math.floor(ms / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(at)) part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
};
/**
 * Offsets by UTC hour: Rome has always changed its offset on a UTC hour (01:00 UTC in the EU's rule),
 * so one hour has one offset; an hour whose two ends disagree (a future rule off the hour) is not kept.
 * Every booking, projection and replay asks for Rome days: the database is asked once an hour of time.
 */
const offsets = new Map<number, number>();
const romeOffset = (ms: number): number => {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const offset = offsetAt(hour * HOUR_MS);
  if (offset !== offsetAt(hour * HOUR_MS + HOUR_MS - 1)) return offsetAt(ms);
  if (offsets.size >= 100_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
};
/** The instant moved by Rome's offset: its UTC fields read as Rome's wall clock. An invalid date is refused, as date-fns-tz refused it. */
const romeWall = (instant: Date): Date => {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return new Date(ms + romeOffset(ms));
};

/** The calendar day (yyyy-MM-dd) of an instant in Rome. */
export const romeDay = (instant: Date): string => {
  const wall = romeWall(instant);
  const year = wall.getUTCFullYear();
  // toISOString writes years outside 0-9999 with a sign; the day is four digits as before.
  return year >= 0 && year <= 9999 ? wall.toISOString().slice(0, 10) : formatInTimeZone(instant, ZONE, 'yyyy-MM-dd');
};

/** Minutes since Rome's local midnight. */
export const romeMinutes = (instant: Date): number => {
  const wall = romeWall(instant).getTime();
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
};

/** 0 = Monday ... 6 = Sunday, in Rome. */
export const romeWeekday = (instant: Date): number => (romeWall(instant).getUTCDay() + 6) % 7;

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
