import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SYSTEM } from '@lavagna/domain';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { OrderCloser } from '../order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';

export const CHECK_ORDER = 'check-order';
/** An open order's provider is asked this often whether it captured (an answer lost, a process that died). */
export const CHECK_EVERY_MS = 2 * 60_000;

/**
 * An open order, looked at every two minutes until it is closed: a capture the provider made but
 * we never recorded (the answer was lost, the process died) is recorded now, once - or credited
 * as a coupon when its lessons are no longer the student's; past its time it is given up, its
 * coupons freed.
 */
@Injectable()
export class CheckOrderJob implements TimedJob<{ orderId: string }>, OnModuleInit {
  readonly kind = CHECK_ORDER;

  constructor(
    private readonly work: TimedWork,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload, now }: DueWork<{ orderId: string }>): Promise<JobResult> {
    const order = await this.orders.byClientId(payload.orderId);
    if (!order || order.status !== 'placed') return { done: order?.status ?? 'unknown' };
    if (order.provider_order_id) {
      const remote = await this.gateway.getOrder(order.provider_order_id);
      if (remote.status === 'COMPLETED' && remote.capture) return { done: await this.closer.record(order, remote.capture, SYSTEM) };
    }
    if (now > order.expires_at) return { done: await this.closer.abandon(order, 'expired', SYSTEM) };
    return { again: new Date(Math.min(now.getTime() + CHECK_EVERY_MS, order.expires_at.getTime() + 1_000)) };
  }
}
