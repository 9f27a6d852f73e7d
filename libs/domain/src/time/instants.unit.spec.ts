import { hoursBetween, minutesBetween, plusMinutes } from './instants.js';
import { daysBetween } from './rome.js';

describe('lengths of time between instants', () => {
  const lesson = { start: '2026-03-29T00:30:00.000Z', end: '2026-03-29T02:00:00.000Z' };

  it('counts minutes and hours of real time, across the night the clocks go forward too', () => {
    expect(minutesBetween(lesson)).toBe(90);
    expect(hoursBetween(lesson)).toBe(1.5);
    expect(hoursBetween({ start: '2026-03-12T14:00:00Z', end: '2026-03-12T16:00:00.000Z' })).toBe(2);
  });

  it('finds the end of a lesson from its start and length', () => {
    expect(plusMinutes(lesson.start, 90)).toBe(lesson.end);
    expect(plusMinutes('2026-03-12T14:00:00Z', 1.5 * 60)).toBe('2026-03-12T15:30:00.000Z');
  });
});

describe('days between two calendar days', () => {
  it('counts calendar days, across a DST change and a year', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});
