import type { SessionUser } from '../../sessions/index.js';

/** The teacher gives a student a coupon (presets 25 / 37,5 / 50 or any amount). */
export class IssueCouponCommand {
  constructor(
    readonly caller: SessionUser,
    readonly studentId: string,
    readonly valueCents: number,
  ) {}
}
