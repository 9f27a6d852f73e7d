import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { noticeKey, REMINDER_SWITCH, reminderStillUseful, type ReminderKind } from '@lavagna/domain';
import type pg from 'pg';
import { CLOCK, PG_POOL, type Clock } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { EmailQueue } from '../notices/email-queue.js';

interface DueRow {
  lesson_id: string;
  kind: ReminderKind;
  start_at: Date;
  end_at: Date;
  student_id: string;
}

const BATCH = 50;

/**
 * Sends the reminders that fell due (every half minute, and at start-up: what fell due while the
 * server was down goes out if its lesson has not begun). Rows are locked while handled, so
 * replicas share the work; the e-mail's id comes from lesson, mark and time, so none goes twice.
 */
@Injectable()
export class ReminderSender implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');
  private running: Promise<number> | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UsersQuery,
    private readonly emails: EmailQueue,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
  }

  @Interval(30_000)
  async tick(): Promise<void> {
    await this.sendDue().catch((e: Error) => this.logger.error(e.message));
  }

  /** One pass; returns how many reminders were queued. */
  async sendDue(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.pass();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async pass(): Promise<number> {
    let queued = 0;
    for (;;) {
      const { handled, sent } = await this.batch();
      queued += sent;
      if (handled < BATCH) return queued;
    }
  }

  private async batch(): Promise<{ handled: number; sent: number }> {
    const now = this.clock.now();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<DueRow>(
        `SELECT lesson_id, kind, start_at, end_at, student_id FROM lesson_reminders
          WHERE sent_at IS NULL AND due_at <= $1 ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, BATCH],
      );
      let sent = 0;
      for (const row of rows) {
        const outcome = await this.send(row, now);
        if (outcome === 'sent') sent++;
        await client.query('UPDATE lesson_reminders SET sent_at = $4, outcome = $5 WHERE lesson_id = $1 AND kind = $2 AND start_at = $3', [
          row.lesson_id,
          row.kind,
          row.start_at,
          now,
          outcome,
        ]);
      }
      await client.query('COMMIT');
      return { handled: rows.length, sent };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async send(row: DueRow, now: Date): Promise<'sent' | 'switched-off' | 'too-late' | 'no-student'> {
    const start = row.start_at.toISOString();
    if (!reminderStillUseful(row.kind, start, now)) return 'too-late';
    const student = await this.users.byId(row.student_id);
    if (!student || student.identity !== 'student') return 'no-student';
    if (!student.personalSettings[REMINDER_SWITCH[row.kind]]) return 'switched-off';
    await this.emails.queue({
      key: noticeKey('reminder', row.lesson_id, row.kind, start),
      userId: student.userId,
      to: student.email,
      template: 'lesson-reminder',
      params: { name: student.name, kind: row.kind, start, end: row.end_at.toISOString(), linkMeet: student.linkMeet },
    });
    return 'sent';
  }
}
