import { deciderSpec } from '../../test/decider-spec.js';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../shared/types.js';
import type { UserCommand } from './commands.js';
import { decideUser } from './decide.js';
import type { AccountantInvited, UserRegistered } from './events.js';
import { evolveUser, initialUserState } from './state.js';

const spec = deciderSpec({ decide: decideUser, evolve: evolveUser, initialState: initialUserState });

const now = new Date('2026-03-10T10:00:00.000Z');
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };

const setup = () => {
  const userId = randomUUID();
  const link = { nonce: randomUUID(), expiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString() };
  const invitation = { userId, teacherId: teacher.userId, email: 'studio@commercialista.it', name: 'Anna', surname: 'Conti', passwordHash: 'unusable' };
  const registered: UserRegistered = {
    type: 'UserRegistered',
    data: {
      ...invitation,
      identity: 'accountant',
      birthYear: null,
      residence: null,
      school: null,
      tutor: null,
      privacyConsent: false,
      hourlyRateCents: 0,
      emailConfirmed: false,
      confirmation: null,
      registeredAt: now.toISOString(),
      by: teacher,
    },
  };
  const invited: AccountantInvited = { type: 'AccountantInvited', data: { userId, teacherId: teacher.userId, link, invitedAt: now.toISOString(), by: teacher } };
  const command = <C extends UserCommand>(type: C['type'], data: C['data'], by: Actor = teacher): UserCommand =>
    ({ type, data, metadata: { now, by } }) as UserCommand;
  return { userId, link, invitation, registered, invited, command };
};

describe('the accountant of a teacher', () => {
  describe('when the teacher invites an accountant', () => {
    it('registers an accountant account and records the invitation with its password link', () => {
      const { invitation, link, registered, invited, command } = setup();
      spec([]).when(command('InviteAccountant', { ...invitation, link })).then([registered, invited]);
    });

    it('opens the link as a recovery link, so the accountant chooses a password as after a recovery', () => {
      const { registered, invited, link } = setup();
      const state = [registered, invited].reduce(evolveUser, initialUserState());
      expect(state).toMatchObject({ status: 'Active', identity: 'accountant', links: { recovery: link } });
    });

    it('refuses an invitation from a student', () => {
      const { invitation, link, command } = setup();
      spec([]).when(command('InviteAccountant', { ...invitation, link }, { userId: 's-1', role: 'student' })).thenThrows('AUTH.FORBIDDEN');
    });

    it('refuses an invitation for another teacher', () => {
      const { invitation, link, command } = setup();
      spec([]).when(command('InviteAccountant', { ...invitation, link }, { userId: 'teacher-2', role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
    });

    it('refuses to invite over an existing account', () => {
      const { invitation, link, registered, invited, command } = setup();
      spec([registered, invited]).when(command('InviteAccountant', { ...invitation, link })).thenThrows('USER.ALREADY_EXISTS');
    });
  });

  describe('when the teacher revokes the access', () => {
    it('records the revocation', () => {
      const { userId, registered, invited, command } = setup();
      spec([registered, invited])
        .when(command('RevokeAccountant', { userId }))
        .then([{ type: 'AccountantRevoked', data: { userId, teacherId: teacher.userId, revokedAt: now.toISOString(), by: teacher } }]);
    });

    it('leaves a revoked account revoked: a second revocation finds nobody', () => {
      const { userId, registered, invited, command } = setup();
      const revoked = { type: 'AccountantRevoked' as const, data: { userId, teacherId: teacher.userId, revokedAt: now.toISOString(), by: teacher } };
      spec([registered, invited, revoked]).when(command('RevokeAccountant', { userId })).thenThrows('USER.NOT_FOUND');
    });

    it('refuses another teacher, and never revokes a student', () => {
      const { userId, registered, invited, command } = setup();
      spec([registered, invited]).when(command('RevokeAccountant', { userId }, { userId: 'teacher-2', role: 'teacher' })).thenThrows('USER.NOT_FOUND');
      const student: UserRegistered = { ...registered, data: { ...registered.data, identity: 'student' } };
      spec([student]).when(command('RevokeAccountant', { userId })).thenThrows('USER.NOT_FOUND');
    });
  });
});
