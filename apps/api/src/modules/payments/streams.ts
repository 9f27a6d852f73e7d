import { Inject, Injectable } from '@nestjs/common';
import { DeciderCommandHandler } from '@event-driven-io/emmett';
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
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';
import { CalendarCache } from '../lessons/index.js';

const orders = DeciderCommandHandler({
  decide: decideOrder as never,
  evolve: evolveOrder,
  initialState: initialOrderState,
  mapToStreamId: orderStreamName,
  retry: { onVersionConflict: 3 },
});
const coupons = DeciderCommandHandler({
  decide: decideCoupon as never,
  evolve: evolveCoupon,
  initialState: initialCouponState,
  mapToStreamId: couponStreamName,
  retry: { onVersionConflict: 3 },
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
    const command = { type, data, metadata: { now: this.clock.now(), by } } as OrderCommand;
    const result = await orders(this.store, data.orderId, command as never);
    const events = result.newEvents as OrderEvent[];
    // Paid lessons change colour: this replica reads its own write at once.
    for (const e of events) if (e.type === 'OrderCaptured') this.calendar.evict(e.data.teacherId);
    return events;
  }

  async coupon<T extends CouponCommand['type']>(type: T, data: Data<CouponCommand, T>, by: Actor): Promise<CouponEvent[]> {
    const command = { type, data, metadata: { now: this.clock.now(), by } } as CouponCommand;
    return (await coupons(this.store, data.code, command as never)).newEvents as CouponEvent[];
  }
}
