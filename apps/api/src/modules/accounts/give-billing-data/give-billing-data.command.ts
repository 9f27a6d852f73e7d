import type { BillingDataRequest } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/** The payer gives (or corrects) their billing data; the teacher may for a student. */
export class GiveBillingDataCommand {
  constructor(
    readonly caller: SessionUser,
    readonly userId: string,
    readonly body: BillingDataRequest,
  ) {}
}
