import { atRome } from '../time/rome.js';
import { classesDone, isLessonDone, type LessonOutcome } from './classes-done.js';

const now = atRome('2026-03-12', 15 * 60);
const lesson = (day: string, minute: number, over: Partial<LessonOutcome> = {}): LessonOutcome => ({
  start: atRome(day, minute).toISOString(),
  status: 'booked',
  holdExpiresAt: null,
  ...over,
});

describe('the lessons a student has done', () => {
  it('counts the booked lessons, paid or not, whose start is not after now', () => {
    expect(classesDone([lesson('2026-03-10', 600), lesson('2026-03-11', 900), lesson('2026-03-13', 600)], now)).toBe(2);
  });

  it('counts a lesson from the instant it starts', () => {
    expect(isLessonDone(lesson('2026-03-12', 15 * 60), now)).toBe(true);
    expect(isLessonDone(lesson('2026-03-12', 15 * 60), new Date(now.getTime() - 1))).toBe(false);
  });

  it('never counts a cancelled lesson or a released hold', () => {
    expect(classesDone([lesson('2026-03-10', 600, { status: 'cancelled' }), lesson('2026-03-11', 600, { status: 'released' })], now)).toBe(0);
  });

  it('counts a held lesson only while its hold runs', () => {
    const held = (until: Date) => lesson('2026-03-12', 14 * 60, { status: 'held', holdExpiresAt: until.toISOString() });
    expect(classesDone([held(new Date(now.getTime() + 60_000))], now)).toBe(1);
    expect(classesDone([held(now)], now)).toBe(0);
  });

  it('is 0 with no lessons', () => {
    expect(classesDone([], now)).toBe(0);
  });
});
