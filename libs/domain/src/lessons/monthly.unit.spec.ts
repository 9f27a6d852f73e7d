import { atRome } from '../time/rome.js';
import { dueMonths, isDueNow, MONTHLY_PAYMENT_DAY, splitDue } from './monthly.js';

const at = (day: string, minute = 600) => atRome(day, minute);
const lesson = (day: string) => ({ start: at(day, 900).toISOString(), end: at(day, 960).toISOString() });

describe('the monthly payment', () => {
  it('opens next month from the 20th by default', () => {
    expect(MONTHLY_PAYMENT_DAY).toBe(20);
    expect(dueMonths(at('2026-11-19'))).toEqual({ thisMonth: '2026-11', nextMonth: null });
    expect(dueMonths(at('2026-11-20'))).toEqual({ thisMonth: '2026-11', nextMonth: '2026-12' });
    expect(dueMonths(at('2026-12-31'))).toEqual({ thisMonth: '2026-12', nextMonth: '2027-01' });
  });

  it('counts the days of Rome: 23:30 on the 19th in Rome is not yet the 20th, 00:10 on the 20th is', () => {
    expect(dueMonths(atRome('2026-11-19', 23 * 60 + 30)).nextMonth).toBeNull();
    expect(dueMonths(atRome('2026-11-20', 10)).nextMonth).toBe('2026-12');
    // 23:30 UTC on 19 November is already the 20th in Rome.
    expect(dueMonths(new Date('2026-11-19T23:30:00Z')).nextMonth).toBe('2026-12');
  });

  it('follows the day the teacher chose', () => {
    expect(dueMonths(at('2026-11-15'), 15).nextMonth).toBe('2026-12');
    expect(dueMonths(at('2026-11-14'), 15).nextMonth).toBeNull();
  });

  it('says which lessons are due: this month and earlier, next month once open, later never', () => {
    const now = at('2026-11-25');
    expect(isDueNow(lesson('2026-11-30'), now)).toBe(true);
    expect(isDueNow(lesson('2026-12-31'), now)).toBe(true);
    expect(isDueNow(lesson('2027-01-01'), now)).toBe(false);
    expect(isDueNow(lesson('2026-12-01'), at('2026-11-02'))).toBe(false);
  });

  it('splits unpaid lessons for the banner, a lesson at 00:30 on the 1st in Rome counted in its Rome month', () => {
    const firstOfDecember = { start: atRome('2026-12-01', 30).toISOString(), end: atRome('2026-12-01', 90).toISOString() };
    const split = splitDue([lesson('2026-11-28'), firstOfDecember, lesson('2026-12-20'), lesson('2027-01-05')], at('2026-11-20'));
    expect(split.thisMonth).toEqual([lesson('2026-11-28')]);
    expect(split.nextMonth).toEqual([firstOfDecember, lesson('2026-12-20')]);
    expect(split.later).toEqual([lesson('2027-01-05')]);
  });

  it('counts a lesson held for payment as due now, whatever its month', () => {
    const held = { ...lesson('2027-02-10'), holdExpiresAt: at('2026-11-20', 615).toISOString() };
    expect(splitDue([held], at('2026-11-20')).thisMonth).toEqual([held]);
  });
});
