import { columnsForWidth, daysFrom, placeOnDay, ROWS, rowOf, rowTime } from './grid.js';

describe('the week grid', () => {
  it('has 30 rows of 30 minutes, 08:00 to 22:30', () => {
    expect(ROWS).toBe(30);
    expect([rowTime(0), rowTime(ROWS - 1)]).toEqual(['08:00', '22:30']);
    expect(rowOf(15 * 60)).toBe(14);
  });

  it('shows 7 days, then 5, 3, 2 and 1 below 1200, 1000, 750 and 500 px', () => {
    expect([1400, 1200, 1199, 1000, 999, 750, 749, 501, 500, 499, 320].map(columnsForWidth)).toEqual([7, 7, 5, 5, 3, 3, 2, 2, 1, 1, 1]);
  });

  it('counts days across the month and the DST change', () => {
    expect(daysFrom('2026-03-29', 3)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
  });
});

describe('an event on a day column', () => {
  it('covers its Rome rows on the Sundays the clock changes', () => {
    expect(placeOnDay('2026-03-29T06:00:00.000Z', '2026-03-29T07:30:00.000Z', '2026-03-29')).toEqual({ row: 0, rows: 3 });
    expect(placeOnDay('2026-10-25T21:00:00.000Z', '2026-10-25T22:00:00.000Z', '2026-10-25')).toEqual({ row: 28, rows: 2 });
  });

  it('is widened to whole half hours and cut to the grid', () => {
    // 07:15-08:40 in Rome -> 08:00-09:00
    expect(placeOnDay('2026-03-26T06:15:00.000Z', '2026-03-26T07:40:00.000Z', '2026-03-26')).toEqual({ row: 0, rows: 2 });
    expect(placeOnDay('2026-10-25T05:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-25')).toEqual({ row: 0, rows: 2 });
  });

  it('is left off a day it does not touch, or touches only outside the grid', () => {
    expect(placeOnDay('2026-10-25T05:00:00.000Z', '2026-10-25T06:00:00.000Z', '2026-10-25')).toBeNull();
    expect(placeOnDay('2026-10-25T07:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-26')).toBeNull();
  });
});
