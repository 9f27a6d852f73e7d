import type { WeekAvailability } from '../availability/availability.js';
import { atRome } from '../time/rome.js';
import type { Slot } from './events.js';
import { assertChangeable, assertSlotAllowed, besideOthers, canChange, changeProblem, LESSON_LENGTHS, slotProblem, type CalendarContext } from './rules.js';

/** Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off. */
const WEEK: WeekAvailability = [...Array.from({ length: 5 }, (): [number, number] => [540, 1260]), [540, 780], [0, 0]];
/** Wednesday 25 March 2026, 11:00 in Rome. */
const NOW = atRome('2026-03-25', 11 * 60);
const THURSDAY = '2026-03-26';

const at = (day: string, startMinute: number, minutes = 60): Slot => ({
  start: atRome(day, startMinute).toISOString(),
  end: atRome(day, startMinute + minutes).toISOString(),
});
const context = (over: Partial<CalendarContext> = {}): CalendarContext => ({ availability: WEEK, busy: [], studentDays: [], ...over });

describe('where a lesson may stand, asked before booking', () => {
  describe('when the slot keeps every rule', () => {
    it('has no problem', () => {
      expect(slotProblem(at(THURSDAY, 600), context(), NOW)).toBeNull();
      expect(slotProblem(at(THURSDAY, 1140, 120), context(), NOW)).toBeNull(); // 19:00-21:00, the edge of the hours
    });
  });

  describe('when the screen lists the lengths a lesson may have', () => {
    it('offers 60, 90 and 120 minutes, each of them allowed', () => {
      expect(LESSON_LENGTHS).toEqual([60, 90, 120]);
      expect(LESSON_LENGTHS.map((minutes) => slotProblem(at(THURSDAY, 600, minutes), context(), NOW))).toEqual([null, null, null]);
    });
  });

  describe('when a rule is broken', () => {
    it.each([
      ['30 minutes', at(THURSDAY, 600, 30), 'CALENDAR.BAD_DURATION'],
      ['150 minutes', at(THURSDAY, 600, 150), 'CALENDAR.BAD_DURATION'],
      ['a start off the half hour', at(THURSDAY, 615), 'CALENDAR.OUTSIDE_GRID'],
      ['an end after 23:00', at(THURSDAY, 1350), 'CALENDAR.OUTSIDE_GRID'],
      ['today', at('2026-03-25', 900), 'CALENDAR.OUTSIDE_HORIZON'],
      ['91 days after tomorrow', at('2026-06-25', 600), 'CALENDAR.OUTSIDE_HORIZON'],
      ['a Sunday off', at('2026-03-29', 600), 'CALENDAR.TEACHER_UNAVAILABLE'],
      ['an hour running past the available hours', at(THURSDAY, 1230), 'CALENDAR.TEACHER_UNAVAILABLE'],
    ])('answers the code of %s, throwing nothing', (_name, slot, code) => {
      expect(slotProblem(slot, context(), NOW)).toBe(code);
    });

    it('answers one lesson a day before a taken slot, as the student is told', () => {
      const busy = [at(THURSDAY, 630)];
      expect(slotProblem(at(THURSDAY, 600), context({ busy }), NOW)).toBe('CALENDAR.SLOT_TAKEN');
      expect(slotProblem(at(THURSDAY, 600), context({ busy, studentDays: [THURSDAY] }), NOW)).toBe('CALENDAR.ONE_PER_DAY');
      expect(slotProblem(at(THURSDAY, 690), context({ busy }), NOW)).toBeNull(); // 11:30, when the other ends
    });
  });

  describe("when the teacher has an event in a Google calendar they show", () => {
    it('refuses a slot overlapping it, and accepts one that starts when it ends', () => {
      const external = [at(THURSDAY, 615, 30)]; // 10:15-10:45, off the grid as Google events may be
      expect(slotProblem(at(THURSDAY, 600), context({ external }), NOW)).toBe('CALENDAR.TEACHER_BUSY_ELSEWHERE');
      expect(slotProblem(at(THURSDAY, 540, 90), context({ external }), NOW)).toBe('CALENDAR.TEACHER_BUSY_ELSEWHERE');
      expect(slotProblem(at(THURSDAY, 660), context({ external }), NOW)).toBeNull();
    });

    it('names a lesson of the teacher first when both stand there', () => {
      const slot = at(THURSDAY, 600);
      expect(slotProblem(slot, context({ busy: [slot], external: [slot] }), NOW)).toBe('CALENDAR.SLOT_TAKEN');
    });
  });

  describe('when other lessons are picked with it', () => {
    it('counts them as taken, by their time and by their day', () => {
      const picked = [at(THURSDAY, 900), at('2026-03-27', 600)];
      expect(slotProblem(at('2026-03-27', 630), besideOthers(context(), picked), NOW)).toBe('CALENDAR.ONE_PER_DAY');
      expect(slotProblem(at('2026-03-30', 600), besideOthers(context(), picked), NOW)).toBeNull();
      expect(besideOthers(context({ studentDays: ['2026-04-01'] }), picked).studentDays).toEqual(['2026-04-01', THURSDAY, '2026-03-27']);
    });
  });

  describe('when the decider asks', () => {
    it('throws the same code: 409 for a clash, 422 for a slot never allowed', () => {
      expect(() => assertSlotAllowed(at(THURSDAY, 600), context({ studentDays: [THURSDAY] }), NOW)).toThrow(
        expect.objectContaining({ code: 'CALENDAR.ONE_PER_DAY' }),
      );
      expect(() => assertSlotAllowed(at('2026-03-29', 600), context(), NOW)).toThrow(
        expect.objectContaining({ code: 'CALENDAR.TEACHER_UNAVAILABLE' }),
      );
      expect(() => assertSlotAllowed(at(THURSDAY, 600), context(), NOW)).not.toThrow();
    });
  });
});

describe('moving or cancelling, asked before the buttons are shown', () => {
  const friday = at('2026-03-27', 15 * 60, 90);

  describe('when a student asks', () => {
    it("may until Rome's midnight before the lesson day", () => {
      expect(canChange(friday, atRome('2026-03-26', 23 * 60 + 59), 'student')).toBe(true);
      expect(changeProblem(friday, atRome('2026-03-27', 0), 'student')).toBe('CALENDAR.LESSON_IS_TODAY');
      expect(changeProblem(friday, atRome('2026-03-27', 16 * 60), 'student')).toBe('CALENDAR.LESSON_IS_TODAY');
    });

    it('follows the Rome day across the spring DST change', () => {
      const monday = at('2026-03-30', 9 * 60);
      expect(canChange(monday, new Date('2026-03-29T21:59:00.000Z'), 'student')).toBe(true); // Sunday 23:59 CEST
      expect(canChange(monday, new Date('2026-03-29T22:00:00.000Z'), 'student')).toBe(false); // Monday 00:00 CEST
    });
  });

  describe('when the teacher asks', () => {
    it('may until the lesson starts', () => {
      expect(canChange(friday, atRome('2026-03-27', 14 * 60 + 59), 'teacher')).toBe(true);
      expect(changeProblem(friday, atRome('2026-03-27', 15 * 60), 'teacher')).toBe('CALENDAR.ALREADY_STARTED');
    });
  });

  describe('when the decider asks', () => {
    it('throws the same code with 409', () => {
      expect(() => assertChangeable(friday, atRome('2026-03-27', 0), false)).toThrow(
        expect.objectContaining({ code: 'CALENDAR.LESSON_IS_TODAY' }),
      );
      expect(() => assertChangeable(friday, atRome('2026-03-27', 0), true)).not.toThrow();
    });
  });
});
