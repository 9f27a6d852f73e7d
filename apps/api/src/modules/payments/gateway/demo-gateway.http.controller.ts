import { Controller, HttpCode, Inject, Injectable, NotFoundException, Param, Post, UseGuards, type CanActivate } from '@nestjs/common';
import { problem } from '../../../infrastructure/http/problem.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { OrderCloser } from '../complete-order/order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { DemoGateway } from './demo-gateway.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { token } from '../../../infrastructure/http/params.js';

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
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: DemoGateway,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', token) id: string, @CurrentUser() caller: SessionUser) {
    return this.decide(id, caller, true);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', token) id: string, @CurrentUser() caller: SessionUser) {
    return this.decide(id, caller, false);
  }

  private async decide(id: string, caller: SessionUser, approve: boolean) {
    const order = await this.orders.byClientId(id);
    if (!order || order.student_id !== caller.userId || order.provider_order_id !== id) throw problem(404, 'ORDER.NOT_FOUND');
    if (order.status !== 'placed' || !(await this.gateway.decide(id, approve))) throw problem(409, 'ORDER.ABANDONED');
    // Cancelling in the provider's window gives our order up too, freeing its coupons.
    if (!approve) await this.closer.abandon(order, 'cancelled', caller);
    return { id, status: approve ? 'APPROVED' : 'VOIDED' };
  }
}
