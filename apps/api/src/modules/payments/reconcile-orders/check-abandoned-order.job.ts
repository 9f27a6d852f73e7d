import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SYSTEM } from '@lavagna/domain';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { OrderCloser } from '../order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { CHECK_EVERY_MS } from './check-order.job.js';

export const CHECK_ABANDONED_ORDER = 'check-abandoned-order';
/** How long after its time a provider order given up is asked about: a capture in flight lands within seconds; a day is ample. */
export const LATE_CAPTURE_WINDOW_MS = 24 * 3_600_000;
/** Within the first hour the provider is asked every two minutes, then every hour. */
const RECENT_MS = 3_600_000;

/**
 * A provider order given up (its time ran out, its lessons cancelled) whose provider may have
 * captured it after all - a capture in flight while it was abandoned: the money is credited as a
 * coupon, once. Asked again for a day, then let go.
 */
@Injectable()
export class CheckAbandonedOrderJob implements TimedJob<{ orderId: string }>, OnModuleInit {
  readonly kind = CHECK_ABANDONED_ORDER;

  constructor(
    private readonly work: TimedWork,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload, now }: DueWork<{ orderId: string }>): Promise<JobResult> {
    const order = await this.orders.byClientId(payload.orderId);
    if (!order || order.status !== 'abandoned' || !order.provider_order_id) return { done: order?.status ?? 'unknown' };
    if (await this.closer.creditIfCaptured(order, SYSTEM)) return { done: 'credited' };
    const since = now.getTime() - order.expires_at.getTime();
    if (since >= LATE_CAPTURE_WINDOW_MS) return { done: 'nothing-captured' };
    return { again: new Date(now.getTime() + (since < RECENT_MS ? CHECK_EVERY_MS : RECENT_MS)) };
  }
}
