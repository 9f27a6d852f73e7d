import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertChangeable, centsToEuro, type LessonCancelledWithCoupon } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { newCouponCode } from '../../../infrastructure/security/coupon-codes.js';
import { UsersQuery } from '../../accounts/index.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { LessonAccess } from '../lesson-access.js';
import { CancelUnpaidLessonCommand } from './cancel-lesson.command.js';
import { GiveUpOrdersOfLessonCommand } from './give-up-orders-of-lesson.command.js';
import { IssueCouponOnItsStreamCommand } from './issue-coupon-on-its-stream.command.js';

export interface CancelAnswer {
  success: true;
  coupon?: { code: string; value: number; expirationDate: string };
}

/** CancelUnpaidLesson, or CancelWithCoupon when the lesson is paid. */
@CommandHandler(CancelUnpaidLessonCommand)
export class CancelUnpaidLessonHandler implements ICommandHandler<CancelUnpaidLessonCommand, CancelAnswer> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly access: LessonAccess,
    private readonly users: UsersQuery,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, lessonId }: CancelUnpaidLessonCommand): Promise<CancelAnswer> {
    const now = this.stream.now();
    const held = await this.access.activeFor(caller, lessonId, now);
    // Checked before the orders are touched: a cancel refused (too late) gives nothing up.
    assertChangeable({ start: held.start_at.toISOString(), end: held.end_at.toISOString() }, now, caller.role === 'teacher');
    // An order open for it (another tab, the provider's window) is given up first; if the provider
    // had taken the money already, that capture is recorded and the lesson is cancelled as paid.
    await this.commands.execute(new GiveUpOrdersOfLessonCommand(lessonId, caller));
    const lesson = await this.access.activeFor(caller, lessonId, now);
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
    // The coupon on its own stream now; should this fail or the process die first, the issue sweep writes it.
    await this.commands.execute(new IssueCouponOnItsStreamCommand(coupon.code)).catch(() => undefined);
    return { success: true, coupon: { code: coupon.code, value: centsToEuro(coupon.valueCents), expirationDate: coupon.expiresAt } };
  }
}
