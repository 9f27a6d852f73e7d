import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DAY_NAMES, problemMessages, type ErrorCode } from '@lavagna/contracts';
import { AvailabilityError } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { AVAILABILITY_STREAM, type AvailabilityStream } from '../streams.js';
import { SetAvailabilityCommand } from './set-availability.command.js';

@CommandHandler(SetAvailabilityCommand)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailabilityCommand, void> {
  constructor(@Inject(AVAILABILITY_STREAM) private readonly stream: AvailabilityStream) {}

  async execute({ caller, availability }: SetAvailabilityCommand): Promise<void> {
    try {
      await this.stream.execute('SetAvailability', { teacherId: caller.userId, availability }, caller);
    } catch (error) {
      if (!(error instanceof AvailabilityError)) throw error;
      const code = error.code as ErrorCode;
      const message = problemMessages[code].replace('{day}', DAY_NAMES[error.day] ?? '');
      throw problem(422, code, message, [{ path: String(error.day), message }]);
    }
  }
}
