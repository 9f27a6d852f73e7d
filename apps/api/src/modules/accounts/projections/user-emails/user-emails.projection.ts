import { insert, remove, rowProjection, type RowOp } from '@lavagna/eventstore';
import type { UserEvent } from '@lavagna/domain';

/**
 * E-mail -> user. Its primary key is the guard of last resort: two signups or changes
 * racing for one address cannot both commit. An erased address reads '' and is nobody's.
 */
const row = (email: string, userId: string): RowOp[] => (email === '' ? [] : [insert('user_emails', { email, user_id: userId })]);

export const userEmailsProjection = rowProjection<UserEvent>({
  name: 'user_emails',
  canHandle: ['UserRegistered', 'EmailChanged', 'EmailChangeConfirmed', 'AccountDeleted', 'AccountantRevoked'],
  tables: ['user_emails'],
  evolve: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return row(event.data.email, event.data.userId);
      case 'EmailChanged':
      case 'EmailChangeConfirmed':
        return [remove('user_emails', { email: event.data.previousEmail, user_id: event.data.userId }), ...row(event.data.email, event.data.userId)];
      case 'AccountDeleted':
      case 'AccountantRevoked':
        return [remove('user_emails', { user_id: event.data.userId })];
      default:
        return [];
    }
  },
});
