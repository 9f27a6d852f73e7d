import { MONTHLY_PAYMENT_DAY, PAYMENT_DAY_RANGE } from '../lessons/monthly.js';
import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { DomainError } from '../shared/types.js';

/** The teacher chose the day of the month from which next month's lessons are offered for payment. */
export type PaymentDaySet = DomainEvent<'PaymentDaySet', { teacherId: string; paymentDay: number; setAt: string; by: Actor }>;
export type SetPaymentDay = DomainCommand<'SetPaymentDay', { teacherId: string; paymentDay: number }>;

export const PAYMENT_DAY_OUT_OF_RANGE = 'AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE' as const;

/** A day every month has: 1 to 28. */
export const isPaymentDay = (day: number): boolean => Number.isInteger(day) && day >= PAYMENT_DAY_RANGE.min && day <= PAYMENT_DAY_RANGE.max;

/** The teacher's payment day, or the default until one is chosen. */
export const paymentDayOf = (chosen: number | null | undefined): number => chosen ?? MONTHLY_PAYMENT_DAY;

export const decidePaymentDay = (command: SetPaymentDay, current: number): PaymentDaySet[] => {
  const { teacherId, paymentDay } = command.data;
  if (!isPaymentDay(paymentDay)) throw new DomainError(PAYMENT_DAY_OUT_OF_RANGE);
  if (paymentDay === current) return [];
  return [{ type: 'PaymentDaySet', data: { teacherId, paymentDay, setAt: command.metadata.now.toISOString(), by: command.metadata.by } }];
};
