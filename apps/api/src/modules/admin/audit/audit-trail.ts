import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry, AuditSubject } from '@lavagna/contracts';
import { bookingStreamName, couponStreamName, orderStreamName, reviewStreamName, userStreamName } from '@lavagna/domain';
import type { PersonalData } from '@lavagna/eventstore';
import type pg from 'pg';
import { problem } from '../../../infrastructure/http/problem.js';
import { PERSONAL_DATA, PG_POOL } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import { PaymentLinksQuery } from '../../payments/index.js';
import { describeTimeline, type LoggedEvent } from './describe-event.js';
import { concerningCoupon, concerningLesson, restatesItsCause } from './relevance.js';

/** The streams of a subject, and which of their events concern it (narrowed to it). */
interface Selection {
  streams: string[];
  keep: (event: LoggedEvent) => LoggedEvent | null;
}

const all = (event: LoggedEvent) => event;

/**
 * The audit trail reads the event log itself (Emmett's `emt_messages`), in global order:
 * the log is the record of what happened, read models only say where to look. Personal fields
 * are opened; an erased account's read as erased.
 */
@Injectable()
export class AuditTrail {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PERSONAL_DATA) private readonly personalData: PersonalData,
    private readonly users: UsersQuery,
    private readonly lessons: LessonsQuery,
    private readonly links: PaymentLinksQuery,
  ) {}

  async of(teacherId: string, subject: AuditSubject, id: string): Promise<AuditEntry[]> {
    const selection = await this.select(teacherId, subject, id);
    const events = (await this.read(selection.streams)).filter((e) => !restatesItsCause(e)).map(selection.keep).filter((e): e is LoggedEvent => e !== null);
    const described = describeTimeline(events);
    const names = await this.names(described.flatMap((e) => (e.by && e.by.role !== 'system' ? [e.by.userId] : [])));
    return described.map(({ by, ...entry }) => ({
      ...entry,
      actor:
        by && by.role !== 'system'
          ? { role: by.role, userId: by.userId, name: names.get(by.userId) ?? null }
          : { role: 'system', userId: null, name: null },
    }));
  }

  private async select(teacherId: string, subject: AuditSubject, id: string): Promise<Selection> {
    switch (subject) {
      case 'student': {
        // From the log, so that a deleted account keeps its trail.
        const registered = await this.firstOf(userStreamName(id), 'UserRegistered');
        if (registered?.teacherId !== teacherId || registered.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
        const [bookings, orders, coupons, emails] = await Promise.all([
          this.lessons.bookingIdsOfStudent(teacherId, id),
          this.links.orderIdsOfStudent(teacherId, id),
          this.links.couponCodesOfStudent(teacherId, id),
          this.emailStreamsTo(id),
        ]);
        return {
          streams: [userStreamName(id), ...bookings.map(bookingStreamName), ...orders.map(orderStreamName), ...coupons.map(couponStreamName), reviewStreamName(id), ...emails],
          keep: all,
        };
      }
      case 'lesson': {
        const lesson = await this.lessons.byId(id);
        if (!lesson || lesson.teacher_id !== teacherId) throw problem(404, 'CALENDAR.LESSON_NOT_FOUND');
        const booking = bookingStreamName(lesson.booking_id);
        const orders = await this.links.orderIdsOfLesson(teacherId, id);
        const keep = concerningLesson(id);
        return { streams: [booking, ...orders.map(orderStreamName)], keep: (e) => (e.streamId === booking ? keep(e) : e) };
      }
      case 'order': {
        if (!(await this.links.isTeachersOrder(teacherId, id))) throw problem(404, 'ORDER.NOT_FOUND');
        return { streams: [orderStreamName(id)], keep: all };
      }
      case 'coupon': {
        const coupon = await this.links.teachersCoupon(teacherId, id);
        if (!coupon) throw problem(404, 'REQUEST.NOT_FOUND');
        const own = couponStreamName(coupon.code);
        // A coupon from a cancellation is born in the lesson's booking stream.
        const origin = coupon.origin.kind === 'cancellation' ? [bookingStreamName(coupon.origin.bookingId)] : [];
        const keep = concerningCoupon(coupon.code);
        return { streams: [own, ...origin], keep: (e) => (e.streamId === own ? e : keep(e)) };
      }
    }
  }

  private async read(streams: string[]): Promise<LoggedEvent[]> {
    const { rows } = await this.pool.query<{ global_position: string; stream_id: string; message_type: string; message_data: Record<string, unknown>; created: Date }>(
      `SELECT global_position, stream_id, message_type, message_data, created FROM emt_messages
        WHERE stream_id = ANY($1::text[]) AND NOT is_archived AND message_kind = 'E'
        ORDER BY global_position`,
      [streams],
    );
    return this.personalData.decrypt(
      rows.map((r) => ({ position: Number(r.global_position), streamId: r.stream_id, type: r.message_type, data: r.message_data, created: r.created })),
    );
  }

  /** The streams of the e-mails queued to a user (each on its own stream, its recipient's id in clear). */
  private async emailStreamsTo(userId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ stream_id: string }>(
      "SELECT DISTINCT stream_id FROM emt_messages WHERE message_type = 'EmailQueued' AND message_data->>'userId' = $1 AND stream_id LIKE 'email-%'",
      [userId],
    );
    return rows.map((r) => r.stream_id);
  }

  private async firstOf(streamId: string, type: string): Promise<Record<string, unknown> | null> {
    const { rows } = await this.pool.query<{ message_data: Record<string, unknown> }>(
      'SELECT message_data FROM emt_messages WHERE stream_id = $1 AND message_type = $2 AND NOT is_archived ORDER BY stream_position LIMIT 1',
      [streamId, type],
    );
    return rows[0]?.message_data ?? null;
  }

  /** Names of the users that still exist. */
  private async names(userIds: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of new Set(userIds)) {
      const user = await this.users.byId(id);
      if (user) names.set(id, `${user.name} ${user.surname}`);
    }
    return names;
  }
}
