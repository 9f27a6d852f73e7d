import { priceOrder } from '../orders/decide.js';
import { amountDue } from '../orders/events.js';
import { atRome } from '../time/rome.js';
import type { Slot } from './events.js';
import { changeProblem, studentChangeDeadline } from './rules.js';
import { lessonsToPay } from './to-pay.js';

const at = (day: string, startMinute: number, minutes = 60): Slot => ({
  start: atRome(day, startMinute).toISOString(),
  end: atRome(day, startMinute + minutes).toISOString(),
});

const ORDINARIO = { regime: 'RF01', bolloCharged: false } as const;
const FORFETTARIO_WITH_BOLLO = { regime: 'RF19', bolloCharged: true } as const;

describe('lessons the teacher booked for a student, to be paid', () => {
  describe('when the deadline is asked', () => {
    it("is Rome's midnight that begins the lesson's day, the last moment the student may still cancel it", () => {
      const friday = at('2026-03-27', 900);
      expect(studentChangeDeadline(friday).toISOString()).toBe(atRome('2026-03-27', 0).toISOString());
      expect(changeProblem(friday, new Date(studentChangeDeadline(friday).getTime() - 1), 'student')).toBeNull();
      expect(changeProblem(friday, studentChangeDeadline(friday), 'student')).toBe('CALENDAR.LESSON_IS_TODAY');
    });

    it('follows summer time: the midnight of 29 March 2026 is 23:00 UTC, of 30 March 22:00 UTC', () => {
      expect(studentChangeDeadline(at('2026-03-29', 600)).toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(studentChangeDeadline(at('2026-03-30', 600)).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    });
  });

  describe('when the amount is asked', () => {
    it('asks what an order of them with no coupon would charge, under ordinario', () => {
      const lessons = [at('2026-03-27', 900, 90), at('2026-03-26', 600)];
      const due = lessonsToPay(lessons, 2500, ORDINARIO);
      expect(due).toEqual({
        amountCents: 6250,
        regime: 'RF01',
        bolloCents: 0,
        lessons: [
          { ...lessons[1], payBy: atRome('2026-03-26', 0).toISOString() },
          { ...lessons[0], payBy: atRome('2026-03-27', 0).toISOString() },
        ],
      });
    });

    it('adds the bollo under forfettario over the threshold, as the order would', () => {
      const lessons = [at('2026-03-26', 600, 120), at('2026-03-27', 600, 120)];
      const facts = lessons.map((l, i) => ({ ...l, lessonId: `l${i}`, bookingId: 'b', studentId: 's', active: true, isPaid: false }));
      const due = lessonsToPay(lessons, 2500, FORFETTARIO_WITH_BOLLO);
      expect(due).toMatchObject({ amountCents: 10_200, regime: 'RF19', bolloCents: 200 });
      expect(due.amountCents).toBe(amountDue(priceOrder(facts, 2500, [], FORFETTARIO_WITH_BOLLO).totals));
      expect(lessonsToPay(lessons.slice(0, 1), 2500, FORFETTARIO_WITH_BOLLO)).toMatchObject({ amountCents: 5000, bolloCents: 0 });
    });

    it("prices at the student's own rate, to the cent", () => {
      expect(lessonsToPay([at('2026-03-26', 600, 90)], 1645, ORDINARIO).amountCents).toBe(2468);
    });
  });
});
