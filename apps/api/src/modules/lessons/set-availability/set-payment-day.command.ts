import type { SessionUser } from '../../sessions/index.js';

/** The teacher chooses the day of the month from which next month's lessons are due (SetPaymentDay). */
export class SetPaymentDayCommand {
  constructor(
    readonly caller: SessionUser,
    readonly paymentDay: number,
  ) {}
}
