import { Inject, Injectable } from '@nestjs/common';
import { evolveUser, initialUserState, userStreamName } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '../../../infrastructure/tokens.js';

/** Reads a recovery link's state from the account's own stream (no read model keeps the nonce). */
@Injectable()
export class RecoveryLinks {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether a recovery link is still open (before the form is shown). */
  async isOpen(userId: string, nonce: string): Promise<boolean> {
    const { state } = await this.store.aggregateStream(userStreamName(userId), { evolve: evolveUser, initialState: initialUserState });
    const link = state.status === 'Active' ? state.links.recovery : undefined;
    return link !== undefined && link.nonce === nonce && this.clock.now().getTime() < Date.parse(link.expiresAt);
  }
}
