import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCouponRequestSchema, type CouponView } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { IssueCouponCommand } from './issue-coupon.command.js';

/** The amount comes as euro, a number or a string with a decimal comma ("37,5"). */
const toCents = (amount: number | string): number => euroToCents(Number(String(amount).replace(',', '.')));

@Controller('coupon')
@UseGuards(SessionGuard)
export class IssueCouponController {
  constructor(private readonly commands: CommandBus) {}

  /** IssueCoupon: the teacher gives a student a coupon (presets 25 / 37,5 / 50 or any amount). */
  @Post('create-coupon')
  @HttpCode(200)
  @Roles('teacher')
  async create(
    @Body(new ZodPipe(createCouponRequestSchema)) body: z.output<typeof createCouponRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<{ success: true; data: CouponView }> {
    return { success: true, data: await this.commands.execute(new IssueCouponCommand(caller, body.userId, toCents(body.amount))) };
  }
}
