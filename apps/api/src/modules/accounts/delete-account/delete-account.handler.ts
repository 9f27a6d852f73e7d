import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { SessionsService } from '../../sessions/index.js';
import { assertCanManage } from '../access.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { UserStream } from '../user-stream.js';
import { DeleteAccountCommand } from './delete-account.command.js';

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, UserView> {
  constructor(
    private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ caller, userId }: DeleteAccountCommand): Promise<UserView> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    if (target.identity === 'teacher') throw problem(403, 'AUTH.FORBIDDEN');
    await this.stream.execute('DeleteAccount', { userId }, caller);
    await this.sessions.endAllOf(userId);
    return target;
  }
}
