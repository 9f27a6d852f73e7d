import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FiscalProfileError, type FiscalProfile } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { FiscalProfileQuery } from '../projections/fiscal-profile/fiscal-profile.query.js';
import { FISCAL_PROFILE_STREAM, type FiscalProfileStream } from '../streams.js';
import { SetFiscalProfileCommand } from './set-fiscal-profile.command.js';

@CommandHandler(SetFiscalProfileCommand)
export class SetFiscalProfileHandler implements ICommandHandler<SetFiscalProfileCommand, FiscalProfile | null> {
  constructor(
    private readonly profiles: FiscalProfileQuery,
    @Inject(FISCAL_PROFILE_STREAM) private readonly stream: FiscalProfileStream,
  ) {}

  async execute({ caller, profile }: SetFiscalProfileCommand): Promise<FiscalProfile | null> {
    try {
      await this.stream.execute('SetFiscalProfile', { teacherId: caller.userId, profile }, caller);
    } catch (error) {
      if (!(error instanceof FiscalProfileError)) throw error;
      // A 400 like every refused admin form: the Italian message, and the field it is about.
      throw problem(400, 'REQUEST.VALIDATION', error.reason, [{ path: error.field, message: error.reason }]);
    }
    return this.profiles.of(caller.userId);
  }
}
