import {
  couponStreamName,
  decideCoupon,
  decideOrder,
  evolveCoupon,
  evolveOrder,
  initialCouponState,
  initialOrderState,
  orderStreamName,
  type CouponCommand,
  type CouponEvent,
  type CouponState,
  type OrderCommand,
  type OrderEvent,
  type OrderState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';
import { CalendarCache } from '../lessons/index.js';

/** Order commands against their `order-{id}` stream; a conflict is decided again. */
export const orderDecider: StreamDecider<OrderCommand, OrderEvent, OrderState> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
  mapToStreamId: orderStreamName,
  streamIdOf: (data) => data.orderId,
  retryOnConflict: () => true,
};

/** Coupon commands against their `coupon-{code}` stream; a conflict is decided again. */
export const couponDecider: StreamDecider<CouponCommand, CouponEvent, CouponState> = {
  decide: decideCoupon,
  evolve: evolveCoupon,
  initialState: initialCouponState,
  mapToStreamId: couponStreamName,
  streamIdOf: (data) => data.code,
  retryOnConflict: () => true,
};

export const ORDER_STREAM = Symbol('ORDER_STREAM');
export type OrderStream = DeciderStream<OrderCommand, OrderEvent, OrderState>;
export const orderStream = deciderStreamProvider(ORDER_STREAM, orderDecider, {
  inject: [CalendarCache],
  // Paid lessons change colour: this replica reads its own write at once; the others hear the lessons projection's NOTIFY.
  afterAppend: (cache: CalendarCache) => (events) => {
    for (const e of events) if (e.type === 'OrderCaptured') cache.evict(e.data.teacherId);
  },
});

export const COUPON_STREAM = Symbol('COUPON_STREAM');
export type CouponStream = DeciderStream<CouponCommand, CouponEvent, CouponState>;
export const couponStream = deciderStreamProvider(COUPON_STREAM, couponDecider);
