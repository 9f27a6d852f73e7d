import { Inject, Injectable } from '@nestjs/common';
import type { PostgresEventStore } from '@lavagna/eventstore';
import {
  decideUser,
  evolveUser,
  initialUserState,
  userStreamName,
  type Actor,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@lavagna/domain';
import { deciderRunner } from '../../infrastructure/event-sourcing/decider-runner.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';

/** The actor of what an unauthenticated visitor does (recovery requests and links). */
export const ANONYMOUS: Actor = { userId: 'anonymous', role: 'system' };

type Data<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>['data'];

const run = deciderRunner<UserCommand, UserEvent, UserState>({
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
  mapToStreamId: userStreamName,
  retryOnConflict: true,
});

/** Runs an account command against its `user-{id}` stream: load, decide, append. */
@Injectable()
export class UserStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute<T extends UserCommand['type']>(type: T, data: Data<T> & { userId: string }, by: Actor): Promise<UserEvent[]> {
    return run(this.store, data.userId, type, data, { now: this.clock.now(), by });
  }

  /** The decision state of one account (for checks before a command, never for reads). */
  async state(userId: string): Promise<UserState> {
    const { state } = await this.store.aggregateStream(userStreamName(userId), {
      evolve: evolveUser,
      initialState: initialUserState,
    });
    return state;
  }

  now(): Date {
    return this.clock.now();
  }
}
