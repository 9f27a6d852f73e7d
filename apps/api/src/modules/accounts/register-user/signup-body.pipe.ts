import { Inject, Injectable } from '@nestjs/common';
import { signupRequestSchema } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';

const romeYear = (now: Date): number => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(now));

/** Sign-up's body: the birth years allowed follow the clock's year in Rome. */
@Injectable()
export class SignupBodyPipe extends ZodPipe<ReturnType<typeof signupRequestSchema>> {
  constructor(@Inject(CLOCK) clock: Clock) {
    super(() => signupRequestSchema(romeYear(clock.now())));
  }
}
