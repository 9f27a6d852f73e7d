import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { readLinkValue } from '../../../infrastructure/security/links.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { UserStream } from '../user-stream.js';
import { ConfirmLinkCommand } from './confirm-link.command.js';

@CommandHandler(ConfirmLinkCommand)
export class ConfirmLinkHandler implements ICommandHandler<ConfirmLinkCommand, void> {
  constructor(
    private readonly stream: UserStream,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  async execute({ purpose, value }: ConfirmLinkCommand): Promise<void> {
    const link = readLinkValue(this.secrets.links, purpose, value);
    if (!link) throw problem(400, 'LINK.INVALID');
    const by = { userId: link.userId, role: 'student' as const };
    try {
      if (purpose === 'signup') await this.stream.execute('ConfirmSignup', link, by);
      else await this.stream.execute('ConfirmEmail', link, by);
    } catch (error) {
      if (error instanceof DomainError) throw problem(400, 'LINK.INVALID');
      throw error;
    }
  }
}
