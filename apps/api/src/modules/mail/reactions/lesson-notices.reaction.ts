import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  noticeKey,
  teacherAlertFor,
  type CouponIssued,
  type LessonCancelled,
  type LessonCancelledWithCoupon,
  type LessonMoved,
  type OrderCaptured,
  type TeacherAlert,
  type UserRegistered,
} from '@lavagna/domain';
import type { UserView } from '@lavagna/contracts';
import type { LoggedEvent } from '@lavagna/eventstore';
import type pg from 'pg';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { EmailQueue } from '../email-queue.js';
import type { Notice } from '../notices/index.js';

type Handled = LessonMoved | LessonCancelled | LessonCancelledWithCoupon | CouponIssued | OrderCaptured | UserRegistered;

/**
 * The e-mails that follow a lesson's life and the teacher's alerts: a student is told when a
 * lesson is moved or cancelled and when the teacher gives a coupon; the teacher is told of a
 * student's sign-up, payment, move and cancellation while the matching switch is on (read when
 * the event is handled). Each e-mail's key is its cause's message id, so a rerun adds nothing.
 */
@Injectable()
export class LessonNotices implements Reactor, OnModuleInit {
  readonly name = 'lesson-notices';
  readonly canHandle = ['LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'CouponIssued', 'OrderCaptured', 'UserRegistered'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly users: UsersQuery,
    private readonly emails: EmailQueue,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const cause = logged.metadata.messageId;
    await this.toStudent(event, cause, logged);
    const reason = 'reason' in event.data ? event.data.reason : undefined;
    const alert = teacherAlertFor(event.type, event.data.by, reason);
    // A late capture's OrderCaptured pays no lesson: its money became a coupon, told to the student.
    const paysNothing = event.type === 'OrderCaptured' && event.data.lessons.length === 0;
    if (alert && !paysNothing) await this.toTeacher(alert, event, cause);
  }

  private async toStudent(event: Handled, cause: string, logged: LoggedEvent): Promise<void> {
    if (event.type === 'LessonMoved') {
      const { studentId, lessonId, from, to, by } = event.data;
      const sequence = String(await this.movesUpTo(logged, lessonId));
      await this.tellStudent(studentId, noticeKey('lesson-moved', cause), (s) => ({
        template: 'lesson-moved',
        params: { name: s.name, linkMeet: s.linkMeet, lessonId, sequence, fromStart: from.start, fromEnd: from.end, start: to.start, end: to.end, by: by.role },
      }));
    } else if (event.type === 'LessonCancelled' && event.data.reason !== 'account-deleted') {
      const { studentId, lessonId, slot, by } = event.data;
      const sequence = String(await this.movesUpTo(logged, lessonId));
      await this.tellStudent(studentId, noticeKey('lesson-cancelled', cause), (s) => ({
        template: 'lesson-cancelled',
        params: { name: s.name, linkMeet: s.linkMeet, lessonId, sequence, start: slot.start, end: slot.end, by: by.role },
      }));
    } else if (event.type === 'CouponIssued' && event.data.origin.kind === 'teacher') {
      const { studentId, code, valueCents, expiresAt } = event.data;
      await this.tellStudent(studentId, noticeKey('coupon-issued', cause), (s) => ({
        template: 'coupon-issued',
        params: { name: s.name, linkMeet: s.linkMeet, kind: 'teacher', code, value: String(valueCents), expireDate: expiresAt },
      }));
    }
    // A paid lesson cancelled in time is told by the coupon e-mail its cancellation queues.
  }

  /** How many times the lesson was moved up to this event: its calendar file's SEQUENCE, as in the feeds. */
  private async movesUpTo(logged: LoggedEvent, lessonId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM emt_messages
        WHERE stream_id = $1 AND stream_position <= $2 AND message_type = 'LessonMoved' AND message_data->>'lessonId' = $3`,
      [logged.metadata.streamName, String(logged.metadata.streamPosition), lessonId],
    );
    return rows[0]?.n ?? 0;
  }

  /** A notice to the student, if the account is still a student's, built from what it holds now. */
  private async tellStudent(studentId: string, key: string, notice: (student: UserView) => Notice): Promise<void> {
    const student = await this.users.byId(studentId);
    if (!student || student.identity !== 'student') return;
    await this.emails.queue({ key, userId: student.userId, to: student.email, ...notice(student) });
  }

  private async toTeacher(alert: TeacherAlert, event: Handled, cause: string): Promise<void> {
    const studentId = event.type === 'UserRegistered' ? event.data.userId : event.data.studentId;
    const [teacher, student] = await Promise.all([this.users.byId(event.data.teacherId), this.users.byId(studentId)]);
    if (!teacher || !student || !(teacher.personalSettings.teacherEmailAlerts?.[alert] ?? true)) return;
    await this.emails.queue({
      key: noticeKey('teacher-alert', alert, cause),
      userId: teacher.userId,
      to: teacher.email,
      template: 'teacher-alert',
      params: { alert, studentName: student.fullName, studentEmail: student.email, ...alertDetails(event) },
    });
  }
}

const alertDetails = (event: Handled): Record<string, string> => {
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
