import { formatInTimeZone } from 'date-fns-tz';
import { ZONE } from '@lavagna/domain';

// The grid, the days and the availability are Rome's, computed as the server decides them.
export { addDays, atRome, romeDay, romeMinutes, weekdayOf, ZONE } from '@lavagna/domain';

/** A Rome calendar day as yyyy-MM-dd. */
export type Day = string;

/** 540 -> '09:00' */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A Rome instant as dd/MM/yyyy HH:mm. */
export const romeDateTime = (iso: string): string => formatInTimeZone(new Date(iso), ZONE, 'dd/MM/yyyy HH:mm');
