import type { SessionUser } from '../../sessions/index.js';

/** Demo mode only: the student approves or cancels an order in the stand-in for PayPal's window. */
export class DecideDemoOrderCommand {
  constructor(
    readonly caller: SessionUser,
    readonly providerOrderId: string,
    readonly approve: boolean,
  ) {}
}
