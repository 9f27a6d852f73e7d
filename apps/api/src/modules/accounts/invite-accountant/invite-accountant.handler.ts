import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { randomBytes, randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { hashPassword } from '../../../infrastructure/security/passwords.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { InviteAccountantCommand } from './invite-accountant.command.js';

/** An invitation waits a week: an accountant's mailbox is not read every day. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * The accountant's account is registered with a password nobody knows; the invitation's link is a
 * recovery link, so choosing the password is the recovery form the web app already has. The
 * e-mail is a reaction to AccountantInvited (mail module).
 */
@CommandHandler(InviteAccountantCommand)
export class InviteAccountantHandler implements ICommandHandler<InviteAccountantCommand, { id: string; email: string }> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly emails: UserEmailsQuery,
  ) {}

  async execute({ caller, request }: InviteAccountantCommand): Promise<{ id: string; email: string }> {
    const email = request.email;
    if (await this.emails.userIdOf(email)) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
    const userId = randomUUID();
    const now = this.stream.now();
    try {
      await this.stream.execute(
        'InviteAccountant',
        {
          userId,
          teacherId: caller.userId,
          email,
          name: request.name ?? '',
          surname: '',
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          link: { nonce: randomUUID(), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString() },
        },
        caller,
      );
    } catch (error) {
      if (isExpectedVersionConflictError(error) && (await this.emails.userIdOf(email))) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
      throw error;
    }
    return { id: userId, email };
  }
}
