import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@lavagna/domain';
import { newLink } from '../../../infrastructure/security/links.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { ANONYMOUS, USER_STREAM, type UserStream } from '../streams.js';
import { ResendEmailConfirmationCommand } from './resend-email-confirmation.command.js';

@CommandHandler(ResendEmailConfirmationCommand)
export class ResendEmailConfirmationHandler implements ICommandHandler<ResendEmailConfirmationCommand, void> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly emails: UserEmailsQuery,
  ) {}

  async execute({ email }: ResendEmailConfirmationCommand): Promise<void> {
    const userId = await this.emails.userIdOf(email);
    // Nothing for unknown addresses (nor, in the decider, for confirmed ones), and the caller answers the same.
    if (!userId) return;
    try {
      await this.stream.execute('ResendEmailConfirmation', { userId, link: newLink(this.stream.now()) }, ANONYMOUS);
    } catch (error) {
      // An account closed meanwhile: nothing to confirm, and nothing said.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
