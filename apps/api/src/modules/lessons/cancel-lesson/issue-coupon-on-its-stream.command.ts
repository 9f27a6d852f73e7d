/**
 * A paid lesson was cancelled into a coupon: the coupon is issued on its own stream
 * (`coupon-{code}`), so its decider knows owner, value and expiry. Declared here, handled by the
 * payments module (which owns coupons). Best effort: if it never runs (the process died after the
 * cancellation), the payments module's issue sweep writes it from the coupon the cancellation
 * recorded, so no coupon is lost.
 */
export class IssueCouponOnItsStreamCommand {
  constructor(readonly code: string) {}
}
