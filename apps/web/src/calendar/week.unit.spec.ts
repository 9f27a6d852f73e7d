// The browser zone must not matter: every day and slot is computed in Rome.
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { firstBookableDay, lastBookableDay } from '@lavagna/domain';
import { pickStartEnd } from '@lavagna/week-calendar';
import { cellState, gridContext } from './picks';
import { atRome, monthYearLabel, romeDay } from './rome';
import { canGoNext, cellLabel, offsetOf, shiftOffset, visibleDays } from './week';

describe('the time grid', () => {
  it('labels cells with the Italian day, date, month and time', () => {
    expect(cellLabel('2026-03-26', 14)).toBe('giovedì 26 marzo 15:00');
  });
});

describe('the week starts tomorrow in Rome', () => {
  it('runs under a browser zone other than Rome', () => {
    expect(new Date('2026-03-28T23:30:00Z').getDate()).toBe(28);
  });

  it('uses the Rome date even when New York is still on the day before', () => {
    // 23:30 UTC on Saturday 28 March is already 00:30 of Sunday 29 in Rome.
    expect(firstBookableDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-30');
  });

  it('crosses the spring DST Sunday (29 March 2026) with the right instants', () => {
    const now = new Date('2026-03-28T10:00:00Z');
    const days = visibleDays(now, 0, 7);
    expect(days).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(monthYearLabel(days[0]!, days[6]!)).toBe('marzo – aprile 2026');
    expect(atRome('2026-03-28', 480).toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(atRome('2026-03-29', 480).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(pickStartEnd({ day: '2026-03-29', row: 14, rows: 3 })).toEqual(['2026-03-29T13:00:00.000Z', '2026-03-29T14:30:00.000Z']);
  });

  it('crosses the autumn DST Sunday (25 October 2026) with the right instants', () => {
    const now = new Date('2026-10-24T21:59:00Z'); // 23:59 in Rome, still Saturday
    expect(firstBookableDay(now)).toBe('2026-10-25');
    expect(atRome('2026-10-24', 480).toISOString()).toBe('2026-10-24T06:00:00.000Z');
    expect(atRome('2026-10-25', 480).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(romeDay(atRome('2026-10-25', 22 * 60 + 30))).toBe('2026-10-25');
    expect(visibleDays(now, 7, 1)).toEqual(['2026-11-01']);
  });

  it('shows a single month when the days fit in it', () => {
    expect(monthYearLabel('2026-03-02', '2026-03-08')).toBe('marzo 2026');
    expect(monthYearLabel('2026-12-28', '2027-01-03')).toBe('dicembre 2026 – gennaio 2027');
  });
});

describe('the booking horizon', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('ends 90 days after tomorrow', () => {
    expect(lastBookableDay(now)).toBe('2026-06-09');
  });

  it('allows a next page only while it starts inside the horizon', () => {
    expect(canGoNext(0, 7)).toBe(true);
    expect(canGoNext(84, 7)).toBe(false);
    expect(canGoNext(89, 1)).toBe(true);
    expect(canGoNext(90, 1)).toBe(false);
  });

  it("jumps to a day the picker gives: it comes first, across a change of summer time", () => {
    expect(offsetOf(now, '2026-03-11')).toBe(0);
    expect(offsetOf(now, '2026-05-09')).toBe(59);
    expect(offsetOf(now, lastBookableDay(now))).toBe(90);
    expect(visibleDays(now, offsetOf(now, '2026-05-09'), 1)).toEqual(['2026-05-09']);
  });
});

describe('availability of a half hour', () => {
  // Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off.
  const week: [number, number][] = [...Array.from({ length: 5 }, () => [540, 1260] as [number, number]), [540, 780], [0, 0]];
  const ctx = gridContext([], week, new Date('2026-03-20T10:00:00Z'));
  const free = (day: string, slot: number) => cellState(ctx, day, slot) === 'free';

  it('needs the whole half hour inside the day', () => {
    expect(free('2026-03-26', 2)).toBe(true); // Thursday 09:00
    expect(free('2026-03-26', 1)).toBe(false); // 08:30
    expect(free('2026-03-26', 25)).toBe(true); // 20:30
    expect(free('2026-03-26', 26)).toBe(false); // 21:00
    expect(free('2026-03-28', 9)).toBe(true); // Saturday 12:30
    expect(free('2026-03-28', 10)).toBe(false); // Saturday 13:00
    expect(free('2026-03-29', 4)).toBe(false); // Sunday
  });
});

describe('paging the days (toolbar arrows and grid keys)', () => {
  it('moves a page or a week, never before tomorrow, never starting past the horizon', () => {
    expect(shiftOffset(0, 5)).toBe(5);
    expect(shiftOffset(5, -7)).toBe(0);
    expect(shiftOffset(0, -7)).toBeNull();
    expect(shiftOffset(0, 7)).toBe(7);
    expect(shiftOffset(88, 7)).toBeNull();
    expect(canGoNext(88, 7)).toBe(false);
  });
});
