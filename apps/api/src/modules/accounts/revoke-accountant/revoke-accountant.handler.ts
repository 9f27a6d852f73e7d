import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { problem } from '../../../infrastructure/http/problem.js';
import { SessionsService } from '../../sessions/index.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { RevokeAccountantCommand } from './revoke-accountant.command.js';

/** AccountantRevoked, then every session of the accountant ends at once (not at its token's expiry). */
@CommandHandler(RevokeAccountantCommand)
export class RevokeAccountantHandler implements ICommandHandler<RevokeAccountantCommand, { id: string }> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ caller, userId }: RevokeAccountantCommand): Promise<{ id: string }> {
    const target = await this.users.byId(userId);
    if (!target || target.identity !== 'accountant' || target.teacherId !== caller.userId) throw problem(404, 'USER.NOT_FOUND');
    await this.stream.execute('RevokeAccountant', { userId }, caller);
    await this.sessions.endAllOf(userId);
    return { id: userId };
  }
}
