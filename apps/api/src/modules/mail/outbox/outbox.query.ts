import { Inject, Injectable } from '@nestjs/common';
import type { OutboxMessage } from '@lavagna/contracts';
import type pg from 'pg';
import type { AppConfig } from '../../../config.js';
import { CONFIG, PG_POOL, SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { renderNotice, type NoticeContext } from '../notices/index.js';

interface OutboxRow {
  id: string;
  user_id: string;
  to_address: string;
  template: string;
  params: Record<string, unknown>;
  queued_at: Date;
  sent_at: Date | null;
}

/** A queued e-mail as the sender sends it and the demo outbox shows it: rendered from its notice now. */
export type OutboxMail = OutboxMessage & { userId: string };

/** The outbox's e-mails, rendered from their notices when read. */
@Injectable()
export class OutboxQuery {
  private readonly context: NoticeContext;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) config: AppConfig,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.context = { publicUrl: config.publicUrl, linkSecret: secrets.links };
  }

  async newestFirst(limit = 200): Promise<OutboxMail[]> {
    const { rows } = await this.pool.query<OutboxRow>('SELECT * FROM outbox ORDER BY queued_at DESC, id LIMIT $1', [limit]);
    return rows.map((row) => this.render(row));
  }

  /**
   * The payments (transaction ids) of a student whose booking confirmation is still unsent, its
   * last attempt failed, and it was queued more than `patienceMs` before `now`.
   */
  async unsentConfirmations(userId: string, now: Date, patienceMs: number): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ transaction_id: string }>(
      `SELECT o.params->>'transactionId' AS transaction_id FROM outbox o JOIN timed_work w ON w.key = 'send-email:' || o.id
        WHERE o.user_id = $1 AND o.template = 'booking-confirmation' AND o.sent_at IS NULL AND w.done_at IS NULL
          AND w.last_error IS NOT NULL AND o.queued_at < $2`,
      [userId, new Date(now.getTime() - patienceMs)],
    );
    return new Set(rows.map((r) => r.transaction_id));
  }

  /** One e-mail, or null (never queued, or its recipient was erased). */
  async byId(id: string): Promise<OutboxMail | null> {
    const { rows } = await this.pool.query<OutboxRow>('SELECT * FROM outbox WHERE id = $1', [id]);
    return rows[0] ? this.render(rows[0]) : null;
  }

  private render(r: OutboxRow): OutboxMail {
    const queuedAt = r.queued_at.toISOString();
    const mail = renderNotice({ emailId: r.id, userId: r.user_id, queuedAt, template: r.template, params: r.params }, this.context);
    return {
      id: r.id,
      userId: r.user_id,
      to: r.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: mail.links,
      attachments: mail.attachments ?? [],
      queuedAt,
      sentAt: r.sent_at?.toISOString() ?? null,
    };
  }
}
