import type { SessionUser } from '../../sessions/index.js';

/** The teacher records that a lesson was paid outside the platform. */
export class RecordManualPaymentCommand {
  constructor(
    readonly caller: SessionUser,
    readonly lessonId: string,
  ) {}
}
