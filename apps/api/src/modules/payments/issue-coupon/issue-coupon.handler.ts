import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CouponView } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import { assertCanManage, UsersQuery } from '../../accounts/index.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { COUPON_STREAM, type CouponStream } from '../streams.js';
import { IssueCouponCommand } from './issue-coupon.command.js';

@CommandHandler(IssueCouponCommand)
export class IssueCouponHandler implements ICommandHandler<IssueCouponCommand, CouponView> {
  constructor(
    private readonly users: UsersQuery,
    private readonly coupons: CouponsQuery,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
  ) {}

  async execute({ caller, studentId, valueCents }: IssueCouponCommand): Promise<CouponView> {
    const student = assertCanManage(caller, await this.users.byId(studentId));
    if (student.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    const code = newCouponCode();
    await this.couponStream.execute('IssueCoupon', { code, studentId: student.userId, teacherId: caller.userId, valueCents, origin: { kind: 'teacher' } }, caller);
    return (await this.coupons.byCode(code))!;
  }
}
