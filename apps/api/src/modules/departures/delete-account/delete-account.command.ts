import type { SessionUser } from '../../sessions/index.js';

/** A student deletes their account, or the teacher deletes a student's. */
export class DeleteAccountCommand {
  constructor(
    readonly caller: SessionUser,
    readonly userId: string,
  ) {}
}
