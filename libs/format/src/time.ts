import { ZONE } from '@lavagna/domain';
import { formatInTimeZone } from 'date-fns-tz';
import { LOCALE } from './euro.js';

/** For components that format dates by themselves (react-admin's DateField), in Rome. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE };
export const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONE };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: ZONE };

/** 540 minutes from midnight -> '09:00'. */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Two instants on the Rome clock: '15:00 - 16:30'. */
export const timeRange = (start: string, end: string): string =>
  `${formatInTimeZone(start, ZONE, 'HH:mm')} - ${formatInTimeZone(end, ZONE, 'HH:mm')}`;

/** An instant's Rome day as Italians write it: '26/05/2026'. */
export const romeDate = (iso: string): string => formatInTimeZone(iso, ZONE, 'dd/MM/yyyy');

/** An instant as Rome date and time: '26/03/2026 15:04'. */
export const romeDateTime = (iso: string): string => formatInTimeZone(iso, ZONE, 'dd/MM/yyyy HH:mm');

const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant as Rome wall time, Italian style: 'ven 21 novembre 2025 alle ore 22:44:24'. */
export const romeLongDateTime = (iso: string): string => longDateTime.format(new Date(iso));

const longDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (yyyy-MM-dd) as Italians write it in full: '25 aprile 2025'. */
export const longDate = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));

const dayInFull = new Intl.DateTimeFormat(LOCALE, { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const wallClock = new Intl.DateTimeFormat(LOCALE, { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const dateInFull = new Intl.DateTimeFormat(LOCALE, { timeZone: ZONE, dateStyle: 'long' });
const dateAndTime = new Intl.DateTimeFormat(LOCALE, { timeZone: ZONE, dateStyle: 'long', timeStyle: 'short' });

/** A lesson as the e-mails name it, on the Rome clock: 'giovedì 26 marzo 2026, 16:00-17:00'. */
export const lessonDayAndHours = (start: string, end: string): string =>
  `${dayInFull.format(new Date(start))}, ${wallClock.format(new Date(start))}-${wallClock.format(new Date(end))}`;

/** An instant's Rome day with its weekday: 'lunedì 16 marzo 2026' (a deadline's day). */
export const romeDayInFull = (iso: string): string => dayInFull.format(new Date(iso));

/** An instant's Rome day in full: '10 maggio 2026' (a coupon's expiry). */
export const romeLongDate = (iso: string): string => dateInFull.format(new Date(iso));

/** An instant's Rome day and time in full: '10 marzo 2026 alle ore 10:00' (a payment's moment). */
export const romeLongDateAndTime = (iso: string): string => dateAndTime.format(new Date(iso));

const weekdayDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });

/**
 * A calendar day (yyyy-MM-dd) with its weekday, opening a sentence or a label: 'Martedì 3 marzo 2026'.
 * Only the first letter is capital: Italian writes months (and weekdays) in lower case mid-sentence.
 */
export const weekdayLongDate = (day: string): string => {
  const text = weekdayDay.format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The Italian name of a month (1-12), lower case as written mid-sentence: 12 -> 'dicembre'. */
export const italianMonth = (month: number): string => monthName.format(new Date(Date.UTC(2000, month - 1, 1)));
