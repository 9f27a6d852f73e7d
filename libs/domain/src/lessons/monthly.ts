import { addDays, romeDay } from '../time/rome.js';
import type { Slot } from './events.js';

/**
 * From this day of the month the student is offered one payment for all of next month's lessons
 * (the teacher may choose another day, 1-28 so that every month has it).
 */
export const MONTHLY_PAYMENT_DAY = 20;
export const PAYMENT_DAY_RANGE = { min: 1, max: 28 } as const;

const monthOf = (day: string): string => day.slice(0, 7);
const nextMonth = (day: string): string => monthOf(addDays(`${monthOf(day)}-28`, 7));

/**
 * The months whose lessons are due now (Rome months, 'yyyy-MM'): this one, and the next one from
 * the payment day on. What the unpaid banner totals and the monthly payment covers.
 */
export const dueMonths = (now: Date, paymentDay = MONTHLY_PAYMENT_DAY): { thisMonth: string; nextMonth: string | null } => {
  const today = romeDay(now);
  return { thisMonth: monthOf(today), nextMonth: Number(today.slice(8, 10)) >= paymentDay ? nextMonth(today) : null };
};

/** Whether a lesson is due for payment now: it falls in this Rome month or, once its payment opens, in the next (earlier days included). */
export const isDueNow = (lesson: Slot, now: Date, paymentDay = MONTHLY_PAYMENT_DAY): boolean => {
  const { thisMonth, nextMonth: next } = dueMonths(now, paymentDay);
  const month = monthOf(romeDay(new Date(lesson.start)));
  return month <= thisMonth || month === next;
};

/**
 * Unpaid lessons split as the banner shows them: due this month (or before), due next month, not
 * due yet. A lesson held for payment (a student's own booking, `holdExpiresAt`) is due now whatever its month.
 */
export const splitDue = <L extends Slot & { holdExpiresAt?: string | null }>(
  lessons: L[],
  now: Date,
  paymentDay = MONTHLY_PAYMENT_DAY,
): { thisMonth: L[]; nextMonth: L[]; later: L[] } => {
  const months = dueMonths(now, paymentDay);
  const split = { thisMonth: [] as L[], nextMonth: [] as L[], later: [] as L[] };
  for (const lesson of lessons) {
    const month = monthOf(romeDay(new Date(lesson.start)));
    if (lesson.holdExpiresAt || month <= months.thisMonth) split.thisMonth.push(lesson);
    else if (month === months.nextMonth) split.nextMonth.push(lesson);
    else split.later.push(lesson);
  }
  return split;
};
