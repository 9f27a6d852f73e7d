// The grid, the days and the availability are Rome's, computed as the server decides them.
export { addDays, atRome, romeDay, romeMinutes, weekdayOf } from '@lavagna/domain';

/** A Rome calendar day as yyyy-MM-dd. */
export type Day = string;
