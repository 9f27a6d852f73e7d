import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { EmailQueued, EmailSent } from '@lavagna/domain';
import { renderEmail, type TemplateContext } from './templates.js';

/**
 * The outbox: an e-mail is rendered and stored in the same transaction as the EmailQueued
 * fact, before anything tries to send it; EmailSent marks it delivered.
 */
export const outboxProjection = (ctx: TemplateContext) =>
  postgreSQLRawSQLProjection<EmailQueued | EmailSent>({
    name: 'outbox',
    canHandle: ['EmailQueued', 'EmailSent'],
    evolve: (event) => {
      if (event.type === 'EmailSent') {
        return sql('UPDATE outbox SET sent_at = %L WHERE id = %L', event.data.sentAt, event.data.emailId);
      }
      // Emmett also passes the other events of the same append.
      if (event.type !== 'EmailQueued') return [];
      const mail = renderEmail(event, ctx);
      return sql(
        `INSERT INTO outbox (id, user_id, to_address, subject, text_body, html_body, links, queued_at, next_attempt_at)
         VALUES (%L, %L, %L, %L, %L, %L, %L::jsonb, %L, %L) ON CONFLICT (id) DO NOTHING`,
        event.data.emailId,
        event.data.userId,
        event.data.to,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.links),
        event.data.queuedAt,
        event.data.queuedAt,
      );
    },
  });
