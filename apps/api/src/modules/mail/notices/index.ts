import { accountDeleted, type AccountDeleted } from './account-deleted.notice.js';
import { accountantInvitation, type AccountantInvitation } from './accountant-invitation.notice.js';
import { bookingConfirmation, type BookingConfirmation } from './booking-confirmation.notice.js';
import { cancelUser, type CancelUser } from './cancel-user.notice.js';
import { couponGiven, type CouponGiven } from './coupon-given.notice.js';
import { couponIssued, type CouponIssued } from './coupon-issued.notice.js';
import { emailChangeConfirmation, type EmailChangeConfirmation } from './email-change-confirmation.notice.js';
import { emailChangeNotice, type EmailChangeNotice } from './email-change-notice.notice.js';
import { googleGrantLost, type GoogleGrantLost } from './google-grant-lost.notice.js';
import { invoiceCopy, type InvoiceCopy } from './invoice-copy.notice.js';
import { lessonCancelled, type LessonCancelled } from './lesson-cancelled.notice.js';
import { lessonMoved, type LessonMoved } from './lesson-moved.notice.js';
import { lessonNotes, type LessonNotes } from './lesson-notes.notice.js';
import { lessonReminder, type LessonReminder } from './lesson-reminder.notice.js';
import { lessonsToPay, type LessonsToPay } from './lessons-to-pay.notice.js';
import { compose, type NoticeContext, type NoticeRenderer, type QueuedMail, type RenderedNotice } from './notice.js';
import { passwordRecovery, type PasswordRecovery } from './password-recovery.notice.js';
import { signInAttempts, type SignInAttempts } from './sign-in-attempts.notice.js';
import { signupConfirmation, type SignupConfirmation } from './signup-confirmation.notice.js';
import { teacherAlert, type TeacherAlert } from './teacher-alert.notice.js';

export type { Addressee, NoticeContext, QueuedMail, RenderedNotice } from './notice.js';
export { FAREWELL_TEMPLATE } from './account-deleted.notice.js';

/** Every e-mail Lavagna sends, as the data stored in its EmailQueued: `template` names it. */
export type Notice =
  | SignupConfirmation
  | EmailChangeConfirmation
  | EmailChangeNotice
  | PasswordRecovery
  | BookingConfirmation
  | CouponIssued
  | CouponGiven
  | CancelUser
  | LessonMoved
  | LessonCancelled
  | LessonReminder
  | TeacherAlert
  | LessonNotes
  | GoogleGrantLost
  | SignInAttempts
  | InvoiceCopy
  | AccountantInvitation
  | LessonsToPay
  | AccountDeleted;

const RENDERERS: { [N in Notice as N['template']]: NoticeRenderer<N['params']> } = {
  'signup-confirmation': signupConfirmation,
  'email-change-confirmation': emailChangeConfirmation,
  'email-change-notice': emailChangeNotice,
  'password-recovery': passwordRecovery,
  'booking-confirmation': bookingConfirmation,
  'coupon-issued': couponIssued,
  'coupon-given': couponGiven,
  'cancel-user': cancelUser,
  'lesson-moved': lessonMoved,
  'lesson-cancelled': lessonCancelled,
  'lesson-reminder': lessonReminder,
  'teacher-alert': teacherAlert,
  'lesson-notes': lessonNotes,
  'google-grant-lost': googleGrantLost,
  'sign-in-attempts': signInAttempts,
  'invoice-copy': invoiceCopy,
  'accountant-invitation': accountantInvitation,
  'lessons-to-pay': lessonsToPay,
  'account-deleted': accountDeleted,
};

const isKnown = (template: string): template is Notice['template'] => Object.hasOwn(RENDERERS, template);

/**
 * An e-mail as it is sent, from what its EmailQueued stored: nothing else is read, no clock, so
 * the same log renders the same bytes. A notice of a kind this version no longer knows gets a
 * plain one rather than none.
 */
export const renderNotice = (mail: QueuedMail & { template: string; params: Record<string, unknown> }, ctx: NoticeContext): RenderedNotice => {
  if (!isKnown(mail.template)) return compose('Avviso da Lavagna', ['Ciao,', 'c’è una novità per te su Lavagna.']);
  const render = RENDERERS[mail.template] as NoticeRenderer<Record<string, unknown>>;
  return render(mail.params, mail, ctx);
};
