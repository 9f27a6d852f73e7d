import { deciderSpec } from '../../test/decider-spec.js';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../shared/types.js';
import type { UserCommand } from './commands.js';
import { decideUser } from './decide.js';
import type { UserEvent, UserRegistered } from './events.js';
import { evolveUser, initialUserState } from './state.js';

const spec = deciderSpec({ decide: decideUser, evolve: evolveUser, initialState: initialUserState });

const now = new Date('2026-03-10T10:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };

const setup = () => {
  const userId = randomUUID();
  const self: Actor = { userId, role: 'student' };
  const link = { nonce: randomUUID(), expiresAt: later(24).toISOString() };
  const registered: UserRegistered = {
    type: 'UserRegistered',
    data: {
      userId,
      teacherId: teacher.userId,
      identity: 'student',
      email: 'mario@esempio.it',
      passwordHash: 'hash-1',
      name: 'Mario',
      surname: 'Rossi',
      birthYear: 2008,
      residence: { region: 'Lazio', province: 'Roma' },
      school: { schoolType: 'Scuola Superiore', institute: 'Liceo Galilei', examYear: '4° Anno' },
      tutor: null,
      privacyConsent: true,
      hourlyRateCents: 2500,
      emailConfirmed: false,
      confirmation: link,
      registeredAt: now.toISOString(),
      by: self,
    },
  };
  const command = <C extends UserCommand>(type: C['type'], data: C['data'], at = now, by: Actor = self): UserCommand =>
    ({ type, data, metadata: { now: at, by } }) as UserCommand;
  return { userId, self, link, registered, command };
};

describe('user account decider', () => {
  describe('when a visitor signs up', () => {
    it('registers the user with the nonce of the confirmation link: the fact only (its e-mail is a reaction)', () => {
      const { registered, command, link } = setup();
      const { confirmation: _c, emailConfirmed: _e, registeredAt: _r, by: _b, ...data } = registered.data;
      spec([])
        .when(command('RegisterUser', { ...data, confirmation: link }))
        .then([registered]);
    });

    it('refuses a second registration of the same stream', () => {
      const { registered, command, link } = setup();
      spec([registered])
        .when(command('RegisterUser', { ...registered.data, confirmation: link }))
        .thenThrows('USER.ALREADY_EXISTS');
    });
  });

  describe('when the signup link is opened', () => {
    it('confirms the e-mail within 24 hours', () => {
      const { registered, command, link, userId } = setup();
      spec([registered])
        .when(command('ConfirmSignup', { userId, nonce: link.nonce }, later(23)))
        .then([{ type: 'SignupConfirmed', data: { userId, nonce: link.nonce, confirmedAt: later(23).toISOString() } }]);
    });

    it('refuses an expired link', () => {
      const { registered, command, link, userId } = setup();
      spec([registered])
        .when(command('ConfirmSignup', { userId, nonce: link.nonce }, later(24)))
        .thenThrows('LINK.INVALID');
    });

    it('refuses a link used once already', () => {
      const { registered, command, link, userId } = setup();
      const confirmed: UserEvent = { type: 'SignupConfirmed', data: { userId, nonce: link.nonce, confirmedAt: now.toISOString() } };
      spec([registered, confirmed])
        .when(command('ConfirmSignup', { userId, nonce: link.nonce }, later(1)))
        .thenThrows('LINK.INVALID');
    });

    it('refuses a link of another purpose', () => {
      const { registered, command, userId } = setup();
      spec([registered])
        .when(command('ConfirmSignup', { userId, nonce: randomUUID() }))
        .thenThrows('LINK.INVALID');
    });
  });

  describe('when the confirmation e-mail is asked for again', () => {
    it('records a fresh sign-up link, and only that link then confirms', () => {
      const { registered, command, link, userId } = setup();
      const fresh = { nonce: randomUUID(), expiresAt: later(30).toISOString() };
      const resent: UserEvent = { type: 'EmailConfirmationResent', data: { userId, purpose: 'signup', link: fresh, resentAt: later(6).toISOString() } };
      spec([registered]).when(command('ResendEmailConfirmation', { userId, link: fresh }, later(6))).then([resent]);
      spec([registered, resent]).when(command('ConfirmSignup', { userId, nonce: link.nonce }, later(7))).thenThrows('LINK.INVALID');
      spec([registered, resent])
        .when(command('ConfirmSignup', { userId, nonce: fresh.nonce }, later(29)))
        .then([{ type: 'SignupConfirmed', data: { userId, nonce: fresh.nonce, confirmedAt: later(29).toISOString() } }]);
    });

    it('sends nothing for an address confirmed already', () => {
      const { registered, command, link, userId } = setup();
      const confirmed: UserEvent = { type: 'SignupConfirmed', data: { userId, nonce: link.nonce, confirmedAt: now.toISOString() } };
      spec([registered, confirmed]).when(command('ResendEmailConfirmation', { userId, link: { nonce: 'n-9', expiresAt: later(24).toISOString() } })).then([]);
    });

    it('renews the link of an address changed before changes waited for confirmation', () => {
      const { registered, command, link, userId, self } = setup();
      const confirmed: UserEvent = { type: 'SignupConfirmed', data: { userId, nonce: link.nonce, confirmedAt: now.toISOString() } };
      const changed: UserEvent = {
        type: 'EmailChanged',
        data: { userId, previousEmail: 'mario@esempio.it', email: 'nuova@esempio.it', confirmation: { nonce: 'n-old', expiresAt: later(1).toISOString() }, changedAt: now.toISOString(), by: self },
      };
      const fresh = { nonce: 'n-new', expiresAt: later(26).toISOString() };
      spec([registered, confirmed, changed])
        .when(command('ResendEmailConfirmation', { userId, link: fresh }, later(2)))
        .then([{ type: 'EmailConfirmationResent', data: { userId, purpose: 'email', link: fresh, resentAt: later(2).toISOString() } }]);
    });
  });

  describe('when the profile changes', () => {
    it('records only what differs, and who changed it', () => {
      const { registered, command, userId, self } = setup();
      spec([registered])
        .when(command('UpdateProfile', { userId, changes: { name: 'Mario', surname: 'Bianchi' } }))
        .then([
          {
            type: 'ProfileUpdated',
            data: { userId, changes: { surname: 'Bianchi' }, modifiedByTeacher: false, updatedAt: now.toISOString(), by: self },
          },
        ]);
    });

    it('marks a teacher edit as modifiedByTeacher and lets the teacher set the hourly rate', () => {
      const { registered, command, userId } = setup();
      spec([registered])
        .when(command('UpdateProfile', { userId, changes: { hourlyRateCents: 3000 } }, now, teacher))
        .then([
          {
            type: 'ProfileUpdated',
            data: { userId, changes: { hourlyRateCents: 3000 }, modifiedByTeacher: true, updatedAt: now.toISOString(), by: teacher },
          },
        ]);
    });

    it('does not let a student set their own hourly rate', () => {
      const { registered, command, userId } = setup();
      spec([registered])
        .when(command('UpdateProfile', { userId, changes: { hourlyRateCents: 100 } }))
        .thenThrows('AUTH.FORBIDDEN');
    });

    it('does not let another student change the profile', () => {
      const { registered, command, userId } = setup();
      spec([registered])
        .when(command('UpdateProfile', { userId, changes: { name: 'Luigi' } }, now, { userId: 'other', role: 'student' }))
        .thenThrows('AUTH.FORBIDDEN');
    });

    it('records nothing when nothing changed', () => {
      const { registered, command, userId } = setup();
      spec([registered]).when(command('UpdateProfile', { userId, changes: { name: 'Mario' } })).then([]);
    });
  });

  describe('when the e-mail changes', () => {
    const confirmation = { nonce: 'n-2', expiresAt: later(24).toISOString() };
    const requested = (userId: string, self: Actor): UserEvent => ({
      type: 'EmailChangeRequested',
      data: { userId, previousEmail: 'mario@esempio.it', email: 'nuova@esempio.it', confirmation, requestedAt: now.toISOString(), by: self },
    });

    it('keeps the address and records the request with its link (the e-mails to both addresses are reactions)', () => {
      const { registered, command, userId, self } = setup();
      spec([registered])
        .when(command('RequestEmailChange', { userId, email: 'nuova@esempio.it', confirmation }))
        .then([requested(userId, self)]);
    });

    it('asks nothing when the address is the same', () => {
      const { registered, command, userId } = setup();
      spec([registered])
        .when(command('RequestEmailChange', { userId, email: 'mario@esempio.it', confirmation }))
        .then([]);
    });

    it('changes the address when the new one opens its link within 24 hours', () => {
      const { registered, command, userId, self } = setup();
      spec([registered, requested(userId, self)])
        .when(command('ConfirmEmail', { userId, nonce: 'n-2' }, later(23)))
        .then([
          {
            type: 'EmailChangeConfirmed',
            data: { userId, previousEmail: 'mario@esempio.it', email: 'nuova@esempio.it', nonce: 'n-2', confirmedAt: later(23).toISOString() },
          },
        ]);
    });

    it('refuses the link after 24 hours, a second time, or with another nonce', () => {
      const { registered, command, userId, self } = setup();
      const confirmed: UserEvent = {
        type: 'EmailChangeConfirmed',
        data: { userId, previousEmail: 'mario@esempio.it', email: 'nuova@esempio.it', nonce: 'n-2', confirmedAt: now.toISOString() },
      };
      spec([registered, requested(userId, self)]).when(command('ConfirmEmail', { userId, nonce: 'n-2' }, later(24))).thenThrows('LINK.INVALID');
      spec([registered, requested(userId, self), confirmed]).when(command('ConfirmEmail', { userId, nonce: 'n-2' }, later(1))).thenThrows('LINK.INVALID');
      spec([registered, requested(userId, self)]).when(command('ConfirmEmail', { userId, nonce: 'n-9' })).thenThrows('LINK.INVALID');
    });

    it('lets a newer request replace the pending one: only its link confirms', () => {
      const { registered, command, userId, self } = setup();
      const newer: UserEvent = {
        type: 'EmailChangeRequested',
        data: { userId, previousEmail: 'mario@esempio.it', email: 'terza@esempio.it', confirmation: { nonce: 'n-3', expiresAt: later(30).toISOString() }, requestedAt: later(2).toISOString(), by: self },
      };
      spec([registered, requested(userId, self), newer]).when(command('ConfirmEmail', { userId, nonce: 'n-2' }, later(3))).thenThrows('LINK.INVALID');
      spec([registered, requested(userId, self), newer])
        .when(command('ConfirmEmail', { userId, nonce: 'n-3' }, later(3)))
        .then([
          {
            type: 'EmailChangeConfirmed',
            data: { userId, previousEmail: 'mario@esempio.it', email: 'terza@esempio.it', nonce: 'n-3', confirmedAt: later(3).toISOString() },
          },
        ]);
    });
  });

  describe('when a password is recovered', () => {
    it('accepts the open recovery link once', () => {
      const { registered, command, userId } = setup();
      const link = { nonce: 'r-1', expiresAt: later(24).toISOString() };
      const requested: UserEvent = { type: 'PasswordRecoveryRequested', data: { userId, link, requestedAt: now.toISOString() } };
      const anonymous: Actor = { userId: 'anonymous', role: 'system' };
      spec([registered, requested])
        .when(command('ChangePassword', { userId, passwordHash: 'hash-2', recoveryNonce: 'r-1' }, later(2), anonymous))
        .then([
          {
            type: 'PasswordChanged',
            data: { userId, passwordHash: 'hash-2', recoveryNonce: 'r-1', changedAt: later(2).toISOString(), by: anonymous },
          },
        ]);
      const changed: UserEvent = {
        type: 'PasswordChanged',
        data: { userId, passwordHash: 'hash-2', recoveryNonce: 'r-1', changedAt: now.toISOString(), by: anonymous },
      };
      spec([registered, requested, changed])
        .when(command('ChangePassword', { userId, passwordHash: 'hash-3', recoveryNonce: 'r-1' }, later(3), anonymous))
        .thenThrows('LINK.INVALID');
    });
  });

  describe('when the password is changed while signed in', () => {
    it('voids a recovery link still open', () => {
      const { registered, command, userId, self } = setup();
      const link = { nonce: 'r-1', expiresAt: later(24).toISOString() };
      const requested: UserEvent = { type: 'PasswordRecoveryRequested', data: { userId, link, requestedAt: now.toISOString() } };
      const changed: UserEvent = {
        type: 'PasswordChanged',
        data: { userId, passwordHash: 'hash-2', recoveryNonce: null, changedAt: later(1).toISOString(), by: self },
      };
      const anonymous: Actor = { userId: 'anonymous', role: 'system' };
      spec([registered, requested, changed])
        .when(command('ChangePassword', { userId, passwordHash: 'hash-3', recoveryNonce: 'r-1' }, later(2), anonymous))
        .thenThrows('LINK.INVALID');
    });
  });

  describe('when strangers keep failing to sign in', () => {
    const system: Actor = { userId: 'system', role: 'system' };
    it('warns the owner once a day, however many times the ceiling engages', () => {
      const { registered, command, userId } = setup();
      const slowed: UserEvent = { type: 'SignInsSlowedDown', data: { userId, failures: 10, slowedAt: later(1).toISOString() } };
      spec([registered])
        .when(command('WarnOfSignIns', { userId, failures: 10 }, later(1), system))
        .then([slowed]);
      spec([registered, slowed])
        .when(command('WarnOfSignIns', { userId, failures: 14 }, later(20), system))
        .then([]);
      spec([registered, slowed])
        .when(command('WarnOfSignIns', { userId, failures: 10 }, later(25), system))
        .then([{ type: 'SignInsSlowedDown', data: { userId, failures: 10, slowedAt: later(25).toISOString() } }]);
    });
  });

  describe('when the account is deleted', () => {
    const deleted = (userId: string, by: Actor): UserEvent => ({
      type: 'AccountDeleted',
      data: { userId, teacherId: teacher.userId, deletedAt: now.toISOString(), by },
    });

    it('records the deletion by the student or their teacher, and refuses later commands', () => {
      const { registered, command, userId, self } = setup();
      spec([registered]).when(command('DeleteAccount', { userId })).then([deleted(userId, self)]);
      spec([registered]).when(command('DeleteAccount', { userId }, now, teacher)).then([deleted(userId, teacher)]);
      spec([registered, deleted(userId, self)])
        .when(command('UpdateProfile', { userId, changes: { name: 'Luigi' } }))
        .thenThrows('USER.NOT_FOUND');
      spec([registered, deleted(userId, self)]).when(command('DeleteAccount', { userId })).thenThrows('USER.NOT_FOUND');
    });

    it('refuses another student, another teacher, and the teacher account itself', () => {
      const { registered, command, userId } = setup();
      spec([registered]).when(command('DeleteAccount', { userId }, now, { userId: 'other', role: 'student' })).thenThrows('AUTH.FORBIDDEN');
      spec([registered]).when(command('DeleteAccount', { userId }, now, { userId: 'teacher-2', role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
      const teacherAccount: UserRegistered = { ...registered, data: { ...registered.data, identity: 'teacher', teacherId: userId } };
      spec([teacherAccount]).when(command('DeleteAccount', { userId })).thenThrows('AUTH.FORBIDDEN');
    });
  });

  describe('when the departure ends', () => {
    const system: Actor = { userId: 'system', role: 'system' };
    const at = later(1);
    const erase = (userId: string) => ({ type: 'EraseAccount', data: { userId }, metadata: { now: at, by: system } }) as UserCommand;
    const given = () => {
      const s = setup();
      const deleted: UserEvent = { type: 'AccountDeleted', data: { userId: s.userId, teacherId: teacher.userId, deletedAt: now.toISOString(), by: s.self } };
      return { ...s, history: [s.registered, deleted] };
    };
    const erased = (userId: string): UserEvent => ({ type: 'AccountErased', data: { userId, erasedAt: at.toISOString(), by: system } });

    it('erases the account, once (the teacher was told by the departure before)', () => {
      const { history, userId } = given();
      spec(history).when(erase(userId)).then([erased(userId)]);
      spec([...history, erased(userId)]).when(erase(userId)).then([]);
    });

    it('refuses to erase an account that was not deleted', () => {
      const { registered, userId } = given();
      spec([registered]).when(erase(userId)).thenThrows('USER.NOT_FOUND');
      spec([]).when(erase(userId)).thenThrows('USER.NOT_FOUND');
    });
  });
});
