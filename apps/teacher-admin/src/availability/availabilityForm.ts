import { DAY_NAMES, dayMessage, it, problemMessages, type Availability } from '@lavagna/contracts';
import { DAY_OFF, dayAvailabilityError, GRID_END, GRID_START, STEP } from '@lavagna/domain';
import { hhmm } from '@lavagna/format';

/** 'Riposo' in both selects of a day means a day off. */
export const REST = DAY_OFF[0];

/** The domain's grid, 08:00 ... 23:00 in its steps: 31 times. */
export const TIME_OPTIONS: number[] = Array.from({ length: (GRID_END - GRID_START) / STEP + 1 }, (_, i) => GRID_START + i * STEP);

export const optionLabel = (minutes: number): string => (minutes === REST ? it.calendar.rest : hhmm(minutes));

export const isDayOff = ([start, end]: [number, number]): boolean => start === REST && end === REST;

/** '09:00 - 21:00' or 'Giorno Libero'. */
export const dayText = (pair: [number, number]): string =>
  isDayOff(pair) ? it.calendar.dayOff : `${hhmm(pair[0])} - ${hhmm(pair[1])}`;

/** The first rule of the domain a day (0 = Monday) breaks, in Italian with the day's name, or null. */
export const dayError = (pair: [number, number], weekday: number): string | null => {
  const code = dayAvailabilityError(pair);
  return code && dayMessage(problemMessages[code], DAY_NAMES[weekday] ?? '');
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
