import type { UserView } from '@lavagna/contracts';
import { documentProjection } from '../../../../infrastructure/database/document-projection.js';
import { evolveUserView, type UserViewEvent } from './users.view.js';

export const USERS_TABLE = 'users';

export const usersProjection = documentProjection<UserView, UserViewEvent>({
  name: 'users',
  table: USERS_TABLE,
  canHandle: ['UserRegistered', 'SignupConfirmed', 'EmailChangeRequested', 'EmailChangeConfirmed', 'EmailChanged', 'EmailConfirmed', 'ProfileUpdated', 'AccountDeleted', 'AccountantRevoked', 'ReviewSubmitted'],
  id: (event) => (event.type === 'ReviewSubmitted' ? event.data.studentId : event.data.userId),
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
