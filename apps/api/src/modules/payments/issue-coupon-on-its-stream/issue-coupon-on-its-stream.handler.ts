import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IssueCouponOnItsStreamCommand } from '../../lessons/index.js';
import { CouponIssuer } from './coupon-issuer.js';

/** A cancellation's coupon, issued on its own stream right after the cancellation. */
@CommandHandler(IssueCouponOnItsStreamCommand)
export class IssueCouponOnItsStreamHandler implements ICommandHandler<IssueCouponOnItsStreamCommand, boolean> {
  constructor(private readonly issuer: CouponIssuer) {}

  execute({ code }: IssueCouponOnItsStreamCommand): Promise<boolean> {
    return this.issuer.issue(code);
  }
}
