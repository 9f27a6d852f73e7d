import type { SignupRequest } from '@lavagna/contracts';

/** A visitor signs up (a student, or a parent for a student). */
export class RegisterUserCommand {
  constructor(readonly request: SignupRequest) {}
}
