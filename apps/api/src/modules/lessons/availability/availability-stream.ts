import { Inject, Injectable } from '@nestjs/common';
import { DeciderCommandHandler } from '@event-driven-io/emmett';
import {
  availabilityStreamName,
  decideAvailability,
  evolveAvailability,
  type Actor,
  type SetAvailability,
  type WeekAvailability,
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '../../../infrastructure/tokens.js';

const handle = DeciderCommandHandler({
  decide: decideAvailability as never,
  evolve: evolveAvailability,
  initialState: () => ({ availability: null }),
  mapToStreamId: availabilityStreamName,
  retry: { onVersionConflict: 3 },
});

/** SetAvailability against the teacher's `availability-{id}` stream. */
@Injectable()
export class AvailabilityStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async set(teacherId: string, availability: WeekAvailability, by: Actor): Promise<void> {
    const command: SetAvailability = {
      type: 'SetAvailability',
      data: { teacherId, availability },
      metadata: { now: this.clock.now(), by },
    };
    await handle(this.store, teacherId, command as never);
  }
}
