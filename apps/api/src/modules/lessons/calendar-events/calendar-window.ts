import { addDays, atRome, lastBookableDay, romeDay } from '@lavagna/domain';

let memo: { minute: number; window: { today: Date; horizonEnd: Date; cacheEnd: Date } } | null = null;

/**
 * Today's Rome midnight, the end of the booking horizon and the end of the cached window,
 * recomputed once a minute: the time-zone arithmetic is the costly part of a calendar read.
 */
export const calendarWindow = (now: Date) => {
  const minute = Math.floor(now.getTime() / 60_000);
  if (memo?.minute !== minute) {
    const last = lastBookableDay(now);
    memo = {
      minute,
      window: { today: atRome(romeDay(now)), horizonEnd: atRome(addDays(last, 1)), cacheEnd: atRome(addDays(last, 2)) },
    };
  }
  return memo.window;
};
