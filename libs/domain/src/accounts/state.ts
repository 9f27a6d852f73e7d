import type { BillingData } from '../invoicing/billing.js';
import { assertNever, type Actor } from '../shared/types.js';
import type { Identity, OneTimeLink, ProfileChanges, UserEvent } from './events.js';

export type Profile = Required<Omit<ProfileChanges, 'teacherEmailAlerts'>> & Pick<ProfileChanges, 'teacherEmailAlerts'>;

export type UserState =
  | { status: 'Empty' }
  | {
      status: 'Active';
      userId: string;
      teacherId: string;
      identity: Identity;
      email: string;
      emailConfirmed: boolean;
      /** The address asked for and not confirmed yet (its link is `links.email`). */
      pendingEmail?: string;
      profile: Profile;
      /** Open one-time links by purpose; a used link is removed. */
      links: { signup?: OneTimeLink; email?: OneTimeLink; recovery?: OneTimeLink };
      /** When the owner was last warned of strangers' sign-ins. */
      signInsWarnedAt?: string;
      /** What the payer's invoices will name; none until given. */
      billing?: BillingData;
    }
  /** Deleted, its departure under way: what the teacher's alert and the student's farewell need, until the erasure. */
  | {
      status: 'Deleted';
      userId: string;
      teacherId: string;
      email: string;
      name: string;
      surname: string;
      /** The parent who managed a minor's account, told in the student's place. */
      tutor: Profile['tutor'];
      deletedAt: string;
      deletedBy: Actor;
    }
  | { status: 'Erased'; userId: string }
  /** An accountant whose access the teacher withdrew. */
  | { status: 'Revoked'; userId: string; teacherId: string };

export const initialUserState = (): UserState => ({ status: 'Empty' });

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  const { type, data } = event;
  switch (type) {
    case 'UserRegistered':
      return {
        status: 'Active',
        userId: data.userId,
        teacherId: data.teacherId,
        identity: data.identity,
        email: data.email,
        emailConfirmed: data.emailConfirmed,
        profile: {
          name: data.name,
          surname: data.surname,
          tutor: data.tutor,
          residence: data.residence ?? { region: '', province: '' },
          school: data.school ?? { schoolType: 'Scuola Superiore', institute: '', examYear: '' },
          linkMeet: '',
          hourlyRateCents: data.hourlyRateCents,
          isOneHourEmailActive: true,
          is48HoursEmailActive: true,
          teacherEmailAlerts:
            data.identity === 'teacher'
              ? { newUser: true, cancelUser: true, newBooking: true, updateBooking: true, cancelBooking: true }
              : undefined,
        },
        links: data.confirmation ? { signup: data.confirmation } : {},
      };
    case 'SignupConfirmed':
      if (state.status !== 'Active') return state;
      return { ...state, emailConfirmed: true, links: { ...state.links, signup: undefined } };
    case 'EmailChangeRequested':
      if (state.status !== 'Active') return state;
      return { ...state, pendingEmail: data.email, links: { ...state.links, email: data.confirmation } };
    case 'EmailChangeConfirmed':
      if (state.status !== 'Active') return state;
      return { ...state, email: data.email, emailConfirmed: true, pendingEmail: undefined, links: { ...state.links, email: undefined } };
    case 'EmailChanged':
      if (state.status !== 'Active') return state;
      return { ...state, email: data.email, emailConfirmed: false, links: { ...state.links, email: data.confirmation } };
    case 'EmailConfirmed':
      if (state.status !== 'Active') return state;
      return { ...state, emailConfirmed: true, links: { ...state.links, email: undefined } };
    case 'ProfileUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, profile: { ...state.profile, ...data.changes } };
    case 'PasswordRecoveryRequested':
      if (state.status !== 'Active') return state;
      return { ...state, links: { ...state.links, recovery: data.link } };
    case 'PasswordChanged':
      // Any new password voids a recovery link still open: it was asked for the old one.
      if (state.status !== 'Active') return state;
      return { ...state, links: { ...state.links, recovery: undefined } };
    case 'SignInsSlowedDown':
      if (state.status !== 'Active') return state;
      return { ...state, signInsWarnedAt: data.slowedAt };
    case 'EmailConfirmationResent':
      // The fresh link replaces the one sent before: only the latest e-mail's link confirms.
      if (state.status !== 'Active') return state;
      return { ...state, links: { ...state.links, [data.purpose]: data.link } };
    case 'BillingDataGiven':
      // Shredded (erased owner) it reads as null: nothing to keep.
      if (state.status !== 'Active' || !data.billing) return state;
      return { ...state, billing: data.billing };
    case 'AccountDeleted':
      if (state.status !== 'Active') return state;
      return {
        status: 'Deleted',
        userId: data.userId,
        teacherId: state.teacherId,
        email: state.email,
        name: state.profile.name,
        surname: state.profile.surname,
        tutor: state.profile.tutor,
        deletedAt: data.deletedAt,
        deletedBy: data.by,
      };
    case 'AccountErased':
      return { status: 'Erased', userId: data.userId };
    case 'AccountantInvited':
      if (state.status !== 'Active') return state;
      return { ...state, links: { ...state.links, recovery: data.link } };
    case 'AccountantRevoked':
      return { status: 'Revoked', userId: data.userId, teacherId: data.teacherId };
    case 'EmailQueued':
      return state;
    default:
      return assertNever(type);
  }
};
