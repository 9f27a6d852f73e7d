import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { centsToEuro, type LessonCancelledWithCoupon } from '@lavagna/domain';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { LessonAccess } from '../lesson-access.js';
import { CancelUnpaidLessonCommand } from './cancel-lesson.command.js';

export interface CancelAnswer {
  success: true;
  coupon?: { code: string; value: number; expirationDate: string };
}

/**
 * CancelUnpaidLesson, or CancelWithCoupon when the lesson is paid: the facts only. What follows
 * them are reactions of the modules that own it: the open orders holding the lesson given up and
 * the coupon issued on its stream (payments), the student's e-mail (mail), the Google calendar.
 */
@CommandHandler(CancelUnpaidLessonCommand)
export class CancelUnpaidLessonHandler implements ICommandHandler<CancelUnpaidLessonCommand, CancelAnswer> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly access: LessonAccess,
  ) {}

  async execute({ caller, lessonId }: CancelUnpaidLessonCommand): Promise<CancelAnswer> {
    const lesson = await this.access.activeFor(caller, lessonId, this.stream.now());
    if (lesson.paid_at === null) {
      await this.stream.execute('CancelUnpaidLesson', { bookingId: lesson.booking_id, lessonId, isPaid: false }, caller);
      return { success: true };
    }
    const events = await this.stream.execute(
      'CancelWithCoupon',
      {
        bookingId: lesson.booking_id,
        lessonId,
        isPaid: true,
        paidCents: lesson.paid_gross_cents ?? 0,
        orderId: lesson.order_id,
        couponCode: newCouponCode(),
      },
      caller,
    );
    const { coupon } = (events.find((e) => e.type === 'LessonCancelledWithCoupon') as LessonCancelledWithCoupon).data;
    return { success: true, coupon: { code: coupon.code, value: centsToEuro(coupon.valueCents), expirationDate: coupon.expiresAt } };
  }
}
