import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountErased, EmailQueued, EmailSent } from '@lavagna/domain';
import { FAREWELL_TEMPLATE } from '../notices/account-deleted.notice.js';

/**
 * The outbox: each queued e-mail's notice, as data, in the same transaction as the EmailQueued
 * fact; EmailSent marks it delivered. Nothing is rendered here, and no clock is read. An erased
 * account's e-mails leave it (sent or not: nothing is sent to an erased address any more), but for
 * the farewell the teacher's deletion queued just before the erasure: this row is the only copy the
 * sender can still read, kept until it is sent and then dropped. (A rebuild meanwhile reads it
 * shredded in the log and loses it, as it would any e-mail of an erased account.)
 */
export const outboxProjection = postgreSQLRawSQLProjection<EmailQueued | EmailSent | AccountErased>({
  name: 'outbox',
  canHandle: ['EmailQueued', 'EmailSent', 'AccountErased'],
  evolve: (event) => {
    if (event.type === 'EmailSent') {
      return [
        sql('UPDATE outbox SET sent_at = %L WHERE id = %L', event.data.sentAt, event.data.emailId),
        sql('DELETE FROM outbox WHERE id = %L AND template = %L', event.data.emailId, FAREWELL_TEMPLATE),
      ];
    }
    if (event.type === 'AccountErased') {
      return sql('DELETE FROM outbox WHERE user_id = %L AND NOT (template = %L AND sent_at IS NULL)', event.data.userId, FAREWELL_TEMPLATE);
    }
    // Emmett also passes the other events of the same append.
    if (event.type !== 'EmailQueued') return [];
    // Its recipient was erased (a rebuild reads the mail shredded): the erasure removed it live too.
    if (event.data.params === null) return [];
    const { emailId, userId, to, template, params, queuedAt } = event.data;
    return sql(
      `INSERT INTO outbox (id, user_id, to_address, template, params, queued_at) VALUES (%L, %L, %L, %L, %L::jsonb, %L) ON CONFLICT (id) DO NOTHING`,
      emailId,
      userId,
      to,
      template,
      JSON.stringify(params),
      queuedAt,
    );
  },
});
