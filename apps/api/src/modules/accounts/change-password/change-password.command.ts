import type { newPasswordSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../sessions/index.js';

/**
 * A new password, by recovery link (the body carries its token; no session needed) or, signed
 * in, with the current one.
 */
export class ChangePasswordCommand {
  constructor(
    readonly caller: SessionUser | undefined,
    readonly userId: string,
    readonly body: z.output<typeof newPasswordSchema>,
  ) {}
}
