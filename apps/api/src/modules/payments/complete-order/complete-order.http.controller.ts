import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { completeOrderRequestSchema, type CompleteOrderResponse } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CompleteOrderCommand } from './complete-order.command.js';

@Controller('payments')
@UseGuards(SessionGuard)
export class CompleteOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('complete-order')
  @HttpCode(200)
  @Roles('student')
  complete(
    @Body(new ZodPipe(completeOrderRequestSchema)) body: z.output<typeof completeOrderRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<CompleteOrderResponse> {
    return this.commands.execute(new CompleteOrderCommand(caller, body.orderID));
  }
}
