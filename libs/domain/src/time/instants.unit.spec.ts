import { hoursBetween, minutesBetween, plusMinutes } from './instants.js';

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
