import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCodes, problemMessages } from '@lavagna/contracts';
import { DomainError, PAYMENT_DAY_OUT_OF_RANGE } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { AVAILABILITY_STREAM, type AvailabilityStream } from '../streams.js';
import { SetPaymentDayCommand } from './set-payment-day.command.js';

@CommandHandler(SetPaymentDayCommand)
export class SetPaymentDayHandler implements ICommandHandler<SetPaymentDayCommand, void> {
  constructor(@Inject(AVAILABILITY_STREAM) private readonly stream: AvailabilityStream) {}

  async execute({ caller, paymentDay }: SetPaymentDayCommand): Promise<void> {
    try {
      await this.stream.execute('SetPaymentDay', { teacherId: caller.userId, paymentDay }, caller);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== PAYMENT_DAY_OUT_OF_RANGE) throw error;
      const code = ErrorCodes.AVAILABILITY_PAYMENT_DAY_OUT_OF_RANGE;
      throw problem(422, code, undefined, [{ path: 'paymentDay', message: problemMessages[code] }]);
    }
  }
}
