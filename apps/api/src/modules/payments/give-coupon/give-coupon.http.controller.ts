import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { giveCouponRequestSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, LIMITS, RateLimiter, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GiveCouponCommand } from './give-coupon.command.js';

@Controller('coupon')
@UseGuards(SessionGuard)
export class GiveCouponController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  /** GiveCoupon: the holder gives a coupon to another student, named by e-mail; it leaves the giver's list and reaches the receiver's. */
  @Post('give')
  @HttpCode(200)
  @Roles('student')
  async give(@Body(new ZodPipe(giveCouponRequestSchema)) body: z.output<typeof giveCouponRequestSchema>, @CurrentUser() caller: SessionUser): Promise<{ success: true }> {
    await this.limits.hit(`coupon-gift:${caller.userId}`, LIMITS.couponGiftsPerUser);
    await this.commands.execute(new GiveCouponCommand(caller, body.code, body.email));
    return { success: true };
  }
}
