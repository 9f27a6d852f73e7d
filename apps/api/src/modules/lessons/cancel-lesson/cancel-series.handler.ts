import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CancelSeriesResponse } from '@lavagna/contracts';
import { centsToEuro, type LessonCancelledWithCoupon } from '@lavagna/domain';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import type { SessionUser } from '../../sessions/index.js';
import { LessonAccess } from '../lesson-access.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';

/** The rest of the weekly series of one of its lessons is cancelled (DELETE /api/calendar/series/{lessonId}). */
export class CancelSeriesCommand {
  constructor(
    readonly caller: SessionUser,
    readonly lessonId: string,
  ) {}
}

export type CancelSeriesAnswer = CancelSeriesResponse;

/**
 * CancelSeries: the facts only, one per occurrence, as a single cancellation's are; their
 * consequences (coupons on their streams, e-mails, Google) are the same reactions.
 */
@CommandHandler(CancelSeriesCommand)
export class CancelSeriesHandler implements ICommandHandler<CancelSeriesCommand, CancelSeriesAnswer> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly access: LessonAccess,
    private readonly lessons: LessonsQuery,
  ) {}

  async execute({ caller, lessonId }: CancelSeriesCommand): Promise<CancelSeriesAnswer> {
    const lesson = await this.access.activeFor(caller, lessonId, this.stream.now());
    const paidLessons = (await this.lessons.ofBooking(lesson.booking_id)).filter((l) => l.status === 'booked' && l.paid_at !== null);
    const paid = Object.fromEntries(paidLessons.map((l) => [l.id, { paidCents: l.paid_gross_cents ?? 0, orderId: l.order_id }]));
    const couponCodes = Object.fromEntries(paidLessons.map((l) => [l.id, newCouponCode()]));
    const events = await this.stream.execute('CancelSeries', { bookingId: lesson.booking_id, paid, couponCodes }, caller);
    const coupons = events
      .filter((e): e is LessonCancelledWithCoupon => e.type === 'LessonCancelledWithCoupon')
      .map(({ data: { coupon } }) => ({ code: coupon.code, value: centsToEuro(coupon.valueCents), expirationDate: coupon.expiresAt }));
    return { success: true, cancelled: events.length, coupons };
  }
}
