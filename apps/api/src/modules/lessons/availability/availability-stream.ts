import { Inject, Injectable } from '@nestjs/common';
import {
  availabilityStreamName,
  decideAvailability,
  evolveAvailability,
  type Actor,
  type AvailabilitySet,
  type AvailabilityState,
  type SetAvailability,
  type WeekAvailability,
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { deciderRunner } from '../../../infrastructure/event-sourcing/decider-runner.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../../infrastructure/tokens.js';

const run = deciderRunner<SetAvailability, AvailabilitySet, AvailabilityState>({
  decide: decideAvailability,
  evolve: evolveAvailability,
  initialState: () => ({ availability: null }),
  mapToStreamId: availabilityStreamName,
  retryOnConflict: true,
});

/** SetAvailability against the teacher's `availability-{id}` stream. */
@Injectable()
export class AvailabilityStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async set(teacherId: string, availability: WeekAvailability, by: Actor): Promise<void> {
    await run(this.store, teacherId, 'SetAvailability', { teacherId, availability }, { now: this.clock.now(), by });
  }
}
