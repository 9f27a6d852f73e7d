import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { euroToCents } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { UsersQuery } from '../../accounts/index.js';
import { FiscalProfileQuery } from '../../fiscal-profile/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import { OrderCloser } from '../order-closer.js';
import { toLessonFacts } from '../lesson-facts.js';
import { LESSON_IN_OPEN_ORDER } from '../projections/orders/orders.projection.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { ORDER_STREAM, type OrderStream } from '../streams.js';
import { RecordManualPaymentCommand } from './manual-payment.command.js';

export type ManualPaymentAnswer = { success: true; payment: { isPaid: true; date: Date | null; userId: string; paymentId: string | null } };

/** It goes through PayOrder like any payment (priced by the server, one record). */
@CommandHandler(RecordManualPaymentCommand)
export class RecordManualPaymentHandler implements ICommandHandler<RecordManualPaymentCommand, ManualPaymentAnswer> {
  constructor(
    private readonly lessons: LessonsQuery,
    private readonly users: UsersQuery,
    private readonly orders: OrdersQuery,
    @Inject(ORDER_STREAM) private readonly orderStream: OrderStream,
    private readonly closer: OrderCloser,
    private readonly fiscalProfiles: FiscalProfileQuery,
  ) {}

  async execute({ caller, lessonId }: RecordManualPaymentCommand): Promise<ManualPaymentAnswer> {
    const now = this.orderStream.now();
    const [found] = await this.lessons.byIds([lessonId]);
    if (!found || found.teacher_id !== caller.userId) throw problem(404, 'CALENDAR.LESSON_NOT_FOUND');
    const student = await this.users.byId(found.student_id);
    if (!student) throw problem(404, 'USER.NOT_FOUND');
    // The student may be paying it right now: that order is given up (never captured after this),
    // or, if the provider already took the money, recorded - and the lesson is paid already.
    for (const open of await this.orders.openHolding([lessonId])) await this.closer.abandon(open, 'cancelled', caller);
    const [row] = await this.lessons.byIds([lessonId]);
    const orderId = randomUUID();
    await this.orderStream
      .execute(
        'PlaceOrder',
        {
          orderId,
          studentId: student.userId,
          teacherId: caller.userId,
          hourlyRateCents: euroToCents(student.hourlyRate),
          fiscal: await this.fiscalProfiles.termsOf(caller.userId),
          lessons: [toLessonFacts(row!, now)],
          coupons: [],
          provider: 'manual',
          providerOrderId: null,
          expiresAt: new Date(now.getTime() + 60_000).toISOString(),
        },
        caller,
      )
      .catch((error: Error) => {
        // The student opened another order for it in the meantime.
        throw error.message?.includes(LESSON_IN_OPEN_ORDER) ? problem(409, 'ORDER.IN_PROGRESS') : error;
      });
    const order = (await this.orders.byClientId(orderId))!;
    await this.closer.record(order, { captureId: `MANUALE-${orderId.slice(0, 8).toUpperCase()}`, amountCents: order.amount_cents, payerName: null }, caller);
    const [paid] = await this.lessons.byIds([lessonId]);
    return { success: true, payment: { isPaid: true, date: paid!.paid_at, userId: caller.userId, paymentId: paid!.payment_id } };
  }
}
