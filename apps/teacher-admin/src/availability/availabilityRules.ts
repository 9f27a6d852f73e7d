import { DAY_NAMES, dayMessage, it, type Availability } from '@lavagna/contracts';
import { hhmm } from '../calendar/rome';

/** 'Riposo' in both selects of a day means a day off. */
export const REST = 0;

/** 08:00 ... 23:00 every 30 minutes: 31 times. */
export const TIME_OPTIONS: number[] = Array.from({ length: 31 }, (_, i) => 480 + i * 30);

export const optionLabel = (minutes: number): string => (minutes === REST ? it.calendar.rest : hhmm(minutes));

export const isDayOff = ([start, end]: [number, number]): boolean => start === REST && end === REST;

/** '09:00 - 21:00' or 'Giorno Libero'. */
export const dayText = (pair: [number, number]): string =>
  isDayOff(pair) ? it.calendar.dayOff : `${hhmm(pair[0])} - ${hhmm(pair[1])}`;

/** The first broken rule of a day (0 = Monday), in Italian with the day's name, or null. */
export const dayError = ([start, end]: [number, number], weekday: number): string | null => {
  const day = DAY_NAMES[weekday] ?? '';
  if (start === REST && end === REST) return null;
  if (start === REST || end === REST) return dayMessage(it.availability.bothRest, day);
  if (start >= end) return dayMessage(it.availability.startBeforeEnd, day);
  if (end - start < 60) return dayMessage(it.availability.atLeastOneHour, day);
  return null;
};

/** One message (or null) per day, Monday first. */
export const availabilityErrors = (availability: Availability): (string | null)[] =>
  availability.map((pair, weekday) => dayError(pair, weekday));

/** A teacher who never set it has every day off. */
export const normalise = (availability: Availability | null | undefined): Availability =>
  Array.from({ length: 7 }, (_, i) => {
    const pair = availability?.[i];
    return pair ? [pair[0], pair[1]] : [REST, REST];
  });
