import { Inject, Injectable } from '@nestjs/common';
import type { EmailAttachment, OutboxMessage } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';

interface OutboxRow {
  id: string;
  user_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  attachments: EmailAttachment[];
  queued_at: Date;
  sent_at: Date | null;
  attempts: number;
}

const toMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  links: r.links,
  attachments: r.attachments,
  queuedAt: r.queued_at.toISOString(),
  sentAt: r.sent_at?.toISOString() ?? null,
});

@Injectable()
export class OutboxQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async newestFirst(limit = 200): Promise<OutboxMessage[]> {
    const { rows } = await this.pool.query<OutboxRow>('SELECT * FROM outbox ORDER BY queued_at DESC, id LIMIT $1', [limit]);
    return rows.map(toMessage);
  }

  /**
   * Leases due unsent messages for two minutes (SKIP LOCKED lets several senders share the
   * queue); a sender that dies leaves them to the next one after the lease.
   */
  async leaseDue(now: Date, limit: number): Promise<(OutboxMessage & { attempts: number; userId: string })[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      `UPDATE outbox SET next_attempt_at = $1::timestamptz + interval '2 minutes', attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
                      ORDER BY queued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [now, limit],
    );
    return rows.map((r) => ({ ...toMessage(r), attempts: r.attempts, userId: r.user_id }));
  }

  async retryLater(id: string, at: Date, error: string): Promise<void> {
    await this.pool.query('UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [id, at, error.slice(0, 500)]);
  }
}
