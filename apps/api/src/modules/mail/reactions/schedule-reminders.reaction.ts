import { Injectable, type OnModuleInit } from '@nestjs/common';
import { reminderMarks, type BookingEvent } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { LESSON_REMINDER, reminderKey, type ReminderWork } from '../reminders/lesson-reminder.job.js';

type Handled = Exclude<BookingEvent, { type: 'EmailQueued' }>;

/**
 * A lesson's reminders follow its life in the timed-work table: booked (or moved) at a time, it
 * gets a row for each mark still ahead; moved, its other rows are cancelled; cancelled or
 * released, all of them. Reads the log from its start, so lessons booked before the table
 * existed get theirs too (a mark already past is noted 'too-late' when it runs).
 */
@Injectable()
export class ScheduleReminders implements Reactor, OnModuleInit {
  readonly name = 'lesson-reminders';
  readonly canHandle = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly work: TimedWork,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    switch (event.type) {
      case 'LessonsBooked':
        for (const { lessonId, start, end } of event.data.lessons) await this.schedule({ lessonId, studentId: event.data.studentId, start, end }, event.data.bookedAt);
        return;
      case 'LessonMoved': {
        const { lessonId, studentId, to, movedAt } = event.data;
        const keys = await this.schedule({ lessonId, studentId, start: to.start, end: to.end }, movedAt);
        await this.work.cancel(reminderKey(lessonId), keys);
        return;
      }
      case 'LessonCancelled':
      case 'LessonCancelledWithCoupon':
        await this.work.cancel(reminderKey(event.data.lessonId));
        return;
      case 'LessonsReleased':
        for (const lessonId of event.data.lessonIds) await this.work.cancel(reminderKey(lessonId));
        return;
      default:
        return;
    }
  }

  /** A row per mark still ahead of `scheduledAt`; returns their keys. */
  private async schedule(lesson: Omit<ReminderWork, 'kind'>, scheduledAt: string): Promise<string[]> {
    const keys: string[] = [];
    for (const mark of reminderMarks(lesson.start, scheduledAt)) {
      const key = reminderKey(lesson.lessonId, mark.kind, lesson.start);
      await this.work.schedule(key, LESSON_REMINDER, mark.dueAt, { ...lesson, kind: mark.kind } satisfies ReminderWork);
      keys.push(key);
    }
    return keys;
  }
}
