import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { it, type CompleteOrderResponse } from '@lavagna/contracts';
import { centsToEuro, euroToCents, italianAmount } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { LessonsQuery } from '../../lessons/index.js';
import { PAYMENT_GATEWAY, PaymentDeclinedError, ProviderUnavailableError, type CaptureResult, type PaymentGateway } from '../gateway/payment-gateway.js';
import { toLessonFacts } from '../lesson-facts.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { ORDER_STREAM, type OrderStream } from '../streams.js';
import { CompleteOrderCommand } from './complete-order.command.js';
import { OrderCloser } from '../order-closer.js';

@CommandHandler(CompleteOrderCommand)
export class CompleteOrderHandler implements ICommandHandler<CompleteOrderCommand, CompleteOrderResponse> {
  constructor(
    private readonly orders: OrdersQuery,
    private readonly lessons: LessonsQuery,
    @Inject(ORDER_STREAM) private readonly orderStream: OrderStream,
    private readonly closer: OrderCloser,
    private readonly coupons: CouponsQuery,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ caller, clientOrderId }: CompleteOrderCommand): Promise<CompleteOrderResponse> {
    let order = await this.orders.byClientId(clientOrderId);
    if (!order || order.student_id !== caller.userId) throw problem(404, 'ORDER.NOT_FOUND');
    if (order.status === 'placed') {
      const now = this.orderStream.now();
      if (now > order.expires_at) {
        // Given up, unless the provider captured it already: then recorded, or credited.
        if ((await this.closer.abandon(order, 'expired', caller)) === 'abandoned') throw problem(409, 'ORDER.ABANDONED');
      } else {
        const lessons = (await this.lessons.byIds(order.data.lessons.map((l) => l.lessonId))).map((r) => toLessonFacts(r, now));
        if (lessons.length !== order.data.lessons.length || !lessons.every((l) => l.active && !l.isPaid)) {
          if ((await this.closer.abandon(order, 'lessons-gone', caller)) === 'abandoned') throw problem(409, 'ORDER.LESSON_UNAVAILABLE');
        } else {
          // Abandoned while the capture was in flight (the hold ran out, the reconciliation job):
          // the record then credits the money instead of failing.
          await this.closer.record(order, await this.capture(order.provider, order.provider_order_id, order.id), caller);
        }
      }
      order = (await this.orders.byClientId(clientOrderId))!;
    } else if (order.status === 'abandoned') {
      // Never captured now; but a capture in flight when it was given up may have taken the money.
      await this.closer.creditIfCaptured(order, caller).catch(() => false);
      order = (await this.orders.byClientId(clientOrderId))!;
    }
    if (order.status === 'credited') throw await this.credited(order.id);
    if (order.status !== 'captured') throw problem(409, 'ORDER.ABANDONED');
    return {
      success: true,
      orderId: order.id,
      transactionId: order.transaction_id!,
      amount: centsToEuro(order.amount_cents),
      payerName: null,
    };
  }

  /**
   * The money could not pay the lessons (it arrived too late, or our records refused it): the
   * student is told of the coupon it became (code kept: ORDER.ABANDONED).
   */
  private async credited(orderId: string) {
    const coupon = await this.coupons.creditOfOrder(orderId);
    const text = coupon?.reason === 'refused' ? it.payments.captureRefusedCredited : it.payments.lateCaptureCredited;
    const message = coupon ? text.replace('{amount}', `${italianAmount(euroToCents(coupon.value))} €`).replace('{code}', coupon.code) : undefined;
    return problem(409, 'ORDER.ABANDONED', message);
  }

  private async capture(provider: string, providerOrderId: string | null, orderId: string): Promise<CaptureResult> {
    if (provider === 'coupons' || !providerOrderId) return { captureId: 'coupons', amountCents: 0, payerName: null };
    try {
      return await this.gateway.capture({ providerOrderId, requestId: orderId });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw problem(402, 'PAYMENT.FAILED');
      // The answer was lost: the order stays open; a retry or the reconciliation job finds the capture.
      if (error instanceof ProviderUnavailableError) throw problem(502, 'PAYMENT.PROVIDER_UNAVAILABLE');
      throw error;
    }
  }
}
