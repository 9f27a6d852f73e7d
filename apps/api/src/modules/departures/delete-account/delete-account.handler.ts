import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@lavagna/contracts';
import { assertCanManage, USER_STREAM, UsersQuery, type UserStream } from '../../accounts/index.js';
import { SessionsService } from '../../sessions/index.js';
import { DepartureService } from '../departure.service.js';
import { DeleteAccountCommand } from './delete-account.command.js';

/**
 * DeleteAccount (the decider refuses the teacher's own account), every session ended, then the
 * departure: orders given up, future lessons cancelled, the teacher told, the personal data erased.
 * Once AccountDeleted is recorded the deletion stands: a departure cut short is finished by the sweep.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, UserView> {
  private readonly logger = new Logger('Departures');

  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly sessions: SessionsService,
    private readonly departure: DepartureService,
  ) {}

  async execute({ caller, userId }: DeleteAccountCommand): Promise<UserView> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    await this.stream.execute('DeleteAccount', { userId }, caller);
    await this.sessions.endAllOf(userId);
    // The account is deleted whatever happens next: a step refused now (the provider not answering) is retried by the sweep.
    await this.departure.complete(userId).catch((error: Error) => this.logger.warn(`account ${userId}: ${error.message}`));
    return target;
  }
}
