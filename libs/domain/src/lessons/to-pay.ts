import { bolloToCharge, type FiscalRegime, type FiscalTerms } from '../invoicing/fiscal-profile.js';
import { priceOf } from '../money/money.js';
import type { Slot } from './events.js';
import { studentChangeDeadline } from './rules.js';

/** Lessons a student is asked to pay, and by when. */
export interface LessonsToPay<L extends Slot = Slot> {
  /** What paying them in one order with no coupon asks: their price plus the bollo charged, if any. */
  amountCents: number;
  regime: FiscalRegime;
  /** The imposta di bollo in the amount (forfettario over the threshold, when charged); 0 when none. */
  bolloCents: number;
  /** Each lesson, oldest first, with the moment it is to be paid by (`studentChangeDeadline`). */
  lessons: (L & { payBy: string })[];
}

/**
 * What lessons the teacher booked for a student ask of them: the price at the student's hourly
 * rate under the teacher's fiscal terms, as an order of them would charge it (`priceOrder` with
 * no coupon: `priceOf`, then the bollo on top), and for each lesson the deadline to pay it by.
 */
export const lessonsToPay = <L extends Slot>(lessons: readonly L[], hourlyRateCents: number, terms: FiscalTerms): LessonsToPay<L> => {
  const gross = priceOf(lessons, hourlyRateCents);
  const bolloCents = bolloToCharge(terms, gross);
  return {
    amountCents: gross + bolloCents,
    regime: terms.regime,
    bolloCents,
    lessons: [...lessons]
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map((lesson) => ({ ...lesson, payBy: studentChangeDeadline(lesson).toISOString() })),
  };
};
