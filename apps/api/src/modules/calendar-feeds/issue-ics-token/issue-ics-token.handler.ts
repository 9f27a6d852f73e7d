import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IcsTokenResponse } from '@lavagna/contracts';
import { randomBytes } from 'node:crypto';
import { hashIcsToken } from '../projections/ics-tokens/ics-tokens.query.js';
import { ICS_TOKEN_STREAM, type IcsTokenStream } from '../streams.js';
import { IssueIcsTokenCommand } from './issue-ics-token.command.js';

/** Draws a 256-bit token, records its hash (the decider says who may), and answers the token once. */
@CommandHandler(IssueIcsTokenCommand)
export class IssueIcsTokenHandler implements ICommandHandler<IssueIcsTokenCommand, IcsTokenResponse> {
  constructor(@Inject(ICS_TOKEN_STREAM) private readonly stream: IcsTokenStream) {}

  async execute({ caller, feed, userId }: IssueIcsTokenCommand): Promise<IcsTokenResponse> {
    const icsToken = randomBytes(32).toString('base64url');
    await this.stream.execute('IssueIcsToken', { userId, teacherId: caller.teacherId, feed, tokenHash: hashIcsToken(icsToken) }, caller);
    return { icsToken };
  }
}
