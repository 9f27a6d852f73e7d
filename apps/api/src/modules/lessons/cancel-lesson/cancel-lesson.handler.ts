import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { centsToEuro, type LessonCancelledWithCoupon } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import { UsersQuery } from '../../accounts/index.js';
import { BookingStream } from '../booking-stream.js';
import { LessonAccess } from '../lesson-access.js';
import { CancelUnpaidLessonCommand } from './cancel-lesson.command.js';

export interface CancelAnswer {
  success: true;
  coupon?: { code: string; value: number; expirationDate: string };
}

/** CancelUnpaidLesson, or CancelWithCoupon when the lesson is paid. */
@CommandHandler(CancelUnpaidLessonCommand)
export class CancelUnpaidLessonHandler implements ICommandHandler<CancelUnpaidLessonCommand, CancelAnswer> {
  constructor(
    private readonly stream: BookingStream,
    private readonly access: LessonAccess,
    private readonly users: UsersQuery,
  ) {}

  async execute({ caller, lessonId }: CancelUnpaidLessonCommand): Promise<CancelAnswer> {
    const lesson = await this.access.activeFor(caller, lessonId, this.stream.now());
    if (lesson.paid_at === null) {
      await this.stream.execute('CancelUnpaidLesson', { bookingId: lesson.booking_id, lessonId, isPaid: false }, caller);
      return { success: true };
    }
    const student = await this.users.byId(lesson.student_id);
    const events = await this.stream.execute(
      'CancelWithCoupon',
      {
        bookingId: lesson.booking_id,
        lessonId,
        isPaid: true,
        paidCents: lesson.paid_gross_cents ?? 0,
        orderId: lesson.order_id,
        couponCode: newCouponCode(),
        email: student ? { emailId: randomUUID(), to: student.email, name: student.name } : null,
      },
      caller,
    );
    const { coupon } = (events.find((e) => e.type === 'LessonCancelledWithCoupon') as LessonCancelledWithCoupon).data;
    return { success: true, coupon: { code: coupon.code, value: centsToEuro(coupon.valueCents), expirationDate: coupon.expiresAt } };
  }
}
