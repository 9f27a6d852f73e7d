import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  cancellationIsTold,
  euroToCents,
  lessonsToPay,
  noticeKey,
  type LessonCancelled,
  type LessonCancelledWithCoupon,
  type LessonMoved,
  type LessonNotesAttached,
  type LessonsBooked,
} from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import type pg from 'pg';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { FiscalProfileQuery } from '../../fiscal-profile/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import { addresseeOf, EmailQueue } from '../email-queue.js';

type Handled = LessonsBooked | LessonMoved | LessonCancelled | LessonCancelledWithCoupon | LessonNotesAttached;

/**
 * The student's e-mails about a lesson: booked for them by the teacher (what to pay and by when),
 * moved or cancelled (whoever did it), the coupon a paid one became, and the notes the teacher
 * attached once it is over. None to the teacher: what they did, they know. Each key is its cause's
 * message id, so a rerun adds nothing. A cancellation only when `cancellationIsTold`: not of lessons
 * cancelled because their student left (the departure's alert), nor of a hold the student gave back.
 */
@Injectable()
export class LessonNotices implements Reactor, OnModuleInit {
  readonly name = 'lesson-notices';
  readonly canHandle = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonNotesAttached'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly emails: EmailQueue,
    private readonly lessons: LessonsQuery,
    private readonly fiscal: FiscalProfileQuery,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const key = (template: string) => noticeKey(template, logged.metadata.messageId);
    switch (event.type) {
      case 'LessonsBooked': {
        // A student's own booking is held for payment and told by its confirmation once paid.
        if (event.data.by.role !== 'teacher') return;
        const { studentId, teacherId, lessons } = event.data;
        // Priced as the student's order of them would be now: their rate, the teacher's fiscal terms.
        const terms = await this.fiscal.termsOf(teacherId);
        await this.emails.tell(studentId, 'student', key('lessons-to-pay'), (s, teacherName) => {
          const due = lessonsToPay(lessons, euroToCents(s.hourlyRate), terms);
          return {
            template: 'lessons-to-pay',
            params: {
              ...addresseeOf(s),
              linkMeet: s.linkMeet,
              teacherName,
              lessons: due.lessons.map((l) => `${l.start}/${l.end}`).join(','),
              payBy: due.lessons.map((l) => l.payBy).join(','),
              lessonIds: due.lessons.map((l) => l.lessonId).join(','),
              amount: String(due.amountCents),
              regime: due.regime,
              bollo: String(due.bolloCents),
            },
          };
        });
        return;
      }
      case 'LessonMoved': {
        const { studentId, lessonId, from, to, by } = event.data;
        const sequence = String(await this.movesUpTo(logged, lessonId));
        await this.emails.tell(studentId, 'student', key('lesson-moved'), (s, teacherName) => ({
          template: 'lesson-moved',
          params: { ...addresseeOf(s), linkMeet: s.linkMeet, teacherName, lessonId, sequence, fromStart: from.start, fromEnd: from.end, start: to.start, end: to.end, by: by.role },
        }));
        return;
      }
      case 'LessonCancelled': {
        if (!cancellationIsTold(event.data.reason)) return;
        const { studentId, lessonId, slot, by } = event.data;
        const sequence = String(await this.movesUpTo(logged, lessonId));
        await this.emails.tell(studentId, 'student', key('lesson-cancelled'), (s, teacherName) => ({
          template: 'lesson-cancelled',
          params: { ...addresseeOf(s), linkMeet: s.linkMeet, teacherName, lessonId, sequence, start: slot.start, end: slot.end, by: by.role },
        }));
        return;
      }
      case 'LessonCancelledWithCoupon': {
        const { studentId, coupon } = event.data;
        await this.emails.tell(studentId, 'student', key('coupon-issued'), (s) => ({
          template: 'coupon-issued',
          params: { ...addresseeOf(s), code: coupon.code, value: String(coupon.valueCents), expireDate: coupon.expiresAt },
        }));
        return;
      }
      case 'LessonNotesAttached': {
        const { studentId, lessonId, fileName } = event.data;
        const [lesson] = await this.lessons.byIds([lessonId]);
        if (!lesson) return;
        await this.emails.tell(studentId, 'student', key('lesson-notes'), (s) => ({
          template: 'lesson-notes',
          params: { ...addresseeOf(s), fileName, lessonStart: lesson.start_at.toISOString(), lessonEnd: lesson.end_at.toISOString() },
        }));
        return;
      }
      default:
        return;
    }
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
}
