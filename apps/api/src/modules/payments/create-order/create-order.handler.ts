import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateOrderResponse } from '@lavagna/contracts';
import { amountDue, centsToEuro, euroToCents, priceOrder, type CouponFacts } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { BillingQuery, UsersQuery } from '../../accounts/index.js';
import { FiscalProfileQuery } from '../../fiscal-profile/index.js';
import { LessonsQuery, type LessonRow } from '../../lessons/index.js';
import { PAYMENT_GATEWAY, ProviderUnavailableError, type PaymentGateway } from '../gateway/payment-gateway.js';
import { toLessonFacts } from '../lesson-facts.js';
import { OrderCloser } from '../order-closer.js';
import { CouponsQuery } from '../projections/coupons/coupons.query.js';
import { LESSON_IN_OPEN_ORDER } from '../projections/orders/orders.projection.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { COUPON_STREAM, ORDER_STREAM, type CouponStream, type OrderStream } from '../streams.js';
import { CreateOrderCommand } from './create-order.command.js';

const ORDER_MINUTES = 15;

/** PayOrder, first half: price on the server, reserve the coupons, open the provider order. */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand, CreateOrderResponse> {
  constructor(
    @Inject(ORDER_STREAM) private readonly orderStream: OrderStream,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
    private readonly users: UsersQuery,
    private readonly billing: BillingQuery,
    private readonly lessons: LessonsQuery,
    private readonly coupons: CouponsQuery,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
    private readonly fiscalProfiles: FiscalProfileQuery,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** The lessons, if every one is the student's, active and unpaid. */
  private async usableLessons(ids: string[], studentId: string, now: Date): Promise<LessonRow[]> {
    const rows = await this.lessons.byIds(ids);
    const lessons = rows.map((r) => toLessonFacts(r, now));
    const usable = lessons.length === new Set(ids).size && lessons.every((l) => l.active && !l.isPaid && l.studentId === studentId);
    if (!usable) throw problem(409, 'ORDER.LESSON_UNAVAILABLE');
    return rows;
  }

  async execute({ caller, request }: CreateOrderCommand): Promise<CreateOrderResponse> {
    const student = await this.users.byId(caller.userId);
    if (!student || student.identity !== 'student') throw problem(403, 'AUTH.FORBIDDEN');
    const now = this.orderStream.now();
    let rows = await this.usableLessons(request.eventIds, student.userId, now);
    const codes = [...request.couponCodes];
    if (new Set(codes).size !== codes.length) throw problem(422, 'COUPON.USED_IN_ORDER');
    const facts: CouponFacts[] = [];
    for (const code of codes) {
      const found = await this.coupons.facts(code);
      if (!found || found.studentId !== student.userId) throw problem(422, 'COUPON.INVALID');
      if (found.redeemed) throw problem(409, 'COUPON.USED');
      facts.push(found);
    }
    // Each paid order gets an invoice naming the payer, so the billing data comes first. An order
    // the coupons cover whole moves no money and has no invoice: it needs none.
    const moves = priceOrder(rows.map((r) => toLessonFacts(r, now)), euroToCents(student.hourlyRate), facts.map((c) => c.valueCents)).totals.discountedGross > 0;
    if (moves && !(await this.billing.of(student.userId))) throw problem(409, 'BILLING.MISSING');
    // A new order for these lessons or coupons replaces the student's earlier open one (a coupon
    // added or removed, the provider window closed): it is given up and its coupons freed. If
    // the provider had captured it meanwhile, it is recorded instead: decide again on the lessons.
    let replaced = true;
    for (const earlier of await this.orders.openOverlapping(student.userId, request.eventIds, codes)) {
      replaced = (await this.closer.abandon(earlier, 'cancelled', caller)) === 'abandoned' && replaced;
    }
    if (!replaced) rows = await this.usableLessons(request.eventIds, student.userId, now);
    const lessons = rows.map((r) => toLessonFacts(r, now));
    const holds = rows.filter((r) => r.status === 'held').map((r) => r.hold_expires_at!.getTime());
    const expiresAt = new Date(Math.min(now.getTime() + ORDER_MINUTES * 60_000, ...holds)).toISOString();
    const hourlyRateCents = euroToCents(student.hourlyRate);
    // The teacher's terms now: a profile saved later changes the next order, never this one.
    const fiscal = await this.fiscalProfiles.termsOf(student.teacherId);
    const { totals, lessons: priced } = priceOrder(lessons, hourlyRateCents, facts.map((c) => c.valueCents), fiscal);
    const due = amountDue(totals);
    const orderId = randomUUID();
    const reserved: string[] = [];
    let providerOrderId: string | null = null;
    try {
      for (const coupon of facts) {
        await this.couponStream.execute('ReserveCoupon', { code: coupon.code, orderId, studentId: student.userId, until: expiresAt, coupon }, caller);
        reserved.push(coupon.code);
      }
      const provider = totals.discountedGross === 0 ? 'coupons' : this.gateway.provider;
      if (provider !== 'coupons') {
        const description = `Lavagna: ${priced.length} ${priced.length === 1 ? 'lezione' : 'lezioni'} di ${student.fullName}`;
        providerOrderId = (await this.gateway.createOrder({ requestId: orderId, amountCents: due, description })).providerOrderId;
      }
      await this.orderStream.execute(
        'PlaceOrder',
        { orderId, studentId: student.userId, teacherId: student.teacherId, hourlyRateCents, fiscal, lessons, coupons: facts, provider, providerOrderId, expiresAt },
        caller,
      );
      return {
        id: providerOrderId ?? orderId,
        orderId,
        requiresPayment: provider !== 'coupons',
        provider,
        expiresAt,
        cart: {
          lines: priced.map((l) => ({ eventId: l.lessonId, start: l.start, end: l.end, minutes: l.minutes, amount: centsToEuro(l.gross) })),
          gross: centsToEuro(totals.gross),
          vat: centsToEuro(totals.vat),
          net: centsToEuro(totals.net),
          discount: centsToEuro(totals.discount),
          lost: centsToEuro(totals.lost),
          total: centsToEuro(due),
          totalVat: centsToEuro(totals.discountedVat),
          totalNet: centsToEuro(totals.discountedNet),
          regime: fiscal.regime,
          bollo: centsToEuro(totals.bollo ?? 0),
        },
      };
    } catch (error) {
      // Nothing half done stays behind: coupons free again, the provider order given up.
      for (const code of reserved) await this.couponStream.execute('ReleaseCoupon', { code, orderId }, caller).catch(() => undefined);
      if (providerOrderId) await this.gateway.void(providerOrderId).catch(() => undefined);
      if (error instanceof ProviderUnavailableError) throw problem(502, 'PAYMENT.PROVIDER_UNAVAILABLE');
      // Another call for these lessons (another tab) opened its order first: that one stays
      // open and this tab is told so now, before its student approves a payment for nothing.
      // Calling again here is then a later call, which replaces the other tab's order.
      if ((error as Error).message?.includes(LESSON_IN_OPEN_ORDER)) throw problem(409, 'ORDER.IN_PROGRESS');
      throw error;
    }
  }
}
