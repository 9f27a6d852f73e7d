import type { BillingData } from '../invoicing/billing.js';
import type { PaidLesson, Slot } from '../lessons/events.js';
import type { DomainCommand } from '../shared/types.js';
import type { Identity, OneTimeLink, PersonName, ProfileChanges, Residence, SchoolInfo } from './events.js';

export type RegisterUser = DomainCommand<
  'RegisterUser',
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
    /** null registers an already confirmed account (seeding, teacher). */
    confirmation: OneTimeLink | null;
  }
>;
export type ConfirmSignup = DomainCommand<'ConfirmSignup', { userId: string; nonce: string }>;
export type RequestEmailChange = DomainCommand<'RequestEmailChange', { userId: string; email: string; confirmation: OneTimeLink }>;
export type ConfirmEmail = DomainCommand<'ConfirmEmail', { userId: string; nonce: string }>;
export type UpdateProfile = DomainCommand<'UpdateProfile', { userId: string; changes: ProfileChanges }>;
export type RequestPasswordRecovery = DomainCommand<'RequestPasswordRecovery', { userId: string; link: OneTimeLink }>;
export type ChangePassword = DomainCommand<'ChangePassword', { userId: string; passwordHash: string; recoveryNonce: string | null }>;
/** The sign-in ceiling engaged for this account: warn its owner (once per SIGN_IN_WARNING_WINDOW_MS). */
export type WarnOfSignIns = DomainCommand<'WarnOfSignIns', { userId: string; failures: number }>;
/** The confirmation e-mail again, with a fresh link; nothing when the address is confirmed already. */
export type ResendEmailConfirmation = DomainCommand<'ResendEmailConfirmation', { userId: string; link: OneTimeLink }>;
export type DeleteAccount = DomainCommand<'DeleteAccount', { userId: string }>;
/** The payer gives (or corrects) the billing data their invoices will name. */
export type GiveBillingData = DomainCommand<'GiveBillingData', { userId: string; billing: BillingData }>;

/** A paid lesson the departure cancelled: the teacher owes its student a refund. */
export type Refund = PaidLesson & Slot & { lessonId: string };

/** The last step of a departure, once every future lesson is cancelled and the teacher told: the erasure. */
export type EraseAccount = DomainCommand<'EraseAccount', { userId: string }>;

/** The teacher invites an accountant by e-mail: an account that reads, with a link to choose its password. */
export type InviteAccountant = DomainCommand<
  'InviteAccountant',
  { userId: string; teacherId: string; email: string; name: string; surname: string; passwordHash: string; link: OneTimeLink }
>;
export type RevokeAccountant = DomainCommand<'RevokeAccountant', { userId: string }>;

export type UserCommand =
  | RegisterUser
  | ConfirmSignup
  | RequestEmailChange
  | ConfirmEmail
  | UpdateProfile
  | RequestPasswordRecovery
  | ChangePassword
  | WarnOfSignIns
  | ResendEmailConfirmation
  | DeleteAccount
  | GiveBillingData
  | EraseAccount
  | InviteAccountant
  | RevokeAccountant;
