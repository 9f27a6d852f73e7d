import { json, remove, rowProjection, update, upsert } from '@lavagna/eventstore';
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
export const outboxProjection = rowProjection<EmailQueued | EmailSent | AccountErased>({
  name: 'outbox',
  canHandle: ['EmailQueued', 'EmailSent', 'AccountErased'],
  tables: ['outbox'],
  evolve: async (event, read) => {
    if (event.type === 'EmailSent') {
      return [update('outbox', { id: event.data.emailId }, { sent_at: event.data.sentAt }), remove('outbox', { id: event.data.emailId, template: FAREWELL_TEMPLATE })];
    }
    if (event.type === 'AccountErased') {
      // Read first (an erasure is rare): every e-mail of theirs goes but an unsent farewell.
      const mails = await read('outbox', { user_id: event.data.userId }, ['id', 'template', 'sent_at']);
      return mails.filter((m) => !(m.template === FAREWELL_TEMPLATE && m.sent_at === null)).map((m) => remove('outbox', { id: m.id as string }));
    }
    // Emmett also passes the other events of the same append.
    if (event.type !== 'EmailQueued') return [];
    // Its recipient was erased (a rebuild reads the mail shredded): the erasure removed it live too.
    if (event.data.params === null) return [];
    const { emailId, userId, to, template, params, queuedAt } = event.data;
    return [upsert('outbox', ['id'], { id: emailId, user_id: userId, to_address: to, template, params: json(params), queued_at: queuedAt }, 'nothing')];
  },
});
