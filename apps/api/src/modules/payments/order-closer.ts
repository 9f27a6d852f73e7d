import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, PAID_WITH_COUPON, SYSTEM, type Actor, type CaptureOrder, type OrderEvent } from '@lavagna/domain';
import { problem } from '../../infrastructure/http/problem.js';
import { newCouponCode } from '../../infrastructure/security/coupon-codes.js';
import { USER_STREAM, UsersQuery, type UserStream } from '../accounts/index.js';
import { isLessonNotPayable, LessonsQuery } from '../lessons/index.js';
import { PAYMENT_GATEWAY, type CaptureResult, type PaymentGateway } from './gateway/payment-gateway.js';
import { toLessonAtCapture } from './lesson-facts.js';
import { OrdersQuery, type OrderRow } from './projections/orders/orders.query.js';
import { COUPON_STREAM, ORDER_STREAM, type CouponStream, type OrderStream } from './streams.js';
import { refusedByOurRecords } from './refused-by-our-records.js';

/** What recording a capture did: paid the lessons, credited the money as a coupon, or nothing new (recorded before). */
export type RecordOutcome = 'captured' | 'credited' | 'unchanged';

/** Records a capture or gives an order up; shared by complete-order and the reconciliation job. */
@Injectable()
export class OrderCloser {
  private readonly logger = new Logger('Orders');

  constructor(
    @Inject(ORDER_STREAM) private readonly orderStream: OrderStream,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
    private readonly users: UsersQuery,
    @Inject(USER_STREAM) private readonly accounts: UserStream,
    private readonly lessons: LessonsQuery,
    private readonly orders: OrdersQuery,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /**
   * In one append: the order captured, the lessons paid, the payment record and the coupons
   * redeemed (inline projections of OrderCaptured); the confirmation e-mail is a reaction.
   * When the order was abandoned meanwhile, or its lessons are no longer the student's, or our
   * records refuse the payment (a coupon of the order redeemed by another order), the money is
   * recorded all the same and credited as a coupon of the amount captured (LateCaptureCredited):
   * never lost, never booked onto someone else's slot, never retried forever.
   */
  async record(order: OrderRow, capture: CaptureResult, by: Actor): Promise<RecordOutcome> {
    const student = await this.users.byId(order.student_id);
    const fiscalName = student ? `${student.name} ${student.surname}` : await this.nameOfDeparted(order.student_id);
    const transactionId = order.provider === 'coupons' ? PAID_WITH_COUPON : capture.captureId;
    const money = { orderId: order.id, transactionId, amountCents: capture.amountCents, fiscalName, creditCouponCode: newCouponCode() };
    const append = async () => {
      // Read now, just before the append: a hold released since the order was placed frees the slot.
      const lessons = (await this.lessons.byIds(order.data.lessons.map((l) => l.lessonId))).map(toLessonAtCapture);
      return this.orderStream.execute('CaptureOrder', { ...money, lessons }, by);
    };
    const events = await append()
      // A lesson released between that read and the append rolls the append back: decide again.
      .catch((error: unknown) => (isLessonNotPayable(error) ? append() : Promise.reject(error)))
      .catch((error: unknown) => this.refused(order, money, error, by));
    const outcome: RecordOutcome = events.some((e) => e.type === 'LateCaptureCredited')
      ? 'credited'
      : events.some((e) => e.type === 'OrderCaptured')
        ? 'captured'
        : 'unchanged';
    // Recorded before (a race, a retry): finish what that record may have left undone with the coupons.
    const status = outcome === 'unchanged' ? (await this.orders.byClientId(order.id))?.status : outcome;
    const codes = order.data.coupons.map((c) => c.code);
    if (status === 'credited') {
      if (outcome === 'credited') this.logger.warn(`order ${order.id}: ${capture.amountCents} cents captured when it could no longer pay its lessons; credited as a coupon`);
      // The lessons were not paid, so the order's coupons are not spent: free again (a no-op when abandoning freed them).
      for (const code of codes) await this.couponStream.execute('ReleaseCoupon', { code, orderId: order.id }, SYSTEM).catch(() => undefined);
    } else if (status === 'captured') {
      // The coupon streams learn it too, so no later order can reserve them (the read model already refuses).
      for (const code of codes) {
        await this.couponStream.execute('RedeemCoupon', { code, orderId: order.id }, SYSTEM).catch((e: Error) => this.logger.warn(`${code}: ${e.message}`));
      }
    }
    return outcome;
  }

  /**
   * Our records refused the capture (the decider, or a guard of the database such as the coupon
   * redemption's key), so retrying changes nothing. Money the provider took is credited as a
   * coupon of the amount captured, once; with no money taken (an order paid wholly by coupons
   * whose coupon another order redeemed) the order is given up and the student told why.
   * Anything else (the database unreachable) is thrown: a retry or the job records it later.
   */
  private async refused(order: OrderRow, money: Omit<CaptureOrder['data'], 'lessons'>, error: unknown, by: Actor): Promise<OrderEvent[]> {
    if (!refusedByOurRecords(error)) throw error;
    const tookMoney = order.provider === 'paypal' || order.provider === 'demo';
    if (tookMoney && money.amountCents > 0) {
      this.logger.warn(`order ${order.id}: recording its capture was refused (${(error as Error).message}); credited as a coupon`);
      return this.orderStream.execute('CreditCapture', money, by);
    }
    if (error instanceof DomainError) throw error;
    // Recorded meanwhile by a racing call: nothing new here.
    if ((await this.orders.byClientId(order.id))?.status !== 'placed') return [];
    await this.abandon(order, 'cancelled', by);
    throw problem(409, 'COUPON.USED');
  }

  /** A deleted account's departure gives its orders up: a capture found then is the name it had, until the erasure. */
  private async nameOfDeparted(studentId: string): Promise<string> {
    const state = await this.accounts.state(studentId);
    return state.status === 'Deleted' ? `${state.name} ${state.surname}` : '';
  }

  /**
   * Gives an order up, unless its provider already captured it: then it is recorded (or credited)
   * instead. The order is given up before its coupons are freed: a capture recorded in between
   * then either finds it abandoned (and is credited) or keeps the coupons it redeemed.
   */
  async abandon(order: OrderRow, reason: 'cancelled' | 'expired' | 'lessons-gone', by: Actor): Promise<'abandoned' | 'recorded' | 'credited'> {
    if (order.provider_order_id) {
      const remote = await this.gateway.getOrder(order.provider_order_id);
      if (remote.status === 'COMPLETED' && remote.capture) {
        return (await this.record(order, remote.capture, by)) === 'credited' ? 'credited' : 'recorded';
      }
      await this.gateway.void(order.provider_order_id).catch(() => undefined);
    }
    await this.orderStream.execute('AbandonOrder', { orderId: order.id, reason }, by);
    const now = (await this.orders.byClientId(order.id))?.status;
    if (now === 'captured') return 'recorded';
    if (now === 'credited') return 'credited';
    for (const code of order.data.coupons.map((c) => c.code)) {
      await this.couponStream.execute('ReleaseCoupon', { code, orderId: order.id }, by).catch(() => undefined);
    }
    return 'abandoned';
  }

  /**
   * An abandoned provider order the provider captured after all (a capture in flight while the
   * order was given up): the money is credited, once. Returns false when the provider holds no capture.
   */
  async creditIfCaptured(order: OrderRow, by: Actor): Promise<boolean> {
    if (order.status !== 'abandoned' || !order.provider_order_id) return false;
    const remote = await this.gateway.getOrder(order.provider_order_id);
    if (remote.status !== 'COMPLETED' || !remote.capture) return false;
    return (await this.record(order, remote.capture, by)) === 'credited';
  }
}
