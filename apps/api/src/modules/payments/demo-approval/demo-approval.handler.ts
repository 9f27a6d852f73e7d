import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { problem } from '../../../infrastructure/http/problem.js';
import { OrderCloser } from '../order-closer.js';
import type { DemoGateway } from '../gateway/demo-gateway.js';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { DecideDemoOrderCommand } from './demo-approval.command.js';

export type DemoDecision = { id: string; status: 'APPROVED' | 'VOIDED' };

@CommandHandler(DecideDemoOrderCommand)
export class DecideDemoOrderHandler implements ICommandHandler<DecideDemoOrderCommand, DemoDecision> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: DemoGateway,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  async execute({ caller, providerOrderId: id, approve }: DecideDemoOrderCommand): Promise<DemoDecision> {
    const order = await this.orders.byClientId(id);
    if (!order || order.student_id !== caller.userId || order.provider_order_id !== id) throw problem(404, 'ORDER.NOT_FOUND');
    if (order.status !== 'placed' || !(await this.gateway.decide(id, approve))) throw problem(409, 'ORDER.ABANDONED');
    // Cancelling in the provider's window gives our order up too, freeing its coupons.
    if (!approve) await this.closer.abandon(order, 'cancelled', caller);
    return { id, status: approve ? 'APPROVED' : 'VOIDED' };
  }
}
