import type { BillingData } from '../invoicing/billing.js';
import type { Actor, DomainEvent } from '../shared/types.js';

/** An account's kind; an accountant belongs to a teacher, like a student, and only reads. */
export type Identity = 'teacher' | 'student' | 'accountant';

export type SchoolInfo = { schoolType: 'Scuola Superiore' | 'Università'; institute: string; examYear: string };
export type PersonName = { name: string; surname: string };
export type Residence = { region: string; province: string };
export type TeacherEmailAlerts = {
  newUser: boolean;
  cancelUser: boolean;
  newBooking: boolean;
  updateBooking: boolean;
  cancelBooking: boolean;
};

/** A one-time link: only its nonce is stored; the link value is signed by the API. */
export type OneTimeLink = { nonce: string; expiresAt: string };

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    teacherId: string;
    identity: Identity;
    email: string;
    passwordHash: string;
    name: string;
    surname: string;
    birthYear: number | null;
    residence: Residence | null;
    school: SchoolInfo | null;
    tutor: PersonName | null;
    privacyConsent: boolean;
    hourlyRateCents: number;
    emailConfirmed: boolean;
    confirmation: OneTimeLink | null;
    registeredAt: string;
    by: Actor;
  }
>;

export type SignupConfirmed = DomainEvent<'SignupConfirmed', { userId: string; nonce: string; confirmedAt: string }>;

/**
 * A new address was asked for, with the current password: the account keeps its address (and
 * its sessions) until the new one confirms; the old address is told.
 */
export type EmailChangeRequested = DomainEvent<
  'EmailChangeRequested',
  { userId: string; previousEmail: string; email: string; confirmation: OneTimeLink; requestedAt: string; by: Actor }
>;

/** The new address opened its link: from now on it is the account's address. */
export type EmailChangeConfirmed = DomainEvent<
  'EmailChangeConfirmed',
  { userId: string; previousEmail: string; email: string; nonce: string; confirmedAt: string }
>;

/**
 * Logs written before November 2026: the address changed at once, unconfirmed, and EmailConfirmed
 * followed its link. Still read (old logs replay as they were), never decided any more.
 */
export type EmailChanged = DomainEvent<
  'EmailChanged',
  { userId: string; previousEmail: string; email: string; confirmation: OneTimeLink; changedAt: string; by: Actor }
>;

export type EmailConfirmed = DomainEvent<'EmailConfirmed', { userId: string; email: string; nonce: string; confirmedAt: string }>;

/** Only the fields that changed, already normalised. */
export type ProfileChanges = Partial<{
  name: string;
  surname: string;
  tutor: PersonName | null;
  residence: Residence;
  school: SchoolInfo;
  linkMeet: string;
  hourlyRateCents: number;
  isOneHourEmailActive: boolean;
  is48HoursEmailActive: boolean;
  teacherEmailAlerts: TeacherEmailAlerts;
}>;

export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { userId: string; changes: ProfileChanges; modifiedByTeacher: boolean; updatedAt: string; by: Actor }
>;

export type PasswordRecoveryRequested = DomainEvent<
  'PasswordRecoveryRequested',
  { userId: string; link: OneTimeLink; requestedAt: string }
>;

export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; recoveryNonce: string | null; changedAt: string; by: Actor }
>;

/**
 * The payer's billing data, given before the first payment or corrected later: whole and
 * normalised, sealed as personal data (erased with the account; an invoice keeps its own copy).
 */
export type BillingDataGiven = DomainEvent<'BillingDataGiven', { userId: string; billing: BillingData; givenAt: string; by: Actor }>;

/**
 * Strangers' failed sign-ins on this account (from devices it never signed in from) reached the
 * ceiling that slows them down: the owner is told, at most once per warning window.
 */
export type SignInsSlowedDown = DomainEvent<'SignInsSlowedDown', { userId: string; failures: number; slowedAt: string }>;

/**
 * The owner of an address not confirmed yet asked for its confirmation e-mail again: a fresh link
 * replaces the open one of its purpose (the sign-up's; 'email' for an address changed before
 * changes waited for confirmation). The e-mail is the mail module's reaction.
 */
export type EmailConfirmationResent = DomainEvent<'EmailConfirmationResent', { userId: string; purpose: 'signup' | 'email'; link: OneTimeLink; resentAt: string }>;

/**
 * The account is closed: it can no longer sign in, and its departure begins (future lessons
 * cancelled, open orders given up, then AccountErased). `email` only on events recorded before
 * erasure existed; `teacherId` on those after.
 */
export type AccountDeleted = DomainEvent<'AccountDeleted', { userId: string; teacherId?: string; email?: string; deletedAt: string; by: Actor }>;

/**
 * The departure is complete and the user's personal data is erased: the key that encrypts it is
 * destroyed in the same transaction (crypto-shredding). Fiscal facts stay readable.
 */
export type AccountErased = DomainEvent<'AccountErased', { userId: string; erasedAt: string; by: Actor }>;

/**
 * The teacher invited an accountant (whose UserRegistered, with an unusable password, comes just
 * before): `link` is a recovery link, so the accountant chooses a password as after a recovery.
 */
export type AccountantInvited = DomainEvent<'AccountantInvited', { userId: string; teacherId: string; link: OneTimeLink; invitedAt: string; by: Actor }>;

/** The teacher withdrew an accountant's access: the account can no longer sign in, its sessions end. */
export type AccountantRevoked = DomainEvent<'AccountantRevoked', { userId: string; teacherId: string; revokedAt: string; by: Actor }>;

/** An e-mail, queued as a fact on its own stream `email-{emailId}`: a notice, stored as data and rendered when sent. */
export type EmailQueued = DomainEvent<
  'EmailQueued',
  {
    emailId: string;
    userId: string;
    to: string;
    /** Which notice (the API's mail module holds each one's data type, subject, text and HTML). */
    template: string;
    params: Record<string, string>;
    queuedAt: string;
  }
>;

export type UserEvent =
  | UserRegistered
  | SignupConfirmed
  | EmailChangeRequested
  | EmailChangeConfirmed
  | EmailChanged
  | EmailConfirmed
  | ProfileUpdated
  | PasswordRecoveryRequested
  | PasswordChanged
  | SignInsSlowedDown
  | EmailConfirmationResent
  | BillingDataGiven
  | AccountDeleted
  | AccountErased
  | AccountantInvited
  | AccountantRevoked
  | EmailQueued;

export const userStreamName = (userId: string): string => `user-${userId}`;
