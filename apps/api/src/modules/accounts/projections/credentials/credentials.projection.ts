import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { UserEvent } from '@lavagna/domain';

/** The current password hash of each user, kept apart from the user document the API returns. */
export const credentialsProjection = postgreSQLRawSQLProjection<UserEvent>({
  name: 'user_credentials',
  canHandle: ['UserRegistered', 'PasswordChanged', 'AccountDeleted', 'AccountantRevoked'],
  evolve: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return sql(
          'INSERT INTO user_credentials (user_id, password_hash, changed_at) VALUES (%L, %L, %L)',
          event.data.userId,
          event.data.passwordHash,
          event.data.registeredAt,
        );
      case 'PasswordChanged':
        return sql(
          'UPDATE user_credentials SET password_hash = %L, changed_at = %L WHERE user_id = %L',
          event.data.passwordHash,
          event.data.changedAt,
          event.data.userId,
        );
      case 'AccountDeleted':
      case 'AccountantRevoked':
        return sql('DELETE FROM user_credentials WHERE user_id = %L', event.data.userId);
      default:
        return [];
    }
  },
});
