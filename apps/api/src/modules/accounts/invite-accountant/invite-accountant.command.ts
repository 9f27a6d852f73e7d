import type { InviteAccountantRequest } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/** The teacher invites an accountant by e-mail. */
export class InviteAccountantCommand {
  constructor(
    readonly caller: SessionUser,
    readonly request: InviteAccountantRequest,
  ) {}
}
