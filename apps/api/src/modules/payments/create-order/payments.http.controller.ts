import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  completeOrderRequestSchema,
  createOrderRequestSchema,
  type CompleteOrderResponse,
  type CreateOrderResponse,
} from '@lavagna/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CompleteOrderCommand } from '../complete-order/complete-order.handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { CreateOrderCommand } from './create-order.command.js';

@Controller('payments')
@UseGuards(SessionGuard)
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly settings: AppConfig,
  ) {}

  /** Which buttons the payment screen shows, and PayPal's public client id (never the secret). */
  @Get('config')
  config(): { provider: 'paypal' | 'demo'; clientId: string | null } {
    return { provider: this.gateway.provider, clientId: this.gateway.provider === 'paypal' ? (this.settings.paypal?.clientId ?? null) : null };
  }

  @Post('create-order')
  @HttpCode(200)
  @Roles('student')
  create(
    @Body(new ZodPipe(createOrderRequestSchema)) body: z.output<typeof createOrderRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<CreateOrderResponse> {
    return this.commands.execute(new CreateOrderCommand(caller, body));
  }

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
