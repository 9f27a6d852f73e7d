import type { SessionUser } from '../../sessions/index.js';

/** The teacher withdraws an accountant's access. */
export class RevokeAccountantCommand {
  constructor(
    readonly caller: SessionUser,
    readonly userId: string,
  ) {}
}
