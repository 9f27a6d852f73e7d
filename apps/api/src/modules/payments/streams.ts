import { Inject, Injectable } from '@nestjs/common';
import {
  couponStreamName,
  decideCoupon,
  decideOrder,
  evolveCoupon,
  evolveOrder,
  initialCouponState,
  initialOrderState,
  orderStreamName,
  type Actor,
  type CouponCommand,
  type CouponEvent,
  type OrderCommand,
  type OrderEvent,
  type CouponState,
  type OrderState,
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { deciderRunner } from '../../infrastructure/event-sourcing/decider-runner.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';
import { CalendarCache } from '../lessons/index.js';

const orders = deciderRunner<OrderCommand, OrderEvent, OrderState>({
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
  mapToStreamId: orderStreamName,
  retryOnConflict: true,
});
const coupons = deciderRunner<CouponCommand, CouponEvent, CouponState>({
  decide: decideCoupon,
  evolve: evolveCoupon,
  initialState: initialCouponState,
  mapToStreamId: couponStreamName,
  retryOnConflict: true,
});

type Data<C extends { type: string; data: unknown }, T extends C['type']> = Extract<C, { type: T }>['data'];

/** Order (`order-{id}`) and coupon (`coupon-{code}`) commands: load, decide, append. */
@Injectable()
export class PaymentStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calendar: CalendarCache,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async order<T extends OrderCommand['type']>(type: T, data: Data<OrderCommand, T>, by: Actor): Promise<OrderEvent[]> {
    const events = await orders(this.store, data.orderId, type, data, { now: this.clock.now(), by });
    // Paid lessons change colour: this replica reads its own write at once.
    for (const e of events) if (e.type === 'OrderCaptured') this.calendar.evict(e.data.teacherId);
    return events;
  }

  async coupon<T extends CouponCommand['type']>(type: T, data: Data<CouponCommand, T>, by: Actor): Promise<CouponEvent[]> {
    return coupons(this.store, data.code, type, data, { now: this.clock.now(), by });
  }
}
