import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { problem } from '../../../infrastructure/http/problem.js';
import { UserEmailsQuery, UsersQuery } from '../../accounts/index.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { CouponIssuer } from '../reactions/coupon-issuer.reaction.js';
import { COUPON_STREAM, type CouponStream } from '../streams.js';
import { GiveCouponCommand } from './give-coupon.command.js';

/**
 * Fetch outside, decide inside: who the receiver is (a student of the coupon's teacher) is read
 * here; whether the caller holds the coupon and may give it now is the coupon decider's, on the
 * coupon's stream, whose version lets one of two gifts of the same coupon win.
 */
@CommandHandler(GiveCouponCommand)
export class GiveCouponHandler implements ICommandHandler<GiveCouponCommand, void> {
  constructor(
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly coupons: CouponsQuery,
    private readonly issuer: CouponIssuer,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
  ) {}

  async execute({ caller, code, email }: GiveCouponCommand): Promise<void> {
    const coupon = await this.coupons.facts(code);
    // Someone else's coupon reads as an unknown code: a code says nothing about who holds it.
    if (!coupon || coupon.studentId !== caller.userId) throw problem(422, 'COUPON.INVALID');
    const receiverId = await this.emails.userIdOf(email);
    const receiver = receiverId ? await this.users.byId(receiverId) : null;
    const giver = await this.users.byId(caller.userId);
    if (receiver?.userId === caller.userId) throw problem(422, 'COUPON.SELF_GIFT');
    if (!receiver || !giver || receiver.identity !== 'student' || receiver.teacherId !== giver.teacherId) throw problem(404, 'COUPON.RECEIVER_UNKNOWN');
    // A cancellation's coupon may not be on its own stream yet: it is written there first, as its reaction would.
    await this.issuer.issue(code);
    await this.couponStream.execute('GiveCoupon', { code, toStudentId: receiver.userId }, caller);
  }
}
