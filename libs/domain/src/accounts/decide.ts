import { assertBillingValid, normaliseBilling } from '../invoicing/billing.js';
import { assertNever, DomainError } from '../shared/types.js';
import type { UserCommand } from './commands.js';
import type { OneTimeLink, ProfileChanges, UserEvent } from './events.js';
import type { UserState } from './state.js';

export const AccountErrors = {
  alreadyExists: 'USER.ALREADY_EXISTS',
  notFound: 'USER.NOT_FOUND',
  linkInvalid: 'LINK.INVALID',
  forbidden: 'AUTH.FORBIDDEN',
} as const;

/** The owner hears of strangers' sign-ins at most once a day, however long the guessing goes on. */
export const SIGN_IN_WARNING_WINDOW_MS = 24 * 3_600_000;

/** Fields only the teacher may set on a student. */
const TEACHER_ONLY_FIELDS: (keyof ProfileChanges)[] = ['hourlyRateCents', 'linkMeet'];

const isOpen = (link: OneTimeLink | undefined, nonce: string, now: Date): boolean =>
  link !== undefined && link.nonce === nonce && now.getTime() < Date.parse(link.expiresAt);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keeps only the changes that differ from the current profile. */
const realChanges = (current: Record<string, unknown>, changes: ProfileChanges): ProfileChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && !sameValue(current[key], value)),
  ) as ProfileChanges;

/** Decides the events of a user-account command; throws DomainError on a broken rule. */
export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();

  if (command.type === 'RegisterUser') {
    if (state.status !== 'Empty') throw new DomainError(AccountErrors.alreadyExists);
    const { confirmation, ...data } = command.data;
    return [{ type: 'UserRegistered', data: { ...data, confirmation, emailConfirmed: confirmation === null, registeredAt: at, by } }];
  }

  if (command.type === 'InviteAccountant') {
    if (state.status !== 'Empty') throw new DomainError(AccountErrors.alreadyExists);
    const { link, ...data } = command.data;
    if (by.role !== 'teacher' || by.userId !== data.teacherId) throw new DomainError(AccountErrors.forbidden);
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: {
        ...data,
        identity: 'accountant',
        birthYear: null,
        residence: null,
        school: null,
        tutor: null,
        privacyConsent: false,
        hourlyRateCents: 0,
        // The mailbox proves itself when its link chooses the password.
        emailConfirmed: false,
        confirmation: null,
        registeredAt: at,
        by,
      },
    };
    return [registered, { type: 'AccountantInvited', data: { userId: data.userId, teacherId: data.teacherId, link, invitedAt: at, by } }];
  }

  if (command.type === 'EraseAccount') {
    if (state.status === 'Erased') return [];
    if (state.status !== 'Deleted') throw new DomainError(AccountErrors.notFound);
    return [{ type: 'AccountErased', data: { userId: state.userId, erasedAt: at, by } }];
  }
  if (state.status !== 'Active') throw new DomainError(AccountErrors.notFound);
  const { userId } = state;

  switch (command.type) {
    case 'ConfirmSignup':
      if (!isOpen(state.links.signup, command.data.nonce, now)) throw new DomainError(AccountErrors.linkInvalid);
      return [{ type: 'SignupConfirmed', data: { userId, nonce: command.data.nonce, confirmedAt: at } }];

    case 'RequestEmailChange': {
      const { email, confirmation } = command.data;
      if (email === state.email) return [];
      return [{ type: 'EmailChangeRequested', data: { userId, previousEmail: state.email, email, confirmation, requestedAt: at, by } }];
    }

    case 'ConfirmEmail': {
      const { nonce } = command.data;
      if (!isOpen(state.links.email, nonce, now)) throw new DomainError(AccountErrors.linkInvalid);
      // A link of a log written before changes waited for confirmation: it confirms the address in place.
      if (state.pendingEmail === undefined) return [{ type: 'EmailConfirmed', data: { userId, email: state.email, nonce, confirmedAt: at } }];
      return [{ type: 'EmailChangeConfirmed', data: { userId, previousEmail: state.email, email: state.pendingEmail, nonce, confirmedAt: at } }];
    }

    case 'UpdateProfile': {
      const byTeacher = by.role === 'teacher' && by.userId !== userId;
      const bySelf = by.userId === userId;
      if (!byTeacher && !bySelf) throw new DomainError(AccountErrors.forbidden);
      const changes = realChanges(state.profile, command.data.changes);
      if (!byTeacher && TEACHER_ONLY_FIELDS.some((field) => field in changes)) {
        throw new DomainError(AccountErrors.forbidden);
      }
      if (state.identity !== 'teacher' && 'teacherEmailAlerts' in changes) throw new DomainError(AccountErrors.forbidden);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ProfileUpdated', data: { userId, changes, modifiedByTeacher: byTeacher, updatedAt: at, by } }];
    }

    case 'RequestPasswordRecovery': {
      return [{ type: 'PasswordRecoveryRequested', data: { userId, link: command.data.link, requestedAt: at } }];
    }

    case 'ChangePassword': {
      const { passwordHash, recoveryNonce } = command.data;
      if (recoveryNonce !== null && !isOpen(state.links.recovery, recoveryNonce, now)) {
        throw new DomainError(AccountErrors.linkInvalid);
      }
      if (recoveryNonce === null && by.userId !== userId) throw new DomainError(AccountErrors.forbidden);
      return [{ type: 'PasswordChanged', data: { userId, passwordHash, recoveryNonce, changedAt: at, by } }];
    }

    case 'WarnOfSignIns': {
      const warned = state.signInsWarnedAt ? Date.parse(state.signInsWarnedAt) : null;
      if (warned !== null && now.getTime() - warned < SIGN_IN_WARNING_WINDOW_MS) return [];
      return [{ type: 'SignInsSlowedDown', data: { userId, failures: command.data.failures, slowedAt: at } }];
    }

    case 'ResendEmailConfirmation': {
      if (state.emailConfirmed) return [];
      // An address changed before changes waited for confirmation has its link under 'email'; a sign-up's under 'signup'.
      const purpose = state.links.email && state.pendingEmail === undefined ? 'email' : 'signup';
      return [{ type: 'EmailConfirmationResent', data: { userId, purpose, link: command.data.link, resentAt: at } }];
    }

    case 'GiveBillingData': {
      // The student who pays (a parent through the student's account) or their teacher; the
      // teacher's own invoices are not addressed to them.
      const allowed = by.userId === userId || by.role === 'system' || (by.role === 'teacher' && by.userId === state.teacherId);
      if (!allowed || state.identity !== 'student') throw new DomainError(AccountErrors.forbidden);
      const billing = normaliseBilling(command.data.billing);
      assertBillingValid(billing);
      if (sameValue(state.billing, billing)) return [];
      return [{ type: 'BillingDataGiven', data: { userId, billing, givenAt: at, by } }];
    }

    case 'DeleteAccount': {
      // The teacher's account holds the whole school: it is never deleted from here.
      if (state.identity === 'teacher') throw new DomainError(AccountErrors.forbidden);
      const allowed = by.userId === userId || (by.role === 'teacher' && by.userId === state.teacherId);
      if (!allowed) throw new DomainError(AccountErrors.forbidden);
      return [{ type: 'AccountDeleted', data: { userId, teacherId: state.teacherId, deletedAt: at, by } }];
    }

    case 'RevokeAccountant': {
      if (state.identity !== 'accountant' || by.role !== 'teacher' || by.userId !== state.teacherId) throw new DomainError(AccountErrors.notFound);
      return [{ type: 'AccountantRevoked', data: { userId, teacherId: state.teacherId, revokedAt: at, by } }];
    }

    default:
      return assertNever(command);
  }
};
