import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CalendarEvent } from '@lavagna/contracts';
import { executeWithFreshContext } from '../fresh-context.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { CalendarContextLoader } from '../calendar-context.js';
import { LessonAccess } from '../lesson-access.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { toCalendarEvent } from '../projections/lessons/to-calendar-event.js';
import { MoveLessonCommand } from './move-lesson.command.js';

@CommandHandler(MoveLessonCommand)
export class MoveLessonHandler implements ICommandHandler<MoveLessonCommand, CalendarEvent> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly access: LessonAccess,
    private readonly context: CalendarContextLoader,
    private readonly lessons: LessonsQuery,
  ) {}

  async execute({ caller, lessonId, to }: MoveLessonCommand): Promise<CalendarEvent> {
    const lesson = await this.access.activeFor(caller, lessonId, this.stream.now());
    const slot = { start: new Date(to.start).toISOString(), end: new Date(to.end).toISOString() };
    await executeWithFreshContext(
      this.stream,
      'MoveLesson',
      async () => ({
        bookingId: lesson.booking_id,
        lessonId,
        to: slot,
        isPaid: lesson.paid_at !== null,
        context: await this.context.load({
          teacherId: lesson.teacher_id,
          studentId: lesson.student_id,
          slots: [slot],
          now: this.stream.now(),
          exceptLessonId: lessonId,
        }),
      }),
      caller,
    );
    return toCalendarEvent((await this.lessons.byId(lessonId))!);
  }
}
