import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@lavagna/contracts';
import { assertCanManage, USER_STREAM, UsersQuery, type UserStream } from '../../accounts/index.js';
import { SessionsService } from '../../sessions/index.js';
import { DeleteAccountCommand } from './delete-account.command.js';

/**
 * DeleteAccount (the decider refuses the teacher's own account) and every session ended. The
 * departure that follows (orders given up, future lessons cancelled, the teacher told, the personal
 * data erased) is a reaction to the deletion, which stands once recorded (reactions/departure.reaction.ts).
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, UserView> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ caller, userId }: DeleteAccountCommand): Promise<UserView> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    await this.stream.execute('DeleteAccount', { userId }, caller);
    await this.sessions.endAllOf(userId);
    return target;
  }
}
