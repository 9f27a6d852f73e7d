import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SYSTEM } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { OrderCloser } from '../order-closer.js';

/** How far back abandoned provider orders are asked about: a capture in flight lands within seconds; a day is ample. */
export const LATE_CAPTURE_WINDOW_MS = 24 * 3_600_000;
/** Between the full-day sweeps, each pass asks only about orders whose time ran out within the last hour. */
const RECENT_WINDOW_MS = 3_600_000;
/** Every 30th pass (an hour at two minutes) sweeps the whole day. */
const FULL_SWEEP_EVERY = 30;

export interface ReconcileResult {
  /** Provider captures recorded as paying their lessons. */
  recorded: number;
  /** Orders given up. */
  abandoned: number;
  /** Provider captures that could no longer pay their lessons, credited as coupons. */
  credited: number;
}

/**
 * At start-up and every two minutes: an order the provider captured but we never recorded (the
 * answer was lost, the process died) is recorded now, once - or credited as a coupon when its
 * lessons are no longer the student's; an order left open past its time is given up, its coupons
 * freed; and an order given up recently whose provider captured it after all (a capture in flight
 * while the order was abandoned) is credited, once.
 */
@Injectable()
export class ReconcileOrdersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reconcile');
  private passes = 0;

  constructor(
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval(120_000)
  async tick(): Promise<void> {
    const window = this.passes++ % FULL_SWEEP_EVERY === 0 ? LATE_CAPTURE_WINDOW_MS : RECENT_WINDOW_MS;
    await this.reconcile({ abandonedWithinMs: window }).catch((e: Error) => this.logger.error(e.message));
  }

  /** Returns how many orders were recorded, given up and credited. */
  async reconcile(options: { abandonedWithinMs?: number } = {}): Promise<ReconcileResult> {
    const result: ReconcileResult = { recorded: 0, abandoned: 0, credited: 0 };
    for (const order of await this.orders.open()) {
      try {
        const remote = order.provider_order_id ? await this.gateway.getOrder(order.provider_order_id) : null;
        if (remote?.status === 'COMPLETED' && remote.capture) {
          const outcome = await this.closer.record(order, remote.capture, SYSTEM);
          if (outcome === 'captured') result.recorded++;
          else if (outcome === 'credited') result.credited++;
        } else if (this.clock.now() > order.expires_at) {
          const outcome = await this.closer.abandon(order, 'expired', SYSTEM);
          if (outcome === 'abandoned') result.abandoned++;
          else if (outcome === 'credited') result.credited++;
          else result.recorded++;
        }
      } catch (error) {
        // The provider not answering for one order must not hold up the others; the next pass retries it.
        this.logger.warn(`order ${order.id}: ${(error as Error).message}`);
      }
    }
    const since = new Date(this.clock.now().getTime() - (options.abandonedWithinMs ?? LATE_CAPTURE_WINDOW_MS));
    for (const order of await this.orders.abandonedWithProviderSince(since)) {
      try {
        if (await this.closer.creditIfCaptured(order, SYSTEM)) result.credited++;
      } catch (error) {
        this.logger.warn(`abandoned order ${order.id}: ${(error as Error).message}`);
      }
    }
    return result;
  }
}
