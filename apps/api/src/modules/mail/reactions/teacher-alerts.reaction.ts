import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  noticeKey,
  teacherAlertFor,
  type LessonCancelled,
  type LessonCancelledWithCoupon,
  type LessonMoved,
  type OrderCaptured,
  type UserRegistered,
} from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { UsersQuery } from '../../accounts/index.js';
import { EmailQueue } from '../email-queue.js';
import type { TeacherAlert } from '../notices/teacher-alert.notice.js';

type Handled = LessonMoved | LessonCancelled | LessonCancelledWithCoupon | OrderCaptured | UserRegistered;

/**
 * The teacher's alerts: a student's sign-up, payment, move and cancellation, each while its switch
 * is on (read when the fact is handled); none for what the teacher did. The key is the cause's
 * message id and the alert, so a rerun adds nothing.
 */
@Injectable()
export class TeacherAlerts implements Reactor, OnModuleInit {
  readonly name = 'teacher-alerts';
  readonly canHandle = ['LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'OrderCaptured', 'UserRegistered'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly users: UsersQuery,
    private readonly emails: EmailQueue,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const reason = 'reason' in event.data ? event.data.reason : undefined;
    const alert = teacherAlertFor(event.type, event.data.by, reason);
    // A late capture's OrderCaptured pays no lesson: its money became a coupon, told to the student.
    if (!alert || (event.type === 'OrderCaptured' && event.data.lessons.length === 0)) return;
    const student = await this.users.byId(event.type === 'UserRegistered' ? event.data.userId : event.data.studentId);
    if (!student) return;
    await this.emails.tell(event.data.teacherId, 'teacher', noticeKey('teacher-alert', alert, logged.metadata.messageId), (teacher) =>
      (teacher.personalSettings.teacherEmailAlerts?.[alert] ?? true)
        ? { template: 'teacher-alert', params: { alert, studentName: student.fullName, studentEmail: student.email, ...details(event) } }
        : null,
    );
  }
}

const details = (event: Handled): Omit<TeacherAlert['params'], 'alert' | 'studentName' | 'studentEmail'> => {
  switch (event.type) {
    case 'OrderCaptured':
      return {
        count: String(event.data.lessons.length),
        lessons: event.data.lessons.map((l) => `${l.start}/${l.end}`).join(','),
        amount: String(event.data.amountCents),
      };
    case 'LessonMoved':
      return { fromStart: event.data.from.start, fromEnd: event.data.from.end, start: event.data.to.start, end: event.data.to.end };
    case 'LessonCancelled':
      return { start: event.data.slot.start, end: event.data.slot.end };
    case 'LessonCancelledWithCoupon':
      return { start: event.data.slot.start, end: event.data.slot.end, coupon: String(event.data.coupon.valueCents) };
    default:
      return {};
  }
};
