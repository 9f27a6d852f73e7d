import { Controller, HttpCode, Inject, Injectable, NotFoundException, Param, Post, UseGuards, type CanActivate } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { token } from '../../../infrastructure/http/params.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { DecideDemoOrderCommand } from './demo-approval.command.js';
import type { DemoDecision } from './demo-approval.handler.js';

/** With any other gateway the demo endpoints answer 404, like a path that does not exist. */
@Injectable()
export class DemoModeGuard implements CanActivate {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  canActivate(): boolean {
    if (this.gateway.provider !== 'demo') throw new NotFoundException();
    return true;
  }
}

/** Demo mode only: what PayPal's approval window does, for the student who owns the order. */
@Controller('dev/paypal/orders')
@UseGuards(DemoModeGuard, SessionGuard)
export class DemoGatewayController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', token) id: string, @CurrentUser() caller: SessionUser): Promise<DemoDecision> {
    return this.commands.execute(new DecideDemoOrderCommand(caller, id, true));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', token) id: string, @CurrentUser() caller: SessionUser): Promise<DemoDecision> {
    return this.commands.execute(new DecideDemoOrderCommand(caller, id, false));
  }
}
