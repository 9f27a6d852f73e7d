import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SYSTEM } from '@lavagna/domain';
import { USER_STREAM, type UserStream } from '../streams.js';
import { WarnOfSignInsCommand } from './warn-of-sign-ins.command.js';

/** Records SignInsSlowedDown (the decider keeps it to once a day); the e-mail is the mail module's reaction. */
@CommandHandler(WarnOfSignInsCommand)
export class WarnOfSignInsHandler implements ICommandHandler<WarnOfSignInsCommand, void> {
  constructor(@Inject(USER_STREAM) private readonly stream: UserStream) {}

  async execute({ userId, failures }: WarnOfSignInsCommand): Promise<void> {
    await this.stream.execute('WarnOfSignIns', { userId, failures }, SYSTEM);
  }
}
