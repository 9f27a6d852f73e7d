import type { SessionUser } from '../../sessions/index.js';

/** A student gives one of their coupons to the student registered as `email` (the spec: coupons are transferable). */
export class GiveCouponCommand {
  constructor(
    readonly caller: SessionUser,
    readonly code: string,
    readonly email: string,
  ) {}
}
