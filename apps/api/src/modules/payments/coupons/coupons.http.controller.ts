import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { createCouponRequestSchema, type CouponView } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { assertCanManage, UsersQuery } from '../../accounts/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { PaymentStreams } from '../streams.js';
import { uuid } from '../../../infrastructure/http/params.js';

const toCents = (amount: number | string): number => euroToCents(Number(String(amount).replace(',', '.')));

@Controller('coupon')
@UseGuards(SessionGuard)
export class CouponsController {
  constructor(
    private readonly coupons: CouponsQuery,
    private readonly users: UsersQuery,
    private readonly streams: PaymentStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('get-coupons/:userId')
  async mine(@Param('userId', uuid) userId: string, @CurrentUser() caller: SessionUser): Promise<{ success: true; data: CouponView[] }> {
    const owner = assertCanManage(caller, await this.users.byId(userId));
    return { success: true, data: await this.coupons.activeOf(owner.userId, this.clock.now()) };
  }

  @Get('get-coupons-by-teacher/:teacherId')
  @Roles('teacher')
  async teachers(@Param('teacherId', uuid) teacherId: string, @CurrentUser() caller: SessionUser): Promise<{ success: true; data: CouponView[] }> {
    if (teacherId !== caller.userId) throw problem(404, 'USER.NOT_FOUND');
    return { success: true, data: await this.coupons.ofTeacher(teacherId) };
  }

  /** IssueCoupon: the teacher gives a student a coupon (presets 25 / 37,5 / 50 or any amount). */
  @Post('create-coupon')
  @HttpCode(200)
  @Roles('teacher')
  async create(
    @Body(new ZodPipe(createCouponRequestSchema)) body: z.output<typeof createCouponRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<{ success: true; data: CouponView }> {
    const student = assertCanManage(caller, await this.users.byId(body.userId));
    if (student.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    const code = newCouponCode();
    await this.streams.coupon(
      'IssueCoupon',
      { code, studentId: student.userId, teacherId: caller.userId, valueCents: toCents(body.amount), origin: { kind: 'teacher' } },
      caller,
    );
    return { success: true, data: (await this.coupons.byCode(code))! };
  }
}
