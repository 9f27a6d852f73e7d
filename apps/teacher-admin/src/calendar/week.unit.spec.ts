import { timeRange } from '@lavagna/format';
import { afterEach, describe, expect, it as test } from 'vitest';
import { daysFrom, placeOnDay } from '@lavagna/week-calendar';
import { longDate, monthYearHeader, shiftStart } from './week';
import { atRome, romeMinutes } from './rome';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('the week grid', () => {
  test('names a day in Italian', () => {
    expect(longDate('2026-03-03')).toBe('Martedì 3 marzo 2026');
  });

  test('titles the days shown with their month and year', () => {
    expect(monthYearHeader(daysFrom('2026-03-10', 7))).toBe('marzo 2026');
    expect(monthYearHeader(daysFrom('2026-03-29', 7))).toBe('marzo – aprile 2026');
    expect(monthYearHeader(daysFrom('2026-12-29', 7))).toBe('dicembre 2026 – gennaio 2027');
  });
});

describe('on the Sundays Rome changes clock', () => {
  const zones = { 'Europe/Rome': -120, 'America/New_York': 240, 'Asia/Tokyo': -540, UTC: 0 };
  for (const [zone, offset] of Object.entries(zones)) {
    test(`08:00 is the right UTC instant with the browser in ${zone}`, () => {
      process.env.TZ = zone;
      expect(new Date('2026-03-29T12:00:00Z').getTimezoneOffset()).toBe(offset);
      expect(atRome('2026-03-28', 480).toISOString()).toBe('2026-03-28T07:00:00.000Z');
      expect(atRome('2026-03-29', 480).toISOString()).toBe('2026-03-29T06:00:00.000Z');
      expect(atRome('2026-10-24', 480).toISOString()).toBe('2026-10-24T06:00:00.000Z');
      expect(atRome('2026-10-25', 480).toISOString()).toBe('2026-10-25T07:00:00.000Z');
      expect(romeMinutes(new Date('2026-10-25T07:00:00Z'))).toBe(480);
    });
  }

  test('a lesson at 08:00 sits in the first row and shows 08:00', () => {
    const start = '2026-03-29T06:00:00.000Z';
    const end = '2026-03-29T07:30:00.000Z';
    expect(placeOnDay(start, end, '2026-03-29')).toEqual({ row: 0, rows: 3 });
    expect(timeRange(start, end)).toBe('08:00 - 09:30');
    expect(placeOnDay('2026-10-25T21:00:00.000Z', '2026-10-25T22:00:00.000Z', '2026-10-25')).toEqual({ row: 28, rows: 2 });
  });

  test('an event is cut to the grid and left off other days', () => {
    expect(placeOnDay('2026-10-25T05:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-25')).toEqual({ row: 0, rows: 2 });
    expect(placeOnDay('2026-10-25T05:00:00.000Z', '2026-10-25T06:00:00.000Z', '2026-10-25')).toBeNull();
    expect(placeOnDay('2026-10-25T07:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-26')).toBeNull();
  });
});

describe('paging the days (toolbar arrows and grid keys)', () => {
  const bounds = { first: '2026-03-27', last: '2026-06-25' };
  test('moves a page or a week, never before the first bookable day, never starting past the last', () => {
    expect(shiftStart('2026-03-27', 5, bounds)).toBe('2026-04-01');
    expect(shiftStart('2026-04-01', -7, bounds)).toBe('2026-03-27');
    expect(shiftStart('2026-03-27', -5, bounds)).toBeNull();
    expect(shiftStart('2026-06-21', 7, bounds)).toBeNull();
    expect(shiftStart('2026-06-21', 4, bounds)).toBe('2026-06-25');
  });
});
