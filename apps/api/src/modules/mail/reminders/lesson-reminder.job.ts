import { Injectable, type OnModuleInit } from '@nestjs/common';
import { noticeKey, REMINDER_SWITCH, reminderStillUseful, type ReminderKind } from '@lavagna/domain';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { UsersQuery } from '../../accounts/index.js';
import { addresseeOf, EmailQueue } from '../email-queue.js';

export interface ReminderWork {
  lessonId: string;
  kind: ReminderKind;
  start: string;
  end: string;
  studentId: string;
}

export const LESSON_REMINDER = 'lesson-reminder';
/** One reminder of a lesson at one start time: the timed-work key, whose prefix is the lesson's. */
export const reminderKey = (lessonId: string, kind?: ReminderKind, start?: string): string =>
  kind ? `reminder:${lessonId}:${kind}:${start}` : `reminder:${lessonId}:`;

/**
 * A reminder due now: queued unless its lesson has begun (or, for the 48-hour one, the one-hour
 * mark passed too, after a downtime) or the student switched it off, whose switch is read now.
 * The e-mail's id comes from lesson, mark and start, so a second run queues nothing.
 */
@Injectable()
export class LessonReminderJob implements TimedJob<ReminderWork>, OnModuleInit {
  readonly kind = LESSON_REMINDER;

  constructor(
    private readonly work: TimedWork,
    private readonly users: UsersQuery,
    private readonly emails: EmailQueue,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload, now }: DueWork<ReminderWork>): Promise<JobResult> {
    const { lessonId, kind, start, end, studentId } = payload;
    if (!reminderStillUseful(kind, start, now)) return { done: 'too-late' };
    const student = await this.users.byId(studentId);
    if (!student || student.identity !== 'student') return { done: 'no-student' };
    if (!student.personalSettings[REMINDER_SWITCH[kind]]) return { done: 'switched-off' };
    await this.emails.queue({
      key: noticeKey('reminder', lessonId, kind, start),
      userId: student.userId,
      to: student.email,
      template: 'lesson-reminder',
      params: { ...addresseeOf(student), kind, start, end, linkMeet: student.linkMeet },
    });
    return { done: 'queued' };
  }
}
