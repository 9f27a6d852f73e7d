import { Module } from '@nestjs/common';
import { RefreshSessionController } from './refresh-session/refresh-session.http.controller.js';
import { SignInController } from './sign-in/sign-in.http.controller.js';
import { SignOutController } from './sign-out/sign-out.http.controller.js';
import { ValidateSessionController } from './validate-session/validate-session.http.controller.js';
import { SessionsModule } from '../sessions/index.js';
import { ChangePasswordController } from './change-password/change-password.http.controller.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { CheckPasswordController } from './check-password/check-password.http.controller.js';
import { CheckRecoveryLinkController } from './check-recovery-link/check-recovery-link.http.controller.js';
import { RecoveryLinks } from './check-recovery-link/recovery-links.js';
import { ConfirmLinkController } from './confirm-link/confirm-link.http.controller.js';
import { ConfirmLinkHandler } from './confirm-link/confirm-link.handler.js';
import { credentialsProjection } from './projections/credentials/credentials.projection.js';
import { credentialsTables } from './projections/credentials/credentials.tables.js';
import { lessonOutcomesProjection } from './projections/lesson-outcomes/lesson-outcomes.projection.js';
import { LessonOutcomesQuery } from './projections/lesson-outcomes/lesson-outcomes.query.js';
import { lessonOutcomesTables } from './projections/lesson-outcomes/lesson-outcomes.tables.js';
import { CredentialsQuery } from './projections/credentials/credentials.query.js';
import { userEmailsProjection } from './projections/user-emails/user-emails.projection.js';
import { userEmailsTables } from './projections/user-emails/user-emails.tables.js';
import { UserEmailsQuery } from './projections/user-emails/user-emails.query.js';
import { usersProjection } from './projections/users/users.projection.js';
import { usersTables } from './projections/users/users.tables.js';
import { UsersQuery } from './projections/users/users.query.js';
import { ReadUsersController } from './read-users/read-users.http.controller.js';
import { RegisterUserController } from './register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './register-user/register-user.handler.js';
import { RequestPasswordRecoveryController } from './request-password-recovery/request-password-recovery.http.controller.js';
import { RequestPasswordRecoveryHandler } from './request-password-recovery/request-password-recovery.handler.js';
import { ResendEmailConfirmationController } from './resend-email-confirmation/resend-email-confirmation.http.controller.js';
import { ResendEmailConfirmationHandler } from './resend-email-confirmation/resend-email-confirmation.handler.js';
import { UpdateProfileController } from './update-profile/update-profile.http.controller.js';
import { UpdateProfileHandler } from './update-profile/update-profile.handler.js';
import { GiveBillingDataController } from './give-billing-data/give-billing-data.http.controller.js';
import { GiveBillingDataHandler } from './give-billing-data/give-billing-data.handler.js';
import { billingProjection } from './projections/billing/billing.projection.js';
import { BillingQuery } from './projections/billing/billing.query.js';
import { billingTables } from './projections/billing/billing.tables.js';
import { ReadBillingController } from './read-billing/read-billing.http.controller.js';
import { WarnOfSignInsHandler } from './warn-of-sign-ins/warn-of-sign-ins.handler.js';
import { USER_STREAM, userStream } from './streams.js';
import { CurrentPassword } from './current-password.js';
import { ClassesDone } from './classes-done/classes-done.js';
import { AccountantsController } from './read-accountants/accountants.http.controller.js';
import { InviteAccountantHandler } from './invite-accountant/invite-accountant.handler.js';
import { RevokeAccountantHandler } from './revoke-accountant/revoke-accountant.handler.js';

const commandHandlers = [RegisterUserHandler, ConfirmLinkHandler, UpdateProfileHandler, ChangePasswordHandler, RequestPasswordRecoveryHandler, ResendEmailConfirmationHandler, WarnOfSignInsHandler, GiveBillingDataHandler, InviteAccountantHandler, RevokeAccountantHandler];
const queries = [UsersQuery, UserEmailsQuery, CredentialsQuery, LessonOutcomesQuery, BillingQuery];
// Fixed routes before the `:id` ones.
const controllers = [
  SignInController,
  ValidateSessionController,
  RefreshSessionController,
  SignOutController,
  RegisterUserController,
  ConfirmLinkController,
  RequestPasswordRecoveryController,
  ResendEmailConfirmationController,
  CheckRecoveryLinkController,
  ChangePasswordController,
  CheckPasswordController,
  ReadUsersController,
  UpdateProfileController,
  ReadBillingController,
  GiveBillingDataController,
  AccountantsController,
];

@Module({
  imports: [SessionsModule],
  providers: [userStream, CurrentPassword, RecoveryLinks, ClassesDone, ...commandHandlers, ...queries],
  controllers,
  exports: [USER_STREAM, ClassesDone, ...queries],
})
export class AccountsModule {
  static projections = [usersProjection, userEmailsProjection, credentialsProjection, lessonOutcomesProjection, billingProjection];
  static readModels = [usersTables, userEmailsTables, credentialsTables, lessonOutcomesTables, billingTables];
}
