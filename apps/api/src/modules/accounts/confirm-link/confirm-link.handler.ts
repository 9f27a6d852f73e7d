import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { readLinkValue } from '../../../infrastructure/security/links.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { SessionsService } from '../../sessions/index.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { ConfirmLinkCommand } from './confirm-link.command.js';

@CommandHandler(ConfirmLinkCommand)
export class ConfirmLinkHandler implements ICommandHandler<ConfirmLinkCommand, void> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly emails: UserEmailsQuery,
    private readonly sessions: SessionsService,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  async execute({ purpose, value }: ConfirmLinkCommand): Promise<void> {
    const link = readLinkValue(this.secrets.links, purpose, value);
    if (!link) throw problem(400, 'LINK.INVALID');
    const by = { userId: link.userId, role: 'student' as const };
    if (purpose === 'signup') {
      await this.run(() => this.stream.execute('ConfirmSignup', link, by));
      return;
    }
    const pending = await this.stream.state(link.userId);
    const wanted = pending.status === 'Active' ? pending.pendingEmail : undefined;
    // Someone else took the address meanwhile: the unique e-mail index refuses the change.
    if (wanted && (await this.emails.userIdOf(wanted))) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
    const events = await this.run(() => this.stream.execute('ConfirmEmail', link, by));
    // The account has a new address: every session signs in again with it.
    if (events.some((e) => e.type === 'EmailChangeConfirmed')) await this.sessions.endAllOf(link.userId);
  }

  private async run<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof DomainError) throw problem(400, 'LINK.INVALID');
      throw error;
    }
  }
}
