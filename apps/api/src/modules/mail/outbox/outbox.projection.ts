import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountErased, EmailQueued, EmailSent } from '@lavagna/domain';
import { renderEmail, type TemplateContext } from './templates.js';

/**
 * The outbox: an e-mail is rendered and stored in the same transaction as the EmailQueued
 * fact, before anything tries to send it; EmailSent marks it delivered. An erased account's
 * e-mails leave it (sent or not: nothing is sent to an erased address any more).
 */
export const outboxProjection = (ctx: TemplateContext) =>
  postgreSQLRawSQLProjection<EmailQueued | EmailSent | AccountErased>({
    name: 'outbox',
    canHandle: ['EmailQueued', 'EmailSent', 'AccountErased'],
    evolve: (event) => {
      if (event.type === 'EmailSent') {
        return sql('UPDATE outbox SET sent_at = %L WHERE id = %L', event.data.sentAt, event.data.emailId);
      }
      if (event.type === 'AccountErased') return sql('DELETE FROM outbox WHERE user_id = %L', event.data.userId);
      // Emmett also passes the other events of the same append.
      if (event.type !== 'EmailQueued') return [];
      // Its recipient was erased (a rebuild reads the mail shredded): the erasure removed it live too.
      if (event.data.params === null) return [];
      const mail = renderEmail(event, ctx);
      return sql(
        `INSERT INTO outbox (id, user_id, to_address, subject, text_body, html_body, links, attachments, queued_at, next_attempt_at)
         VALUES (%L, %L, %L, %L, %L, %L, %L::jsonb, %L::jsonb, %L, %L) ON CONFLICT (id) DO NOTHING`,
        event.data.emailId,
        event.data.userId,
        event.data.to,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.links),
        JSON.stringify(mail.attachments ?? []),
        event.data.queuedAt,
        event.data.queuedAt,
      );
    },
  });
