import type { UserView } from '@lavagna/contracts';
import type { UserEvent } from '@lavagna/domain';
import { documentProjection } from '../../../../infrastructure/database/document-projection.js';
import { evolveUserView } from './users.view.js';

export const USERS_TABLE = 'users';

export const usersProjection = documentProjection<UserView, UserEvent>({
  name: 'users',
  table: USERS_TABLE,
  canHandle: ['UserRegistered', 'SignupConfirmed', 'EmailChangeRequested', 'EmailChangeConfirmed', 'EmailChanged', 'EmailConfirmed', 'ProfileUpdated', 'AccountDeleted'],
  id: (event) => event.data.userId,
  evolve: evolveUserView,
  columns: (view) => ({
    teacher_id: view.teacherId,
    identity: view.identity,
    email: view.email,
    name: view.name,
    surname: view.surname,
    created_at: view.createdAt,
  }),
});
