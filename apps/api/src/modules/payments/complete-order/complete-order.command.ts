import type { SessionUser } from '../../sessions/index.js';

/**
 * PayOrder, second half: capture (idempotently) and record it once. A capture that lands when the
 * order can no longer pay its lessons is credited as a coupon (409 ORDER.ABANDONED, saying so).
 */
export class CompleteOrderCommand {
  constructor(
    readonly caller: SessionUser,
    readonly clientOrderId: string,
  ) {}
}
