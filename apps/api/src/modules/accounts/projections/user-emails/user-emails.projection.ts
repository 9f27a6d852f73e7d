import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { UserEvent } from '@lavagna/domain';

/**
 * E-mail -> user. Its primary key is the guard of last resort: two signups or changes
 * racing for one address cannot both commit. An erased address reads '' and is nobody's.
 */
const row = (email: string, userId: string) => (email === '' ? [] : [sql('INSERT INTO user_emails (email, user_id) VALUES (%L, %L)', email, userId)]);

export const userEmailsProjection = postgreSQLRawSQLProjection<UserEvent>({
  name: 'user_emails',
  canHandle: ['UserRegistered', 'EmailChanged', 'EmailChangeConfirmed', 'AccountDeleted', 'AccountantRevoked'],
  evolve: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return row(event.data.email, event.data.userId);
      case 'EmailChanged':
      case 'EmailChangeConfirmed':
        return [
          sql('DELETE FROM user_emails WHERE email = %L AND user_id = %L', event.data.previousEmail, event.data.userId),
          ...row(event.data.email, event.data.userId),
        ];
      case 'AccountDeleted':
      case 'AccountantRevoked':
        return sql('DELETE FROM user_emails WHERE user_id = %L', event.data.userId);
      default:
        return [];
    }
  },
});
