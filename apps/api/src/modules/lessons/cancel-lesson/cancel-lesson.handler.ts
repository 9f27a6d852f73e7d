import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BookingStream } from '../booking-stream.js';
import { LessonAccess } from '../lesson-access.js';
import { CancelUnpaidLessonCommand } from './cancel-lesson.command.js';

@CommandHandler(CancelUnpaidLessonCommand)
export class CancelUnpaidLessonHandler implements ICommandHandler<CancelUnpaidLessonCommand, void> {
  constructor(
    private readonly stream: BookingStream,
    private readonly access: LessonAccess,
  ) {}

  async execute({ caller, lessonId }: CancelUnpaidLessonCommand): Promise<void> {
    const lesson = await this.access.activeFor(caller, lessonId, this.stream.now());
    await this.stream.execute(
      'CancelUnpaidLesson',
      { bookingId: lesson.booking_id, lessonId, isPaid: lesson.paid_at !== null },
      caller,
    );
  }
}
