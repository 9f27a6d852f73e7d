import { insert, remove, rowProjection, update } from '@lavagna/eventstore';
import type { UserEvent } from '@lavagna/domain';

/** The current password hash of each user, kept apart from the user document the API returns. */
export const credentialsProjection = rowProjection<UserEvent>({
  name: 'user_credentials',
  canHandle: ['UserRegistered', 'PasswordChanged', 'AccountDeleted', 'AccountantRevoked'],
  tables: ['user_credentials'],
  evolve: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return [insert('user_credentials', { user_id: event.data.userId, password_hash: event.data.passwordHash, changed_at: event.data.registeredAt })];
      case 'PasswordChanged':
        return [update('user_credentials', { user_id: event.data.userId }, { password_hash: event.data.passwordHash, changed_at: event.data.changedAt })];
      case 'AccountDeleted':
      case 'AccountantRevoked':
        return [remove('user_credentials', { user_id: event.data.userId })];
      default:
        return [];
    }
  },
});
