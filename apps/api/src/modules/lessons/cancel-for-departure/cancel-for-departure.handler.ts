import { Inject } from '@nestjs/common';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SYSTEM, type PaidLesson } from '@lavagna/domain';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { LessonsQuery, type LessonRow } from '../projections/lessons/lessons.query.js';
import { CancelForDepartureCommand } from './cancel-for-departure.command.js';

type FutureLesson = LessonRow & { received_cents: number | null };

const byBooking = (lessons: FutureLesson[]): Map<string, FutureLesson[]> => {
  const groups = new Map<string, FutureLesson[]>();
  for (const lesson of lessons) groups.set(lesson.booking_id, [...(groups.get(lesson.booking_id) ?? []), lesson]);
  return groups;
};

const paidOf = (lessons: FutureLesson[]): Record<string, PaidLesson> =>
  Object.fromEntries(
    lessons
      .filter((l) => l.paid_at !== null)
      .map((l) => {
        const price = l.paid_gross_cents ?? 0;
        return [l.id, { orderId: l.order_id ?? '', paidCents: l.received_cents ?? price, priceCents: price, transactionId: l.payment_id ?? '' }];
      }),
  );

/** CancelForDeparture on each booking that still has a future lesson of the student: the slots are free at once. */
@CommandHandler(CancelForDepartureCommand)
export class CancelForDepartureHandler implements ICommandHandler<CancelForDepartureCommand, number> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly lessons: LessonsQuery,
  ) {}

  async execute({ studentId }: CancelForDepartureCommand): Promise<number> {
    let cancelled = 0;
    // A change racing on the same booking makes the append conflict: read the lessons again and retry.
    for (let attempt = 0; ; attempt++) {
      const now = this.stream.now();
      const future = await this.lessons.futureOfStudent(studentId, now);
      if (future.length === 0) return cancelled;
      try {
        for (const [bookingId, lessons] of byBooking(future)) {
          cancelled += (await this.stream.execute('CancelForDeparture', { bookingId, paid: paidOf(lessons) }, SYSTEM, now)).length;
        }
      } catch (error) {
        if (!isExpectedVersionConflictError(error) || attempt >= 2) throw error;
      }
    }
  }
}
