import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SYSTEM } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { OrderCloser } from './order-closer.js';

/**
 * At start-up and every two minutes: an order the provider captured but we never recorded (the
 * answer was lost, the process died) is recorded now, once; an order left open past its time
 * is given up, its coupons freed.
 */
@Injectable()
export class ReconcileOrdersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reconcile');

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
    await this.reconcile().catch((e: Error) => this.logger.error(e.message));
  }

  /** Returns how many orders were recorded and given up. */
  async reconcile(): Promise<{ recorded: number; abandoned: number }> {
    let recorded = 0;
    let abandoned = 0;
    for (const order of await this.orders.open()) {
      try {
        const remote = order.provider_order_id ? await this.gateway.getOrder(order.provider_order_id) : null;
        if (remote?.status === 'COMPLETED' && remote.capture) {
          await this.closer.record(order, remote.capture, SYSTEM);
          recorded++;
        } else if (this.clock.now() > order.expires_at) {
          if ((await this.closer.abandon(order, 'expired', SYSTEM)) === 'abandoned') abandoned++;
          else recorded++;
        }
      } catch (error) {
        // The provider not answering for one order must not hold up the others; the next pass retries it.
        this.logger.warn(`order ${order.id}: ${(error as Error).message}`);
      }
    }
    return { recorded, abandoned };
  }
}
