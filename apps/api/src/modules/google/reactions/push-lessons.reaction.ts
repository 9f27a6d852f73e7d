import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LessonCancelled, LessonCancelledWithCoupon, LessonMoved, LessonsBooked, LessonsReleased } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { LessonPusher } from '../push-lessons/lesson-pusher.js';

type Handled = LessonsBooked | LessonMoved | LessonCancelled | LessonCancelledWithCoupon | LessonsReleased;

/**
 * The log's lessons, written to the teacher's Google calendar: booked (held ones too: the slot is
 * taken while the student pays), moved, cancelled, released. Idempotent by the lesson's event id.
 */
@Injectable()
export class PushLessonsToGoogle implements Reactor, OnModuleInit {
  readonly name = 'google-lessons';
  readonly canHandle = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly pusher: LessonPusher,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    switch (event.type) {
      case 'LessonsBooked':
        return this.pusher.booked(event.data.teacherId, event.data.studentId, event.data.studentName, event.data.lessons);
      case 'LessonMoved':
        return this.pusher.moved(event.data.teacherId, event.data.lessonId, event.data.to);
      case 'LessonCancelled':
      case 'LessonCancelledWithCoupon':
        return this.pusher.removed(event.data.teacherId, [event.data.lessonId]);
      case 'LessonsReleased':
        return this.pusher.removed(event.data.teacherId, event.data.lessonIds);
      default:
        return undefined;
    }
  }
}
