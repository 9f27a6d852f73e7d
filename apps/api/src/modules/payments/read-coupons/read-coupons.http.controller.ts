import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { CouponView } from '@lavagna/contracts';
import { uuid } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { assertCanManage, UsersQuery } from '../../accounts/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';

/** A student's usable coupons, and every coupon the teacher gave. */
@Controller('coupon')
@UseGuards(SessionGuard)
export class ReadCouponsController {
  constructor(
    private readonly coupons: CouponsQuery,
    private readonly users: UsersQuery,
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
}
