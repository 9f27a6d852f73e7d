import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newLink } from '../../../infrastructure/security/links.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { ANONYMOUS, USER_STREAM, type UserStream } from '../streams.js';
import { RequestPasswordRecoveryCommand } from './request-password-recovery.command.js';

@CommandHandler(RequestPasswordRecoveryCommand)
export class RequestPasswordRecoveryHandler implements ICommandHandler<RequestPasswordRecoveryCommand, void> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly emails: UserEmailsQuery,
  ) {}

  async execute({ email }: RequestPasswordRecoveryCommand): Promise<void> {
    const userId = await this.emails.userIdOf(email);
    // Nothing for unknown addresses, and the caller answers the same: the form cannot tell who has an account.
    if (!userId) return;
    await this.stream.execute('RequestPasswordRecovery', { userId, link: newLink(this.stream.now()) }, ANONYMOUS);
  }
}
