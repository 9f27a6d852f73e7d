import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAID_WITH_COUPON, SYSTEM, type Actor } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { UsersQuery } from '../../accounts/index.js';
import { PAYMENT_GATEWAY, type CaptureResult, type PaymentGateway } from '../gateway/payment-gateway.js';
import type { OrderRow } from '../projections/orders/orders.query.js';
import { PaymentStreams } from '../streams.js';

/** Records a capture or gives an order up; shared by complete-order and the reconciliation job. */
@Injectable()
export class OrderCloser {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly streams: PaymentStreams,
    private readonly users: UsersQuery,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /**
   * In one append: the order captured, the lessons paid, the payment record, the coupons
   * redeemed and the confirmation e-mail queued (all inline projections of OrderCaptured).
   */
  async record(order: OrderRow, capture: CaptureResult, by: Actor): Promise<void> {
    const student = await this.users.byId(order.student_id);
    const email = student ? { emailId: randomUUID(), to: student.email, name: student.name } : null;
    const transactionId = order.provider === 'coupons' ? PAID_WITH_COUPON : capture.captureId;
    await this.streams.order('CaptureOrder', { orderId: order.id, transactionId, amountCents: capture.amountCents, email }, by);
    // The coupon streams learn it too, so no later order can reserve them (the read model already refuses).
    for (const code of order.data.coupons.map((c) => c.code)) {
      await this.streams.coupon('RedeemCoupon', { code, orderId: order.id }, SYSTEM).catch((e: Error) => this.logger.warn(`${code}: ${e.message}`));
    }
  }

  /** Gives an order up, unless its provider already captured it: then it is recorded instead. */
  async abandon(order: OrderRow, reason: 'cancelled' | 'expired' | 'lessons-gone', by: Actor): Promise<'abandoned' | 'recorded'> {
    if (order.provider_order_id) {
      const remote = await this.gateway.getOrder(order.provider_order_id);
      if (remote.status === 'COMPLETED' && remote.capture) {
        await this.record(order, remote.capture, by);
        return 'recorded';
      }
      await this.gateway.void(order.provider_order_id).catch(() => undefined);
    }
    for (const code of order.data.coupons.map((c) => c.code)) {
      await this.streams.coupon('ReleaseCoupon', { code, orderId: order.id }, by).catch(() => undefined);
    }
    await this.streams.order('AbandonOrder', { orderId: order.id, reason }, by);
    return 'abandoned';
  }
}
