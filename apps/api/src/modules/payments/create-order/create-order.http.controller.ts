import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createOrderRequestSchema, type CreateOrderResponse } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CreateOrderCommand } from './create-order.command.js';

@Controller('payments')
@UseGuards(SessionGuard)
export class CreateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-order')
  @HttpCode(200)
  @Roles('student')
  create(
    @Body(new ZodPipe(createOrderRequestSchema)) body: z.output<typeof createOrderRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<CreateOrderResponse> {
    return this.commands.execute(new CreateOrderCommand(caller, body));
  }
}
