import { Injectable, type OnModuleInit } from '@nestjs/common';
import { noticeKey, type AccountantInvited, type EmailChangeRequested, type EmailConfirmationResent, type GoogleGrantLost, type PasswordRecoveryRequested, type SignInsSlowedDown, type UserRegistered } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { UsersQuery } from '../../accounts/index.js';
import { addresseeOf, EmailQueue } from '../email-queue.js';

type Handled = UserRegistered | EmailChangeRequested | PasswordRecoveryRequested | SignInsSlowedDown | GoogleGrantLost | AccountantInvited | EmailConfirmationResent;

/**
 * The e-mails of an account's life: the link that confirms a sign-up, the link to a new address
 * and the word to the old one, the link that recovers a password, and the teacher's notice that
 * Google refused the grant, and the accountant's invitation. Only the links' nonces are in the log: the links are signed when the
 * e-mail is rendered; and the word to an owner whose account strangers keep guessing. Each key is its cause's message id, so a rerun adds nothing.
 */
@Injectable()
export class AccountNotices implements Reactor, OnModuleInit {
  readonly name = 'account-notices';
  readonly canHandle = ['UserRegistered', 'EmailChangeRequested', 'PasswordRecoveryRequested', 'SignInsSlowedDown', 'GoogleGrantLost', 'AccountantInvited', 'EmailConfirmationResent'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly users: UsersQuery,
    private readonly emails: EmailQueue,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const key = (template: string) => noticeKey(template, logged.metadata.messageId);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, name, tutor, confirmation } = event.data;
        // Confirmed at birth (the teacher, a seeded account), or erased since: nothing to confirm.
        if (!confirmation || !email) return;
        await this.emails.queue({ key: key('signup-confirmation'), userId, to: email, template: 'signup-confirmation', params: { ...addresseeOf({ name, tutor }), nonce: confirmation.nonce } });
        return;
      }
      case 'EmailChangeRequested': {
        const { userId, email, previousEmail, confirmation } = event.data;
        const user = await this.users.byId(userId);
        if (!user || !email) return;
        await this.emails.queue({ key: key('email-change-confirmation'), userId, to: email, template: 'email-change-confirmation', params: { ...addresseeOf(user), nonce: confirmation.nonce } });
        await this.emails.queue({ key: key('email-change-notice'), userId, to: previousEmail, template: 'email-change-notice', params: { ...addresseeOf(user), email } });
        return;
      }
      case 'PasswordRecoveryRequested': {
        const { userId, link } = event.data;
        await this.emails.tell(userId, null, key('password-recovery'), (u) => ({ template: 'password-recovery', params: { ...addresseeOf(u), nonce: link.nonce } }));
        return;
      }
      case 'EmailConfirmationResent': {
        // The same notice as the first time, with the fresh link, to the address it confirms.
        const { userId, purpose, link } = event.data;
        const template = purpose === 'signup' ? 'signup-confirmation' : 'email-change-confirmation';
        await this.emails.tell(userId, null, key(template), (u) => ({ template, params: { name: u.name, nonce: link.nonce } }));
        return;
      }
      case 'SignInsSlowedDown': {
        const { userId, failures } = event.data;
        await this.emails.tell(userId, null, key('sign-in-attempts'), (u) => ({ template: 'sign-in-attempts', params: { ...addresseeOf(u), failures: String(failures) } }));
        return;
      }
      case 'AccountantInvited': {
        const { userId, teacherId, link } = event.data;
        const teacher = await this.users.byId(teacherId);
        await this.emails.tell(userId, 'accountant', key('accountant-invitation'), (u) => ({
          template: 'accountant-invitation',
          params: { name: u.name, teacher: teacher?.fullName.trim() ?? '', nonce: link.nonce },
        }));
        return;
      }
      case 'GoogleGrantLost':
        await this.emails.tell(event.data.teacherId, 'teacher', key('google-grant-lost'), (t) => ({ template: 'google-grant-lost', params: { name: t.fullName } }));
        return;
      default:
        return;
    }
  }
}
